import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, newViewer, randomClientIp, TEST_SIGNUP_CONSENT, testEnv, unique } from '@streamhub/testkit';
import { expectError } from './api-assertions';

/**
 * Cheap attacks, each one request or a short burst, that must be refused quickly and in the
 * envelope. Time bounds are generous ceilings (the attacks used to take seconds each), never
 * tight timings.
 */

const CEILING_MS = 5_000;
const TOO_MANY = 'Too many requests from your network. Please try again later.';

let redis: Redis;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  await redis.quit();
});

/** Sends a raw body (already serialised) and reads the envelope, failing past the ceiling. */
async function send(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomClientIp(), ...headers },
    body,
    signal: AbortSignal.timeout(CEILING_MS),
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: JSON.parse(text) as { success: boolean; statusCode: number; message: string },
  };
}

/** A raw GET, for URLs and headers that fetch would normalise or refuse to send. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  const url = new URL(testEnv.gatewayUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'GET', headers, timeout: CEILING_MS },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within the ceiling')));
    req.on('error', reject);
    req.end();
  });
}

describe('bodies are bounded before validation', () => {
  it('refuses 20,000 unknown keys with 400 quickly, and still serves others', async () => {
    const wide = JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1])));
    const [res, other] = await Promise.all([
      send('POST', '/auth/signin', wide),
      fetch(`${testEnv.gatewayUrl}/api/v1/health/live`, { signal: AbortSignal.timeout(CEILING_MS) }),
    ]);
    expectError(res, 400, 'Request body is too complex');
    expect(other.status).toBe(200);
  });

  it('refuses a body nested 5,000 deep with 400, not a 500', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    expectError(await send('POST', '/auth/signin', `{"email":${deep}}`), 400, 'Request body is too complex');
  });

  it('refuses a body of 1 MiB with 413 in the envelope, before it reaches the broker', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 - 11) });
    expect(Buffer.byteLength(big)).toBe(1024 * 1024);
    expectError(await send('POST', '/categories', big), 413, 'Request body is too large');
  });

  it('caps every account text field before the service sees it, and keeps no huge rate-limit key', async () => {
    const huge = `${'a'.repeat(200_000)}@example.com`;
    const hugeSignin = await send('POST', '/auth/signin', JSON.stringify({ email: huge, password: 'whatever-pass' }));
    expectError(hugeSignin, 400, 'A text field in the request is too long');
    const email = `${'a'.repeat(5_000)}@example.com`;
    const signin = await send('POST', '/auth/signin', JSON.stringify({ email, password: 'whatever-pass' }));
    expectError(signin, 400, 'Email must be at most 254 characters');
    const signup = await send(
      'POST',
      '/auth/signup',
      JSON.stringify({ name: 'A', email: `a@${'.'.repeat(5_000)}`, mobile: '9876543210', password: 'secret-pass' }),
    );
    expect(signup.body.statusCode).toBe(400);
    expect(signup.body.message).toBe('Email must be at most 254 characters');
    const longName = await send('POST', '/auth/signup', JSON.stringify({ name: 'n'.repeat(101), email: 'x@y.io' }));
    expect(longName.body.message).toBe('Name must be at most 100 characters');
    // Sign-in limits count per email: the key is a fixed-size hash, never the raw input.
    const keys = await redis.keys('auth:rl:*');
    expect(keys.every((key) => key.length < 80)).toBe(true);
  });

  it('answers bad JSON and foreign content types in the envelope without quoting them', async () => {
    const broken = await send('POST', '/auth/signin', '{"email": <script>');
    expectError(broken, 400, 'Request body is not valid JSON');
    const foreign = await send('POST', '/auth/signin', 'email=x', { 'content-type': 'text/x-evil-<script>' });
    expectError(foreign, 415, 'Unsupported content type');
    expect(foreign.text).not.toContain('script');
  });
});

describe('URLs and headers Fastify refuses itself', () => {
  it.each<{ what: string; path: string; headers: Record<string, string>; status: number; message: string }>([
    {
      what: 'a malformed percent-encoding',
      path: '/api/v1/videos/episodes/by-name/%C0%AF',
      headers: {},
      status: 400,
      message: 'The request URL is malformed',
    },
    {
      what: 'an over-long path parameter',
      path: `/api/v1/videos/episodes/by-name/${'n'.repeat(600)}`,
      headers: {},
      status: 414,
      message: 'The request URL is too long',
    },
    {
      what: 'headers over the size limit',
      path: '/api/v1/categories',
      headers: { 'x-padding': 'p'.repeat(40_000) },
      status: 431,
      message: 'Request headers are too large',
    },
  ])('answers $what with $status in the envelope', async ({ path, headers, status, message }) => {
    const res = await rawGet(path, headers);
    expectError({ status: res.status, body: JSON.parse(res.text) }, status, message);
  });
});

describe('search text with control characters', () => {
  // A NUL inside a database regex is refused by the driver: every admin search drops control characters first.
  it.each([
    '/admin/subscriptions?q=%C3%9CVmN%00%C2%B5D%24%08Z',
    '/auth/users?search=a%00b',
    '/admin/banners?q=%00x',
    '/queries?q=a%00%1F',
    '/admin/videos?q=a%00b',
    '/videos?q=%00horizon',
  ])('GET %s answers 200, not a 500', async (path) => {
    const res = await api('GET', path, { token: await adminToken() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('accounts per client address', () => {
  it('limit sign-ups from one address to 10 an hour (malformed ones do not count); other addresses go on', async () => {
    const ip = randomClientIp();
    const malformed = await api('POST', '/auth/signup', {
      clientIp: ip,
      body: { name: 'A', email: 'bad', mobile: '9876543210', password: 'secret-pass' },
    });
    expect(malformed.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const body = {
        name: 'Burst',
        email: `${unique('burst')}@test.local`,
        mobile: '9876543210',
        password: 'secret-pass',
        consent: TEST_SIGNUP_CONSENT,
      };
      const res = await api('POST', '/auth/signup', { clientIp: ip, body });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.message).toBe(TOO_MANY);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const elsewhere = {
      name: 'B',
      email: `${unique('other')}@test.local`,
      mobile: '9876543210',
      password: 'secret-pass',
      consent: TEST_SIGNUP_CONSENT,
    };
    expect((await api('POST', '/auth/signup', { clientIp: randomClientIp(), body: elsewhere })).status).toBe(201);
  });

  it('limit reset-code requests from one address to 10 an hour', async () => {
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await api('POST', '/auth/forgot-password', { clientIp: ip, body: { email: `${unique('f')}@test.local` } }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('limit OTP resends from one address to 10 an hour', async () => {
    const pending: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      const email = `${unique('pend')}@test.local`;
      expect(
        (
          await api('POST', '/auth/signup', {
            body: { name: 'P', email, mobile: '9876543210', password: 'secret-pass', consent: TEST_SIGNUP_CONSENT },
          })
        ).status,
      ).toBe(201);
      pending.push(email);
    }
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (const email of pending)
      statuses.push((await api('POST', '/auth/resend-signup-otp', { clientIp: ip, body: { email } })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('limit sign-ups of an existing address as of any other, and never say it is taken', async () => {
    const { email } = await newViewer();
    const fresh = `${unique('fresh')}@test.local`;
    const statuses = async (address: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await api('POST', '/auth/signup', {
          body: {
            name: 'Again',
            email: address,
            mobile: '9876543210',
            password: 'secret-pass',
            consent: TEST_SIGNUP_CONSENT,
          },
        });
        seen.push(res.status);
      }
      return seen;
    };
    // The first sign-up of the existing address used one of its 5 hourly codes.
    expect(await statuses(email)).toEqual([201, 201, 201, 201, 429, 429]);
    expect(await statuses(fresh)).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('security headers', () => {
  it('are set on every gateway response', async () => {
    const res = await fetch(`${testEnv.gatewayUrl}/api/v1/categories`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const missing = await fetch(`${testEnv.gatewayUrl}/api/v1/nowhere`);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('include a Content-Security-Policy of our own origin on both web apps', async () => {
    for (const base of [
      process.env.WEB_URL ?? 'http://127.0.0.1:5173',
      `${process.env.ADMIN_URL ?? 'http://127.0.0.1:5174'}/admin/`,
    ]) {
      const res = await fetch(base);
      expect(res.status, base).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, base).toContain("default-src 'self'");
      expect(csp, base).toContain("script-src 'self'");
      expect(csp, base).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-frame-options'), base).toBe('DENY');
    }
  });
});
