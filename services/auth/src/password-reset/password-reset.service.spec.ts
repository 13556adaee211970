import type { HouseholdsRepository } from '../households/households.repository';
import { describe, expect, it } from 'vitest';
import { ServiceErrorCode } from '@streamhub/contracts';
import { OtpHasher, type OtpChallenge } from '../security/otp';
import { accountFakes, InMemoryUsers, memoryRateLimits } from '../testing/fakes';
import { failure } from '../testing/failure';
import { PasswordResetService } from './password-reset.service';

/** The in-memory users plus the two reset-code calls this flow makes. */
class ResettableUsers extends InMemoryUsers {
  async setResetChallenge(id: string, challenge: OtpChallenge): Promise<void> {
    const row = this.rows.get(id)!;
    row.passwordReset = { ...challenge };
  }
  async spendResetAttempt(id: string, max: number) {
    const row = this.rows.get(id);
    if (!row?.passwordReset || row.passwordReset.attempts >= max) return null;
    row.passwordReset.attempts += 1;
    return this.findById(id);
  }
}

async function setup() {
  const fakes = accountFakes(new ResettableUsers());
  const { usersPort, passwordsPort, mailerPort, states, clock, background, users, alertsPort } = fakes;
  const service = new PasswordResetService(
    usersPort,
    passwordsPort,
    new OtpHasher('secret'),
    mailerPort,
    memoryRateLimits(),
    states,
    clock,
    background,
    alertsPort,
    // No household yet: the mail is in English (accountLanguageOf).
    { find: () => Promise.resolve(null) } as unknown as HouseholdsRepository,
    { OTP_TTL_SECONDS: 600 },
  );
  /** Asks for a code and waits for the mail, which is sent off the request path. */
  const requestCode = async (input: { email: string }) => {
    await service.requestCode(input);
    await background.idle();
  };
  const user = await users.addUser({
    name: 'A',
    email: 'asha@example.com',
    mobile: '',
    passwordHash: 'hashed:old-pass',
  });
  return { ...fakes, service, requestCode, user };
}

const invalid = { code: ServiceErrorCode.Invalid, message: 'Invalid or expired reset code' };

describe('PasswordResetService', () => {
  it('mails nothing for an unknown email and answers the same', async () => {
    const { requestCode, mailer } = await setup();
    await expect(requestCode({ email: 'ghost@example.com' })).resolves.toBeUndefined();
    expect(mailer.sent).toHaveLength(0);
  });

  it('sets the new password with the right code and revokes older tokens', async () => {
    const { service, requestCode, users, mailer, states, user } = await setup();
    await requestCode({ email: 'Asha@Example.com' });
    await service.reset({
      email: 'asha@example.com',
      code: mailer.lastCodeTo('asha@example.com'),
      newPassword: 'new-pass',
    });
    expect((await users.findById(user.id))?.passwordHash).toBe('hashed:new-pass');
    expect(states.saved.map((s) => s.tokenVersion)).toEqual([1]);
  });

  it('refuses the code after five wrong tries and once expired', async () => {
    const { service, requestCode, mailer, clock } = await setup();
    await requestCode({ email: 'asha@example.com' });
    const code = mailer.lastCodeTo('asha@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(await failure(service.reset({ email: 'asha@example.com', code: wrong, newPassword: 'new-pass' }))).toEqual(
        invalid,
      );
    expect(await failure(service.reset({ email: 'asha@example.com', code, newPassword: 'new-pass' }))).toEqual(invalid);

    clock.advance(61_000);
    const second = await setup();
    await second.requestCode({ email: 'asha@example.com' });
    second.clock.advance(600_000);
    expect(
      await failure(
        second.service.reset({
          email: 'asha@example.com',
          code: second.mailer.lastCodeTo('asha@example.com'),
          newPassword: 'new-pass',
        }),
      ),
    ).toEqual(invalid);
  });
});
