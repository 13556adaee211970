import type { AuthResult } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

export interface SignInRequest {
  email: string;
  password: string;
}

function isAuthResult(value: unknown): value is AuthResult {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<AuthResult>;
  return typeof token === 'string' && token.length > 0 && typeof user === 'object' && user !== null;
}

/** POST /auth/signin → data.token, data.user; null when the answer has another shape. */
export async function signIn(request: SignInRequest): Promise<AuthResult | null> {
  const data = await api.post<unknown>('/auth/signin', request);
  return isAuthResult(data) ? data : null;
}
