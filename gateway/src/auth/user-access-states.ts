import { Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  userAccessStateKey,
  type AccessStateRequest,
  type AccessTokenClaims,
  type UserAccessState,
} from '@streamhub/contracts';
import { Upstream } from '../kafka/upstream';
import { AuthRedis } from './auth-redis';

/**
 * A user's current access state: what the auth service wrote to Redis (one GET per authenticated
 * request), or — when the key is missing — the auth service's answer from its database, which it
 * also writes back to Redis. A missing key never counts as "nothing happened to this user", so a
 * Redis that lost its data cannot revive deleted or deactivated users' tokens.
 */
@Injectable()
export class UserAccessStates {
  constructor(
    private readonly redis: AuthRedis,
    private readonly upstream: Upstream,
  ) {}

  async get(userId: string): Promise<UserAccessState> {
    const raw = await this.redis.client.get(userAccessStateKey(userId));
    if (raw) return JSON.parse(raw) as UserAccessState;
    const body: AccessStateRequest = { userId };
    return this.upstream.send(AuthPatterns.accessState, body);
  }
}

export type TokenVerdict = 'valid' | 'revoked' | 'inactive';

/**
 * Whether a correctly signed token still stands: the user must exist, be active, the token must
 * not predate the user's current token version (raised by password changes and deactivation), and
 * its device session must not have been signed out (docs/devices.md).
 */
export function judgeToken(claims: Pick<AccessTokenClaims, 'tv' | 'sid'>, state: UserAccessState): TokenVerdict {
  if (state.deleted) return 'revoked';
  if (state.status !== 'active') return 'inactive';
  if (state.tokenVersion > (claims.tv ?? 0)) return 'revoked';
  if (claims.sid !== undefined && state.revokedSessions?.includes(claims.sid)) return 'revoked';
  return 'valid';
}

/** Token claims the gateway insists on: a subject, and both an issue and an expiry time. */
export function hasRequiredClaims(claims: Partial<AccessTokenClaims>): claims is AccessTokenClaims & {
  iat: number;
  exp: number;
} {
  return (
    typeof claims.sub === 'string' &&
    claims.sub.length > 0 &&
    claims.sub.length <= 64 &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp) &&
    (claims.exp as number) > (claims.iat as number)
  );
}
