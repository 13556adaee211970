import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { BUSY_RETRY, isEnvelope, isRetryableRead, retryDelayMs, sleep } from '@streamhub/web-kit';
import { signedOut, type SessionState } from '../shared/auth/session-slice';

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

export interface BaseQueryDeps {
  baseUrl: string;
  fetchFn?: typeof fetch;
  /** Runs after a 401 has signed the admin out; the app navigates to /login here. */
  onUnauthorized: () => void;
  /** A read is being retried after 503/504/no answer (`busy`), or the retries ended (`recovered`). */
  onBusy?: (state: 'busy' | 'recovered') => void;
  /** Waits between retries (tests pass one that does not wait). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The HTTP status of a failed call; 0 when there was no answer. */
function statusOf(error: FetchBaseQueryError): number {
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return typeof error.status === 'number' ? error.status : 0;
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

  const wait = deps.sleep ?? sleep;
  return async (args, api, extraOptions) => {
    const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
    let result = await rawBaseQuery(args, api, extraOptions);
    // Reads that meet a busy or briefly unavailable backend are retried with backoff; writes never.
    let attempt = 0;
    while (result.error && attempt < BUSY_RETRY.maxRetries && isRetryableRead(method, statusOf(result.error))) {
      attempt += 1;
      deps.onBusy?.('busy');
      await wait(retryDelayMs(attempt, result.meta?.response?.headers.get('retry-after')), api.signal);
      result = await rawBaseQuery(args, api, extraOptions);
    }
    if (attempt > 0) deps.onBusy?.('recovered');
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
