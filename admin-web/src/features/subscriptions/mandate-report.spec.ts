import { describe, expect, it } from 'vitest';
import type { MandateReport } from '@streamhub/contracts';
import { providerStateOf } from './mandate-report';

const report: MandateReport = {
  generatedAt: '2026-12-01T10:00:00.000Z',
  checked: 2,
  mismatches: [
    {
      subscriptionId: 'a',
      userId: 'u',
      providerSubscriptionId: 'sub_a',
      ours: { status: 'active', autoRenew: 'on' },
      provider: 'cancelled',
      problem: 'renewing here but cancelled at the provider: no charge will come',
    },
  ],
};

describe('providerStateOf', () => {
  it("shows the provider's status of a subscription that disagrees", () => {
    expect(providerStateOf({ _id: 'a', autoRenew: 'on' }, report)).toEqual({ label: 'cancelled', mismatch: true });
  });

  it('says a checked recurring subscription agrees', () => {
    expect(providerStateOf({ _id: 'b', autoRenew: 'on' }, report)).toEqual({ label: 'Agrees', mismatch: false });
  });

  it('shows nothing for a one-off plan, or before a report ran', () => {
    expect(providerStateOf({ _id: 'a', autoRenew: null }, report).label).toBe('—');
    expect(providerStateOf({ _id: 'a', autoRenew: 'on' }, undefined).label).toBe('—');
  });
});
