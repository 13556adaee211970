import type { BrowserContext, Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import { allAccessEvent, api, publishEvent, signInAs, signUpVerifiedUser, unique, waitFor } from '@streamhub/testkit';
import { ADMIN_URL, seedSession } from './browser';

export { DEMO_ADMIN } from '@streamhub/testkit';

export interface TestAccount {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** Fresh, never-registered sign-up details. */
export function newAccount(prefix = 'e2e'): TestAccount {
  const id = unique(prefix);
  return {
    name: `E2E ${id}`,
    email: `${id}@example.com`,
    mobile: `9${String(Date.now()).slice(-9)}`,
    password: `Pw-${id}`,
  };
}

/** Registers and verifies an account through the API (OTP read from maildev), for tests about other screens. */
export async function createVerifiedAccount(prefix?: string): Promise<TestAccount & { id: string; token: string }> {
  const account = newAccount(prefix);
  const { userId, token } = await signUpVerifiedUser(account);
  return { ...account, id: userId, token };
}

/** A verified viewer, signed in, with a live all-access subscription (plan `planCode`, of `tier` when given). */
export async function subscribedViewer(
  prefix: string,
  planCode = 'E2E_ALL',
  tier?: Parameters<typeof allAccessEvent>[2],
): Promise<AuthResult> {
  const account = await createVerifiedAccount(prefix);
  const viewer = await signInAs({ email: account.email, password: account.password });
  await publishEvent(allAccessEvent(viewer.user._id, planCode, tier));
  return viewer;
}

/** The session both apps keep for `token`: the token and its user as GET /auth/me returns it. */
export async function sessionOf(token: string): Promise<AuthResult> {
  const me = await api('GET', '/auth/me', { token });
  return { token, user: me.body.data.user ?? me.body.data };
}

/** Registers and verifies a fresh account and signs it into every page of `context`; returns the account. */
export async function signInNewViewer(
  context: BrowserContext,
  prefix: string,
): Promise<TestAccount & { id: string; token: string }> {
  const account = await createVerifiedAccount(prefix);
  await seedSession(context, await sessionOf(account.token));
  return account;
}

/**
 * Waits until the viewer of `token` may play `videoId` (the video's read lists its sources): their
 * subscription has reached the access check.
 */
export async function waitUntilEntitled(videoId: string, token: string): Promise<void> {
  await waitFor(
    async () => {
      const res = await api('GET', `/videos/${videoId}`, { token });
      return (res.body?.data?.video as Video | undefined)?.sources.length ? true : undefined;
    },
    { timeoutMs: 20_000, what: 'the subscription to reach the access check' },
  );
}

/** Opens the admin app at `path` (`/admin/movies`) signed in as `admin` (its session seeded, no sign-in screen). */
export async function openAdminAs(page: Page, admin: AuthResult, path: string): Promise<void> {
  await seedSession(page.context(), admin);
  await page.goto(`${ADMIN_URL}${path}`);
}
