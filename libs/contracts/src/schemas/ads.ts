import { z } from 'zod';
import { AD_DEVICE_TYPES, ADS_LIMITS, AdsMessages } from '../ads';
import { AGE_RATINGS } from '../catalog';
import { dateTime } from './common';

export const AdvertiserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    createdAt: dateTime(),
  })
  .meta({ id: 'Advertiser' });

export const AdvertiserListSchema = z.object({ advertisers: z.array(AdvertiserSchema) });
export const AdvertiserReplySchema = z.object({ advertiser: AdvertiserSchema });

const creativeFields = {
  /** The creative's video (MP4), as the advertiser's ad server or our storage serves it. */
  mediaUrl: z.url({ protocol: /^https?$/, error: 'mediaUrl must be an http(s) URL' }).max(ADS_LIMITS.urlMaxLength),
  mediaType: z.enum(['video/mp4', 'application/x-mpegURL']).default('video/mp4'),
  durationSeconds: z.int().min(1).max(ADS_LIMITS.maxCreativeSeconds),
  /** Seconds after which the viewer may skip; null: not skippable. */
  skipOffsetSeconds: z.int().min(0).max(ADS_LIMITS.maxCreativeSeconds).nullable().default(null),
  clickThroughUrl: z
    .url({ protocol: /^https?$/, error: 'clickThroughUrl must be an http(s) URL' })
    .max(ADS_LIMITS.urlMaxLength)
    .nullable()
    .default(null),
};

export const CreativeSchema = z.object({
  mediaUrl: z.string(),
  mediaType: z.string(),
  durationSeconds: z.int(),
  skipOffsetSeconds: z.int().nullable(),
  clickThroughUrl: z.string().nullable(),
});

export const TargetingSchema = z.object({
  /** Genres the title must have one of (upper-cased); empty: any. */
  genres: z.array(z.string()),
  /** The strictest age rating of titles the ad may run before (an A-rated ad: 'A'; a U-safe ad: 'U'). */
  ratingCeiling: z.enum(AGE_RATINGS),
  /** The ad's own rating: it only runs before titles rated at least this. */
  adRating: z.enum(AGE_RATINGS),
  languages: z.array(z.string()),
  planCodes: z.array(z.string()),
  devices: z.array(z.enum(AD_DEVICE_TYPES)),
  /** Hours of day (India) the ad may run; empty: any. */
  hours: z.array(z.int()),
});

export const CampaignSchema = z
  .object({
    _id: z.string(),
    advertiserId: z.string(),
    name: z.string(),
    /** Competitive separation: two ads of one category never share a break. */
    category: z.string(),
    startAt: dateTime(),
    endAt: dateTime(),
    /** Impressions bought; null for a house ad (fills unsold breaks). */
    budgetImpressions: z.int().nullable(),
    dailyCap: z.int().nullable(),
    priority: z.int(),
    frequencyCap: z.int(),
    house: z.boolean(),
    active: z.boolean(),
    impressions: z.int(),
    creative: CreativeSchema,
    targeting: TargetingSchema,
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Campaign' });

export const CampaignListSchema = z.object({ campaigns: z.array(CampaignSchema) });
export const CampaignReplySchema = z.object({ campaign: CampaignSchema });

export const AdvertiserBodySchema = z.strictObject({
  name: z.string({ error: AdsMessages.invalidAdvertiser }).trim().min(1).max(ADS_LIMITS.nameMaxLength),
});

const names = (max: number) => z.array(z.string().trim().min(1).max(max)).max(ADS_LIMITS.maxListItems).default([]);

export const CampaignBodySchema = z.strictObject({
  advertiserId: z.string().regex(/^[a-f0-9]{24}$/i, { error: AdsMessages.advertiserNotFound }),
  name: z.string().trim().min(1).max(ADS_LIMITS.nameMaxLength),
  category: z.string().trim().min(1).max(ADS_LIMITS.categoryMaxLength).meta({ example: 'SOFT_DRINKS' }),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }),
  budgetImpressions: z.int().min(1).max(1_000_000_000).nullable().default(null),
  dailyCap: z.int().min(1).max(1_000_000_000).nullable().default(null),
  priority: z.int().min(0).max(100).default(50),
  frequencyCap: z.int().min(1).max(100).default(ADS_LIMITS.defaultFrequencyCap),
  house: z.boolean().default(false),
  active: z.boolean().default(true),
  mediaUrl: creativeFields.mediaUrl,
  mediaType: creativeFields.mediaType,
  durationSeconds: creativeFields.durationSeconds,
  skipOffsetSeconds: creativeFields.skipOffsetSeconds,
  clickThroughUrl: creativeFields.clickThroughUrl,
  genres: names(60),
  ratingCeiling: z.enum(AGE_RATINGS).default('A'),
  adRating: z.enum(AGE_RATINGS).default('U'),
  languages: names(10),
  planCodes: names(40),
  devices: z.array(z.enum(AD_DEVICE_TYPES)).max(3).default([]),
  hours: z
    .array(
      z
        .int({ error: AdsMessages.invalidHours })
        .min(0, { error: AdsMessages.invalidHours })
        .max(23, { error: AdsMessages.invalidHours }),
    )
    .max(24)
    .default([]),
});

export const AdMarkersBodySchema = z.strictObject({
  offsets: z
    .array(z.int({ error: AdsMessages.invalidMarkers }).min(1, { error: AdsMessages.invalidMarkers }))
    .max(ADS_LIMITS.maxMarkers),
});

export const AdMarkersSchema = z.object({ videoId: z.string(), offsets: z.array(z.int()) });

export const VmapQuerySchema = z.strictObject({
  videoId: z.string().regex(/^[a-f0-9]{24}$/i, { error: 'Video not found' }),
  device: z.enum(AD_DEVICE_TYPES).default('web'),
});

export const AD_TRACK_EVENTS = [
  'impression',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'skip',
  'click',
  'error',
] as const;

export const AdTrackQuerySchema = z.strictObject({
  c: z.string().regex(/^[a-f0-9]{24}$/i),
  e: z.enum(AD_TRACK_EVENTS),
  v: z.string().regex(/^[a-f0-9]{24}$/i),
  /** The ad-break instance the VMAP named: dedups repeated pings. */
  b: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** The viewer's ad key (a keyed hash of the profile, never its id): a reported impression counts toward their frequency cap. */
  p: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
/** A tracking URL as the gateway signs it: the ping plus `s`, its HMAC (docs/ads.md), checked before it counts. */
export const SignedAdTrackQuerySchema = AdTrackQuerySchema.extend({
  s: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

export const DeliveryDaySchema = z.object({
  /** India's calendar day, YYYY-MM-DD. */
  day: z.string(),
  impressions: z.int(),
  starts: z.int(),
  completes: z.int(),
  skips: z.int(),
  clicks: z.int(),
  errors: z.int(),
  /** completes / impressions, 0 when none. */
  completionRate: z.number(),
});

export const CampaignDeliverySchema = z.object({
  campaignId: z.string(),
  /** Ads placed in breaks (the budget is spent against these). */
  served: z.int(),
  budgetImpressions: z.int().nullable(),
  days: z.array(DeliveryDaySchema),
});

export const AdTrackReplySchema = z.object({ recorded: z.boolean() });
