import { describe, expect, it } from 'vitest';
import { mandateProblem } from './mandate-report';

const now = new Date('2026-12-06T00:00:00.000Z');
const later = new Date('2026-12-13T00:00:00.000Z');

describe('mandateProblem', () => {
  it('accepts agreeing states', () => {
    expect(mandateProblem({ status: 'active', autoRenew: 'on', endAt: later }, 'active', now)).toBeNull();
    expect(mandateProblem({ status: 'cancelled', autoRenew: 'off', endAt: now }, 'cancelled', now)).toBeNull();
    // Cancelled by its owner at the cycle's end: still active there until then.
    expect(mandateProblem({ status: 'active', autoRenew: 'off', endAt: later }, 'active', now)).toBeNull();
  });

  it('finds a mandate live there for a subscription that stopped here, and the reverse', () => {
    expect(mandateProblem({ status: 'cancelled', autoRenew: 'on', endAt: now }, 'active', now)).toMatch(
      /may still charge/,
    );
    expect(
      mandateProblem({ status: 'active', autoRenew: 'off', endAt: later, mandateCancel: 'due' }, 'active', now),
    ).toMatch(/may still charge/);
    expect(mandateProblem({ status: 'active', autoRenew: 'on', endAt: later }, 'cancelled', now)).toMatch(
      /no charge will come/,
    );
    expect(mandateProblem({ status: 'active', autoRenew: 'on', endAt: later }, null, now)).toMatch(
      /could not be asked/,
    );
  });
});
