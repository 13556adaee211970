import { signUpVerifiedUser, unique } from '@streamhub/testkit';

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
