import type { AuthResult } from '@streamhub/contracts';

export function isAuthResult(value: unknown): value is AuthResult {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<AuthResult>;
  return typeof token === 'string' && token.length > 0 && typeof user === 'object' && user !== null;
}
