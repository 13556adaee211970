import {
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  MAX_PLAN_DOWNLOAD_DEVICES,
  MAX_PLAN_DOWNLOADS,
  PLAN_QUALITIES,
  type Plan,
} from '@streamhub/contracts';
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
    ...planDownloads(record),
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}

/** A plan's (or an order's, a subscription's) download allowance; stored before downloads: the defaults. */
export function planDownloads(record: { downloads?: number | null; downloadDevices?: number | null }): {
  downloads: number;
  downloadDevices: number;
} {
  const { downloads, downloadDevices } = record;
  return {
    downloads:
      Number.isInteger(downloads) && downloads! >= 0 && downloads! <= MAX_PLAN_DOWNLOADS
        ? downloads!
        : DEFAULT_PLAN_DOWNLOADS,
    downloadDevices:
      Number.isInteger(downloadDevices) && downloadDevices! >= 1 && downloadDevices! <= MAX_PLAN_DOWNLOAD_DEVICES
        ? downloadDevices!
        : DEFAULT_PLAN_DOWNLOAD_DEVICES,
  };
}
