import { describe, expect, it } from 'vitest';
import {
  autoRenewLine,
  renewalLabel,
  displayStatus,
  refundLine,
  subscribeLabel,
  formatInr,
  formatIstDate,
  orderEpisodeName,
  screensLabel,
  downloadsLabel,
  tierNote,
} from './plan-format';

describe('plan formatting', () => {
  it('says how many titles a plan downloads on how many devices, or that it has none', () => {
    expect(downloadsLabel(25, 4)).toBe('25 downloads on 4 devices');
    expect(downloadsLabel(1, 1)).toBe('1 download on 1 device');
    expect(downloadsLabel(0, 4)).toBe('No downloads');
  });

  it('says how many screens a plan plays on at once', () => {
    expect(screensLabel(1)).toBe('1 screen at a time');
    expect(screensLabel(4)).toBe('4 screens at a time');
  });

  it('formats rupees in the en-IN style', () => {
    expect(formatInr(1999)).toBe('₹1,999.00');
    expect(formatInr(199999.5)).toBe('₹1,99,999.50');
  });

  it('sends the chosen episode, else "all" for all-scope plans and "Episode 1" for others', () => {
    expect(orderEpisodeName({ scope: 'episode' }, ' MONSOON FILES ')).toBe('MONSOON FILES');
    expect(orderEpisodeName({ scope: 'all' }, null)).toBe('all');
    expect(orderEpisodeName({ scope: 'episode' }, '')).toBe('Episode 1');
  });

  it('shows a subscription as active until its end, then expired; without an end, unknown', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(displayStatus('2026-03-10T12:00:00.001Z', now)).toBe('active');
    expect(displayStatus('2026-03-10T12:00:00.000Z', now)).toBe('expired');
    expect(displayStatus(null, now)).toBe('unknown');
    expect(displayStatus('garbage', now)).toBe('unknown');
  });

  it('shows UTC instants as dates in India', () => {
    expect(formatIstDate('2026-03-10T18:30:00.000Z')).toBe('Mar 11, 2026');
    expect(formatIstDate(undefined)).toBe('N/A');
  });

  it('says how a recurring plan renews, and nothing for one that does not', () => {
    expect(renewalLabel({ recurring: true, durationDays: 30, trialDays: 0 })).toBe('Renews every 30 days');
    expect(renewalLabel({ recurring: true, durationDays: 7, trialDays: 3 })).toBe(
      'Renews every 7 days · 3-day free trial',
    );
    expect(renewalLabel({ recurring: false, durationDays: 30 })).toBeNull();
  });

  it("tells a recurring subscription's next charge, trial end, or that auto-renew is off", () => {
    const base = { recurring: true, endAt: '2026-03-11T10:00:00.000Z' };
    expect(
      autoRenewLine({ ...base, autoRenew: 'on', nextChargeAt: base.endAt, nextChargeAmount: 199, trialEndsAt: null }),
    ).toBe('Auto-renews on Mar 11, 2026 · next charge ₹199.00');
    expect(
      autoRenewLine({
        ...base,
        autoRenew: 'on',
        nextChargeAt: base.endAt,
        nextChargeAmount: 99,
        trialEndsAt: base.endAt,
      }),
    ).toBe('Trial ends on Mar 11, 2026 · next charge ₹99.00');
    expect(autoRenewLine({ ...base, autoRenew: 'off', nextChargeAt: null })).toBe(
      'Auto-renew is off; access until Mar 11, 2026',
    );
    expect(autoRenewLine({ ...base, autoRenew: 'halted' })).toBe('Auto-renew stopped: the payment failed');
    expect(
      autoRenewLine({
        ...base,
        autoRenew: 'pending',
        nextChargeAt: base.endAt,
        nextChargeAmount: 199,
        accessUntil: '2026-03-16T10:00:00.000Z',
      }),
    ).toBe('The renewal payment failed · next charge ₹199.00; access until Mar 16, 2026 while it is retried');
    expect(autoRenewLine({ recurring: false, endAt: base.endAt })).toBeNull();
  });
});

describe('refunds and trials as Profile and the plan dialog say them', () => {
  it('shows a refunded subscription as cancelled with what was given back', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(displayStatus('2026-04-10T12:00:00.000Z', now, 'cancelled')).toBe('cancelled');
    expect(displayStatus('2026-04-10T12:00:00.000Z', now, 'active')).toBe('active');
    expect(refundLine({ refundedAmount: 199 })).toBe('Refunded ₹199.00');
    expect(refundLine({ refundedAmount: 0 })).toBeNull();
  });

  it("says a trial plan's button charges ₹0 today and when the first charge comes", () => {
    const now = new Date('2026-12-06T06:30:00.000Z');
    expect(subscribeLabel({ recurring: true, trialDays: 7, price: 299 }, 299, now)).toBe(
      'Start free trial · ₹0 today, ₹299.00 on Dec 13, 2026',
    );
    expect(subscribeLabel({ recurring: true, trialDays: 0, price: 299 }, 299, now)).toBe('Subscribe · ₹299.00');
    expect(subscribeLabel({ recurring: false, price: 49 }, 39, now)).toBe('Subscribe · ₹39.00');
  });

  it("notes what the catalogue has above a plan's tier and the cheapest plan that plays it", () => {
    const basic = { code: 'basic', title: 'Basic', price: 149, maxQuality: 'SD' as const };
    const standard = { code: 'standard', title: 'Standard', price: 499, maxQuality: 'HD' as const };
    const premium = { code: 'premium', title: 'Premium', price: 649, maxQuality: '4K' as const };
    const premiumYear = { code: 'premium-year', title: 'Premium Year', price: 6490, maxQuality: '4K' as const };
    const plans = [premiumYear, basic, standard, premium];
    expect(tierNote(basic, plans, ['HD', '4K', 'SD'])).toBe('HD, 4K titles need Premium');
    expect(tierNote(standard, plans, ['HD', '4K', 'SD'])).toBe('4K titles need Premium');
    expect(tierNote(premium, plans, ['HD', '4K', 'SD'])).toBeNull();
    // Nothing above the tier in the catalogue: no note.
    expect(tierNote(standard, plans, ['SD', 'HD'])).toBeNull();
    // No plan plays it: said as what this plan plays.
    expect(tierNote(basic, [basic], ['HD'])).toBe('HD titles play in SD on this plan');
  });
});
