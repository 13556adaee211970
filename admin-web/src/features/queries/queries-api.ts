import { adminApi } from '../../app/admin-api';
import type { QueryStatusFilter } from './queries-view';

export interface QueriesFilter {
  search: string;
  status: QueryStatusFilter;
  page: number;
  limit: number;
}

export const {
  useQueriesListQuery: useListQueriesQuery,
  useQueriesReplyMutation: useReplyToQueryMutation,
  useQueriesSetStatusMutation: useSetQueryStatusMutation,
} = adminApi;
