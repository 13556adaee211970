import type { QueryList, QueryStatus, SupportQuery } from '@streamhub/contracts';
import { api } from '../../app/api';
import { queriesQueryParams, type QueryStatusFilter } from './queries-view';

export interface QueriesFilter {
  search: string;
  status: QueryStatusFilter;
  page: number;
  limit: number;
}

/** GET /queries answers data.queries (or, from older servers, a bare list). */
function toQueryList(data: unknown): QueryList {
  if (Array.isArray(data)) return { queries: data as SupportQuery[], total: data.length, page: 1, limit: data.length };
  const value = (typeof data === 'object' && data !== null ? data : {}) as Partial<QueryList>;
  const queries = Array.isArray(value.queries) ? value.queries : [];
  return {
    queries,
    total: Number(value.total) || queries.length,
    page: Number(value.page) || 1,
    limit: Number(value.limit) || 20,
  };
}

export const queriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listQueries: build.query<QueryList, QueriesFilter>({
      query: (filter) => ({ url: '/queries', params: queriesQueryParams(filter) }),
      transformResponse: toQueryList,
      providesTags: ['Queries'],
    }),
    replyToQuery: build.mutation<void, { id: string; message: string }>({
      query: ({ id, message }) => ({
        url: `/queries/${encodeURIComponent(id)}/reply`,
        method: 'POST',
        body: { message },
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Queries'],
    }),
    setQueryStatus: build.mutation<void, { id: string; status: QueryStatus }>({
      query: ({ id, status }) => ({
        url: `/queries/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { status },
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Queries'],
    }),
  }),
});

export const { useListQueriesQuery, useReplyToQueryMutation, useSetQueryStatusMutation } = queriesApi;
