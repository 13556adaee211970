import type { AnalyticsOverview, QoeReport, TitleAnalytics } from '@streamhub/contracts';
import { api } from '../../app/api';

export interface DayRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: DayRange) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** Figures from the analytics service (read-only: nothing here changes data). */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsOverview: build.query<AnalyticsOverview, DayRange>({
      query: (range) => ({ url: `/analytics/overview?${rangeQuery(range)}` }),
    }),
    titleAnalytics: build.query<TitleAnalytics, DayRange & { videoId: string }>({
      query: ({ videoId, ...range }) => ({
        url: `/analytics/titles/${encodeURIComponent(videoId)}?${rangeQuery(range)}`,
      }),
    }),
    qoeReport: build.query<QoeReport, DayRange & { videoId?: string }>({
      query: ({ videoId, ...range }) => ({
        url: `/analytics/qoe?${rangeQuery(range)}${videoId ? `&videoId=${encodeURIComponent(videoId)}` : ''}`,
      }),
    }),
  }),
});

export const { useAnalyticsOverviewQuery, useTitleAnalyticsQuery, useQoeReportQuery } = analyticsApi;
