import {
  GRIEVANCE_ACTIONS,
  GRIEVANCE_CATEGORIES,
  type GrievanceAction,
  type GrievanceCategory,
  type GrievanceReport,
} from '@streamhub/contracts';

/** What the monthly report needs of each grievance filed or decided around the month. */
export interface ReportedGrievance {
  category: GrievanceCategory;
  filedAt: Date;
  dueAt: Date;
  decidedAt?: Date;
  appealedAt?: Date;
  action?: GrievanceAction;
  /** The decision changed the title's rating (linked to the edit). */
  ratingChanged?: boolean;
}

const zeroes = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * The monthly report (IT Rules 2021, Rule 18(3)): received in the month (by category), decided in
 * the month (by action taken, and how many within the 15-day limit), pending at the month's end
 * (or now, for the running month), and appeals made in the month.
 */
export function monthlyReport(
  month: string,
  bounds: { start: Date; end: Date },
  grievances: readonly ReportedGrievance[],
  now: Date,
): GrievanceReport {
  const within = (at: Date | undefined) => at !== undefined && at >= bounds.start && at < bounds.end;
  const cutoff = now < bounds.end ? now : bounds.end;
  const report: GrievanceReport = {
    month,
    received: 0,
    decided: 0,
    decidedWithinDeadline: 0,
    pending: 0,
    appealed: 0,
    ratingChanges: 0,
    byCategory: zeroes(GRIEVANCE_CATEGORIES),
    byAction: zeroes(GRIEVANCE_ACTIONS),
  };
  for (const g of grievances) {
    if (within(g.filedAt)) {
      report.received += 1;
      report.byCategory[g.category] += 1;
    }
    if (within(g.decidedAt)) {
      report.decided += 1;
      if (g.decidedAt! <= g.dueAt) report.decidedWithinDeadline += 1;
      if (g.action) report.byAction[g.action] += 1;
      if (g.ratingChanged) report.ratingChanges += 1;
    }
    if (within(g.appealedAt)) report.appealed += 1;
    if (g.filedAt < cutoff && !(g.decidedAt && g.decidedAt < cutoff)) report.pending += 1;
  }
  return report;
}
