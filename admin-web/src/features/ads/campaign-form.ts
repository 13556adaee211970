import {
  AD_DEVICE_TYPES,
  ADS_LIMITS,
  AdsMessages,
  type AdDeviceType,
  type AgeRating,
  type Campaign,
  type CampaignInput,
} from '@streamhub/contracts';
import { formatInr } from '../../shared/i18n/format';
import type { MessageKey } from '../../shared/i18n/i18n';
import { toLocalInput } from '../coupons/coupon-form';

/** The campaign editor's fields as typed (numbers, dates and lists as text until saved). */
export interface CampaignFormValues {
  advertiserId: string;
  name: string;
  category: string;
  /** `YYYY-MM-DDTHH:mm`, this browser's time. */
  startAt: string;
  endAt: string;
  /** Empty: no budget (house ads). */
  budgetImpressions: string;
  /** Empty: no daily cap. */
  dailyCap: string;
  priority: string;
  frequencyCap: string;
  /** Rupees per thousand impressions, e.g. "150" or "152.50". */
  cpmRupees: string;
  house: boolean;
  active: boolean;
  mediaUrl: string;
  durationSeconds: string;
  /** Empty: not skippable. */
  skipOffsetSeconds: string;
  clickThroughUrl: string;
  /** Comma-separated. */
  genres: string;
  ratingCeiling: AgeRating;
  adRating: AgeRating;
  languages: string;
  planCodes: string[];
  devices: AdDeviceType[];
  /** Hours of day in India, comma-separated, ranges allowed: "6-9, 18-23". */
  hours: string;
}

export type CampaignField = keyof CampaignFormValues;
export type FieldErrors = Partial<Record<CampaignField, string>>;

export const REQUIRED_FIELD = 'Required';

/** A new campaign: starts now, runs 30 days, at the default CPM and frequency cap. */
export function emptyCampaignForm(now: Date): CampaignFormValues {
  const end = new Date(now.getTime() + 30 * 86_400_000);
  return {
    advertiserId: '',
    name: '',
    category: '',
    startAt: toLocalInput(now.toISOString()),
    endAt: toLocalInput(end.toISOString()),
    budgetImpressions: '',
    dailyCap: '',
    priority: '50',
    frequencyCap: String(ADS_LIMITS.defaultFrequencyCap),
    cpmRupees: paiseToRupees(ADS_LIMITS.defaultCpmPaise),
    house: false,
    active: true,
    mediaUrl: '',
    durationSeconds: '',
    skipOffsetSeconds: '',
    clickThroughUrl: '',
    genres: '',
    ratingCeiling: 'A',
    adRating: 'U',
    languages: '',
    planCodes: [],
    devices: [],
    hours: '',
  };
}

/** "150" for 15000 paise, "152.50" for 15250. */
export function paiseToRupees(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** Whole hours and ranges ("6-9, 22") as a sorted list: 6,7,8,9,22. Anything else is kept as typed for the server to refuse. */
export function parseHours(text: string): number[] | null {
  const hours: number[] = [];
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const range = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(part);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from > to) return null;
      for (let h = from; h <= to; h++) hours.push(h);
    } else if (/^\d{1,2}$/.test(part)) hours.push(Number(part));
    else return null;
  }
  return [...new Set(hours)].sort((a, b) => a - b);
}

/** A sorted list of hours written back as ranges: [6,7,8,9,22] → "6-9, 22". */
export function formatHours(hours: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < hours.length; i++) {
    const from = hours[i]!;
    let to = from;
    while (i + 1 < hours.length && hours[i + 1] === to + 1) to = hours[++i]!;
    parts.push(from === to ? String(from) : `${from}-${to}`);
  }
  return parts.join(', ');
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function formFromCampaign(campaign: Campaign): CampaignFormValues {
  return {
    advertiserId: campaign.advertiserId,
    name: campaign.name,
    category: campaign.category,
    startAt: toLocalInput(campaign.startAt),
    endAt: toLocalInput(campaign.endAt),
    budgetImpressions: campaign.budgetImpressions === null ? '' : String(campaign.budgetImpressions),
    dailyCap: campaign.dailyCap === null ? '' : String(campaign.dailyCap),
    priority: String(campaign.priority),
    frequencyCap: String(campaign.frequencyCap),
    cpmRupees: paiseToRupees(campaign.cpmPaise),
    house: campaign.house,
    active: campaign.active,
    mediaUrl: campaign.creative.mediaUrl,
    durationSeconds: String(campaign.creative.durationSeconds),
    skipOffsetSeconds: campaign.creative.skipOffsetSeconds === null ? '' : String(campaign.creative.skipOffsetSeconds),
    clickThroughUrl: campaign.creative.clickThroughUrl ?? '',
    genres: campaign.targeting.genres.join(', '),
    ratingCeiling: campaign.targeting.ratingCeiling,
    adRating: campaign.targeting.adRating,
    languages: campaign.targeting.languages.join(', '),
    planCodes: campaign.targeting.planCodes,
    devices: campaign.targeting.devices.filter((d) => (AD_DEVICE_TYPES as readonly string[]).includes(d)),
    hours: formatHours(campaign.targeting.hours),
  };
}

/** A number as typed; text that is not one is sent as it is, so the server's message names the field. */
const numberOrText = (text: string): number => {
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : (text as unknown as number);
};
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : numberOrText(text));

/**
 * The body to send, or the required fields left empty. Ranges and formats are the server's to
 * check: its message comes back and is shown beside its field (fieldOfMessage).
 */
export function campaignInputFromForm(form: CampaignFormValues): { input: CampaignInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const required: CampaignField[] = [
    'advertiserId',
    'name',
    'category',
    'startAt',
    'endAt',
    'mediaUrl',
    'durationSeconds',
  ];
  for (const field of required) if (String(form[field]).trim() === '') errors[field] = REQUIRED_FIELD;
  const hours = parseHours(form.hours);
  if (hours === null) errors.hours = AdsMessages.invalidHours;
  if (Object.keys(errors).length > 0) return { errors };
  const cpm = Number(form.cpmRupees.trim() === '' ? '0' : form.cpmRupees);
  return {
    input: {
      advertiserId: form.advertiserId,
      name: form.name.trim(),
      category: form.category.trim(),
      startAt: new Date(form.startAt).toISOString(),
      endAt: new Date(form.endAt).toISOString(),
      budgetImpressions: form.house ? null : optionalNumber(form.budgetImpressions),
      dailyCap: optionalNumber(form.dailyCap),
      priority: numberOrText(form.priority),
      frequencyCap: numberOrText(form.frequencyCap),
      // Rupees to paise; a fraction of a paisa is left for the server to refuse.
      cpmPaise: Number.isFinite(cpm) ? Math.round(cpm * 100 * 1e6) / 1e6 : (form.cpmRupees as unknown as number),
      house: form.house,
      active: form.active,
      mediaUrl: form.mediaUrl.trim(),
      durationSeconds: numberOrText(form.durationSeconds),
      skipOffsetSeconds: optionalNumber(form.skipOffsetSeconds),
      clickThroughUrl: form.clickThroughUrl.trim() === '' ? null : form.clickThroughUrl.trim(),
      genres: list(form.genres),
      ratingCeiling: form.ratingCeiling,
      adRating: form.adRating,
      languages: list(form.languages),
      planCodes: form.planCodes,
      devices: form.devices,
      hours: hours ?? [],
    } as CampaignInput,
  };
}

/** Which field a server message of the campaign routes is about (its messages are one per field). */
const FIELD_OF_MESSAGE: Record<string, CampaignField> = {
  [AdsMessages.advertiserNotFound]: 'advertiserId',
  [AdsMessages.invalidCampaignName]: 'name',
  [AdsMessages.invalidCategory]: 'category',
  [AdsMessages.invalidStartAt]: 'startAt',
  [AdsMessages.invalidEndAt]: 'endAt',
  [AdsMessages.invalidDates]: 'endAt',
  [AdsMessages.invalidBudget]: 'budgetImpressions',
  [AdsMessages.invalidDailyCap]: 'dailyCap',
  [AdsMessages.invalidPriority]: 'priority',
  [AdsMessages.invalidFrequencyCap]: 'frequencyCap',
  [AdsMessages.invalidCpm]: 'cpmRupees',
  [AdsMessages.invalidMediaUrl]: 'mediaUrl',
  [AdsMessages.invalidDuration]: 'durationSeconds',
  [AdsMessages.invalidSkipOffset]: 'skipOffsetSeconds',
  [AdsMessages.invalidClickThrough]: 'clickThroughUrl',
  [AdsMessages.invalidGenres]: 'genres',
  [AdsMessages.invalidLanguages]: 'languages',
  [AdsMessages.invalidPlanCodes]: 'planCodes',
  [AdsMessages.invalidDevices]: 'devices',
  [AdsMessages.invalidHours]: 'hours',
};

export function fieldOfMessage(message: string): CampaignField | null {
  return FIELD_OF_MESSAGE[message] ?? null;
}

/** Where a campaign stands now, for the list. */
export function campaignStatus(
  campaign: Pick<Campaign, 'active' | 'startAt' | 'endAt' | 'budgetImpressions' | 'impressions'>,
  now: Date,
): 'Inactive' | 'Scheduled' | 'Ended' | 'Budget spent' | 'Running' {
  if (!campaign.active) return 'Inactive';
  if (Date.parse(campaign.startAt) > now.getTime()) return 'Scheduled';
  if (Date.parse(campaign.endAt) <= now.getTime()) return 'Ended';
  if (campaign.budgetImpressions !== null && campaign.impressions >= campaign.budgetImpressions) return 'Budget spent';
  return 'Running';
}

/** "₹150.00" for paise. */
export function formatPaise(paise: number): string {
  return formatInr(paise / 100);
}

export type CampaignStatus = ReturnType<typeof campaignStatus>;

/** Each campaign status's label in the catalog. */
export const CAMPAIGN_STATUS_KEYS: Record<CampaignStatus, MessageKey> = {
  Inactive: 'status.inactive',
  Scheduled: 'ads.status.scheduled',
  Ended: 'ads.status.ended',
  'Budget spent': 'ads.status.budgetSpent',
  Running: 'ads.status.running',
};
