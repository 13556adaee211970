import type { PlanFields } from './plan-rules';

/** What POST /subscriptions/seed creates when missing (INR). */
export const DEFAULT_PLANS: readonly PlanFields[] = [
  {
    code: 'EPISODE_7DAY',
    title: 'Episode Pass · 7 days',
    pricePaise: 4_900,
    durationDays: 7,
    scope: 'episode',
    description: 'Watch every part of one series for a week.',
    popular: false,
    active: true,
  },
  {
    code: 'EPISODE_14DAY',
    title: 'Episode Pass · 14 days',
    pricePaise: 7_900,
    durationDays: 14,
    scope: 'episode',
    description: 'Watch every part of one series for two weeks.',
    popular: true,
    active: true,
  },
  {
    code: 'ALL_30DAY',
    title: 'Full Access · Monthly',
    pricePaise: 19_900,
    durationDays: 30,
    scope: 'all',
    description: 'Everything on StreamHub for 30 days.',
    popular: true,
    active: true,
  },
  {
    code: 'ALL_365DAY',
    title: 'Full Access · Yearly',
    pricePaise: 1_99_900,
    durationDays: 365,
    scope: 'all',
    description: 'Everything on StreamHub for a year.',
    popular: false,
    active: true,
  },
];
