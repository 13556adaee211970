import {
  BillingMessages,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DEFAULT_PLAN_SCREENS,
  MAX_PLAN_DOWNLOAD_DEVICES,
  MAX_PLAN_DOWNLOADS,
  MAX_PLAN_SCREENS,
  PLAN_LIMITS,
  PLAN_QUALITIES,
  type PlanInput,
  type PlanQuality,
  type SubscriptionScope,
} from '@streamhub/contracts';
import { rupeesToPaise } from '../common/money';

/** A plan's fields after the docs/product.md §5 plan-form rules: what is stored. */
export interface PlanFields {
  code: string;
  title: string;
  pricePaise: number;
  durationDays: number;
  scope: SubscriptionScope;
  description: string;
  popular: boolean;
  active: boolean;
  maxQuality: PlanQuality;
  screens: number;
  recurring: boolean;
  trialDays: number;
  /** Carries video ads (docs/ads.md); false: ad-free. */
  withAds: boolean;
  /** Titles an account may keep downloaded (docs/offline.md); 0: no downloads. */
  downloads: number;
  /** Devices those downloads may be on. */
  downloadDevices: number;
}

export type PlanCheck = { ok: true; plan: PlanFields } | { ok: false; message: string };

const CODE_PATTERN = new RegExp(`^[A-Z0-9_-]{1,${PLAN_LIMITS.codeMaxLength}}$`);

const blank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Plan codes are compared upper-cased and trimmed ("episode_14day" is EPISODE_14DAY). */
export function normalizePlanCode(code: unknown): string {
  return typeof code === 'string' ? code.trim().toUpperCase() : '';
}

/**
 * Spec §5 plan form, checked in the form's order: required fields, then each field. Scope defaults
 * to episode; `active` is true unless it is exactly false (docs/product.md §3).
 */
export function checkPlanInput(input: PlanInput): PlanCheck {
  if ([input.code, input.title, input.price, input.durationDays].some(blank)) {
    return { ok: false, message: BillingMessages.requiredFields };
  }
  const code = normalizePlanCode(input.code);
  if (!CODE_PATTERN.test(code)) return { ok: false, message: BillingMessages.invalidCode };
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (title === '') return { ok: false, message: BillingMessages.requiredFields };
  if (title.length > PLAN_LIMITS.titleMaxLength) return { ok: false, message: BillingMessages.titleTooLong };

  const pricePaise = typeof input.price === 'number' ? rupeesToPaise(input.price) : null;
  if (pricePaise === null || pricePaise > PLAN_LIMITS.maxPriceRupees * 100) {
    return { ok: false, message: BillingMessages.invalidPrice };
  }
  const days = input.durationDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > PLAN_LIMITS.maxDurationDays) {
    return { ok: false, message: BillingMessages.invalidDuration };
  }
  const scope = input.scope === undefined || input.scope === null || input.scope === '' ? 'episode' : input.scope;
  if (scope !== 'episode' && scope !== 'all') return { ok: false, message: BillingMessages.invalidScope };

  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (description.length > PLAN_LIMITS.descriptionMaxLength) {
    return { ok: false, message: BillingMessages.descriptionTooLong };
  }
  const quality = blank(input.maxQuality) ? DEFAULT_PLAN_QUALITY : String(input.maxQuality).trim().toUpperCase();
  if (!(PLAN_QUALITIES as readonly string[]).includes(quality)) {
    return { ok: false, message: BillingMessages.invalidQuality };
  }
  const screens = input.screens ?? DEFAULT_PLAN_SCREENS;
  if (typeof screens !== 'number' || !Number.isInteger(screens) || screens < 1 || screens > MAX_PLAN_SCREENS) {
    return { ok: false, message: BillingMessages.invalidScreens };
  }
  const downloads = input.downloads ?? DEFAULT_PLAN_DOWNLOADS;
  if (!wholeIn(downloads, 0, MAX_PLAN_DOWNLOADS)) return { ok: false, message: BillingMessages.invalidDownloads };
  const downloadDevices = input.downloadDevices ?? DEFAULT_PLAN_DOWNLOAD_DEVICES;
  if (!wholeIn(downloadDevices, 1, MAX_PLAN_DOWNLOAD_DEVICES)) {
    return { ok: false, message: BillingMessages.invalidDownloadDevices };
  }
  const recurring = input.recurring === true;
  const trialDays = input.trialDays ?? 0;
  if (
    typeof trialDays !== 'number' ||
    !Number.isInteger(trialDays) ||
    trialDays < 0 ||
    trialDays > PLAN_LIMITS.maxTrialDays
  ) {
    return { ok: false, message: BillingMessages.invalidTrialDays };
  }
  if (trialDays > 0 && !recurring) return { ok: false, message: BillingMessages.trialNeedsRecurring };
  // Razorpay's shortest plan period is 7 days.
  if (recurring && days < 7) return { ok: false, message: BillingMessages.recurringTooShort };
  return {
    ok: true,
    plan: {
      code,
      title,
      pricePaise,
      durationDays: days,
      scope,
      description,
      popular: input.popular === true,
      active: input.active !== false,
      maxQuality: quality as PlanQuality,
      screens,
      recurring,
      trialDays,
      withAds: input.withAds === true,
      downloads,
      downloadDevices,
    },
  };
}
