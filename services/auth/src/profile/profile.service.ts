import { Inject, Injectable } from '@nestjs/common';
import {
  AuthMessages,
  SecretCheckLimits,
  type AuthResult,
  type ChangePasswordRequest,
  type Principal,
  type PublicUser,
  type UpdateProfileRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { DeviceSessionsRepository } from '../device-sessions/device-sessions.repository';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Clock } from '../security/clock';
import { EventsRelay } from '../security/events-relay';
import { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits, secretChecksLocked } from '../security/rate-limits';
import { SESSION_TOKEN_SECONDS, TokenIssuer } from '../security/token-issuer';
import { UserAccessStates } from '../security/user-access-states';
import { checkNewPassword, checkProfile } from '../users/account-rules';
import { toPublicUser } from '../users/public-user';
import type { UserRecord } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { UsersRepository } from '../users/users.repository';

/** The signed-in user's own account: name, mobile and password (the email never changes). */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly states: UserAccessStates,
    private readonly relay: EventsRelay,
    private readonly clock: Clock,
    private readonly limits: RateLimits,
    private readonly alerts: OwnerAlertsService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL'>,
    private readonly deviceSessions: DeviceSessionsRepository,
  ) {}

  async update(principal: Principal | undefined, input: UpdateProfileRequest): Promise<PublicUser> {
    const fields = checkProfile(input);
    const current = await this.caller(principal);
    const user = await this.users.updateProfile(current.id, fields, [
      userEvents.updated(current.id, { ...fields, role: current.role }),
    ]);
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    this.relay.kick();
    return toPublicUser(user, this.config.OWNER_ADMIN_EMAIL);
  }

  /**
   * Every token issued before the change stops working (other sessions are signed out); this
   * session gets a new token that expires when its old one would have.
   */
  async changePassword(
    principal: Principal | undefined,
    input: ChangePasswordRequest,
    clientAddress?: string,
  ): Promise<AuthResult> {
    const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    if (!currentPassword) throw ServiceError.invalid(AuthMessages.currentPasswordRequired);
    const newPassword = checkNewPassword(input.newPassword);
    const current = await this.caller(principal);
    // Counted before it is judged (the shared secret-check limiter), so a stolen session cannot guess on.
    const left = await this.limits.beforeSecretCheck('password', current.id, clientAddress);
    if (!(await this.passwords.verify(current.passwordHash, currentPassword))) {
      if (left <= 0) throw secretChecksLocked('password', SecretCheckLimits.password.windowSeconds * 1000);
      throw ServiceError.invalid(AuthMessages.currentPasswordIncorrect);
    }
    await this.limits.secretAccepted('password', current.id, clientAddress);
    if (newPassword === currentPassword) throw ServiceError.invalid(AuthMessages.newPasswordSameAsCurrent);
    const user = await this.users.setPassword(current.id, await this.passwords.hash(newPassword));
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    await this.states.save(user);
    // The new version ends every other device's session; this one goes on with the token below.
    if (principal?.sessionId) await this.deviceSessions.carryOver(user.id, principal.sessionId, user.tokenVersion);
    this.alerts.passwordChanged(user);
    const secondsLeft = (principal?.tokenExpiresAt ?? 0) - Math.floor(this.clock.now().getTime() / 1000);
    const lifetime = secondsLeft > 0 ? secondsLeft : SESSION_TOKEN_SECONDS;
    return {
      token: this.tokens.issue(user, lifetime, principal?.sessionId),
      user: toPublicUser(user, this.config.OWNER_ADMIN_EMAIL),
    };
  }

  private async caller(principal: Principal | undefined): Promise<UserRecord> {
    const user = principal ? await this.users.findById(principal.userId) : null;
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    return user;
  }
}
