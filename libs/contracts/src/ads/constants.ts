import { healthPattern } from '../messaging/services';
import type { AgeRating } from '../catalog/constants';

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
  /** Body: { id }. Reply: Campaign. Admin. */
  getCampaign: 'ads.campaigns.get',
  /** Body: {}. Reply: AdRevenue (CPM × reported impressions per campaign). Admin. */
  revenue: 'ads.revenue',
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
  /** A campaign's CPM unless set: ₹150 per thousand impressions, in paise. */
  defaultCpmPaise: 15_000,
  maxCpmPaise: 10_000_000,
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
  invalidCampaignName: 'Campaign name must be 1 to 120 characters',
  invalidCategory: 'Category must be 1 to 60 characters',
  invalidStartAt: 'Start must be a date and time',
  invalidEndAt: 'End must be a date and time',
  invalidBudget: 'Budget must be a whole number of impressions, at least 1',
  invalidDailyCap: 'Daily cap must be a whole number of impressions, at least 1',
  invalidPriority: 'Priority must be a whole number from 0 to 100',
  invalidFrequencyCap: 'Frequency cap must be a whole number from 1 to 100',
  invalidCpm: 'CPM must be a whole number of paise, from 0 to 10000000',
  invalidMediaUrl: 'Media URL must be an http(s) URL of an MP4 or HLS video',
  invalidDuration: 'Duration must be whole seconds from 1 to 120',
  invalidSkipOffset: 'Skip offset must be whole seconds from 0 to 120',
  invalidClickThrough: 'Click-through must be an http(s) URL',
  invalidGenres: 'Genres must be up to 20 names of 1 to 60 characters',
  invalidRating: 'Rating must be one of U, U/A 7+, U/A 13+, U/A 16+, A',
  invalidLanguages: 'Languages must be up to 20 language tags',
  invalidPlanCodes: 'Plans must be up to 20 plan codes',
  invalidDevices: 'Devices must be web, mobile or tv',
  campaignFetched: 'Campaign fetched',
  reportFetched: 'Campaign report fetched',
  revenueFetched: 'Ad revenue fetched',
  vmapFetched: 'Ad breaks',
  trackRecorded: 'Ad event recorded',
} as const;
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
export interface AdTrackReply {
  /** False for a repeat of an event already counted. */
  recorded: boolean;
}

/**
 * Ad revenue of a number of reported impressions, paise: CPM (paise per thousand) × impressions /
 * 1000, to the paisa (docs/ads.md "Reports").
 */
export function adRevenuePaise(cpmPaise: number, impressions: number): number {
  return Math.round((cpmPaise * impressions) / 1000);
}
