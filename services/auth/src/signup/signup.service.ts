import { Inject, Injectable } from '@nestjs/common';
import {
  AuthLimits,
  AuthMessages,
  type AuthResult,
  type ResendSignupOtpRequest,
  type SignupReply,
  type SignupRpcRequest,
  type VerifySignupOtpRpcRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import { codeMailOf, existingAccountMail } from '../mail/templates';
import { Clock } from '../security/clock';
import { attemptsLeft, generateOtp, OtpHasher, otpState } from '../security/otp';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { DeviceSessionOpener } from '../device-sessions/device-session-opener';
import { SESSION_TOKEN_SECONDS } from '../security/token-issuer';
import { checkEmail, checkNewAccount, normalizeEmail } from '../users/account-rules';
import { toPublicUser } from '../users/public-user';
import type { NewUser } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { HouseholdsRepository } from '../households/households.repository';
import { primaryProfileOf } from '../households/households.service';
import { DuplicateEmailError, UsersRepository } from '../users/users.repository';
import { checkSignupConsent } from '../privacy/consent-rules';
import { ConsentsService } from '../privacy/consents.service';
import { PendingSignupsRepository, type PendingSignup } from './pending-signups.repository';

/** Sign-up with an emailed one-time code: pending account → code → verified user, signed in. */
@Injectable()
export class SignupService {
  constructor(
    private readonly pendings: PendingSignupsRepository,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly otps: OtpHasher,
    private readonly mailer: Mailer,
    private readonly limits: RateLimits,
    private readonly deviceSessions: DeviceSessionOpener,
    private readonly relay: EventsRelay,
    private readonly clock: Clock,
    private readonly alerts: OwnerAlertsService,
    private readonly consents: ConsentsService,
    private readonly households: HouseholdsRepository,
    @Inject(AUTH_CONFIG)
    private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL' | 'OTP_TTL_SECONDS' | 'WEB_APP_URL'>,
  ) {}

  /**
   * Starts a sign-up. An email that already has an account gets the same answer, after the same
   * work (the password hashed, a pending record, one mail), so sign-up cannot tell anyone which
   * addresses have accounts: its owner is mailed "you already have an account" instead of a code,
   * and the pending record holds a code that was never sent.
   */
  async signup(input: SignupRpcRequest, clientAddress?: string): Promise<SignupReply> {
    const fields = checkNewAccount(input);
    const consent = checkSignupConsent(input.consent);
    await this.limits.beforeSignupOtp(fields.email);
    const existing = await this.users.findByEmail(fields.email);
    const code = generateOtp();
    // A request of its own: an earlier pending sign-up of this email keeps its details and code, so
    // no one can replace another person's details without the code mailed for their own request.
    const signupId = await this.pendings.create({
      email: fields.email,
      name: fields.name,
      mobile: fields.mobile,
      passwordHash: await this.passwords.hash(fields.password),
      otp: this.otps.challenge('signup', fields.email, code, this.clock.now(), this.config.OTP_TTL_SECONDS),
      existingAccount: existing !== null,
      language: input.language ?? 'en',
      consent: { ...consent, ip: clientAddress ?? null, userAgent: input.userAgent ?? null },
    });
    await this.mailer.send(
      existing
        ? existingAccountMail(fields.email, existing.name, this.config.WEB_APP_URL)
        : codeMailOf('signup', fields.email, fields.name, code, this.config.OTP_TTL_SECONDS, input.language),
    );
    return { email: fields.email, signupId };
  }

  /**
   * Creates the account from the request whose code was entered (with `signupId`, only that
   * request is considered). Every candidate request spends a try before the code is judged, so
   * parallel guesses cannot exceed a request's five.
   */
  async verify(input: VerifySignupOtpRpcRequest, clientAddress?: string): Promise<AuthResult> {
    const code = typeof input.otp === 'string' ? input.otp.trim() : '';
    if (!code) throw ServiceError.invalid(AuthMessages.otpRequired);
    const email = normalizeEmail(input.email);
    if (!email) throw ServiceError.invalid(AuthMessages.emailRequired);
    const requests = await this.pendings.listByEmail(email, signupIdOf(input.signupId));
    if (requests.length === 0) throw ServiceError.invalid(AuthMessages.noPendingSignup);
    const now = this.clock.now();
    const usable = requests.filter((r) => otpState(r.otp, now) === 'usable');
    if (usable.length === 0) {
      throw requests.some((r) => otpState(r.otp, now) === 'exhausted')
        ? ServiceError.rateLimited(AuthMessages.otpExhausted)
        : ServiceError.invalid(AuthMessages.otpExpired);
    }
    await this.limits.beforeSecretCheck('otp', email, clientAddress);
    const spent = (
      await Promise.all(usable.map((r) => this.pendings.spendAttempt(r.id, AuthLimits.otpMaxWrongAttempts)))
    ).filter((r): r is PendingSignup => r !== null);
    if (spent.length === 0) throw ServiceError.rateLimited(AuthMessages.otpExhausted);
    const matched = spent.find((r) => this.otps.matches(r.otp, 'signup', email, code));
    if (!matched) {
      const left = Math.max(...spent.map((r) => attemptsLeft(r.otp)));
      throw left > 0
        ? ServiceError.invalid(AuthMessages.otpInvalid(left))
        : ServiceError.rateLimited(AuthMessages.otpExhausted);
    }
    await this.limits.secretAccepted('otp', email, clientAddress);
    // The holder's own profile starts in the language the sign-up was made in: the account's language.
    const language = matched.language ?? 'en';
    const newUser: NewUser = {
      id: this.users.newId(),
      name: matched.name,
      email,
      mobile: matched.mobile,
      role: 'user',
      passwordHash: matched.passwordHash,
      createdAt: this.clock.now(),
    };
    let user;
    try {
      user = await this.users.create(newUser, [
        userEvents.registered(newUser),
        userEvents.languageChanged(newUser.id, language),
      ]);
    } catch (err) {
      if (err instanceof DuplicateEmailError) {
        await this.pendings.deleteAllFor(email);
        throw ServiceError.conflict(AuthMessages.emailTaken);
      }
      throw err;
    }
    if (matched.consent) {
      const { ip, userAgent, ...agreed } = matched.consent;
      await this.consents.recordSignup(user.id, agreed, { ip, userAgent }, newUser.createdAt);
    }
    await this.households.findOrCreate(user.id, { profiles: [primaryProfileOf(user, language)] });
    await this.pendings.deleteAllFor(email);
    this.relay.kick();
    this.alerts.signedIn(user, input.device);
    return {
      token: await this.deviceSessions.open(user, 'signup', input.device, SESSION_TOKEN_SECONDS),
      user: toPublicUser(user, this.config.OWNER_ADMIN_EMAIL),
    };
  }

  /**
   * A fresh code for one request, mailed with that request's details. Without `signupId` only an
   * email with a single pending request is answered: guessing which of several was meant could
   * send someone the code of another person's details.
   */
  async resend(input: ResendSignupOtpRequest): Promise<void> {
    const email = checkEmail(input.email);
    const requests = await this.pendings.listByEmail(email, signupIdOf(input.signupId));
    const pending = requests[0];
    if (!pending) throw ServiceError.invalid(AuthMessages.noPendingSignup);
    if (requests.length > 1) throw ServiceError.invalid(AuthMessages.signupAmbiguous);
    await this.limits.beforeResendOtp(email);
    const code = generateOtp();
    const replaced = await this.pendings.replaceOtp(
      pending.id,
      this.otps.challenge('signup', email, code, this.clock.now(), this.config.OTP_TTL_SECONDS),
    );
    if (!replaced) throw ServiceError.invalid(AuthMessages.noPendingSignup);
    if (pending.existingAccount) {
      const owner = await this.users.findByEmail(email);
      if (owner) {
        await this.mailer.send(existingAccountMail(email, owner.name, this.config.WEB_APP_URL));
        return;
      }
    }
    await this.mailer.send(
      codeMailOf('signup', email, pending.name, code, this.config.OTP_TTL_SECONDS, pending.language),
    );
  }
}

function signupIdOf(raw: string | null | undefined): string | undefined {
  return typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
}
