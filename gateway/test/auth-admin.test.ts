import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DEMO_ADMIN, signInAs, signUpVerifiedUser, testEnv, unique, waitFor } from '@streamhub/testkit';
import { expectError } from './api-assertions';

/** Admin user management and the role and revocation checks of the gateway, against the running stack. */

const newEmail = (prefix = 'adm') => `${unique(prefix)}@test.local`;
const SESSION_INVALID = 'Your session has expired or is invalid. Please sign in again.';
const INACTIVE = 'Your account is inactive. Please contact support.';

async function register(
  name = 'Test Viewer',
  email = newEmail(),
): Promise<{ email: string; password: string; token: string; userId: string }> {
  const password = 'secret-pass';
  return { email, password, ...(await signUpVerifiedUser({ name, email, mobile: '9876543210', password })) };
}

let adminToken: string;
let adminId: string;
let billingDb: Connection;

beforeAll(async () => {
  // The seeded demo admin creates this file's own admin, so nothing here depends on (or changes) it.
  const demo = await signInAs(DEMO_ADMIN);
  const email = newEmail('boss');
  const created = await api('POST', '/auth/create-admin', {
    token: demo.token,
    body: { name: 'Test Admin', email, mobile: '9876543210', password: 'admin-pass' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  adminId = created.body.data.user._id;
  adminToken = (await signInAs({ email, password: 'admin-pass' })).token;
  billingDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_billing' }).asPromise();
});
afterAll(async () => {
  await billingDb.close();
});

describe('admin-only routes', () => {
  it('refuses a signed-in non-admin on every admin route of the OpenAPI document with 403', async () => {
    const { token } = await register();
    const spec = (await (await fetch(`${testEnv.gatewayUrl}/api/v1/docs-json`)).json()) as {
      paths: Record<string, Record<string, { 'x-admin-only'?: boolean; security?: unknown[] }>>;
    };
    const adminOps = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op['x-admin-only'] === true)
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    const names = adminOps.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/auth/users',
        'PUT /api/v1/auth/user-status/{id}',
        'DELETE /api/v1/auth/users/{id}',
        'POST /api/v1/auth/create-admin',
      ]),
    );
    for (const { method, path, op } of adminOps) {
      expect(op.security, `${method} ${path} documents bearer auth`).toEqual(expect.arrayContaining([{ bearer: [] }]));
      const url = path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, new mongoose.Types.ObjectId().toHexString());
      const body = ['GET', 'DELETE', 'HEAD'].includes(method) ? undefined : {};
      const res = await api(method, url, { token, body });
      expect({ route: `${method} ${path}`, status: res.status, message: res.body?.message }).toEqual({
        route: `${method} ${path}`,
        status: 403,
        message: 'Admin access required',
      });
      expect((await api(method, url, { body })).status, `${method} ${path} without a token`).toBe(401);
    }
  });
});

describe('managing users', () => {
  it('lists users with server-side search, status and role filters, pages and totals, newest first', async () => {
    const marker = unique('Zq');
    const first = await register(`${marker} Alpha`);
    const second = await register(`${marker} Beta`);
    const third = await register(`Gamma ${marker.toUpperCase()}`);

    const all = await api('GET', `/auth/users?search=${marker.toLowerCase()}`, { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.body.message).toBe('Users fetched successfully');
    expect(all.body.data).toMatchObject({ total: 3, page: 1, limit: 20 });
    expect(all.body.data.users.map((u: { _id: string }) => u._id)).toEqual([third.userId, second.userId, first.userId]);
    expect(JSON.stringify(all.body)).not.toMatch(/password|argon2/i);
    const { stats } = all.body.data;
    expect(stats.total).toBe(stats.active + stats.inactive);
    expect(stats.admins).toBeGreaterThanOrEqual(2);

    const byEmail = await api('GET', `/auth/users?search=${encodeURIComponent(second.email.toUpperCase())}`, {
      token: adminToken,
    });
    expect(byEmail.body.data.users.map((u: { _id: string }) => u._id)).toEqual([second.userId]);

    const page2 = await api('GET', `/auth/users?search=${marker}&limit=2&page=2`, { token: adminToken });
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(page2.body.data.users.map((u: { _id: string }) => u._id)).toEqual([first.userId]);

    expect(
      (await api('PUT', `/auth/user-status/${first.userId}`, { token: adminToken, body: { status: 'inactive' } }))
        .status,
    ).toBe(200);
    const inactive = await api('GET', `/auth/users?search=${marker}&status=inactive`, { token: adminToken });
    expect(inactive.body.data.users.map((u: { _id: string }) => u._id)).toEqual([first.userId]);
    const after = await api('GET', `/auth/users?search=${marker}`, { token: adminToken });
    expect(after.body.data.stats.inactive).toBeGreaterThanOrEqual(1);

    const promoted = await api('POST', '/auth/create-admin', {
      token: adminToken,
      body: { name: 'Whatever', email: third.email, mobile: '9876543210', password: 'ignored-pass' },
    });
    expect(promoted.status).toBe(200);
    const admins = await api('GET', `/auth/users?search=${marker}&role=admin`, { token: adminToken });
    expect(admins.body.data.users.map((u: { _id: string }) => u._id)).toEqual([third.userId]);
    const users = await api('GET', `/auth/users?search=${marker}&role=user&status=active`, { token: adminToken });
    expect(users.body.data.users.map((u: { _id: string }) => u._id)).toEqual([second.userId]);

    expectError(
      await api('GET', '/auth/users?status=gone', { token: adminToken }),
      400,
      'Status must be either "active" or "inactive"',
    );
    expectError(
      await api('GET', '/auth/users?role=root', { token: adminToken }),
      400,
      'Role must be either "user" or "admin"',
    );
    expectError(
      await api('GET', '/auth/users?limit=0', { token: adminToken }),
      400,
      'limit must be a whole number between 1 and 100',
    );
  });

  it("deactivation refuses the user's existing token at once and their sign-in; reactivation does not revive old tokens", async () => {
    const user = await register();
    expect((await api('GET', '/auth/me', { token: user.token })).status).toBe(200);

    const off = await api('PUT', `/auth/user-status/${user.userId}`, {
      token: adminToken,
      body: { status: 'inactive' },
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('User deactivated successfully');
    expect(off.body.data.user).toMatchObject({ _id: user.userId, status: 'inactive' });

    // Said with a code of its own, which the clients branch on (the message is for people).
    expectError(await api('GET', '/auth/me', { token: user.token }), 403, INACTIVE, 'ACCOUNT_INACTIVE');
    expectError(
      await api('POST', '/auth/signin', { body: { email: user.email, password: user.password } }),
      403,
      INACTIVE,
      'ACCOUNT_INACTIVE',
    );
    // A public route still answers, as for a guest.
    expect(
      (await api('POST', '/auth/forgot-password', { token: user.token, body: { email: newEmail() } })).status,
    ).toBe(200);
    await waitFor(
      async () => (await billingDb.collection('customers').findOne({ userId: user.userId }))?.status === 'inactive',
      {
        what: 'billing to see the deactivation',
      },
    );

    const on = await api('PUT', `/auth/user-status/${user.userId}`, { token: adminToken, body: { status: 'active' } });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('User activated successfully');
    expectError(await api('GET', '/auth/me', { token: user.token }), 401, SESSION_INVALID);
    const again = await api('POST', '/auth/signin', { body: { email: user.email, password: user.password } });
    expect(again.status).toBe(200);
    expect((await api('GET', '/auth/me', { token: again.body.data.token })).status).toBe(200);
  });

  it("deletion refuses the user's token at once, frees the email and tells billing", async () => {
    const user = await register();
    const deleted = await api('DELETE', `/auth/users/${user.userId}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('User deleted successfully');

    expectError(await api('GET', '/auth/me', { token: user.token }), 401, SESSION_INVALID);
    expectError(
      await api('POST', '/auth/signin', { body: { email: user.email, password: user.password } }),
      401,
      'Invalid email or password',
    );
    expectError(await api('DELETE', `/auth/users/${user.userId}`, { token: adminToken }), 404, 'User not found');
    await waitFor(
      async () => (await billingDb.collection('customers').findOne({ userId: user.userId }))?.deleted === true,
      {
        what: 'billing to see the deletion',
      },
    );

    const reborn = await register('Second Life', user.email);
    expect(reborn.userId).not.toBe(user.userId);
  });

  it('stops an admin from deactivating or deleting their own account', async () => {
    expectError(
      await api('PUT', `/auth/user-status/${adminId}`, { token: adminToken, body: { status: 'inactive' } }),
      400,
      'You cannot change the status of this account',
    );
    expectError(
      await api('DELETE', `/auth/users/${adminId}`, { token: adminToken }),
      400,
      'You cannot delete this account',
    );
    expect((await api('GET', '/auth/me', { token: adminToken })).body.data.user.status).toBe('active');
  });

  it('answers bad ids and statuses with 400 and unknown users with 404', async () => {
    expectError(
      await api('PUT', '/auth/user-status/not-an-id', { token: adminToken, body: { status: 'inactive' } }),
      400,
      'Invalid id "not-an-id": expected 24 hexadecimal characters',
    );
    expectError(
      await api('PUT', `/auth/user-status/${adminId}`, { token: adminToken, body: { status: 'paused' } }),
      400,
      'Status must be either "active" or "inactive"',
    );
    expectError(
      await api('PUT', `/auth/user-status/${adminId}`, { token: adminToken, body: {} }),
      400,
      'Status must be either "active" or "inactive"',
    );
    const nobody = new mongoose.Types.ObjectId().toHexString();
    expectError(
      await api('PUT', `/auth/user-status/${nobody}`, { token: adminToken, body: { status: 'inactive' } }),
      404,
      'User not found',
    );
    expectError(await api('DELETE', `/auth/users/${nobody}`, { token: adminToken }), 404, 'User not found');
  });

  it('creates an admin who can use admin routes, and promotes an existing user whose token gains admin at once', async () => {
    const email = newEmail('newadmin');
    const created = await api('POST', '/auth/create-admin', {
      token: adminToken,
      body: { name: 'New Admin', email, mobile: '9876543210', password: 'admin-pass' },
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Admin created successfully');
    expect(created.body.data.user).toMatchObject({ email, role: 'admin', isAdmin: true, status: 'active' });
    const signin = await api('POST', '/auth/signin', { body: { email, password: 'admin-pass' } });
    expect((await api('GET', '/auth/users?limit=1', { token: signin.body.data.token })).status).toBe(200);

    const user = await register();
    expectError(await api('GET', '/auth/users', { token: user.token }), 403, 'Admin access required');
    const promoted = await api('POST', '/auth/create-admin', {
      token: adminToken,
      body: { name: 'Ignored', email: user.email.toUpperCase(), mobile: '9876543210', password: 'ignored-pass' },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.message).toBe('User promoted to admin');
    expect(promoted.body.data.user).toMatchObject({
      _id: user.userId,
      role: 'admin',
      isAdmin: true,
      name: 'Test Viewer',
    });
    expect((await api('GET', '/auth/users?limit=1', { token: user.token })).status).toBe(200);

    expectError(
      await api('POST', '/auth/create-admin', {
        token: adminToken,
        body: { name: 'X', email: 'bad', mobile: '9876543210', password: 'admin-pass' },
      }),
      400,
      'Please enter a valid email address',
    );
  });
});
