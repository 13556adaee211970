import type { z } from 'zod';
import { healthPattern } from './services';
import type { AgeRating } from './catalog';
import type { RequestOf } from './schemas/http';
import type {
  AdvertiserBodySchema,
  AdvertiserSchema,
  CampaignBodySchema,
  CampaignSchema,
  AdMarkersBodySchema,
  AdTrackQuerySchema,
  AD_TRACK_EVENTS,
  CampaignDeliverySchema,
} from './schemas/ads';

/** Ad server (docs/ads.md): advertisers, campaigns with their creative, and the per-viewer decision. */
export const AdsPatterns = {
  health: healthPattern('ads'),
  /** Body: AdvertiserInput. Reply: Advertiser. Admin. */
  createAdvertiser: 'ads.advertisers.create',
  /** Body: {}. Reply: { advertisers: Advertiser[] }. Admin. */
  listAdvertisers: 'ads.advertisers.list',
  /** Body: CampaignInput. Reply: Campaign. Admin. */
  createCampaign: 'ads.campaigns.create',
  /** Body: UpdateCampaignRequest. Reply: Campaign. Admin. */
  updateCampaign: 'ads.campaigns.update',
  /** Body: {}. Reply: { campaigns: Campaign[] }. Admin. */
  listCampaigns: 'ads.campaigns.list',
  /** Body: SetAdMarkersRequest. Reply: AdMarkers. Admin. */
  setMarkers: 'ads.markers.set',
  /** Body: AdDecisionRequest (the gateway's view of the viewer and the title). Reply: AdDecision. */
  decide: 'ads.decide',
  /** Body: AdTrackRequest (a player's ping). Reply: AdTrackReply; each event of a break counts once. */
  track: 'ads.track',
  /** Body: { id }. Reply: CampaignDelivery (per day). Admin. */
  delivery: 'ads.campaigns.delivery',
} as const;

export const AD_DEVICE_TYPES = ['web', 'mobile', 'tv'] as const;
export type AdDeviceType = (typeof AD_DEVICE_TYPES)[number];

export const ADS_LIMITS = {
  nameMaxLength: 120,
  categoryMaxLength: 60,
  urlMaxLength: 500,
  maxCreativeSeconds: 120,
  /** Ads in one break at most. */
  adsPerBreak: 2,
  /** Mid-rolls every this many seconds on long titles without ad markers. */
  midRollEverySeconds: 600,
  /** Titles shorter than this get no automatic mid-rolls. */
  longTitleSeconds: 1200,
  maxMarkers: 20,
  maxListItems: 20,
  /** Frequency cap default: impressions per viewer per campaign per day. */
  defaultFrequencyCap: 3,
} as const;

export const AdsMessages = {
  advertiserCreated: 'Advertiser created',
  advertisersFetched: 'Advertisers fetched',
  advertiserNotFound: 'Advertiser not found',
  advertiserExists: 'An advertiser with this name exists already',
  invalidDecision: 'Invalid ad decision request',
  invalidTrack: 'Invalid ad event',
  trackSignatureInvalid: 'This ad event link is not valid',
  deliveryFetched: 'Campaign delivery fetched',
  campaignCreated: 'Campaign created',
  campaignUpdated: 'Campaign updated',
  campaignsFetched: 'Campaigns fetched',
  campaignNotFound: 'Campaign not found',
  markersSaved: 'Ad markers saved',
  invalidDates: 'The campaign must end after it starts',
  invalidHours: 'Hours of day must be whole numbers from 0 to 23',
  invalidMarkers: 'Ad markers must be whole seconds within the title, outside its intro and recap',
  invalidCampaign: 'Invalid campaign',
  invalidAdvertiser: 'Invalid advertiser',
  vmapFetched: 'Ad breaks',
  trackRecorded: 'Ad event recorded',
} as const;

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
export interface AdMarkers {
  videoId: string;
  offsets: number[];
}

/** What the gateway knows of the viewer and the title when it asks for ad breaks. */
export interface AdDecisionRequest {
  /** The viewer's profile (or account) id: frequency caps count per viewer. */
  viewerKey: string;
  videoId: string;
  ageRating: AgeRating;
  genre: string;
  languages: string[];
  planCode: string | null;
  device: AdDeviceType;
  /** Hour of day in India (0-23). */
  hour: number;
  durationSeconds: number;
  /** Intro and recap ranges of the title, seconds: no mid-roll inside them. */
  avoid: { start: number; end: number }[];
}

export interface DecidedAd {
  campaignId: string;
  advertiser: string;
  title: string;
  category: string;
  mediaUrl: string;
  mediaType: string;
  durationSeconds: number;
  /** Seconds after which the viewer may skip; null: not skippable. */
  skipOffsetSeconds: number | null;
  clickThroughUrl: string | null;
  house: boolean;
}

export interface AdBreak {
  /** 'start' for the pre-roll, else seconds into the title. */
  offsetSeconds: number;
  ads: DecidedAd[];
}

export interface AdDecision {
  breaks: AdBreak[];
}

export type AdTrackEvent = (typeof AD_TRACK_EVENTS)[number];
export type AdTrackRequest = RequestOf<typeof AdTrackQuerySchema>;
export interface AdTrackReply {
  /** False for a repeat of an event already counted. */
  recorded: boolean;
}
export type CampaignDelivery = z.infer<typeof CampaignDeliverySchema>;
