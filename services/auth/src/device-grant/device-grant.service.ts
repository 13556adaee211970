import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AuthMessages,
  DeviceGrantLimits,
  DeviceGrantMessages,
  formatUserCode,
  normalizeUserCode,
  ProfileMessages,
  ServiceErrorCode,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  type ApproveDeviceRpcRequest,
  type DeviceCodeReply,
  type DeviceRequest,
  type DeviceTokenReply,
  type DeviceTokenRequest,
  type Principal,
  type StartDeviceSignInRpcRequest,
  type UserCodeRpcRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { HouseholdsRepository } from '../households/households.repository';
import { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import { Clock } from '../security/clock';
import { RateLimits } from '../security/rate-limits';
import { RedisClient } from '../security/redis-client';
import { DeviceSessionOpener } from '../device-sessions/device-session-opener';
import { SESSION_TOKEN_SECONDS } from '../security/token-issuer';
import { toPublicUser } from '../users/public-user';
import { UsersRepository } from '../users/users.repository';

type GrantStatus = DeviceRequest['status'];

/** One device's request to sign in, as kept in Redis (a hash) under the device code's hash. */
interface Grant {
  userCode: string;
  deviceName: string;
  /** Coarse: the network the TV asked from (its device session shows it). */
  place?: string;
  status: GrantStatus;
  requestedAt: number;
  expiresAt: number;
  userId?: string;
  profileId?: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Only hashes of device codes are stored: a Redis dump never holds a code a TV could poll with. */
const grantKey = (deviceCodeHash: string) => `auth:device:grant:${deviceCodeHash}`;
const userCodeKey = (userCode: string) => `auth:device:user:${userCode}`;
const pollKey = (deviceCodeHash: string) => `auth:device:poll:${deviceCodeHash}`;
/** base64url of 32 random bytes. */
const DEVICE_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A grant outlives its codes by an hour, so a late poll hears `expired_token` rather than "unknown". */
const GRANT_TOMBSTONE_SECONDS = 3_600;

/**
 * The Device Authorization Grant (RFC 8628) for TVs and other devices without a keyboard. The TV
 * gets a secret device code and a short user code; a signed-in account holder approves the user
 * code at /activate; the TV's poll then gets a session of that account. A user code is single use
 * (approving or declining removes it) and lives 10 minutes; lookups count against the account's and
 * the address's secret-check budgets. The arithmetic is in docs/devices.md.
 */
@Injectable()
export class DeviceGrantService {
  private readonly logger = new Logger(DeviceGrantService.name);

  constructor(
    private readonly redis: RedisClient,
    private readonly users: UsersRepository,
    private readonly households: HouseholdsRepository,
    private readonly deviceSessions: DeviceSessionOpener,
    private readonly limits: RateLimits,
    private readonly alerts: OwnerAlertsService,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL' | 'WEB_APP_URL'>,
  ) {}

  async start(request: StartDeviceSignInRpcRequest): Promise<DeviceCodeReply> {
    const label = typeof request?.clientName === 'string' ? request.clientName.trim() : '';
    const deviceName = (label || request?.device?.name || 'A device').slice(0, DeviceGrantLimits.clientNameMaxLength);
    const deviceCode = randomBytes(32).toString('base64url');
    const hash = sha256(deviceCode);
    const now = this.clock.now().getTime();
    const ttl = DeviceGrantLimits.codeSeconds;
    const userCode = await this.claimUserCode(hash, ttl);
    const grant: Grant = {
      userCode,
      deviceName,
      ...(request?.device?.place ? { place: request.device.place } : {}),
      status: 'pending',
      requestedAt: now,
      expiresAt: now + ttl * 1000,
    };
    await this.redis.redis
      .multi()
      .hset(grantKey(hash), toHash(grant))
      .expire(grantKey(hash), ttl + GRANT_TOMBSTONE_SECONDS)
      .exec();
    const verificationUri = `${this.config.WEB_APP_URL.replace(/\/+$/, '')}/activate`;
    return {
      deviceCode,
      userCode: formatUserCode(userCode),
      verificationUri,
      verificationUriComplete: `${verificationUri}?code=${formatUserCode(userCode)}`,
      expiresIn: ttl,
      interval: DeviceGrantLimits.pollIntervalSeconds,
    };
  }

  /**
   * The TV's poll (RFC 8628 §3.4–3.5): `authorization_pending` until a decision, `slow_down` for a
   * poll within the interval, `access_denied`, `expired_token`; once approved, a session, once.
   */
  async token(request: DeviceTokenRequest): Promise<DeviceTokenReply> {
    const deviceCode = typeof request?.deviceCode === 'string' ? request.deviceCode : '';
    if (!DEVICE_CODE_PATTERN.test(deviceCode)) throw ServiceError.invalid(DeviceGrantMessages.deviceCodeInvalid);
    const hash = sha256(deviceCode);
    const interval = DeviceGrantLimits.pollIntervalSeconds;
    const first = await this.redis.redis.set(pollKey(hash), '1', 'EX', interval, 'NX');
    const grant = fromHash(await this.redis.redis.hgetall(grantKey(hash)));
    if (!grant) throw ServiceError.invalid(DeviceGrantMessages.deviceCodeInvalid);
    if (first !== 'OK') throw rfcError(DeviceGrantMessages.slowDown, 'slow_down', interval);
    if (grant.status === 'denied') {
      await this.redis.redis.del(grantKey(hash));
      throw rfcError(DeviceGrantMessages.denied, 'access_denied');
    }
    if (this.clock.now().getTime() >= grant.expiresAt) throw rfcError(DeviceGrantMessages.expired, 'expired_token');
    if (grant.status !== 'approved' || !grant.userId)
      throw rfcError(DeviceGrantMessages.pending, 'authorization_pending');
    // DEL is atomic: of two polls racing for one approval, only one removes the grant and signs in.
    if ((await this.redis.redis.del(grantKey(hash))) !== 1)
      throw rfcError(DeviceGrantMessages.expired, 'expired_token');
    const user = await this.users.findById(grant.userId);
    if (!user || user.status !== 'active' || user.deletion) throw rfcError(DeviceGrantMessages.denied, 'access_denied');
    const device = { id: `device-grant-${hash.slice(0, 22)}`, name: grant.deviceName, place: grant.place };
    this.alerts.signedIn(user, device);
    this.logger.log(`device "${grant.deviceName}" signed in to account ${user.id} with a code`);
    return {
      token: await this.deviceSessions.open(user, 'device-code', device, SESSION_TOKEN_SECONDS),
      user: toPublicUser(user, this.config.OWNER_ADMIN_EMAIL),
      profileId: grant.profileId ?? null,
    };
  }

  /** What the approval screen shows: which device asks, and until when. */
  async describe(
    principal: Principal | undefined,
    request: UserCodeRpcRequest,
    address?: string,
  ): Promise<DeviceRequest> {
    const { grant } = await this.pendingGrant(principal, request?.userCode, address);
    return view(grant);
  }

  async approve(
    principal: Principal | undefined,
    request: ApproveDeviceRpcRequest,
    address?: string,
  ): Promise<DeviceRequest> {
    const { userId, hash, grant } = await this.pendingGrant(principal, request?.userCode, address);
    const profileId =
      typeof request?.profileId === 'string' && request.profileId !== '' ? request.profileId : undefined;
    if (profileId) {
      const household = await this.households.find(userId);
      const known = profileId === userId || household?.profiles.some((p) => p.id === profileId);
      if (!known) throw ServiceError.notFound(ProfileMessages.notFound);
    }
    return this.decide(hash, grant, 'approved', { userId, ...(profileId ? { profileId } : {}) });
  }

  async deny(principal: Principal | undefined, request: UserCodeRpcRequest, address?: string): Promise<DeviceRequest> {
    const { userId, hash, grant } = await this.pendingGrant(principal, request?.userCode, address);
    return this.decide(hash, grant, 'denied', { userId });
  }

  /**
   * The decision is taken once: the user code's key is removed with an atomic GETDEL-like DEL, and
   * only the caller that removed it writes the grant, so two phones cannot both decide.
   */
  private async decide(
    hash: string,
    grant: Grant,
    status: Exclude<GrantStatus, 'pending'>,
    fields: Pick<Grant, 'userId' | 'profileId'>,
  ): Promise<DeviceRequest> {
    if ((await this.redis.redis.del(userCodeKey(grant.userCode))) !== 1) {
      throw ServiceError.notFound(DeviceGrantMessages.userCodeInvalid);
    }
    const decided: Grant = { ...grant, ...fields, status };
    await this.redis.redis.hset(grantKey(hash), toHash(decided));
    return view(decided);
  }

  /** The pending grant a typed user code names, counted as a secret check for the account and the address. */
  private async pendingGrant(
    principal: Principal | undefined,
    rawCode: unknown,
    address: string | undefined,
  ): Promise<{ userId: string; hash: string; grant: Grant }> {
    if (!principal) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    const userCode = normalizeUserCode(rawCode);
    await this.limits.beforeSecretCheck('device-code', principal.userId, address);
    const hash = userCode ? await this.redis.redis.get(userCodeKey(userCode)) : null;
    const grant = hash ? fromHash(await this.redis.redis.hgetall(grantKey(hash))) : null;
    if (!hash || !grant || grant.status !== 'pending' || this.clock.now().getTime() >= grant.expiresAt) {
      throw ServiceError.notFound(DeviceGrantMessages.userCodeInvalid);
    }
    await this.limits.secretAccepted('device-code', principal.userId, address);
    return { userId: principal.userId, hash, grant };
  }

  /** A fresh user code, reserved for this device code (SET NX: two devices never share a live code). */
  private async claimUserCode(deviceCodeHash: string, ttl: number): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = Array.from(
        { length: USER_CODE_LENGTH },
        () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)],
      ).join('');
      if ((await this.redis.redis.set(userCodeKey(code), deviceCodeHash, 'EX', ttl, 'NX')) === 'OK') return code;
    }
    // 5 collisions in a row among 2.56e10 codes means the store is not what it seems.
    throw new ServiceError(ServiceErrorCode.Unavailable, AuthMessages.limitsUnavailable);
  }
}

/** RFC 8628 §3.5's errors are 400s with the RFC's error code. */
function rfcError(
  message: string,
  code: 'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied',
  retryAfter?: number,
): ServiceError {
  return new ServiceError(ServiceErrorCode.Invalid, message, code, retryAfter);
}

function view(grant: Grant): DeviceRequest {
  return {
    userCode: formatUserCode(grant.userCode),
    deviceName: grant.deviceName,
    requestedAt: new Date(grant.requestedAt).toISOString(),
    expiresAt: new Date(grant.expiresAt).toISOString(),
    status: grant.status,
  };
}

function toHash(grant: Grant): Record<string, string> {
  return Object.fromEntries(
    Object.entries(grant)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}

function fromHash(raw: Record<string, string>): Grant | null {
  if (!raw || !raw.userCode || !raw.status) return null;
  const status = raw.status as GrantStatus;
  if (!['pending', 'approved', 'denied'].includes(status)) return null;
  return {
    userCode: raw.userCode,
    deviceName: raw.deviceName ?? '',
    ...(raw.place ? { place: raw.place } : {}),
    status,
    requestedAt: Number(raw.requestedAt),
    expiresAt: Number(raw.expiresAt),
    ...(raw.userId ? { userId: raw.userId } : {}),
    ...(raw.profileId ? { profileId: raw.profileId } : {}),
  };
}
