import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages, DeviceSessionMessages, type AuthResult, type DeviceSessionList } from '@streamhub/contracts';
import { api, apiData, newViewer, type TestViewer } from '@streamhub/testkit';
import { expectError } from './api-assertions';

// Profile → Devices: every sign-in is a device session; signing one (or all others) out stops its
// tokens on their next request, at this gateway and at a second replica started here against the
// same Redis, Kafka and Mongo (docs/devices.md).

const PHONE = {
  ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ip: '49.36.10.200',
};
const LAPTOP = {
  ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ip: '192.168.1.20',
};
const TABLET = {
  ua: 'Mozilla/5.0 (Linux; Android 14; Tab) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ip: '2401:4900:1c2a:9f00::7',
};

async function signInFrom(viewer: TestViewer, device: { ua: string; ip: string }): Promise<string> {
  const result = await apiData<AuthResult>('POST', '/auth/signin', {
    clientIp: device.ip,
    headers: { 'user-agent': device.ua },
    body: { email: viewer.email, password: viewer.password },
  });
  return result.token;
}

const devices = (token: string) => apiData<DeviceSessionList>('GET', '/auth/sessions', { token });
const sidOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;

let second: ChildProcess | undefined;
let secondUrl = '';
let dataDir = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** A second gateway replica on a port of its own, sharing the stack's Redis, Kafka and Mongo. */
async function startSecondGateway(): Promise<void> {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-2-'));
  second = spawn(process.execPath, [resolve(__dirname, '../dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      GATEWAY_PORT: String(port),
      METRICS_PORT: String(await freePort()),
      GATEWAY_DATA_DIR: dataDir,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  secondUrl = `http://127.0.0.1:${port}/api/v1`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${secondUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (second.exitCode !== null) throw new Error(`the second gateway exited with ${second.exitCode}`);
    if (Date.now() > deadline) throw new Error('the second gateway did not become ready in 90 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

const meThrough = (base: string, token: string) =>
  fetch(`${base}/auth/me`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });

let viewer: TestViewer;
beforeAll(async () => {
  [viewer] = await Promise.all([newViewer(), startSecondGateway()]);
}, 120_000);
afterAll(() => {
  second?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Profile → Devices', () => {
  it('lists each sign-in as a device with its name, kind, coarse place and which one is this', async () => {
    const phone = await signInFrom(viewer, PHONE);
    const laptop = await signInFrom(viewer, LAPTOP);
    const list = await devices(laptop);
    const byId = new Map(list.sessions.map((s) => [s.id, s]));
    expect(byId.get(sidOf(laptop))).toMatchObject({
      name: 'Chrome on Windows',
      kind: 'password',
      place: 'Local network',
      current: true,
    });
    expect(byId.get(sidOf(phone))).toMatchObject({
      name: 'Safari on iOS',
      kind: 'password',
      place: 'Network 49.36.10.x',
      current: false,
    });
    // The sign-up's own session is there too; nothing shows a full address.
    expect(byId.get(sidOf(viewer.token))).toMatchObject({ kind: 'signup', current: false });
    expect(JSON.stringify(list)).not.toContain(PHONE.ip);
    expect(list.sessions.map((s) => s.signedInAt)).toEqual(
      [...list.sessions.map((s) => s.signedInAt)].sort().reverse(),
    );
  });

  it("signing a device out stops its token at once, through both gateways, and leaves the others' alone", async () => {
    const phone = await signInFrom(viewer, PHONE);
    const laptop = await signInFrom(viewer, LAPTOP);
    expect((await meThrough(secondUrl, phone)).status).toBe(200);

    const after = await apiData<DeviceSessionList>('DELETE', `/auth/sessions/${sidOf(phone)}`, { token: laptop });
    expect(after.sessions.map((s) => s.id)).not.toContain(sidOf(phone));
    // The very next request of the phone's token is refused, at this gateway and at the other one.
    expectError(await api('GET', '/auth/me', { token: phone }), 401, AuthMessages.sessionInvalid);
    expect((await meThrough(secondUrl, phone)).status).toBe(401);
    expect((await meThrough(secondUrl, laptop)).status).toBe(200);
    expect((await api('GET', '/auth/me', { token: laptop })).status).toBe(200);

    // Twice, or another account's session: not found, and nothing changes.
    expectError(
      await api('DELETE', `/auth/sessions/${sidOf(phone)}`, { token: laptop }),
      404,
      DeviceSessionMessages.notFound,
    );
    const stranger = await newViewer();
    expectError(
      await api('DELETE', `/auth/sessions/${sidOf(laptop)}`, { token: stranger.token }),
      404,
      DeviceSessionMessages.notFound,
    );
    expectError(
      await api('DELETE', '/auth/sessions/not-a-session', { token: laptop }),
      404,
      DeviceSessionMessages.notFound,
    );
    expect((await api('GET', '/auth/me', { token: laptop })).status).toBe(200);
  });

  it('"sign out all other devices" keeps only this one, everywhere', async () => {
    const own = await newViewer();
    const phone = await signInFrom(own, PHONE);
    const tablet = await signInFrom(own, TABLET);
    const laptop = await signInFrom(own, LAPTOP);
    expect((await devices(tablet)).sessions.find((s) => s.current)?.place).toBe('Network 2401:4900:1c2a::/48');

    const reply = await apiData<{ signedOut: number }>('POST', '/auth/sessions/sign-out-others', { token: laptop });
    expect(reply.signedOut).toBe(3); // the phone, the tablet and the sign-up's session
    for (const token of [phone, tablet, own.token]) {
      expect((await api('GET', '/auth/me', { token })).status).toBe(401);
      expect((await meThrough(secondUrl, token)).status).toBe(401);
    }
    expect((await meThrough(secondUrl, laptop)).status).toBe(200);
    const left = await devices(laptop);
    expect(left.sessions.map((s) => s.id)).toEqual([sidOf(laptop)]);
  });

  it('a password change ends the other devices and keeps this one, which stays listed', async () => {
    const own = await newViewer();
    const phone = await signInFrom(own, PHONE);
    const laptop = await signInFrom(own, LAPTOP);
    const changed = await apiData<AuthResult>('PUT', '/auth/password', {
      token: laptop,
      body: { currentPassword: own.password, newPassword: 'another-pass-123' },
    });
    expect(sidOf(changed.token)).toBe(sidOf(laptop));
    expect((await api('GET', '/auth/me', { token: phone })).status).toBe(401);
    const left = await devices(changed.token);
    expect(left.sessions.map((s) => [s.id, s.current])).toEqual([[sidOf(laptop), true]]);
  });

  it('is for the account holder only', async () => {
    expectError(await api('GET', '/auth/sessions'), 401, AuthMessages.signInRequired);
  });
});
