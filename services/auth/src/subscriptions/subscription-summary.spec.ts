import { describe, expect, it } from 'vitest';
import { summarize, type HeldSubscription } from './subscription-summary';

const now = new Date('2026-05-01T00:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const held = (over: Partial<HeldSubscription>): HeldSubscription => ({
  planCode: 'ALL_MONTHLY',
  planTitle: 'Full Access · Monthly',
  scope: 'all',
  episodeName: null,
  endAt: new Date(now.getTime() + 10 * day),
  state: 'active',
  ...over,
});

describe('summarize', () => {
  it('is none without subscriptions', () => {
    expect(summarize([], now)).toEqual({ status: 'none', plan: null });
  });

  it('names the live plan that ends last, ignoring ended and cancelled ones', () => {
    const yearly = held({
      planCode: 'ALL_YEARLY',
      planTitle: 'Full Access · Yearly',
      endAt: new Date(now.getTime() + 400 * day),
    });
    const refunded = held({ planCode: 'X', state: 'cancelled', endAt: new Date(now.getTime() + 900 * day) });
    expect(summarize([held({}), yearly, refunded], now)).toEqual({
      status: 'active',
      plan: {
        planCode: 'ALL_YEARLY',
        planTitle: 'Full Access · Yearly',
        scope: 'all',
        episodeName: null,
        endAt: yearly.endAt.toISOString(),
      },
    });
  });

  it('says expired once every period is over (also before the expiry event), cancelled when the latest was refunded', () => {
    expect(summarize([held({ endAt: now })], now).status).toBe('expired');
    expect(summarize([held({ endAt: new Date(now.getTime() - day), state: 'cancelled' })], now).status).toBe(
      'cancelled',
    );
  });
});
