/**
 * When the reconciler next asks the provider about a renewing subscription whose period ends at
 * `endAt`. Before the charge is due here: every `checkMs` (a charge the provider took early by its
 * own clock, its webhook lost), and at the period's end at the latest. Once due: soon, then spaced
 * out as the charge stays missing (a quarter of the time since it was due), between one reconciler
 * run and `checkMs`, so a failing charge retried over days costs a few provider calls a day.
 */
export function nextRenewalCheck(endAt: Date, now: Date, intervalMs: number, checkMs: number): Date {
  const t = now.getTime();
  const end = endAt.getTime();
  if (end > t) return new Date(Math.max(t + intervalMs, Math.min(t + checkMs, end)));
  const wait = Math.min(checkMs, Math.max(intervalMs, (t - end) / 4));
  return new Date(t + wait);
}
