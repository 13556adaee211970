import type { GrievanceReport, GrievanceStatus } from '@streamhub/contracts';
import { adminApi } from '../../app/admin-api';
import { api } from '../../app/api';

export interface GrievancesFilter {
  status: 'all' | GrievanceStatus;
  search: string;
  page: number;
  limit: number;
}

/** GET /admin/grievances's query for a filter: no status for "all", no q for an empty search. */
export function grievancesQueryArgs({ status, search, page, limit }: GrievancesFilter) {
  return { ...(status === 'all' ? {} : { status }), ...(search ? { q: search } : {}), page, limit };
}

export const {
  useAdminGrievancesListQuery: useListGrievancesQuery,
  useGrievancesOfficeQuery: useGrievanceOfficeQuery,
  useAdminGrievancesUpdateMutation: useUpdateGrievanceMutation,
  useAdminGrievancesDecideMutation: useDecideGrievanceMutation,
} = adminApi;

/** The monthly report (the public summary's figures) and its CSV for the admin. */
export const grievanceReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    grievanceReport: build.query<GrievanceReport, string>({
      query: (month) => ({ url: '/grievances/report', params: { month } }),
      providesTags: ['Grievances'],
    }),
    /** The month's report as CSV text (the admin saves it as a file). */
    grievanceReportCsv: build.mutation<string, string>({
      query: (month) => ({ url: '/admin/grievances/report.csv', params: { month }, responseHandler: 'text' }),
    }),
  }),
});

export const { useGrievanceReportQuery, useGrievanceReportCsvMutation } = grievanceReportApi;
