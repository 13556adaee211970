import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { isEnvelope } from '@streamhub/web-kit';
import { signedOut, type SessionState } from '../shared/auth/session-slice';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export interface BaseQueryDeps {
  baseUrl: string;
  fetchFn?: typeof fetch;
  /** Runs after a 401 has signed the admin out; the app navigates to /login here. */
  onUnauthorized: () => void;
}

/**
 * fetchBaseQuery plus the API's conventions: bearer token from the session, the
 * `{success, message, data}` envelope unwrapped to `data`, and 401 → sign out and go to /login.
 */
export function createBaseQuery(deps: BaseQueryDeps): AppBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: deps.baseUrl,
    fetchFn: deps.fetchFn,
    prepareHeaders: (headers, { getState }) => {
      const token = (getState() as { session?: SessionState }).session?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error) {
      const { error } = result;
      const status = error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;
      if (status === 401) {
        if ((api.getState() as { session?: SessionState }).session?.token) api.dispatch(signedOut());
        deps.onUnauthorized();
      }
      return result;
    }
    const body = result.data;
    if (!isEnvelope(body)) return result;
    if (body.success === false) {
      return { error: { status: result.meta?.response?.status ?? 200, data: body }, meta: result.meta };
    }
    return { data: body.data, meta: result.meta };
  };
}
