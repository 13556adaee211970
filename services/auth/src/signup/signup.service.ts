import { Inject, Injectable } from '@nestjs/common';
import {
  AuthLimits,
  AuthMessages,
  type AuthResult,
  type ResendSignupOtpRequest,
  type SignupReply,
  type SignupRequest,
  type VerifySignupOtpRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { existingAccountMail, signupOtpMail } from '../mail/templates';
import { Clock } from '../security/clock';
import { attemptsLeft, generateOtp, OtpHasher, otpState } from '../security/otp';
import { EventsRelay } from '../security/events-relay';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { SESSION_TOKEN_SECONDS, TokenIssuer } from '../security/token-issuer';
import { checkEmail, checkNewAccount, normalizeEmail } from '../users/account-rules';
import { toPublicUser } from '../users/public-user';
import type { NewUser } from '../users/user.record';
import { userEvents } from '../users/user-events';
import { DuplicateEmailError, UsersRepository } from '../users/users.repository';
import { PendingSignupsRepository } from './pending-signups.repository';

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
    private readonly tokens: TokenIssuer,
    private readonly relay: EventsRelay,
    private readonly clock: Clock,
    @Inject(AUTH_CONFIG)
    private readonly config: Pick<AuthConfig, 'OWNER_ADMIN_EMAIL' | 'OTP_TTL_SECONDS' | 'WEB_APP_URL'>,
  ) {}

  /**
   * Starts a sign-up. An email that already has an account gets the same answer, after the same
   * work (the password hashed, a pending record, one mail), so sign-up cannot tell anyone which
   * addresses have accounts: its owner is mailed "you already have an account" instead of a code,
   * and the pending record holds a code that was never sent.
   */
  async signup(input: SignupRequest): Promise<SignupReply> {
    const fields = checkNewAccount(input);
    await this.limits.beforeSignupOtp(fields.email);
    const existing = await this.users.findByEmail(fields.email);
    const code = generateOtp();
    await this.pendings.save({
      email: fields.email,
      name: fields.name,
      mobile: fields.mobile,
      passwordHash: await this.passwords.hash(fields.password),
      otp: this.otps.challenge('signup', fields.email, code, this.clock.now(), this.config.OTP_TTL_SECONDS),
      existingAccount: existing !== null,
    });
    await this.mailer.send(
      existing
        ? existingAccountMail(fields.email, existing.name, this.config.WEB_APP_URL)
        : signupOtpMail(fields.email, fields.name, code, this.config.OTP_TTL_SECONDS),
    );
    return { email: fields.email };
  }

  async verify(input: VerifySignupOtpRequest): Promise<AuthResult> {
    const code = typeof input.otp === 'string' ? input.otp.trim() : '';
    if (!code) throw ServiceError.invalid(AuthMessages.otpRequired);
    const email = normalizeEmail(input.email);
    if (!email) throw ServiceError.invalid(AuthMessages.emailRequired);

    const pending = await this.pendings.findByEmail(email);
    if (!pending) throw ServiceError.invalid(AuthMessages.noPendingSignup);
    const state = otpState(pending.otp, this.clock.now());
    if (state === 'exhausted') throw ServiceError.rateLimited(AuthMessages.otpExhausted);
    if (state === 'expired') throw ServiceError.invalid(AuthMessages.otpExpired);

    const spent = await this.pendings.spendAttempt(email, AuthLimits.otpMaxWrongAttempts);
    if (!spent) throw ServiceError.rateLimited(AuthMessages.otpExhausted);
    if (!this.otps.matches(spent.otp, 'signup', email, code)) {
      const left = attemptsLeft(spent.otp);
      throw left > 0
        ? ServiceError.invalid(AuthMessages.otpInvalid(left))
        : ServiceError.rateLimited(AuthMessages.otpExhausted);
    }

    const newUser: NewUser = {
      id: this.users.newId(),
      name: spent.name,
      email,
      mobile: spent.mobile,
      role: 'user',
      passwordHash: spent.passwordHash,
      createdAt: this.clock.now(),
    };
    let user;
    try {
      user = await this.users.create(newUser, [userEvents.registered(newUser)]);
    } catch (err) {
      if (err instanceof DuplicateEmailError) {
        await this.pendings.delete(email);
        throw ServiceError.conflict(AuthMessages.emailTaken);
      }
      throw err;
    }
    await this.pendings.delete(email);
    this.relay.kick();
    return {
      token: this.tokens.issue(user, SESSION_TOKEN_SECONDS),
      user: toPublicUser(user, this.config.OWNER_ADMIN_EMAIL),
    };
  }

  async resend(input: ResendSignupOtpRequest): Promise<void> {
    const email = checkEmail(input.email);
    const pending = await this.pendings.findByEmail(email);
    if (!pending) throw ServiceError.invalid(AuthMessages.noPendingSignup);
    await this.limits.beforeResendOtp(email);
    const code = generateOtp();
    const replaced = await this.pendings.replaceOtp(
      email,
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
    await this.mailer.send(signupOtpMail(email, pending.name, code, this.config.OTP_TTL_SECONDS));
  }
}
