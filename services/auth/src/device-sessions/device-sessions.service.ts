import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  AuthMessages,
  DEVICE_SESSION_ID_PATTERN,
  DeviceSessionLimits,
  DeviceSessionMessages,
  deviceSessionsSeenKey,
  type ClientDevice,
  type DeviceSession,
  type DeviceSessionKind,
  type DeviceSessionList,
  type Principal,
  type SignOutOthersReply,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { Clock } from '../security/clock';
import { RedisClient } from '../security/redis-client';
import { TokenIssuer } from '../security/token-issuer';
import { UserAccessStates } from '../security/user-access-states';
import type { UserRecord } from '../users/user.record';
import { UsersRepository } from '../users/users.repository';
import { DeviceSessionOpener } from './device-session-opener';
import { DeviceSessionsRepository, type DeviceSessionRecord } from './device-sessions.repository';

/** A sign-in that did not say which device it was (an older client). */
const UNNAMED_DEVICE = 'Unknown device';

/**
 * Device sessions (docs/devices.md): every sign-in opens one and its tokens carry its id; the
 * account holder lists them and signs out one or all others. A signed-out session's id goes into
 * the user's access state in Redis, which every gateway replica reads on every request, so its
 * tokens stop working at once everywhere.
 */
@Injectable()
export class DeviceSessionsService extends DeviceSessionOpener {
  constructor(
    private readonly sessions: DeviceSessionsRepository,
    private readonly users: UsersRepository,
    private readonly tokens: TokenIssuer,
    private readonly states: UserAccessStates,
    private readonly redis: RedisClient,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Opens a device session for a sign-in and signs its first access token. */
  async open(
    user: UserRecord,
    kind: DeviceSessionKind,
    device: ClientDevice | undefined,
    lifetimeSeconds: number,
  ): Promise<string> {
    const now = this.clock.now();
    const seconds = Math.max(1, Math.floor(lifetimeSeconds));
    const session: DeviceSessionRecord = {
      id: randomBytes(16).toString('base64url'),
      userId: user.id,
      kind,
      name: (device?.name || UNNAMED_DEVICE).slice(0, DeviceSessionLimits.nameMaxLength),
      deviceId: device?.id ?? '',
      place: device?.place ?? '',
      signedInAt: now,
      tokenVersion: user.tokenVersion,
      expiresAt: new Date(now.getTime() + seconds * 1_000),
      signedOutAt: null,
    };
    await this.sessions.create(session);
    return this.tokens.issue(user, seconds, session.id);
  }

  async list(principal: Principal | undefined): Promise<DeviceSessionList> {
    const user = await this.caller(principal);
    const now = this.clock.now();
    const [live, seen] = await Promise.all([
      this.sessions.active(user.id, user.tokenVersion, now),
      this.redis.redis.hgetall(deviceSessionsSeenKey(user.id)),
    ]);
    return { sessions: live.map((s) => this.view(s, seen[s.id], principal?.sessionId)) };
  }

  async signOut(principal: Principal | undefined, rawId: unknown): Promise<DeviceSessionList> {
    const user = await this.caller(principal);
    const id = typeof rawId === 'string' && DEVICE_SESSION_ID_PATTERN.test(rawId) ? rawId : '';
    if (!id || !(await this.sessions.signOut(user.id, id, this.clock.now()))) {
      throw ServiceError.notFound(DeviceSessionMessages.notFound);
    }
    await this.publishRevocations(user);
    return this.list(principal);
  }

  /** Ends every session of the account but the caller's own. */
  async signOutOthers(principal: Principal | undefined): Promise<SignOutOthersReply> {
    const user = await this.caller(principal);
    const signedOut = await this.sessions.signOutAllBut(user.id, principal?.sessionId, this.clock.now());
    if (signedOut > 0) await this.publishRevocations(user);
    return { signedOut };
  }

  /**
   * Writes the user's access state again with the signed-out sessions in it. Past the list's bound
   * the account's token version is raised instead: every session ends, so the state stays small.
   */
  private async publishRevocations(user: UserRecord): Promise<void> {
    const revoked = await this.sessions.revokedIds(user.id, this.clock.now());
    if (revoked.length > DeviceSessionLimits.revokedListMax) {
      const raised = await this.users.revokeTokens(user.id);
      await this.states.save(raised ?? user);
      return;
    }
    await this.states.save(user);
  }

  private view(session: DeviceSessionRecord, seenMs: string | undefined, currentId: string | undefined): DeviceSession {
    const seen = Number(seenMs);
    const lastSeen = Number.isFinite(seen) && seen > session.signedInAt.getTime() ? new Date(seen) : session.signedInAt;
    return {
      id: session.id,
      name: session.name,
      kind: session.kind,
      signedInAt: session.signedInAt.toISOString(),
      lastSeenAt: lastSeen.toISOString(),
      place: session.place,
      current: session.id === currentId,
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  private async caller(principal: Principal | undefined): Promise<UserRecord> {
    const user = principal ? await this.users.findById(principal.userId) : null;
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    return user;
  }
}
