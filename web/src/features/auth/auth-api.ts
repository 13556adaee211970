import type { AuthResult, ResetPasswordRequest, SigninRequest, SignupReply, SignupRequest } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

function isAuthResult(value: unknown): value is AuthResult {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<AuthResult>;
  return typeof token === 'string' && token.length > 0 && typeof user === 'object' && user !== null;
}

/** POST /auth/signin → data.token, data.user; null when the answer has another shape. */
export async function signIn(request: SigninRequest): Promise<AuthResult | null> {
  // A 401 here means wrong credentials, not an expired session: no redirect.
  const data = await api.post<unknown>('/auth/signin', request, { redirectOnUnauthorized: false });
  return isAuthResult(data) ? data : null;
}

/**
 * POST /auth/signup → data.email, the normalised address the OTP went to, and data.signupId, which
 * names this request so the code entered (or resent) is this request's own.
 */
export async function signUp(request: Required<SignupRequest>): Promise<SignupReply> {
  const data = await api.post<Partial<SignupReply> | null>('/auth/signup', request);
  return {
    email: typeof data?.email === 'string' ? data.email : request.email,
    signupId: typeof data?.signupId === 'string' ? data.signupId : '',
  };
}

/** POST /auth/verify-signup-otp → the new account, signed in; null when the answer has another shape. */
export async function verifySignupOtp(pending: SignupReply, otp: string): Promise<AuthResult | null> {
  const data = await api.post<unknown>('/auth/verify-signup-otp', { ...withSignupId(pending), otp });
  return isAuthResult(data) ? data : null;
}

export async function resendSignupOtp(pending: SignupReply): Promise<void> {
  await api.post('/auth/resend-signup-otp', withSignupId(pending));
}

const withSignupId = ({ email, signupId }: SignupReply) => (signupId ? { email, signupId } : { email });

/** POST /auth/forgot-password; answers the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/auth/forgot-password', { email });
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await api.post('/auth/reset-password', request);
}

/** POST /auth/not-me: the "this wasn't me" link of an account alert signs out every session. */
export async function signOutEverywhere(code: string): Promise<void> {
  await api.post('/auth/not-me', { code }, { redirectOnUnauthorized: false });
}
