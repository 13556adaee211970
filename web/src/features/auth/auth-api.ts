import type { AuthResult, ResetPasswordRequest, SigninRequest, SignupReply, SignupRequest } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** POST /auth/signin → data.token, data.user (the generated client types the reply). */
export async function signIn(request: SigninRequest): Promise<AuthResult | null> {
  // A 401 here means wrong credentials, not an expired session: no redirect.
  return dataOf(
    api.POST('/api/v1/auth/signin', { body: request, ...api.callOptions({ redirectOnUnauthorized: false }) }),
  );
}

/**
 * POST /auth/signup → data.email, the normalised address the OTP went to, and data.signupId, which
 * names this request so the code entered (or resent) is this request's own.
 */
export async function signUp(request: Required<SignupRequest>): Promise<SignupReply> {
  return dataOf(api.POST('/api/v1/auth/signup', { body: request }));
}

/** POST /auth/verify-signup-otp → the new account, signed in. */
export async function verifySignupOtp(pending: SignupReply, otp: string): Promise<AuthResult | null> {
  return dataOf(api.POST('/api/v1/auth/verify-signup-otp', { body: { ...withSignupId(pending), otp } }));
}

export async function resendSignupOtp(pending: SignupReply): Promise<void> {
  await api.POST('/api/v1/auth/resend-signup-otp', { body: withSignupId(pending) });
}

const withSignupId = ({ email, signupId }: SignupReply) => (signupId ? { email, signupId } : { email });

/** POST /auth/forgot-password; answers the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.POST('/api/v1/auth/forgot-password', { body: { email } });
}

export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await api.POST('/api/v1/auth/reset-password', { body: request });
}

/** POST /auth/not-me: the "this wasn't me" link of an account alert signs out every session. */
export async function signOutEverywhere(code: string): Promise<void> {
  await api.POST('/api/v1/auth/not-me', { body: { code }, ...api.callOptions({ redirectOnUnauthorized: false }) });
}
