import { Inject, Injectable } from '@nestjs/common';
import { AuthLimits, AuthMessages, type ForgotPasswordRequest, type ResetPasswordRequest } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { OwnerAlertsService } from '../owner-alerts/owner-alerts.service';
import { codeMailOf } from '../mail/templates';
import { BackgroundWork } from '../security/background-work';
import { Clock } from '../security/clock';
import { generateOtp, OtpHasher, otpState } from '../security/otp';
import { PasswordHasher } from '../security/password-hasher';
import { RateLimits } from '../security/rate-limits';
import { UserAccessStates } from '../security/user-access-states';
import { checkEmail, checkNewPassword, normalizeEmail } from '../users/account-rules';
import { UsersRepository } from '../users/users.repository';
import { HouseholdsRepository } from '../households/households.repository';
import { accountLanguageOf } from '../mail/mail-language';

/** Forgotten password: an emailed 6-digit code (10 minutes, 5 tries) lets the owner set a new one. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly otps: OtpHasher,
    private readonly mailer: Mailer,
    private readonly limits: RateLimits,
    private readonly states: UserAccessStates,
    private readonly clock: Clock,
    private readonly background: BackgroundWork,
    private readonly alerts: OwnerAlertsService,
    private readonly households: HouseholdsRepository,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'OTP_TTL_SECONDS'>,
  ) {}

  /**
   * Answers the same, and as fast, whether or not the account exists: after the limit (which
   * applies either way) the look-up, the code and the mail happen off the request path.
   */
  async requestCode(input: ForgotPasswordRequest): Promise<void> {
    const email = checkEmail(input.email);
    await this.limits.beforeResetCode(email);
    this.background.run('password reset mail', () => this.sendCode(email));
  }

  private async sendCode(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const code = generateOtp();
    await this.users.setResetChallenge(
      user.id,
      this.otps.challenge('password-reset', email, code, this.clock.now(), this.config.OTP_TTL_SECONDS),
    );
    const lang = accountLanguageOf(await this.households.find(user.id));
    await this.mailer.send(codeMailOf('reset', email, user.name, code, this.config.OTP_TTL_SECONDS, lang));
  }

  async reset(input: ResetPasswordRequest, clientAddress?: string): Promise<void> {
    const email = normalizeEmail(input.email);
    if (!email) throw ServiceError.invalid(AuthMessages.emailRequired);
    const code = typeof input.code === 'string' ? input.code.trim() : '';
    if (!code) throw ServiceError.invalid(AuthMessages.resetCodeInvalid);
    const newPassword = checkNewPassword(input.newPassword);

    const invalid = ServiceError.invalid(AuthMessages.resetCodeInvalid);
    // Counted whether or not the account exists, so the limit does not tell who has one.
    await this.limits.beforeSecretCheck('reset-code', email, clientAddress);
    const user = await this.users.findByEmail(email);
    if (!user?.passwordReset || otpState(user.passwordReset, this.clock.now()) !== 'usable') throw invalid;
    const spent = await this.users.spendResetAttempt(user.id, AuthLimits.otpMaxWrongAttempts);
    if (!spent?.passwordReset || !this.otps.matches(spent.passwordReset, 'password-reset', email, code)) throw invalid;

    const updated = await this.users.setPassword(user.id, await this.passwords.hash(newPassword));
    if (!updated) throw invalid;
    await this.states.save(updated);
    this.alerts.passwordChanged(updated);
    // Whoever reset the password owns the mailbox: a sign-in lockout should not keep them out.
    await this.limits.signinSucceeded(email);
    await this.limits.secretAccepted('reset-code', email, clientAddress);
  }
}
