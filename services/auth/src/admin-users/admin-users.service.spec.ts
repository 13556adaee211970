import { describe, expect, it } from 'vitest';
import { AuthEvents, ServiceErrorCode, type Principal } from '@streamhub/contracts';
import { accountFakes, InMemoryUsers } from '../testing/fakes';
import { failure } from '../testing/failure';
import { AdminUsersService } from './admin-users.service';

const OWNER = 'owner@streamhub.local';

async function setup() {
  const fakes = accountFakes(new InMemoryUsers());
  const { usersPort, passwordsPort, states, relay, clock, users } = fakes;
  const service = new AdminUsersService(usersPort, passwordsPort, states, relay, clock, { OWNER_ADMIN_EMAIL: OWNER });
  const add = (email: string, role: 'user' | 'admin' = 'user') => users.addUser({ email, role });
  const admin = await add('boss@example.com', 'admin');
  const principal: Principal = { userId: admin.id, email: admin.email, role: 'admin', isAdmin: true };
  return { ...fakes, service, add, admin, principal };
}

describe('AdminUsersService', () => {
  it('refuses callers without admin rights', async () => {
    const { service, add } = await setup();
    const user = await add('asha@example.com');
    const viewer: Principal = { userId: user.id, email: user.email, role: 'user', isAdmin: false };
    const forbidden = { code: ServiceErrorCode.Forbidden, message: 'Admin access required' };
    expect(await failure(service.setStatus(viewer, user.id, 'inactive'))).toEqual(forbidden);
    expect(await failure(service.delete(undefined, user.id))).toEqual(forbidden);
  });

  it('deactivates a user: status event in the outbox, token version raised in the access state', async () => {
    const { service, users, states, relay, add, principal } = await setup();
    const user = await add('asha@example.com');
    const result = await service.setStatus(principal, user.id, 'inactive');
    expect(result).toMatchObject({ _id: user.id, status: 'inactive' });
    expect(users.outboxOf(user.id).map((e) => [e.type, e.payload])).toEqual([
      [AuthEvents.userStatusChanged, { userId: user.id, status: 'inactive' }],
    ]);
    expect(states.saved.map((s) => [s.id, s.status, s.tokenVersion])).toEqual([[user.id, 'inactive', 1]]);
    expect(relay.kicks).toBe(1);

    // Setting the same status again refreshes the access state but emits no second event.
    await service.setStatus(principal, user.id, 'inactive');
    expect(users.outboxOf(user.id)).toHaveLength(1);
    expect(states.saved).toHaveLength(2);
  });

  it('protects the owner admin, whatever its role, and the caller’s own account', async () => {
    const { service, users, add, admin, principal } = await setup();
    const owner = await add(OWNER, 'user');
    const status = { code: ServiceErrorCode.Invalid, message: 'You cannot change the status of this account' };
    const deletion = { code: ServiceErrorCode.Invalid, message: 'You cannot delete this account' };
    expect(await failure(service.setStatus(principal, owner.id, 'inactive'))).toEqual(status);
    expect(await failure(service.delete(principal, owner.id))).toEqual(deletion);
    expect(await failure(service.setStatus(principal, admin.id, 'inactive'))).toEqual(status);
    expect(await failure(service.delete(principal, admin.id))).toEqual(deletion);
    expect((await users.findById(owner.id))?.status).toBe('active');
  });

  it('deletes a user with a deleted event and a deleted access state', async () => {
    const { service, users, states, add, principal } = await setup();
    const user = await add('asha@example.com');
    await service.delete(principal, user.id);
    expect(await users.findById(user.id)).toBeNull();
    expect(users.outboxOf(user.id).map((e) => e.type)).toEqual([AuthEvents.userDeleted]);
    expect(states.deleted).toEqual([user.id]);
    expect(await failure(service.delete(principal, user.id))).toEqual({
      code: ServiceErrorCode.NotFound,
      message: 'User not found',
    });
  });

  it('creates a new admin, or promotes an existing account and tells the gateway at once', async () => {
    const { service, users, states, add, principal } = await setup();
    const created = await service.createAdmin(principal, {
      name: 'New',
      email: 'New@Example.com',
      mobile: '9876543210',
      password: 'secret-pass',
    });
    expect(created).toMatchObject({ created: true, user: { email: 'new@example.com', role: 'admin', isAdmin: true } });
    expect(users.outboxOf(created.user._id).map((e) => e.type)).toEqual([AuthEvents.userRegistered]);

    const existing = await add('asha@example.com');
    const promoted = await service.createAdmin(principal, {
      name: 'Other',
      email: 'asha@example.com',
      mobile: '9876543210',
      password: 'other-pass',
    });
    expect(promoted).toMatchObject({
      created: false,
      user: { _id: existing.id, name: 'N', role: 'admin', isAdmin: true },
    });
    expect(users.outboxOf(existing.id).map((e) => [e.type, (e.payload as { role: string }).role])).toEqual([
      [AuthEvents.userUpdated, 'admin'],
    ]);
    expect(states.saved.at(-1)).toMatchObject({ id: existing.id, role: 'admin' });
  });
});
