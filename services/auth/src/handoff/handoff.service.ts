import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AuthMessages,
  HANDOFF_TTL_SECONDS,
  type AuthResult,
  type ClientDevice,
  type HandoffReply,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { RedisClient } from '../security/redis-client';
import { DeviceSessionOpener } from '../device-sessions/device-session-opener';
import { SESSION_TOKEN_SECONDS } from '../security/token-issuer';
import { isAdminUser, toPublicUser } from '../users/public-user';
import type { UserRecord } from '../users/user.record';
import { UsersRepository } from '../users/users.repository';

/** Only the code's hash is stored: a Redis dump never holds a usable code. */
const keyOf = (code: string) => `auth:handoff:${createHash('sha256').update(code).digest('hex')}`;
/** base64url of 32 random bytes. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Carries an admin's session from the viewer app to the admin app (another origin, so another
 * storage): the viewer app asks for a one-time code for the signed-in admin, the admin app trades
 * it for a session of its own. Codes are random, short-lived and single use (taken with GETDEL),
 * and both ends check that the account is still an active admin.
 */
@Injectable()
export class HandoffService {
  constructor(
    private readonly redis: RedisClient,
    private readonly users: UsersRepository,
    private readonly deviceSessions: DeviceSessionOpener,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL'>,
  ) {}

  async create(principal: Principal | undefined): Promise<HandoffReply> {
    const user = await this.activeAdmin(principal?.userId, AuthMessages.adminRequired);
    const code = randomBytes(32).toString('base64url');
    await this.redis.redis.set(keyOf(code), user.id, 'EX', HANDOFF_TTL_SECONDS);
    return { code, expiresInSeconds: HANDOFF_TTL_SECONDS };
  }

  async redeem(rawCode: unknown, device?: ClientDevice): Promise<AuthResult> {
    const code = typeof rawCode === 'string' ? rawCode : '';
    if (!CODE_PATTERN.test(code)) throw ServiceError.unauthorized(AuthMessages.handoffInvalid);
    const userId = await this.redis.redis.getdel(keyOf(code));
    if (!userId) throw ServiceError.unauthorized(AuthMessages.handoffInvalid);
    const user = await this.activeAdmin(userId, AuthMessages.handoffInvalid);
    return {
      token: await this.deviceSessions.open(user, 'handoff', device, SESSION_TOKEN_SECONDS),
      user: toPublicUser(user, this.config.OWNER_ADMIN_EMAIL),
    };
  }

  /** The account as it is now: deactivated, demoted or deleted since does not count. */
  private async activeAdmin(userId: string | undefined, message: string): Promise<UserRecord> {
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.status !== 'active' || !isAdminUser(user, this.config.OWNER_ADMIN_EMAIL)) {
      throw ServiceError.forbidden(message);
    }
    return user;
  }
}
