import { api, unique, waitForOtp } from '@streamhub/testkit';

/** The seeded demo admin (auth seeds it at start; see the Accounts API contract). */
export const DEMO_ADMIN = { email: 'admin@streamhub.local', password: 'Admin@123' };

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
  const signup = await api('POST', '/auth/signup', { body: account });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const otp = await waitForOtp(account.email);
  const verified = await api('POST', '/auth/verify-signup-otp', { body: { email: account.email, otp } });
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { ...account, id: verified.body.data.user._id, token: verified.body.data.token };
}
