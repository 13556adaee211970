import { describe, expect, it, vi } from 'vitest';
import type { AuthResult, PublicUser } from '@streamhub/contracts';
import { createMemoryStorage, createSessionStore, TOKEN_KEY } from '@streamhub/web-kit';
import { ApiRequestError, createApiClient, dataOf, envelopeOf, errorMessage, isSessionEnded } from './client';
import { MESSAGES } from '../messages';

const user: PublicUser = {
  _id: '65f000000000000000000001',
  name: 'Asha',
  email: 'asha@example.com',
  mobile: '9999999999',
  role: 'user',
  status: 'active',
  subscriptionStatus: 'none',
  subscription: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  isAdmin: false,
};

function setup(response: () => Response | Promise<Response>) {
  const persistent = createMemoryStorage();
  const session = createSessionStore(persistent, createMemoryStorage());
  const fetch = vi.fn<(request: Request) => Promise<Response>>(async () => response());
  const onUnauthorized = vi.fn();
  const onAccountInactive = vi.fn();
  const onBusy = vi.fn();
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const client = createApiClient({
    session,
    fetch,
    onUnauthorized,
    onAccountInactive,
    onBusy,
    sleep,
    baseUrl: 'http://app.test',
  });
  return { client, session, persistent, fetch, onUnauthorized, onAccountInactive, onBusy, waits };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const video = { params: { path: { id: 'x' } } };

describe('api client', () => {
  it('returns the data of a success envelope', async () => {
    const { client, fetch } = setup(() => json(200, { success: true, message: 'ok', data: { plans: [1] } }));
    await expect(dataOf(client.GET('/api/v1/subscriptions/plans'))).resolves.toEqual({ plans: [1] });
    expect(fetch.mock.calls[0]![0].url).toBe('http://app.test/api/v1/subscriptions/plans');
  });

  it('gives the message of a success envelope beside its data when asked', async () => {
    const { client } = setup(() =>
      json(200, { success: true, message: 'Subscription required to watch this video', data: { video: { _id: 'v' } } }),
    );
    await expect(envelopeOf(client.GET('/api/v1/videos/{id}', { params: { path: { id: 'v' } } }))).resolves.toEqual({
      data: { video: { _id: 'v' } },
      message: 'Subscription required to watch this video',
      code: null,
    });
  });

  it('sends the stored token as a bearer header and JSON bodies', async () => {
    const { client, session, fetch } = setup(() => json(200, { success: true, message: 'ok', data: null }));
    session.save({ token: 'tok-1', user } satisfies AuthResult, true);
    await client.POST('/api/v1/auth/forgot-password', { body: { email: 'asha@example.com' } });
    const request = fetch.mock.calls[0]![0];
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.method).toBe('POST');
    expect(await request.text()).toBe('{"email":"asha@example.com"}');
  });

  it('sends a signed-in-only call only with a session, and the profile and device headers with one', async () => {
    const { client, session, fetch } = setup(() => json(200, { success: true, message: 'ok', data: { items: [] } }));
    const signedInOnly = client.callOptions({ signedInOnly: true });
    await expect(client.GET('/api/v1/history', signedInOnly)).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
    session.save({ token: 'tok-1', user }, true);
    await expect(dataOf(client.GET('/api/v1/history', signedInOnly))).resolves.toEqual({ items: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("sends the viewer's chosen language as Accept-Language, unless the call names one", async () => {
    const fetch = vi.fn<(request: Request) => Promise<Response>>(async () =>
      json(200, { success: true, message: 'ok', data: [] }),
    );
    let language = 'hi';
    const client = createApiClient({
      session: createSessionStore(createMemoryStorage(), createMemoryStorage()),
      fetch,
      language: () => language,
      baseUrl: 'http://app.test',
    });
    await client.GET('/api/v1/videos');
    language = 'ta';
    await client.GET('/api/v1/videos');
    await client.GET('/api/v1/videos', { headers: { 'Accept-Language': 'bn' } });
    expect(fetch.mock.calls.map(([request]) => request.headers.get('Accept-Language'))).toEqual(['hi', 'ta', 'bn']);
  });

  it('sends no authorization header without a stored token', async () => {
    const { client, fetch } = setup(() => json(200, { success: true, message: 'ok', data: [] }));
    await client.GET('/api/v1/videos');
    expect(fetch.mock.calls[0]![0].headers.get('Authorization')).toBeNull();
  });

  it('throws the server message of an error envelope', async () => {
    const { client } = setup(() => json(409, { success: false, statusCode: 409, message: 'Email already registered' }));
    const error = await client
      .POST('/api/v1/auth/signup', { body: { name: 'A', email: 'a@example.com', mobile: '9999999999', password: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('Email already registered');
    expect((error as ApiRequestError).status).toBe(409);
  });

  it('falls back to "Something went wrong" when an error has no message', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.GET('/api/v1/videos')).rejects.toThrow(MESSAGES.somethingWentWrong);
  });

  it('treats a 200 with success false as a failure', async () => {
    const { client } = setup(() => json(200, { success: false, message: 'Invalid banners data' }));
    await expect(client.GET('/api/v1/banners')).rejects.toThrow('Invalid banners data');
  });

  it('passes on what a success means beyond its data by its code, never by its text', async () => {
    const { client } = setup(() =>
      json(200, { success: true, message: 'Anything at all', code: 'SUBSCRIPTION_REQUIRED', data: { video: null } }),
    );
    expect(await envelopeOf(client.GET('/api/v1/videos/{id}', video))).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    const { client: plain } = setup(() =>
      json(200, { success: true, message: 'Subscription required to watch this video', data: { video: null } }),
    );
    expect(await envelopeOf(plain.GET('/api/v1/videos/{id}', video))).toMatchObject({ code: null });
    const { client: odd } = setup(() => json(200, { success: true, message: 'OK', code: 'MADE_UP', data: null }));
    expect(await envelopeOf(odd.GET('/api/v1/videos/{id}', video))).toMatchObject({ code: null });
  });

  it('uses the error text when the network fails', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/api/v1/videos')).rejects.toThrow('Failed to fetch');
  });

  it('signs a deactivated account out and says so once, however many calls learn it', async () => {
    const { client, session, onUnauthorized, onAccountInactive } = setup(() =>
      json(403, { success: false, statusCode: 403, code: 'ACCOUNT_INACTIVE', message: MESSAGES.accountInactive }),
    );
    session.save({ token: 'tok-1', user }, true);
    const errors = await Promise.all([
      client
        .GET('/api/v1/videos/episodes/by-name/{name}/access', { params: { path: { name: 'X' } } })
        .catch((e: unknown) => e),
      client.GET('/api/v1/watchlist').catch((e: unknown) => e),
    ]);
    expect(session.read()).toBeNull();
    expect(onAccountInactive).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(errors.every(isSessionEnded)).toBe(true);
  });

  it('leaves the session alone on any other 403', async () => {
    const { client, session, onAccountInactive } = setup(() =>
      // Even one that happens to say the inactive text: only the code counts.
      json(403, { success: false, statusCode: 403, code: 'FORBIDDEN', message: MESSAGES.accountInactive }),
    );
    session.save({ token: 'tok-1', user }, true);
    const error = await client.GET('/api/v1/auth/users').catch((e: unknown) => e);
    expect(session.read()?.token).toBe('tok-1');
    expect(onAccountInactive).not.toHaveBeenCalled();
    expect(isSessionEnded(error)).toBe(false);
  });

  it('clears the stored session and redirects on 401', async () => {
    const { client, session, persistent, onUnauthorized } = setup(() =>
      json(401, { success: false, statusCode: 401, message: 'Unauthorized' }),
    );
    session.save({ token: 'expired', user }, true);
    await expect(client.GET('/api/v1/subscriptions/mine')).rejects.toThrow('Unauthorized');
    expect(session.read()).toBeNull();
    expect(persistent.getItem(TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('clears but does not redirect when the call opts out of the 401 redirect', async () => {
    const { client, session, onUnauthorized } = setup(() => json(401, { success: false, message: 'Unauthorized' }));
    session.save({ token: 'expired', user }, false);
    await expect(
      client.GET('/api/v1/auth/me', client.callOptions({ redirectOnUnauthorized: false })),
    ).rejects.toThrow();
    expect(session.read()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not redirect on other failures', async () => {
    const { client, onUnauthorized } = setup(() => json(403, { success: false, message: 'Forbidden' }));
    await expect(client.GET('/api/v1/admin/dashboard')).rejects.toThrow('Forbidden');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('prefers the server message, then a screen fallback, then the error text', () => {
    expect(errorMessage(new ApiRequestError('Bad password', 401, 'Bad password'), 'Login failed')).toBe('Bad password');
    expect(errorMessage(new ApiRequestError(MESSAGES.somethingWentWrong, 502), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(undefined)).toBe(MESSAGES.somethingWentWrong);
  });

  it('retries a read that got 503 with backoff (honouring Retry-After) and says when it got through', async () => {
    const answers = [
      () =>
        new Response(JSON.stringify({ success: false, statusCode: 503, message: 'busy' }), {
          status: 503,
          headers: { 'Retry-After': '1' },
        }),
      () => json(504, { success: false, statusCode: 504, message: 'slow' }),
      () => json(200, { success: true, message: 'ok', data: { n: 1 } }),
    ];
    const { client, fetch, onBusy, waits } = setup(() => answers.shift()!());
    await expect(dataOf(client.GET('/api/v1/categories'))).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 1000]);
    expect(onBusy.mock.calls.map((c) => c[0])).toEqual(['busy', 'busy', 'recovered']);
  });

  it('gives up after three retries with the last error, and never retries a write', async () => {
    const { client, fetch } = setup(() =>
      json(503, { success: false, statusCode: 503, message: 'Service unavailable' }),
    );
    await expect(client.GET('/api/v1/categories')).rejects.toMatchObject({
      status: 503,
      serverMessage: 'Service unavailable',
    });
    expect(fetch).toHaveBeenCalledTimes(4);
    fetch.mockClear();
    await expect(client.POST('/api/v1/auth/handoff')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a read that got no answer at all', async () => {
    let calls = 0;
    const { client } = setup(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, { success: true, message: 'ok', data: 7 });
    });
    await expect(dataOf(client.GET('/api/v1/categories'))).resolves.toBe(7);
  });
});
