import {
  GRIEVANCE_LIMITS,
  type AdminGrievance,
  type GrievanceAction,
  type GrievanceCategory,
  type GrievanceStatus,
} from '@streamhub/contracts';
import { formatNumber } from '../../shared/i18n/format';
import { t, type MessageKey } from '../../shared/i18n/i18n';

/** The action taken, as the admin screens name it (catalog keys). */
export const ACTION_KEYS: Record<GrievanceAction, MessageKey> = {
  no_action: 'grievances.action.no_action',
  rating_changed: 'grievances.action.rating_changed',
  descriptor_changed: 'grievances.action.descriptor_changed',
  title_taken_down: 'grievances.action.title_taken_down',
  refund: 'grievances.action.refund',
  account_corrected: 'grievances.action.account_corrected',
  other: 'grievances.action.other',
};

/** What a grievance is about (catalog keys; the contracts' English labels are the source). */
export const CATEGORY_KEYS: Record<GrievanceCategory, MessageKey> = {
  content_rating: 'grievances.category.content_rating',
  objectionable_content: 'grievances.category.objectionable_content',
  billing: 'grievances.category.billing',
  privacy: 'grievances.category.privacy',
  account: 'grievances.category.account',
  other: 'grievances.category.other',
};

export const STATUS_KEYS: Record<GrievanceStatus, MessageKey> = {
  received: 'grievances.status.received',
  acknowledged: 'grievances.status.acknowledged',
  under_review: 'grievances.status.under_review',
  decided: 'grievances.status.decided',
  appealed: 'grievances.status.appealed',
  closed: 'grievances.status.closed',
};

const DAY_MS = 86_400_000;

export type Urgency = 'overdue' | 'due-soon' | 'on-time' | 'done';

/** Red once past the 15-day limit, amber within 3 days of it; decided or closed ones are done. */
export function urgencyOf(grievance: Pick<AdminGrievance, 'status' | 'dueAt'>, now: number): Urgency {
  if (!['received', 'acknowledged', 'under_review'].includes(grievance.status)) return 'done';
  const left = Date.parse(grievance.dueAt) - now;
  if (left < 0) return 'overdue';
  if (left <= GRIEVANCE_LIMITS.dueSoonDays * DAY_MS) return 'due-soon';
  return 'on-time';
}

/** Days left counting a part day as a day ("15 days left" just after filing), or whole days overdue. */
export function timeLeft(dueAt: string, now: number): string {
  const left = Date.parse(dueAt) - now;
  if (left >= 0) {
    const days = Math.ceil(left / DAY_MS);
    return t('grievances.daysLeft', { count: days, n: formatNumber(days) });
  }
  const days = Math.floor(-left / DAY_MS);
  return days === 0
    ? t('grievances.overdueToday')
    : t('grievances.daysOverdue', { count: days, n: formatNumber(days) });
}
