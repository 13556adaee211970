import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeviceGrantLimits,
  DeviceGrantMessages,
  USER_CODE_ALPHABET,
  type DeviceCodeReply,
  type DeviceTokenReply,
} from '@streamhub/contracts';
import { api, newViewer, randomClientIp, type TestViewer } from '@streamhub/testkit';
import { expectError } from './api-assertions';

// Sign-in on a TV with a code (RFC 8628), through the gateway against the real auth service and Redis.

let redis: Redis;
let viewer: TestViewer;
beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  viewer = await newViewer();
});
afterAll(async () => {
  await redis.quit();
});

const tv = randomClientIp();
async function startOnTv(clientName = 'Living room TV'): Promise<DeviceCodeReply> {
  const res = await api('POST', '/auth/device/code', { clientIp: tv, body: { clientName } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DeviceCodeReply;
}
const poll = (deviceCode: string) => api('POST', '/auth/device/token', { clientIp: tv, body: { deviceCode } });

/** Polls as a TV does: waits out the interval (and Retry-After on slow_down) until an answer other than pending. */
async function pollUntilDecided(deviceCode: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, DeviceGrantLimits.pollIntervalSeconds * 1000 + 200));
    const res = await poll(deviceCode);
    if (res.status !== 400 || !['authorization_pending', 'slow_down'].includes(res.body.code)) return res;
    if (Date.now() > deadline) throw new Error(`still ${res.body.code} after 30 s`);
  }
}

describe('sign-in on a TV with a code (RFC 8628)', () => {
  it('a TV gets a code, the account holder approves it on a phone, and the TV signs in once', async () => {
    const code = await startOnTv();
    expect(code.userCode).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`));
    expect(code.deviceCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).toMatchObject({ expiresIn: 600, interval: 5 });
    expect(code.verificationUri).toMatch(/\/activate$/);
    expect(code.verificationUriComplete).toBe(`${code.verificationUri}?code=${code.userCode}`);

    expectError(await poll(code.deviceCode), 400, DeviceGrantMessages.pending, 'authorization_pending');
    const tooSoon = await poll(code.deviceCode);
    expectError(tooSoon, 400, DeviceGrantMessages.slowDown, 'slow_down');
    expect(tooSoon.headers.get('retry-after')).toBe('5');

    // Typed on a phone: lower case, without the dash.
    const typed = code.userCode.replace('-', ' ').toLowerCase();
    const seen = await api('POST', '/auth/device/lookup', { token: viewer.token, body: { userCode: typed } });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body.data).toMatchObject({ userCode: code.userCode, deviceName: 'Living room TV', status: 'pending' });

    const approved = await api('POST', '/auth/device/approve', {
      token: viewer.token,
      body: { userCode: code.userCode, profileId: viewer.userId },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    // Single use: the code names nothing any more.
    expectError(
      await api('POST', '/auth/device/approve', { token: viewer.token, body: { userCode: code.userCode } }),
      404,
      DeviceGrantMessages.userCodeInvalid,
    );

    const signedIn = await pollUntilDecided(code.deviceCode);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const session = signedIn.body.data as DeviceTokenReply;
    expect(session.profileId).toBe(viewer.userId);
    const me = await api('GET', '/auth/me', { token: session.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user._id).toBe(viewer.userId);

    // The approval is taken once: the device code is spent.
    await new Promise((r) => setTimeout(r, DeviceGrantLimits.pollIntervalSeconds * 1000 + 200));
    expectError(await poll(code.deviceCode), 400, DeviceGrantMessages.deviceCodeInvalid);
  });

  it('a declined code answers access_denied, and an expired one expired_token', async () => {
    const declined = await startOnTv('Bedroom TV');
    const denied = await api('POST', '/auth/device/deny', {
      token: viewer.token,
      body: { userCode: declined.userCode },
    });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    expect(denied.body.data.status).toBe('denied');
    expectError(await poll(declined.deviceCode), 400, DeviceGrantMessages.denied, 'access_denied');

    // A code whose ten minutes are up: its grant's deadline moved into the past in the store.
    const late = await startOnTv('Hall TV');
    const key = `auth:device:grant:${createHash('sha256').update(late.deviceCode).digest('hex')}`;
    expect(await redis.hset(key, 'expiresAt', String(Date.now() - 1000))).toBe(0);
    expectError(await poll(late.deviceCode), 400, DeviceGrantMessages.expired, 'expired_token');
    expectError(
      await api('POST', '/auth/device/lookup', { token: viewer.token, body: { userCode: late.userCode } }),
      404,
      DeviceGrantMessages.userCodeInvalid,
    );
  });

  it('refuses made-up codes and guests (kids profiles: security-profiles.test.ts), and limits guesses of user codes', async () => {
    expectError(await poll('A'.repeat(43)), 400, DeviceGrantMessages.deviceCodeInvalid);
    expect((await api('POST', '/auth/device/token', { body: { deviceCode: 'x'.repeat(500) } })).status).toBe(400);
    expect((await api('POST', '/auth/device/lookup', { body: { userCode: 'BCDF-GHJK' } })).status).toBe(401);
    expect((await api('POST', '/auth/device/code', { body: { clientName: 'x'.repeat(200) } })).status).toBe(400);

    const guesser = await newViewer();
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const guess = Array.from(
        { length: 8 },
        (_, j) => USER_CODE_ALPHABET[(i * 7 + j * 3) % USER_CODE_ALPHABET.length],
      ).join('');
      const res = await api('POST', '/auth/device/lookup', {
        token: guesser.token,
        clientIp: ip,
        body: { userCode: guess },
      });
      statuses.push(res.status);
    }
    // Ten tries per 15 minutes for an account, then 429 with when to try again.
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
