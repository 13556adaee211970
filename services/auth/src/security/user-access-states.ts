import { userAccessStateKey, type UserAccessState } from '@streamhub/contracts';
import type { Redis } from 'ioredis';
import { isAdminUser } from '../users/public-user';
import type { UserRecord } from '../users/user.record';
import { REMEMBER_ME_TOKEN_SECONDS } from './token-issuer';

/**
 * Tells the gateway at once when a user's tokens stop being good (deactivated, deleted, password
 * changed) or their role changes. The key only has to outlive the longest token, because a token
 * older than that has expired anyway. A missing key is never read as "valid": the gateway then
 * asks this service, which writes the key again from the database (`refresh`). Signed-out device
 * sessions are part of the state (`revokedSessions`).
 */
export abstract class UserAccessStates {
  /** Writes and returns the current state of `user`. */
  abstract save(user: UserRecord): Promise<UserAccessState>;
  abstract markDeleted(userId: string): Promise<UserAccessState>;
}

const KEY_TTL_SECONDS = REMEMBER_ME_TOKEN_SECONDS + 24 * 3_600;

export function accessStateOf(user: UserRecord, ownerEmail: string, revokedSessions: string[] = []): UserAccessState {
  return {
    status: user.status,
    tokenVersion: user.tokenVersion,
    role: user.role,
    isAdmin: isAdminUser(user, ownerEmail),
    ...(revokedSessions.length > 0 ? { revokedSessions } : {}),
  };
}

/** Ids of the user's signed-out device sessions whose tokens have not expired yet (docs/devices.md). */
export type RevokedSessionsOf = (userId: string) => Promise<string[]>;

export class RedisUserAccessStates extends UserAccessStates {
  constructor(
    private readonly redis: Redis,
    private readonly ownerEmail: string,
    private readonly revokedSessionsOf: RevokedSessionsOf,
  ) {
    super();
  }

  /** Every write carries the signed-out sessions too, so no other change can revive their tokens. */
  async save(user: UserRecord): Promise<UserAccessState> {
    const state = accessStateOf(user, this.ownerEmail, await this.revokedSessionsOf(user.id));
    await this.redis.set(userAccessStateKey(user.id), JSON.stringify(state), 'EX', KEY_TTL_SECONDS);
    return state;
  }

  async markDeleted(userId: string): Promise<UserAccessState> {
    const state: UserAccessState = { deleted: true };
    await this.redis.set(userAccessStateKey(userId), JSON.stringify(state), 'EX', KEY_TTL_SECONDS);
    return state;
  }
}
