import { describe, expect, it } from 'vitest';
import { AuthEvents, AuthMessages, ServiceErrorCode, type Principal } from '@streamhub/contracts';
import { accountFakes, InMemoryUsers, memoryRateLimits } from '../testing/fakes';
import { failure } from '../testing/failure';
import { AccountDeletionService } from './account-deletion.service';

const OWNER = 'owner@streamhub.local';
const DAY_MS = 86_400_000;

async function setup() {
  const fakes = accountFakes(new InMemoryUsers());
  const { usersPort, passwordsPort, states, relay, mailerPort, background, clock } = fakes;
  const service = new AccountDeletionService(
    usersPort,
    passwordsPort,
    states,
    relay,
    mailerPort,
    background,
    clock,
    { OWNER_ADMIN_EMAIL: OWNER, ACCOUNT_DELETION_GRACE_SECONDS: 30 * 86_400 },
    memoryRateLimits(),
  );
  const user = await fakes.users.addUser({ email: 'asha@example.com', name: 'Asha', passwordHash: 'hashed:secret-pw' });
  const principal: Principal = { userId: user.id, email: user.email, role: 'user', isAdmin: false };
  return { ...fakes, service, user, principal };
}

describe('AccountDeletionService', () => {
  it('closes the account at once, revokes its tokens and acknowledges the request by mail', async () => {
    const { service, users, states, relay, mailer, clock, background, user, principal } = await setup();
    const deletion = await service.request(principal, { password: 'secret-pw' });

    const now = clock.now().getTime();
    expect(deletion).toEqual({
      requestedAt: new Date(now).toISOString(),
      eraseAfter: new Date(now + 30 * DAY_MS).toISOString(),
    });
    expect(states.saved.map((s) => [s.status, s.tokenVersion])).toEqual([['inactive', 1]]);
    expect(users.outboxOf(user.id).map((e) => e.type)).toEqual([AuthEvents.userStatusChanged]);
    expect(relay.kicks).toBe(1);

    await background.idle();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['asha@example.com', 'Your StreamHub account deletion request'],
    ]);
    expect(mailer.sent[0]!.text).toContain('fully removed within 30 days, by February 14, 2026');
    expect((await users.findById(user.id))?.deletion?.acknowledgedAt).toEqual(clock.now());
  });

  it('refuses a missing or wrong password, and the owner admin', async () => {
    const { service, users, principal } = await setup();
    expect(await failure(service.request(principal, {}))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: AuthMessages.deletionPasswordRequired,
    });
    expect(await failure(service.request(principal, { password: 'guess' }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: AuthMessages.deletionPasswordIncorrect,
    });
    const owner = await users.addUser({ email: OWNER, passwordHash: 'hashed:pw' });
    const asOwner: Principal = { userId: owner.id, email: OWNER, role: 'admin', isAdmin: true };
    expect(await failure(service.request(asOwner, { password: 'pw' }))).toEqual({
      code: ServiceErrorCode.Forbidden,
      message: AuthMessages.deletionNotAllowed,
    });
  });

  it('counts wrong passwords against the sign-in limit, so guessing through the form is locked out too', async () => {
    const { service, principal } = await setup();
    for (let i = 0; i < 5; i++) {
      expect((await failure(service.request(principal, { password: `guess-${i}` }))).code).toBe(
        ServiceErrorCode.Invalid,
      );
    }
    const locked = await failure(service.request(principal, { password: 'secret-pw' }));
    expect(locked.code).toBe(ServiceErrorCode.RateLimited);
  });

  it('erases an account only once its grace period has passed, and only once', async () => {
    const { service, users, states, clock, background, user, principal } = await setup();
    await service.request(principal, { password: 'secret-pw' });
    await background.idle();

    clock.advance(30 * DAY_MS - 1);
    expect(await service.sweep()).toEqual({ acknowledged: 0, erased: 0 });
    expect(await users.findById(user.id)).not.toBeNull();

    clock.advance(1);
    expect(await service.sweep()).toEqual({ acknowledged: 0, erased: 1 });
    expect(await users.findById(user.id)).toBeNull();
    expect(states.deleted).toEqual([user.id]);
    const erased = users.outboxOf(user.id).filter((e) => e.type === AuthEvents.userErased);
    expect(erased.map((e) => e.payload)).toEqual([
      { userId: user.id, requestedAt: new Date(clock.now().getTime() - 30 * DAY_MS).toISOString() },
    ]);
    expect(await service.sweep()).toEqual({ acknowledged: 0, erased: 0 });
  });

  it('sends an acknowledgement again when the first could not go out', async () => {
    const { service, mailer, clock, background, principal } = await setup();
    const send = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    await service.request(principal, { password: 'secret-pw' });
    await background.idle();
    expect(mailer.sent).toHaveLength(0);

    mailer.send = send;
    expect(await service.sweep()).toEqual({ acknowledged: 0, erased: 0 }); // the request's own try may still run
    clock.advance(60_001);
    expect(await service.sweep()).toEqual({ acknowledged: 1, erased: 0 });
    expect(await service.sweep()).toEqual({ acknowledged: 0, erased: 0 });
    expect(mailer.sent).toHaveLength(1);
  });
});
