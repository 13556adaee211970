import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { ServiceErrorCode } from '@streamhub/contracts';
import { TokenIssuer } from '../security/token-issuer';
import { accountFakes, consentsFake, MemoryDeviceSessions, InMemoryUsers, memoryRateLimits } from '../testing/fakes';
import { failure } from '../testing/failure';
import { SessionsService } from './sessions.service';

const SECRET = 'unit-test-secret-of-some-length';
const OWNER = 'owner@streamhub.local';

async function setup() {
  const fakes = accountFakes(new InMemoryUsers());
  const deviceSessions = new MemoryDeviceSessions(new TokenIssuer(SECRET, OWNER));
  const service = new SessionsService(
    fakes.usersPort,
    fakes.passwordsPort,
    memoryRateLimits(),
    deviceSessions,
    fakes.states,
    fakes.alertsPort,
    consentsFake(fakes.clock).service,
    { OWNER_ADMIN_EMAIL: OWNER },
  );
  const add = (email: string, role: 'user' | 'admin' = 'user') =>
    fakes.users.addUser({ email, role, passwordHash: 'hashed:right-pass' });
  return { ...fakes, service, add, deviceSessions };
}

const INVALID = { code: ServiceErrorCode.Unauthorized, message: 'Invalid email or password' };

describe('SessionsService.signin', () => {
  it('answers an unknown email like a wrong password, after spending a hash on it', async () => {
    const { service, passwords, add } = await setup();
    await add('asha@example.com');
    expect(await failure(service.signin({ email: 'asha@example.com', password: 'wrong' }))).toEqual(INVALID);
    expect(await failure(service.signin({ email: 'ghost@example.com', password: 'wrong' }))).toEqual(INVALID);
    expect(passwords.dummyVerifications).toBe(1);
  });

  it('locks an email after 5 failures, even for the right password, without touching other emails', async () => {
    const { service, add } = await setup();
    await add('asha@example.com');
    await add('ravi@example.com');
    for (let i = 0; i < 5; i += 1)
      expect(await failure(service.signin({ email: 'asha@example.com', password: `guess${i}` }))).toEqual(INVALID);
    expect(await failure(service.signin({ email: 'ASHA@example.com', password: 'right-pass' }))).toEqual({
      code: ServiceErrorCode.RateLimited,
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    expect((await service.signin({ email: 'ravi@example.com', password: 'right-pass' })).user.email).toBe(
      'ravi@example.com',
    );
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { service, add } = await setup();
    await add('asha@example.com');
    for (let i = 0; i < 4; i += 1) await failure(service.signin({ email: 'asha@example.com', password: 'wrong' }));
    await service.signin({ email: 'asha@example.com', password: 'right-pass' });
    for (let i = 0; i < 4; i += 1)
      expect(await failure(service.signin({ email: 'asha@example.com', password: 'wrong' }))).toEqual(INVALID);
    expect((await service.signin({ email: 'asha@example.com', password: 'right-pass' })).token).toBeTruthy();
  });

  it('tells an inactive account so only after the right password', async () => {
    const { service, users, add } = await setup();
    const user = await add('asha@example.com');
    await users.setStatus(user.id, 'inactive', []);
    expect(await failure(service.signin({ email: 'asha@example.com', password: 'wrong' }))).toEqual(INVALID);
    expect(await failure(service.signin({ email: 'asha@example.com', password: 'right-pass' }))).toEqual({
      code: ServiceErrorCode.Forbidden,
      message: 'Your account is inactive. Please contact support.',
    });
  });

  it('signs 30-day tokens for "Keep me signed in" and 1-day tokens otherwise, with the token version', async () => {
    const { service, users, add } = await setup();
    const user = await add('asha@example.com');
    await users.setPassword(user.id, 'hashed:right-pass');
    const lifetime = (token: string) => {
      const c = jwt.verify(token, SECRET, { algorithms: ['HS256'] }) as { iat: number; exp: number; tv: number };
      expect(c.tv).toBe(1);
      return c.exp - c.iat;
    };
    expect(
      lifetime((await service.signin({ email: 'asha@example.com', password: 'right-pass', remember: true })).token),
    ).toBe(30 * 86_400);
    expect(lifetime((await service.signin({ email: 'asha@example.com', password: 'right-pass' })).token)).toBe(86_400);
  });

  it('opens a device session per sign-in, so each device can be listed and signed out on its own', async () => {
    const { service, add, deviceSessions } = await setup();
    const user = await add('asha@example.com');
    const phone = { id: 'device-phone-000000000001', name: 'Safari on iOS', place: 'Network 49.36.10.x' };
    const first = await service.signin({ email: 'asha@example.com', password: 'right-pass', device: phone });
    const second = await service.signin({ email: 'asha@example.com', password: 'right-pass' });
    expect(deviceSessions.opened).toEqual([
      { id: expect.any(String), userId: user.id, kind: 'password', device: phone },
      { id: expect.any(String), userId: user.id, kind: 'password', device: undefined },
    ]);
    const sids = [first, second].map((r) => (jwt.decode(r.token) as { sid: string }).sid);
    expect(sids).toEqual(deviceSessions.opened.map((s) => s.id));
    expect(sids[0]).not.toBe(sids[1]);
  });

  it('gives the owner admin address admin rights whatever its role', async () => {
    const { service, add } = await setup();
    await add(OWNER, 'user');
    const { token, user } = await service.signin({ email: OWNER, password: 'right-pass' });
    expect(user).toMatchObject({ role: 'user', isAdmin: true });
    expect(jwt.decode(token)).toMatchObject({ role: 'user', isAdmin: true });
  });
});

describe('SessionsService.accessState', () => {
  it('answers from the database and writes the state again for a known user', async () => {
    const { service, states, add } = await setup();
    const user = await add('asha@example.com', 'admin');
    expect(await service.accessState(user.id)).toEqual({
      status: 'active',
      tokenVersion: 0,
      role: 'admin',
      isAdmin: true,
    });
    expect(states.saved.map((s) => s.id)).toEqual([user.id]);
  });

  it('counts an unknown or malformed user id as deleted, so its tokens are refused', async () => {
    const { service, states } = await setup();
    expect(await service.accessState('64b7f0c2a1b2c3d4e5f60718')).toEqual({ deleted: true });
    expect(await service.accessState('not-an-id')).toEqual({ deleted: true });
    expect(await service.accessState(undefined)).toEqual({ deleted: true });
    expect(states.deleted).toEqual(['64b7f0c2a1b2c3d4e5f60718', 'not-an-id']);
  });
});
