import { userAccessStateKey, type UserAccessState } from '@streamhub/contracts';
import type { Redis } from 'ioredis';
import { isAdminUser } from '../users/public-user';
import type { UserRecord } from '../users/user.record';
import { REMEMBER_ME_TOKEN_SECONDS } from './token-issuer';

/**
 * Tells the gateway at once when a user's tokens stop being good (deactivated, deleted, password
 * changed) or their role changes. The key only has to outlive the longest token, because a token
 * older than that has expired anyway. A missing key is never read as "valid": the gateway then
 * asks this service, which writes the key again from the database (`refresh`).
 */
export abstract class UserAccessStates {
  /** Writes and returns the current state of `user`. */
  abstract save(user: UserRecord): Promise<UserAccessState>;
  abstract markDeleted(userId: string): Promise<UserAccessState>;
}

const KEY_TTL_SECONDS = REMEMBER_ME_TOKEN_SECONDS + 24 * 3_600;

export function accessStateOf(user: UserRecord, ownerEmail: string): UserAccessState {
  return {
    status: user.status,
    tokenVersion: user.tokenVersion,
    role: user.role,
    isAdmin: isAdminUser(user, ownerEmail),
  };
}

export class RedisUserAccessStates extends UserAccessStates {
  constructor(
    private readonly redis: Redis,
    private readonly ownerEmail: string,
  ) {
    super();
  }

  async save(user: UserRecord): Promise<UserAccessState> {
    const state = accessStateOf(user, this.ownerEmail);
    await this.redis.set(userAccessStateKey(user.id), JSON.stringify(state), 'EX', KEY_TTL_SECONDS);
    return state;
  }

  async markDeleted(userId: string): Promise<UserAccessState> {
    const state: UserAccessState = { deleted: true };
    await this.redis.set(userAccessStateKey(userId), JSON.stringify(state), 'EX', KEY_TTL_SECONDS);
    return state;
  }
}
