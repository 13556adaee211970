import { z } from 'zod';
import { AD_DEVICE_TYPES, ADS_LIMITS, AdsMessages } from './constants';
import { AGE_RATINGS } from '../catalog/constants';
import { dateTime } from '../http/common-schemas';
import type { RequestOf } from '../http/schemas';

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
  mediaUrl: z
    .url({ protocol: /^https?$/, error: AdsMessages.invalidMediaUrl })
    .max(ADS_LIMITS.urlMaxLength, { error: AdsMessages.invalidMediaUrl }),
  mediaType: z
    .enum(['video/mp4', 'application/x-mpegURL'], { error: AdsMessages.invalidMediaUrl })
    .default('video/mp4'),
  durationSeconds: z
    .int({ error: AdsMessages.invalidDuration })
    .min(1, { error: AdsMessages.invalidDuration })
    .max(ADS_LIMITS.maxCreativeSeconds, { error: AdsMessages.invalidDuration }),
  /** Seconds after which the viewer may skip; null: not skippable. */
  skipOffsetSeconds: z
    .int({ error: AdsMessages.invalidSkipOffset })
    .min(0, { error: AdsMessages.invalidSkipOffset })
    .max(ADS_LIMITS.maxCreativeSeconds, { error: AdsMessages.invalidSkipOffset })
    .nullable()
    .default(null),
  clickThroughUrl: z
    .url({ protocol: /^https?$/, error: AdsMessages.invalidClickThrough })
    .max(ADS_LIMITS.urlMaxLength, { error: AdsMessages.invalidClickThrough })
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
    /** Price per thousand reported impressions, paise. */
    cpmPaise: z.int(),
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

const names = (max: number, error: string) =>
  z
    .array(z.string({ error }).trim().min(1, { error }).max(max, { error }), { error })
    .max(ADS_LIMITS.maxListItems, { error })
    .default([]);
const count = (error: string) => z.int({ error }).min(1, { error }).max(1_000_000_000, { error });

/**
 * A campaign as the admin sends it. Each field fails with a message of its own (AdsMessages), so the
 * admin app can show it beside that field.
 */
export const CampaignBodySchema = z.strictObject({
  advertiserId: z.string({ error: AdsMessages.advertiserNotFound }).regex(/^[a-f0-9]{24}$/i, {
    error: AdsMessages.advertiserNotFound,
  }),
  name: z
    .string({ error: AdsMessages.invalidCampaignName })
    .trim()
    .min(1, { error: AdsMessages.invalidCampaignName })
    .max(ADS_LIMITS.nameMaxLength, { error: AdsMessages.invalidCampaignName }),
  category: z
    .string({ error: AdsMessages.invalidCategory })
    .trim()
    .min(1, { error: AdsMessages.invalidCategory })
    .max(ADS_LIMITS.categoryMaxLength, { error: AdsMessages.invalidCategory })
    .meta({ example: 'SOFT_DRINKS' }),
  startAt: z.iso.datetime({ offset: true, error: AdsMessages.invalidStartAt }),
  endAt: z.iso.datetime({ offset: true, error: AdsMessages.invalidEndAt }),
  budgetImpressions: count(AdsMessages.invalidBudget).nullable().default(null),
  dailyCap: count(AdsMessages.invalidDailyCap).nullable().default(null),
  priority: z
    .int({ error: AdsMessages.invalidPriority })
    .min(0, { error: AdsMessages.invalidPriority })
    .max(100, { error: AdsMessages.invalidPriority })
    .default(50),
  frequencyCap: z
    .int({ error: AdsMessages.invalidFrequencyCap })
    .min(1, { error: AdsMessages.invalidFrequencyCap })
    .max(100, { error: AdsMessages.invalidFrequencyCap })
    .default(ADS_LIMITS.defaultFrequencyCap),
  /** Price per thousand reported impressions, paise (₹150 CPM: 15000). */
  cpmPaise: z
    .int({ error: AdsMessages.invalidCpm })
    .min(0, { error: AdsMessages.invalidCpm })
    .max(ADS_LIMITS.maxCpmPaise, { error: AdsMessages.invalidCpm })
    .default(ADS_LIMITS.defaultCpmPaise),
  house: z.boolean({ error: AdsMessages.invalidCampaign }).default(false),
  active: z.boolean({ error: AdsMessages.invalidCampaign }).default(true),
  mediaUrl: creativeFields.mediaUrl,
  mediaType: creativeFields.mediaType,
  durationSeconds: creativeFields.durationSeconds,
  skipOffsetSeconds: creativeFields.skipOffsetSeconds,
  clickThroughUrl: creativeFields.clickThroughUrl,
  genres: names(60, AdsMessages.invalidGenres),
  ratingCeiling: z.enum(AGE_RATINGS, { error: AdsMessages.invalidRating }).default('A'),
  adRating: z.enum(AGE_RATINGS, { error: AdsMessages.invalidRating }).default('U'),
  languages: names(10, AdsMessages.invalidLanguages),
  planCodes: names(40, AdsMessages.invalidPlanCodes),
  devices: z
    .array(z.enum(AD_DEVICE_TYPES, { error: AdsMessages.invalidDevices }), { error: AdsMessages.invalidDevices })
    .max(3, { error: AdsMessages.invalidDevices })
    .default([]),
  hours: z
    .array(
      z
        .int({ error: AdsMessages.invalidHours })
        .min(0, { error: AdsMessages.invalidHours })
        .max(23, { error: AdsMessages.invalidHours }),
      { error: AdsMessages.invalidHours },
    )
    .max(24, { error: AdsMessages.invalidHours })
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

export const CampaignPacingSchema = z.object({
  /** Ads served so far (spent against the budget). */
  spent: z.int(),
  /** What an even spend from start to end would have served by now; null without a budget. */
  expectedByNow: z.int().nullable(),
  /** spent / expectedByNow (1 is on pace); null without a budget or before the start. */
  ratio: z.number().nullable(),
  status: z.enum(['ahead', 'on_pace', 'behind', 'not_started', 'no_budget']),
});

export const CampaignReportSchema = CampaignDeliverySchema.extend({
  name: z.string(),
  cpmPaise: z.int(),
  startAt: dateTime(),
  endAt: dateTime(),
  pacing: CampaignPacingSchema,
  /**
   * Filled ad breaks / requested ad breaks. Always null for now: the ad server does not record the
   * breaks it could not fill per campaign (docs/ads.md "Reports").
   */
  fillRate: z.number().nullable(),
});

/** Ad revenue: CPM × reported impressions / 1000, per campaign and in all (docs/ads.md "Reports"). */
export const AdRevenueSchema = z.object({
  totalPaise: z.int(),
  impressions: z.int(),
  campaigns: z.array(
    z.object({
      campaignId: z.string(),
      name: z.string(),
      impressions: z.int(),
      cpmPaise: z.int(),
      revenuePaise: z.int(),
    }),
  ),
});

export const AdTrackReplySchema = z.object({ recorded: z.boolean() });

export type Advertiser = z.infer<typeof AdvertiserSchema>;
export type Campaign = z.infer<typeof CampaignSchema>;
export type AdvertiserInput = RequestOf<typeof AdvertiserBodySchema>;
export type CampaignInput = RequestOf<typeof CampaignBodySchema>;
export interface UpdateCampaignRequest extends CampaignInput {
  id: string;
}
export interface SetAdMarkersRequest extends RequestOf<typeof AdMarkersBodySchema> {
  videoId: string;
}

export type AdTrackEvent = (typeof AD_TRACK_EVENTS)[number];
export type AdTrackRequest = RequestOf<typeof AdTrackQuerySchema>;
export type CampaignDelivery = z.infer<typeof CampaignDeliverySchema>;
export type CampaignReport = z.infer<typeof CampaignReportSchema>;
export type AdRevenue = z.infer<typeof AdRevenueSchema>;
