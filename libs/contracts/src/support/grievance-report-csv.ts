import { GRIEVANCE_ACTIONS, GRIEVANCE_CATEGORIES } from './grievances';
import type { GrievanceReport } from './schemas';

/** The monthly report as CSV: one `metric,value` row each (categories and actions by name). */
export function grievanceReportCsv(report: GrievanceReport): string {
  const rows: [string, string | number][] = [
    ['month', report.month],
    ['received', report.received],
    ['decided', report.decided],
    ['decided_within_15_days', report.decidedWithinDeadline],
    ['pending_at_month_end', report.pending],
    ['appealed', report.appealed],
    ['rating_changes', report.ratingChanges],
    ...GRIEVANCE_CATEGORIES.map((c): [string, number] => [`category:${c}`, report.byCategory[c] ?? 0]),
    ...GRIEVANCE_ACTIONS.map((a): [string, number] => [`action:${a}`, report.byAction[a] ?? 0]),
  ];
  return ['metric,value', ...rows.map(([k, v]) => `${k},${v}`)].join('\n') + '\n';
}
