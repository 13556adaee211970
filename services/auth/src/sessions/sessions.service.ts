import { Inject, Injectable } from '@nestjs/common';
import {
  AuthMessages,
  type AuthResult,
  type Principal,
  type PublicUser,
  type SigninRpcRequest,
  type UserAccessState,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import { ConsentsService } from '../privacy/consents.service';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { DeviceSessionOpener } from '../device-sessions/device-session-opener';
import { REMEMBER_ME_TOKEN_SECONDS, SESSION_TOKEN_SECONDS } from '../security/token-issuer';
import { UserAccessStates } from '../security/user-access-states';
import { normalizeEmail } from '../users/account-rules';
import { toPublicUser } from '../users/public-user';
import { UsersRepository } from '../users/users.repository';

/** Sign-in and "who am I". */
@Injectable()
export class SessionsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly limits: RateLimits,
    private readonly deviceSessions: DeviceSessionOpener,
    private readonly states: UserAccessStates,
    private readonly alerts: OwnerAlertsService,
    private readonly consents: ConsentsService,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL'>,
  ) {}

  /**
   * Unknown email and wrong password answer alike (and take as long), so sign-in does not reveal
   * who has an account. An inactive account is told so only after the right password.
   */
  async signin(input: SigninRpcRequest): Promise<AuthResult> {
    const email = normalizeEmail(input.email);
    if (!email) throw ServiceError.invalid(AuthMessages.emailRequired);
    const password = typeof input.password === 'string' ? input.password : '';
    if (!password) throw ServiceError.invalid(AuthMessages.passwordRequired);

    await this.limits.beforeSignin(email);
    const user = await this.users.findByEmail(email);
    const matches = user
      ? await this.passwords.verify(user.passwordHash, password)
      : await this.passwords.verifyNothing(password);
    if (!user || !matches) throw ServiceError.unauthorized(AuthMessages.invalidCredentials);
    await this.limits.signinSucceeded(email);
    if (user.deletion) throw ServiceError.forbidden(AuthMessages.accountPendingDeletion);
    if (user.status !== 'active') throw ServiceError.forbidden(AuthMessages.accountInactive, 'ACCOUNT_INACTIVE');

    this.alerts.signedIn(user, input.device);
    const lifetime = input.remember === true ? REMEMBER_ME_TOKEN_SECONDS : SESSION_TOKEN_SECONDS;
    return {
      token: await this.deviceSessions.open(user, 'password', input.device, lifetime),
      user: toPublicUser(user, this.config.OWNER_ADMIN_EMAIL),
      // A newer notice than the one agreed to (or none, for accounts older than consents): the web shows it.
      privacy: await this.consents.status(user.id),
    };
  }

  /**
   * The gateway found no access state for a token's user in Redis (new user, evicted key, or a
   * Redis that lost its data): answer from the database and write the key again. A user who does
   * not exist (never did, or was deleted and purged) counts as deleted, so the token is refused.
   */
  async accessState(userId: unknown): Promise<UserAccessState> {
    const user = typeof userId === 'string' ? await this.users.findById(userId) : null;
    if (!user) return typeof userId === 'string' ? this.states.markDeleted(userId) : { deleted: true };
    return this.states.save(user);
  }

  async me(principal: Principal | undefined): Promise<PublicUser> {
    const user = principal ? await this.users.findById(principal.userId) : null;
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    if (user.status !== 'active') throw ServiceError.forbidden(AuthMessages.accountInactive, 'ACCOUNT_INACTIVE');
    return toPublicUser(user, this.config.OWNER_ADMIN_EMAIL);
  }
}
