import type { AuthResult, PublicUser } from '@streamhub/contracts';

/** GET /auth/me answers either `data.user` or the user itself as `data`. */
export function extractUser(data: unknown): PublicUser | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = 'user' in data ? (data as { user: unknown }).user : data;
  if (typeof candidate !== 'object' || candidate === null || !('_id' in candidate)) return null;
  return candidate as PublicUser;
}

export function isAuthResult(value: unknown): value is AuthResult {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<AuthResult>;
  return typeof token === 'string' && token.length > 0 && typeof user === 'object' && user !== null;
}
