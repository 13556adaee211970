import { Injectable } from '@nestjs/common';
import { userAccessStateKey, type AccessTokenClaims, type UserAccessState } from '@streamhub/contracts';
import { AuthRedis } from './auth-redis';

/** Reads what the auth service wrote about a user (one GET per authenticated request). */
@Injectable()
export class UserAccessStates {
  constructor(private readonly redis: AuthRedis) {}

  async get(userId: string): Promise<UserAccessState | null> {
    const raw = await this.redis.client.get(userAccessStateKey(userId));
    return raw ? (JSON.parse(raw) as UserAccessState) : null;
  }
}

export type TokenVerdict = 'valid' | 'revoked' | 'inactive';

/**
 * Whether a correctly signed token still stands: the user must exist, be active, and the token must
 * not predate the user's current token version (raised by password changes and deactivation).
 * No state means nothing happened to the user since the token was issued.
 */
export function judgeToken(claims: Pick<AccessTokenClaims, 'tv'>, state: UserAccessState | null): TokenVerdict {
  if (!state) return 'valid';
  if (state.deleted) return 'revoked';
  if (state.status !== 'active') return 'inactive';
  if (state.tokenVersion > (claims.tv ?? 0)) return 'revoked';
  return 'valid';
}
