import jwt from 'jsonwebtoken';
import type { UserRole } from '@streamhub/contracts';
import { testEnv } from './env';

/**
 * Signs an access token the way the auth service does, for tests that need a caller of a given
 * role without going through sign-up. `secret` and `expiresIn` let tests forge bad tokens too.
 */
export function signTestToken(
  claims: { sub: string; email: string; role: UserRole; isAdmin?: boolean },
  { secret = testEnv.jwtSecret, expiresIn = 600 }: { secret?: string; expiresIn?: number } = {},
): string {
  return jwt.sign({ ...claims, isAdmin: claims.isAdmin ?? claims.role === 'admin' }, secret, {
    algorithm: 'HS256',
    expiresIn,
  });
}
