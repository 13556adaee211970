import { adminApi } from '../../app/admin-api';

export interface DayRange {
  from: string;
  to: string;
}

/** Figures from the analytics service (read-only: nothing here changes data). */
export const {
  useAnalyticsOverviewQuery,
  useAnalyticsTitleQuery: useTitleAnalyticsQuery,
  useAnalyticsQoeQuery: useQoeReportQuery,
} = adminApi;
