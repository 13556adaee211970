import { PRIVACY_NOTICE_VERSION, type AuthResult, type SignupConsent } from '@streamhub/contracts';
import { api, apiData } from './http';
import { waitForOtp } from './mail';

/** The demo admin the auth service seeds at start (the stack's DEMO_ADMIN_* when set). */
export const DEMO_ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@streamhub.local',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'Admin@123',
};

export interface SignupDetails {
  name: string;
  email: string;
  mobile: string;
  password: string;
  /** What the sign-up agrees to; by default the notice in force, 18+, and personalised rows but no marketing. */
  consent?: Partial<SignupConsent>;
}

/** The consent a test sign-up sends unless it says otherwise. */
export const TEST_SIGNUP_CONSENT: SignupConsent = {
  noticeVersion: PRIVACY_NOTICE_VERSION,
  adult: true,
  marketing: false,
  personalisation: true,
};

/** Signs up through the API and verifies the mailed code; throws when either step is refused. */
export async function signUpVerifiedUser(details: SignupDetails): Promise<{ token: string; userId: string }> {
  const signup = await api('POST', '/auth/signup', {
    body: { ...details, consent: { ...TEST_SIGNUP_CONSENT, ...details.consent } },
  });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const otp = await waitForOtp(details.email);
  const verified = await apiData<AuthResult>('POST', '/auth/verify-signup-otp', {
    body: { email: details.email, otp },
  });
  return { token: verified.token, userId: verified.user._id };
}

/** Signs in through the API; throws unless the sign-in is accepted. */
export async function signInAs(credentials: { email: string; password: string }): Promise<AuthResult> {
  return apiData<AuthResult>('POST', '/auth/signin', { body: credentials });
}
