import {
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  type Plan,
  type PlanInput,
} from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';

/** The plan modal's fields as typed (numbers as text until submitted). */
export interface PlanFormValues {
  code: string;
  title: string;
  price: string;
  durationDays: string;
  scope: string;
  active: boolean;
  description: string;
  /** SD, HD or 4K: the tallest rendition the plan plays. */
  maxQuality: string;
  /** Streams at once, as typed. */
  screens: string;
  /** Renews by itself (Razorpay Subscriptions). */
  recurring: boolean;
  /** Free days before the first charge (recurring plans), as typed. */
  trialDays: string;
  /** Carries video ads (an ads plan); false: ad-free. */
  withAds: boolean;
  /** Titles kept downloaded for offline viewing (0: none), as typed. */
  downloads: string;
  /** Devices those downloads may be on, as typed. */
  downloadDevices: string;
}

export const EMPTY_PLAN_FORM: PlanFormValues = {
  code: '',
  title: '',
  price: '',
  durationDays: '',
  scope: 'episode',
  active: true,
  description: '',
  maxQuality: DEFAULT_PLAN_QUALITY,
  screens: String(DEFAULT_PLAN_SCREENS),
  recurring: false,
  trialDays: '0',
  withAds: false,
  downloads: String(DEFAULT_PLAN_DOWNLOADS),
  downloadDevices: String(DEFAULT_PLAN_DOWNLOAD_DEVICES),
};

/** Editing: the plan's values; an unknown scope falls back to episode (docs/product.md §5). */
export function formFromPlan(plan: Plan): PlanFormValues {
  return {
    code: plan.code,
    title: plan.title,
    price: String(plan.price),
    durationDays: String(plan.durationDays),
    scope: plan.scope === 'all' ? 'all' : 'episode',
    active: plan.active !== false,
    description: plan.description ?? '',
    maxQuality: plan.maxQuality ?? DEFAULT_PLAN_QUALITY,
    screens: String(plan.screens ?? DEFAULT_PLAN_SCREENS),
    recurring: plan.recurring === true,
    trialDays: String(plan.trialDays ?? 0),
    withAds: plan.withAds === true,
    downloads: String(plan.downloads ?? DEFAULT_PLAN_DOWNLOADS),
    downloadDevices: String(plan.downloadDevices ?? DEFAULT_PLAN_DOWNLOAD_DEVICES),
  };
}

/** Spec §5 plan form: the same checks and messages as the server, before anything is sent. */
export function planInputFromForm(form: PlanFormValues): { input: PlanInput } | { error: string } {
  if ([form.code, form.title, form.price, form.durationDays].some((value) => value.trim() === '')) {
    return { error: MESSAGES.fillRequiredFields };
  }
  if (form.scope !== 'episode' && form.scope !== 'all') return { error: MESSAGES.invalidScope };
  return {
    input: {
      code: form.code.trim(),
      title: form.title.trim(),
      price: Number(form.price),
      durationDays: Number(form.durationDays),
      scope: form.scope,
      active: form.active,
      description: form.description.trim(),
      maxQuality: form.maxQuality,
      screens: form.screens.trim() === '' ? DEFAULT_PLAN_SCREENS : Number(form.screens),
      recurring: form.recurring,
      // Trial days belong to recurring plans; a non-recurring plan sends none.
      trialDays: form.recurring && form.trialDays.trim() !== '' ? Number(form.trialDays) : 0,
      withAds: form.withAds,
      downloads: form.downloads.trim() === '' ? DEFAULT_PLAN_DOWNLOADS : Number(form.downloads),
      downloadDevices:
        form.downloadDevices.trim() === '' ? DEFAULT_PLAN_DOWNLOAD_DEVICES : Number(form.downloadDevices),
    },
  };
}

/** Plan search: title or code, case-insensitive. */
export function matchesPlan(plan: Pick<Plan, 'title' | 'code'>, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || plan.title.toLowerCase().includes(q) || plan.code.toLowerCase().includes(q);
}

/** Rupees come from the admin app's one formatter module (docs/i18n.md). */
export { formatInr } from '../../shared/i18n/format';
