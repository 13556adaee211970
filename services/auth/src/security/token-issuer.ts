import type { AccessTokenClaims } from '@streamhub/contracts';
import jwt from 'jsonwebtoken';
import { isAdminUser } from '../users/public-user';
import type { UserRecord } from '../users/user.record';

export const SESSION_TOKEN_SECONDS = 24 * 3_600;
/** "Keep me signed in". */
export const REMEMBER_ME_TOKEN_SECONDS = 30 * 24 * 3_600;

/** Signs access tokens (HS256) with the claims the gateway's guard reads. */
export class TokenIssuer {
  constructor(
    private readonly secret: string,
    private readonly ownerEmail: string,
  ) {}

  issue(user: UserRecord, lifetimeSeconds: number): string {
    const claims: AccessTokenClaims = {
      sub: user.id,
      email: user.email,
      role: user.role,
      isAdmin: isAdminUser(user, this.ownerEmail),
      tv: user.tokenVersion,
    };
    return jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: Math.max(1, Math.floor(lifetimeSeconds)) });
  }
}
