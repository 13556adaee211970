import type { AuthResult } from '@streamhub/contracts';
import { allAccessEvent, publishEvent, signInAs, signUpVerifiedUser, unique } from '@streamhub/testkit';

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
