import type {
  AdminGrievance,
  AdminGrievanceList,
  GrievanceOffice,
  GrievanceReport,
  GrievanceStatus,
} from '@streamhub/contracts';
import { api } from '../../app/api';

export interface GrievancesFilter {
  status: 'all' | GrievanceStatus;
  search: string;
  page: number;
  limit: number;
}

export const grievancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGrievances: build.query<AdminGrievanceList, GrievancesFilter>({
      query: ({ status, search, page, limit }) => ({
        url: '/admin/grievances',
        params: { ...(status === 'all' ? {} : { status }), ...(search ? { q: search } : {}), page, limit },
      }),
      providesTags: ['Grievances'],
    }),
    grievanceReport: build.query<GrievanceReport, string>({
      query: (month) => ({ url: '/grievances/report', params: { month } }),
      providesTags: ['Grievances'],
    }),
    /** The month's report as CSV text (the admin saves it as a file). */
    grievanceReportCsv: build.mutation<string, string>({
      query: (month) => ({ url: '/admin/grievances/report.csv', params: { month }, responseHandler: 'text' }),
    }),
    grievanceOffice: build.query<GrievanceOffice, void>({
      query: () => ({ url: '/grievances/office' }),
    }),
    updateGrievance: build.mutation<
      AdminGrievance,
      { reference: string; assignee?: string; note?: string; status?: 'under_review' | 'closed' }
    >({
      query: ({ reference, ...body }) => ({
        url: `/admin/grievances/${encodeURIComponent(reference)}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (data: { grievance: AdminGrievance }) => data.grievance,
      invalidatesTags: ['Grievances'],
    }),
    decideGrievance: build.mutation<AdminGrievance, { reference: string; decision: string; action: string }>({
      query: ({ reference, ...body }) => ({
        url: `/admin/grievances/${encodeURIComponent(reference)}/decision`,
        method: 'POST',
        body,
      }),
      transformResponse: (data: { grievance: AdminGrievance }) => data.grievance,
      invalidatesTags: ['Grievances'],
    }),
  }),
});

export const {
  useListGrievancesQuery,
  useGrievanceOfficeQuery,
  useGrievanceReportQuery,
  useGrievanceReportCsvMutation,
  useUpdateGrievanceMutation,
  useDecideGrievanceMutation,
} = grievancesApi;
