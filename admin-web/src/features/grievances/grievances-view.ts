import { GRIEVANCE_LIMITS, type AdminGrievance } from '@streamhub/contracts';

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
  const unit = (n: number) => (n === 1 ? 'day' : 'days');
  if (left >= 0) {
    const days = Math.ceil(left / DAY_MS);
    return `${days} ${unit(days)} left`;
  }
  const days = Math.floor(-left / DAY_MS);
  return days === 0 ? 'overdue today' : `${days} ${unit(days)} overdue`;
}
