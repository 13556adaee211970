import { afterAll, describe, expect, it } from 'vitest';
import {
  AuthMessages,
  BillingPatterns,
  CatalogPatterns,
  DownloadPatterns,
  type BillingCustomer,
  type StoredDownload,
  type PublicUser,
  type UserList,
} from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  createVideo,
  mailsTo,
  newViewer,
  rpc,
  signUpVerifiedUser,
  unique,
  waitFor,
  type TestViewer,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

afterAll(async () => {
  await closeRpc();
});

/** The stack under test runs with a short grace period (scripts/test.sh), so erasure can be watched. */
const GRACE_SECONDS = Number(process.env.ACCOUNT_DELETION_GRACE_SECONDS);
const SUBJECT = 'Your StreamHub account deletion request';

async function requestDeletion(viewer: TestViewer) {
  return api('POST', '/auth/account/deletion', { token: viewer.token, body: { password: viewer.password } });
}

async function findUser(email: string, status?: string): Promise<PublicUser | undefined> {
  const query = `search=${encodeURIComponent(email)}${status ? `&status=${status}` : ''}`;
  const res = await api('GET', `/auth/users?${query}`, { token: await adminToken() });
  expect(res.status).toBe(200);
  return (res.body.data as UserList).users.find((u) => u.email === email);
}

describe('account deletion requested by its owner', () => {
  it('needs a signed-in user and the right password', async () => {
    expect((await api('POST', '/auth/account/deletion', { body: { password: 'x' } })).status).toBe(401);
    const viewer = await newViewer();
    const missing = await api('POST', '/auth/account/deletion', { token: viewer.token, body: {} });
    expectError(missing, 400, AuthMessages.deletionPasswordRequired);
    const wrong = await api('POST', '/auth/account/deletion', { token: viewer.token, body: { password: 'nope-nope' } });
    expectError(wrong, 400, AuthMessages.deletionPasswordIncorrect);
    const notText = await api('POST', '/auth/account/deletion', { token: viewer.token, body: { password: 12345678 } });
    expect(notText.status).toBe(400);
    // Nothing happened: the account still works.
    expect((await api('GET', '/auth/me', { token: viewer.token })).status).toBe(200);
  });

  it('closes the account at once, acknowledges by mail, shows it to admins, then erases it after the grace period', async () => {
    expect(GRACE_SECONDS, 'start the stack with ACCOUNT_DELETION_GRACE_SECONDS of a few seconds').toBeLessThan(60);
    const viewer = await newViewer();
    const video = await createVideo({ videoTitle: unique('Kept '), genre: 'drama' });
    expect((await api('POST', '/watchlist', { token: viewer.token, body: { videoId: video._id } })).status).toBe(201);
    const principal = { userId: viewer.userId, email: viewer.email, role: 'user' as const, isAdmin: false };
    // A download licence, granted as the gateway does once the title's checks passed (docs/offline.md).
    const downloads = async () =>
      (await rpc<{ downloads: StoredDownload[] }>(DownloadPatterns.list, { revokedSessions: [] }, principal)).downloads;
    await rpc<StoredDownload>(
      DownloadPatterns.grant,
      {
        videoId: video._id,
        title: video.videoTitle,
        quality: 'saver',
        height: 360,
        device: { id: unique('device-'), name: 'Phone' },
        allowance: { titles: 5, devices: 2 },
        revokedSessions: [],
      },
      principal,
    );
    expect(await downloads()).toHaveLength(1);

    const res = await requestDeletion(viewer);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(AuthMessages.deletionRequested(1));
    const { requestedAt, eraseAfter } = res.body.data.deletion as { requestedAt: string; eraseAfter: string };
    expect(Date.parse(eraseAfter) - Date.parse(requestedAt)).toBe(GRACE_SECONDS * 1_000);

    // Signed out everywhere, and no new session.
    expect([401, 403]).toContain((await api('GET', '/auth/me', { token: viewer.token })).status);
    const signin = await api('POST', '/auth/signin', { body: { email: viewer.email, password: viewer.password } });
    expectError(signin, 403, AuthMessages.accountPendingDeletion);

    const ack = await waitFor(async () => (await mailsTo(viewer.email)).find((m) => m.subject === SUBJECT), {
      what: 'the acknowledgement mail',
    });
    expect(ack.text).toMatch(/fully removed within 1 day/);
    expect(ack.text).toMatch(/Payment records are kept for legal reasons/);

    // Erased after the grace period by the deletion job: gone from auth, anonymised in billing,
    // the watchlist and the download licences removed in catalog, and the address free to sign up again.
    await waitFor(async () => !(await findUser(viewer.email)), { timeoutMs: 20_000, what: 'the account to be erased' });
    const customer = await waitFor(
      async () => {
        const c = await rpc<BillingCustomer>(BillingPatterns.getCustomer, { userId: viewer.userId });
        return c.deleted && c.email === '' ? c : undefined;
      },
      { what: 'billing to anonymise the customer' },
    );
    expect(customer).toMatchObject({ name: 'Deleted user', email: '', mobile: '', deleted: true });
    await waitFor(
      async () => (await rpc<{ videos: unknown[] }>(CatalogPatterns.listWatchlist, {}, principal)).videos.length === 0,
      { what: 'the watchlist to be erased' },
    );
    await waitFor(async () => (await downloads()).length === 0, { what: 'the download licences to be erased' });
    const again = await signUpVerifiedUser({
      name: 'Again',
      email: viewer.email,
      mobile: '9876543210',
      password: 'again-pass',
    });
    expect(again.userId).not.toBe(viewer.userId);
  });

  it('lists pending deletions for admins; activating the account withdraws the request', async () => {
    const [viewer, control] = await Promise.all([newViewer(), newViewer()]);
    const admin = await adminToken();
    expect((await requestDeletion(viewer)).status).toBe(201);

    const pending = await findUser(viewer.email, 'pending_deletion');
    expect(pending).toMatchObject({ status: 'inactive', deletion: { requestedAt: expect.any(String) } });
    const list = await api('GET', '/auth/users?status=pending_deletion', { token: admin });
    expect((list.body.data as UserList).stats.pendingDeletion).toBeGreaterThanOrEqual(1);

    const activated = await api('PUT', `/auth/user-status/${viewer.userId}`, {
      token: admin,
      body: { status: 'active' },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data.user.deletion).toBeUndefined();
    expect(await findUser(viewer.email, 'pending_deletion')).toBeUndefined();

    // A request made after this one is erased once the job has run past this one's date too;
    // the withdrawn account must still be there and usable then.
    expect((await requestDeletion(control)).status).toBe(201);
    await waitFor(async () => !(await findUser(control.email)), {
      timeoutMs: 20_000,
      what: 'the later request to be erased',
    });
    expect(await findUser(viewer.email)).toMatchObject({ status: 'active' });
    const signin = await api('POST', '/auth/signin', { body: { email: viewer.email, password: viewer.password } });
    expect(signin.status).toBe(200);
  });
});
