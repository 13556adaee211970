import { describe, expect, it } from 'vitest';
import { BillingMessages, type PlanInput } from '@streamhub/contracts';
import { checkPlanInput } from './plan-rules';

const valid: PlanInput = { code: 'episode_14day', title: 'Episode Pass', price: 79.5, durationDays: 14 };
const message = (input: PlanInput): string | undefined => {
  const result = checkPlanInput(input);
  return result.ok ? undefined : result.message;
};

describe('checkPlanInput', () => {
  it('stores the price as integer paise, the code upper-cased, scope episode, active, HD, 2 screens, ad-free and 25 downloads on 4 devices by default', () => {
    expect(checkPlanInput(valid)).toEqual({
      ok: true,
      plan: {
        code: 'EPISODE_14DAY',
        title: 'Episode Pass',
        pricePaise: 7_950,
        durationDays: 14,
        scope: 'episode',
        description: '',
        popular: false,
        active: true,
        maxQuality: 'HD',
        screens: 2,
        recurring: false,
        trialDays: 0,
        withAds: false,
        downloads: 25,
        downloadDevices: 4,
      },
    });
  });

  it('takes recurring plans with 0 to 90 trial days, and trial days only on recurring plans', () => {
    const plan = (over: PlanInput) => {
      const checked = checkPlanInput({ ...valid, ...over });
      return checked.ok ? { recurring: checked.plan.recurring, trialDays: checked.plan.trialDays } : checked.message;
    };
    expect(plan({ recurring: true, trialDays: 7 })).toEqual({ recurring: true, trialDays: 7 });
    expect(plan({ recurring: true })).toEqual({ recurring: true, trialDays: 0 });
    expect(plan({ recurring: true, trialDays: 90 })).toEqual({ recurring: true, trialDays: 90 });
    for (const trialDays of [-1, 91, 2.5]) {
      expect(plan({ recurring: true, trialDays })).toBe(BillingMessages.invalidTrialDays);
    }
    expect(plan({ trialDays: 7 })).toBe(BillingMessages.trialNeedsRecurring);
    expect(plan({ recurring: false, trialDays: 0 })).toEqual({ recurring: false, trialDays: 0 });
    expect(plan({ recurring: true, durationDays: 6 })).toBe(BillingMessages.recurringTooShort);
  });

  it('takes a quality tier (any case) and 1 to 8 screens', () => {
    const plan = (input: Partial<PlanInput>) => {
      const checked = checkPlanInput({ ...valid, ...input });
      return checked.ok ? { maxQuality: checked.plan.maxQuality, screens: checked.plan.screens } : checked.message;
    };
    expect(plan({ maxQuality: '4k', screens: 4 })).toEqual({ maxQuality: '4K', screens: 4 });
    expect(plan({ maxQuality: 'sd', screens: 1 })).toEqual({ maxQuality: 'SD', screens: 1 });
    expect(plan({ maxQuality: 'UHD' })).toBe(BillingMessages.invalidQuality);
    for (const screens of [0, 9, 1.5]) expect(plan({ screens })).toBe(BillingMessages.invalidScreens);
  });

  it('takes 0 to 100 downloads (0: none) on 1 to 10 devices, whole numbers only', () => {
    const plan = (input: Partial<PlanInput>) => {
      const checked = checkPlanInput({ ...valid, ...input });
      return checked.ok
        ? { downloads: checked.plan.downloads, downloadDevices: checked.plan.downloadDevices }
        : checked.message;
    };
    expect(plan({ downloads: 0, downloadDevices: 1 })).toEqual({ downloads: 0, downloadDevices: 1 });
    expect(plan({ downloads: 100, downloadDevices: 10 })).toEqual({ downloads: 100, downloadDevices: 10 });
    expect(plan({ downloads: undefined, downloadDevices: undefined })).toEqual({ downloads: 25, downloadDevices: 4 });
    for (const downloads of [-1, 101, 2.5, Number.NaN]) {
      expect(plan({ downloads })).toBe(BillingMessages.invalidDownloads);
    }
    for (const downloadDevices of [0, 11, 1.5]) {
      expect(plan({ downloadDevices })).toBe(BillingMessages.invalidDownloadDevices);
    }
  });

  it('needs code, title, price and duration', () => {
    for (const field of ['code', 'title', 'price', 'durationDays'] as const) {
      expect(message({ ...valid, [field]: undefined })).toBe(BillingMessages.requiredFields);
    }
    expect(message({ ...valid, title: '   ' })).toBe(BillingMessages.requiredFields);
  });

  it('refuses a scope other than episode or all', () => {
    expect(message({ ...valid, scope: 'season' })).toBe(BillingMessages.invalidScope);
    expect(checkPlanInput({ ...valid, scope: 'all' })).toMatchObject({ ok: true, plan: { scope: 'all' } });
  });

  it('takes a price of 0 or more in steps of 0.01', () => {
    expect(message({ ...valid, price: -0.01 })).toBe(BillingMessages.invalidPrice);
    expect(message({ ...valid, price: 10.001 })).toBe(BillingMessages.invalidPrice);
    expect(checkPlanInput({ ...valid, price: 0 })).toMatchObject({ ok: true, plan: { pricePaise: 0 } });
    expect(checkPlanInput({ ...valid, price: 0.01 })).toMatchObject({ ok: true, plan: { pricePaise: 1 } });
  });

  it('takes whole days of at least 1', () => {
    expect(message({ ...valid, durationDays: 0 })).toBe(BillingMessages.invalidDuration);
    expect(message({ ...valid, durationDays: 1.5 })).toBe(BillingMessages.invalidDuration);
    expect(checkPlanInput({ ...valid, durationDays: 1 }).ok).toBe(true);
  });

  it('counts anything but false as active', () => {
    expect(checkPlanInput({ ...valid, active: false })).toMatchObject({ plan: { active: false } });
    expect(checkPlanInput({ ...valid, active: undefined })).toMatchObject({ plan: { active: true } });
  });

  it('refuses codes with spaces or symbols', () => {
    expect(message({ ...valid, code: 'ALL ACCESS' })).toBe(BillingMessages.invalidCode);
  });
});
