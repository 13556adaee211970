import { describe, expect, it } from 'vitest';
import type { Plan } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { EMPTY_PLAN_FORM, formFromPlan, matchesPlan, planInputFromForm } from './plan-form';

const filled = {
  ...EMPTY_PLAN_FORM,
  code: 'ALL_30DAY',
  title: 'Monthly',
  price: '199.5',
  durationDays: '30',
  scope: 'all',
};

describe('plan form', () => {
  it('needs code, title, price and duration', () => {
    for (const field of ['code', 'title', 'price', 'durationDays'] as const) {
      expect(planInputFromForm({ ...filled, [field]: ' ' })).toEqual({ error: MESSAGES.fillRequiredFields });
    }
  });

  it('refuses a scope other than episode or all, and sends numbers', () => {
    expect(planInputFromForm({ ...filled, scope: 'season' })).toEqual({ error: MESSAGES.invalidScope });
    expect(planInputFromForm(filled)).toMatchObject({
      input: { price: 199.5, durationDays: 30, scope: 'all', active: true },
    });
  });

  it('sends recurring with its trial days, and no trial days for a plan that does not renew', () => {
    expect(planInputFromForm({ ...filled, recurring: true, trialDays: '7' })).toMatchObject({
      input: { recurring: true, trialDays: 7 },
    });
    expect(planInputFromForm({ ...filled, recurring: false, trialDays: '7' })).toMatchObject({
      input: { recurring: false, trialDays: 0 },
    });
  });

  it('sends the download allowance as numbers (blank: the defaults), and edits a plan without one as the defaults', () => {
    expect(planInputFromForm({ ...filled, downloads: '0', downloadDevices: '1' })).toMatchObject({
      input: { downloads: 0, downloadDevices: 1 },
    });
    expect(planInputFromForm({ ...filled, downloads: ' ', downloadDevices: '' })).toMatchObject({
      input: { downloads: 25, downloadDevices: 4 },
    });
    const older = { code: 'X', title: 'X', price: 1, durationDays: 1, scope: 'all', active: true } as unknown as Plan;
    expect(formFromPlan(older)).toMatchObject({ downloads: '25', downloadDevices: '4' });
  });

  it('edits an unknown scope as episode', () => {
    const plan = { code: 'X', title: 'X', price: 1, durationDays: 1, scope: 'weird', active: true } as unknown as Plan;
    expect(formFromPlan(plan).scope).toBe('episode');
  });

  it('searches plans by title or code, ignoring case', () => {
    expect(matchesPlan({ title: 'Monthly Pass', code: 'ALL_30DAY' }, 'monthly')).toBe(true);
    expect(matchesPlan({ title: 'Monthly Pass', code: 'ALL_30DAY' }, 'all_30')).toBe(true);
    expect(matchesPlan({ title: 'Monthly Pass', code: 'ALL_30DAY' }, 'yearly')).toBe(false);
  });
});
