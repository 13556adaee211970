import type { AccessTokenClaims, ProfileTokenClaims } from '@streamhub/contracts';
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

  /** `sessionId`: the device session the token belongs to (docs/devices.md). */
  issue(user: UserRecord, lifetimeSeconds: number, sessionId?: string): string {
    const claims: AccessTokenClaims = {
      sub: user.id,
      email: user.email,
      role: user.role,
      isAdmin: isAdminUser(user, this.ownerEmail),
      tv: user.tokenVersion,
      ...(sessionId ? { sid: sessionId } : {}),
    };
    return jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: Math.max(1, Math.floor(lifetimeSeconds)) });
  }

  /**
   * Signs a profile token: which profile of the account is active (and, with `pinAt`, when the
   * account PIN was entered). It carries the token version, so a password change ends it too, and
   * the profile's version, so a PIN lock, a lower limit or a new account PIN end it at once.
   */
  issueProfile(
    user: UserRecord,
    profile: { id: string; version?: number },
    lifetimeSeconds: number,
    pinAt?: number,
  ): string {
    const claims: ProfileTokenClaims = {
      sub: user.id,
      pid: profile.id,
      typ: 'profile',
      tv: user.tokenVersion,
      pv: profile.version ?? 0,
      ...(pinAt !== undefined ? { pinAt } : {}),
    };
    return jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: Math.max(1, Math.floor(lifetimeSeconds)) });
  }
}
