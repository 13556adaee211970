import { DEFAULT_PLAN_QUALITY, DEFAULT_PLAN_SCREENS, PLAN_QUALITIES, type Plan } from '@streamhub/contracts';
import { paiseToRupees } from '../common/money';
import type { PlanRecord } from './plans.repository';

/** A stored plan as the API shows it (price in rupees). */
export function toPlan(record: PlanRecord): Plan {
  return {
    _id: record._id,
    code: record.code,
    title: record.title,
    price: paiseToRupees(record.pricePaise),
    durationDays: record.durationDays,
    scope: record.scope === 'all' ? 'all' : 'episode',
    description: record.description ?? '',
    popular: record.popular === true,
    active: record.active !== false,
    maxQuality: PLAN_QUALITIES.includes(record.maxQuality) ? record.maxQuality : DEFAULT_PLAN_QUALITY,
    screens: Number.isInteger(record.screens) && record.screens >= 1 ? record.screens : DEFAULT_PLAN_SCREENS,
    recurring: record.recurring === true,
    trialDays: record.recurring === true && Number.isInteger(record.trialDays) ? record.trialDays : 0,
    withAds: record.withAds === true,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}
