import { describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import type { PublicUser } from '@streamhub/contracts';
import { createBaseQuery } from './base-query';
import { sessionSlice, type SessionState } from '../shared/auth/session-slice';
import { apiErrorMessage } from '../shared/api-error';
import { MESSAGES } from '../shared/messages';

const admin = { _id: 'a1', name: 'Root', email: 'root@x.io', role: 'admin', isAdmin: true } as PublicUser;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(respond: () => Response, session: Partial<SessionState> = {}) {
  const fetchFn = vi.fn(async (_input: RequestInfo | URL) => respond());
  const onUnauthorized = vi.fn();
  const onBusy = vi.fn();
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const testApi = createApi({
    baseQuery: createBaseQuery({ baseUrl: 'http://gateway.test/api/v1', fetchFn, onUnauthorized, onBusy, sleep }),
    endpoints: (build) => ({
      plans: build.query<unknown, void>({ query: () => '/subscriptions/plans' }),
      addPlan: build.mutation<unknown, void>({
        query: () => ({ url: '/subscriptions/plans', method: 'POST', body: {} }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
    preloadedState: { session: { token: null, user: null, status: 'ready', ...session } as SessionState },
  });
  const run = () => store.dispatch(testApi.endpoints.plans.initiate());
  const sentRequest = () => fetchFn.mock.calls[0]![0] as Request;
  const write = () => store.dispatch(testApi.endpoints.addPlan.initiate());
  return { store, run, write, sentRequest, onUnauthorized, onBusy, waits, fetchFn };
}

describe('admin base query', () => {
  it('unwraps the data of a success envelope', async () => {
    const { run, sentRequest } = setup(() => json(200, { success: true, message: 'ok', data: { plans: ['P1'] } }));
    const result = await run();
    expect(result.data).toEqual({ plans: ['P1'] });
    expect(sentRequest().url).toBe('http://gateway.test/api/v1/subscriptions/plans');
  });

  it('sends the session token as a bearer header', async () => {
    const { run, sentRequest } = setup(() => json(200, { success: true, message: 'ok', data: [] }), {
      token: 'admin-token',
      user: admin,
    });
    await run();
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('turns a success:false envelope into an error carrying the server message', async () => {
    const { run } = setup(() => json(200, { success: false, message: 'Plan code already exists' }));
    const result = await run();
    expect(apiErrorMessage(result.error)).toBe('Plan code already exists');
  });

  it('signs out and redirects on 401', async () => {
    const { run, store, onUnauthorized } = setup(
      () => json(401, { success: false, statusCode: 401, message: 'Unauthorized' }),
      {
        token: 'expired',
        user: admin,
      },
    );
    await run();
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows "Something went wrong" for a non-JSON error page', async () => {
    const { run, onUnauthorized } = setup(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const result = await run();
    expect(apiErrorMessage(result.error)).toBe(MESSAGES.somethingWentWrong);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiErrorMessage', () => {
  it('prefers the server message, then the screen fallback, then the error text', () => {
    expect(apiErrorMessage({ status: 400, data: { message: 'Bad code' } }, 'Login failed')).toBe('Bad code');
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Login failed')).toBe(
      'Login failed',
    );
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'TypeError: Failed to fetch',
    );
    expect(apiErrorMessage(undefined)).toBe(MESSAGES.somethingWentWrong);
  });

  it('retries a read that got 503 or 504 with backoff, and never a write', async () => {
    const answers = [
      () =>
        new Response(JSON.stringify({ success: false, statusCode: 503, message: 'busy' }), {
          status: 503,
          headers: { 'Retry-After': '2' },
        }),
      () => json(504, { success: false, statusCode: 504, message: 'slow' }),
      () => json(200, { success: true, message: 'ok', data: { plans: [] } }),
      () => json(503, { success: false, statusCode: 503, message: 'busy' }),
    ];
    const { run, write, onBusy, waits, fetchFn } = setup(() => answers.shift()!());
    expect((await run()).data).toEqual({ plans: [] });
    expect(waits).toEqual([2000, 1000]);
    expect(onBusy.mock.calls.map((c) => c[0])).toEqual(['busy', 'busy', 'recovered']);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    const result = await write();
    expect('error' in result && result.error).toMatchObject({ status: 503 });
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });
});
