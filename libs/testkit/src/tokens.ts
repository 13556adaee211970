import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserRole } from '@streamhub/contracts';
import { testEnv, unique } from './env';

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

/** A fresh id in MongoDB's ObjectId format (24 hex digits), e.g. for a user or video that does not exist. */
export function newObjectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}

/** A new admin's token; the account exists only in the token, which the gateway trusts by its signature. */
export const adminToken = (): string =>
  signTestToken({ sub: newObjectId(), email: `${unique('admin')}@test.local`, role: 'admin' });

/** A new viewer's token, likewise. */
export const viewerToken = (): string =>
  signTestToken({ sub: newObjectId(), email: `${unique('user')}@test.local`, role: 'user' });
