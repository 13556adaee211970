import type { GrievanceStatus } from '@streamhub/contracts';
import { adminApi } from '../../app/admin-api';

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
