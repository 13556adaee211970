import jwt from 'jsonwebtoken';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthEvents,
  AuthMessages,
  PRIVACY_NOTICE_VERSION,
  PrivacyMessages,
  ServiceErrorCode,
} from '@streamhub/contracts';
import { OtpHasher } from '../security/otp';
import { TokenIssuer } from '../security/token-issuer';
import {
  accountFakes,
  consentsFake,
  MemoryDeviceSessions,
  InMemoryPendingSignups,
  InMemoryUsers,
  memoryRateLimits,
} from '../testing/fakes';
import { failure } from '../testing/failure';
import { strictFake } from '@streamhub/testkit';
import type { Household, HouseholdChange, HouseholdsRepository } from '../households/households.repository';
import type { PendingSignupsRepository } from './pending-signups.repository';
import { SignupService } from './signup.service';

const SECRET = 'unit-test-secret-of-some-length';
const OWNER = 'owner@streamhub.local';

function setup() {
  const fakes = accountFakes(new InMemoryUsers());
  const pendings = new InMemoryPendingSignups();
  const consents = consentsFake(fakes.clock);
  const made = new Map<string, HouseholdChange>();
  const households = {
    findOrCreate: async (userId: string, initial: HouseholdChange) => {
      if (!made.has(userId)) made.set(userId, initial);
      return { userId, revision: 0, ...made.get(userId)! } as unknown as Household;
    },
  };
  const service = new SignupService(
    strictFake<PendingSignupsRepository>('pendings', pendings),
    fakes.usersPort,
    fakes.passwordsPort,
    new OtpHasher(SECRET),
    fakes.mailerPort,
    memoryRateLimits(),
    new MemoryDeviceSessions(new TokenIssuer(SECRET, OWNER)),
    fakes.relay,
    fakes.clock,
    fakes.alertsPort,
    consents.service,
    strictFake<HouseholdsRepository>('households', households),
    { OWNER_ADMIN_EMAIL: OWNER, OTP_TTL_SECONDS: 600, WEB_APP_URL: 'https://watch.example.com/' },
  );
  return { ...fakes, service, pendings, consents: consents.consents, households: made };
}

const details = (email = 'asha@example.com') => ({
  name: 'Asha',
  email,
  mobile: '9876543210',
  password: 'secret-pass',
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true },
});

describe('SignupService', () => {
  it('mails a 6-digit code and keeps only its hash, valid for 10 minutes', async () => {
    const { service, pendings, mailer, clock } = setup();
    expect(await service.signup(details(' Asha@Example.COM '))).toEqual({
      email: 'asha@example.com',
      signupId: expect.stringMatching(/^[0-9a-f]{24}$/),
    });

    const code = mailer.lastCodeTo('asha@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const stored = pendings.latestOf('asha@example.com')!;
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored.passwordHash).toBe('hashed:secret-pass');
    expect(stored.otp).toEqual({
      codeHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      attempts: 0,
      expiresAt: new Date(clock.now().getTime() + 600_000),
    });
  });

  it('answers a registered email as any other: its owner is told instead of sent a code, and nothing verifies', async () => {
    const { service, users, mailer, pendings } = setup();
    await users.addUser({ name: 'Asha Owner', email: 'asha@example.com', mobile: '', passwordHash: 'x' });
    expect((await service.signup(details('ASHA@example.com'))).email).toBe('asha@example.com');
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail).toMatchObject({ to: 'asha@example.com', subject: 'You already have a StreamHub account' });
    expect(mail.text).toContain('Hi Asha Owner,');
    expect(mail.text).toContain('https://watch.example.com/login');
    expect(mail.text).toContain('https://watch.example.com/forgot-password');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // The next steps answer as for anyone: a wrong code costs a try, a resend mails the owner again.
    const stored = pendings.latestOf('asha@example.com')!;
    expect(stored.existingAccount).toBe(true);
    expect(stored.passwordHash).toBe('hashed:secret-pass');
    expect(await failure(service.verify({ email: 'asha@example.com', otp: '000000' }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: AuthMessages.otpInvalid(4),
    });
    await service.resend({ email: 'asha@example.com' });
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]!.subject).toBe('You already have a StreamHub account');
  });

  it('refuses a sign-up without the notice agreed, with an older notice, or without the 18+ confirmation', async () => {
    const { service, mailer, pendings } = setup();
    const refused = (message: string) => ({ code: ServiceErrorCode.Invalid, message });
    const { consent: _consent, ...bare } = details();
    expect(await failure(service.signup(bare))).toEqual(refused(PrivacyMessages.noticeRequired));
    expect(await failure(service.signup({ ...bare, consent: { noticeVersion: '2020-01-01', adult: true } }))).toEqual(
      refused(PrivacyMessages.noticeOutdated),
    );
    expect(await failure(service.signup({ ...bare, consent: { noticeVersion: PRIVACY_NOTICE_VERSION } }))).toEqual(
      refused(PrivacyMessages.adultRequired),
    );
    // Clients branch on the code to show the notice again.
    expect(await service.signup(bare).catch((e: { reason?: string }) => e.reason)).toBe('CONSENT_REQUIRED');
    expect(mailer.sent).toHaveLength(0);
    expect(pendings.rows.size).toBe(0);
  });

  it('records the consent of the verified request: notice, opt-ins as ticked, when and from where', async () => {
    const { service, mailer, consents, clock } = setup();
    await service.signup(
      {
        ...details(),
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true, personalisation: true },
        userAgent: 'UA/1',
      },
      '203.0.113.9',
    );
    const result = await service.verify({ email: 'asha@example.com', otp: mailer.lastCodeTo('asha@example.com') });
    expect(consents.rows).toEqual([
      {
        userId: result.user._id,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        adult: true,
        purposes: {
          marketing: { granted: false, changedAt: clock.now() },
          personalisation: { granted: true, changedAt: clock.now() },
        },
        source: 'signup',
        at: clock.now(),
        ip: '203.0.113.9',
        userAgent: 'UA/1',
      },
    ]);
  });

  it('creates the user, its registered and language events and a 1-day token from the right code', async () => {
    const { service, pendings, users, mailer, relay } = setup();
    await service.signup(details());
    const result = await service.verify({
      email: 'asha@example.com',
      otp: ` ${mailer.lastCodeTo('asha@example.com')} `,
    });

    expect(result.user).toMatchObject({
      email: 'asha@example.com',
      name: 'Asha',
      role: 'user',
      status: 'active',
      isAdmin: false,
    });
    const claims = jwt.verify(result.token, SECRET) as { sub: string; tv: number; iat: number; exp: number };
    expect(claims).toMatchObject({ sub: result.user._id, tv: 0 });
    expect(claims.exp - claims.iat).toBe(24 * 3600);
    expect(users.outboxOf(result.user._id).map((e) => [e.type, e.payload])).toEqual([
      [AuthEvents.userRegistered, expect.objectContaining({ userId: result.user._id })],
      [AuthEvents.accountLanguageChanged, { userId: result.user._id, language: 'en' }],
    ]);
    expect(relay.kicks).toBe(1);
    expect(pendings.rows.size).toBe(0);
  });

  it('keeps a pending sign-up when the same email signs up again: each code creates only its own request', async () => {
    const { service, mailer, users } = setup();
    const first = await service.signup(details());
    const victimCode = mailer.lastCodeTo('asha@example.com');
    await service.signup({ ...details(), name: 'Mallory', mobile: '9000000001', password: 'attacker-pass' });
    const attackerCode = mailer.lastCodeTo('asha@example.com');
    // The newest code (the second request's) cannot finish the first request, and vice versa.
    if (attackerCode !== victimCode)
      expect(
        (await failure(service.verify({ email: 'asha@example.com', otp: attackerCode, signupId: first.signupId })))
          .message,
      ).toBe('Invalid OTP. 4 attempts left.');
    const result = await service.verify({ email: 'asha@example.com', otp: victimCode });
    expect(result.user).toMatchObject({ name: 'Asha', mobile: '9876543210' });
    expect((await users.findByEmail('asha@example.com'))?.passwordHash).toBe('hashed:secret-pass');
  });

  it('mails the code in the language the sign-up was made in, the resent one too; English without one', async () => {
    const { service, mailer } = setup();
    await service.signup({ ...details(), language: 'hi' });
    expect(mailer.sent.at(-1)).toMatchObject({ subject: 'आपका StreamHub सत्यापन कोड' });
    expect(mailer.sent.at(-1)!.text).toContain('अपना StreamHub खाता बनाना पूरा करने के लिए यह कोड इस्तेमाल करें:');
    await service.resend({ email: 'asha@example.com' });
    expect(mailer.sent.at(-1)).toMatchObject({ subject: 'आपका StreamHub सत्यापन कोड' });
    await service.signup(details('ravi@example.com'));
    expect(mailer.sent.at(-1)).toMatchObject({ subject: 'Your StreamHub verification code' });
  });

  it('starts the holder’s own profile in the sign-up’s language and publishes it as the account’s language', async () => {
    const { service, mailer, users, households } = setup();
    await service.signup({ ...details(), language: 'ta' });
    const { user } = await service.verify({ email: 'asha@example.com', otp: mailer.lastCodeTo('asha@example.com') });
    expect(households.get(user._id)?.profiles).toEqual([expect.objectContaining({ id: user._id, language: 'ta' })]);
    expect(users.outboxOf(user._id).find((e) => e.type === AuthEvents.accountLanguageChanged)?.payload).toEqual({
      userId: user._id,
      language: 'ta',
    });
  });

  it('resends only for a named request when an email has several waiting', async () => {
    const { service, mailer } = setup();
    const first = await service.signup(details());
    await service.signup({ ...details(), name: 'Mallory' });
    expect((await failure(service.resend({ email: 'asha@example.com' }))).message).toBe(AuthMessages.signupAmbiguous);
    await service.resend({ email: 'asha@example.com', signupId: first.signupId });
    expect(mailer.sent.at(-1)!.text).toContain('Hi Asha');
    const code = mailer.lastCodeTo('asha@example.com');
    expect((await service.verify({ email: 'asha@example.com', otp: code })).user.name).toBe('Asha');
  });

  it('counts down the tries and locks the code after the fifth wrong one, even for the right code', async () => {
    const { service, mailer } = setup();
    await service.signup(details());
    const code = mailer.lastCodeTo('asha@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1)
      messages.push((await failure(service.verify({ email: 'asha@example.com', otp: wrong }))).message);
    expect(messages).toEqual([
      'Invalid OTP. 4 attempts left.',
      'Invalid OTP. 3 attempts left.',
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
      'Too many wrong attempts. Please request a new OTP.',
    ]);
    expect(await failure(service.verify({ email: 'asha@example.com', otp: code }))).toEqual({
      code: ServiceErrorCode.RateLimited,
      message: 'Too many wrong attempts. Please request a new OTP.',
    });
  });

  it('gives five fresh tries with a resent code and refuses the old one', async () => {
    const { service, mailer } = setup();
    await service.signup(details());
    const old = mailer.lastCodeTo('asha@example.com');
    for (let i = 0; i < 5; i += 1)
      await failure(service.verify({ email: 'asha@example.com', otp: old === '000000' ? '111111' : '000000' }));
    await service.resend({ email: 'asha@example.com' });
    const fresh = mailer.lastCodeTo('asha@example.com');
    if (fresh !== old)
      expect((await failure(service.verify({ email: 'asha@example.com', otp: old }))).message).toBe(
        'Invalid OTP. 4 attempts left.',
      );
    expect((await service.verify({ email: 'asha@example.com', otp: fresh })).user.email).toBe('asha@example.com');
  });

  it('refuses an expired code once 10 minutes have passed', async () => {
    const { service, mailer, clock } = setup();
    await service.signup(details());
    const code = mailer.lastCodeTo('asha@example.com');
    clock.advance(600_000);
    expect(await failure(service.verify({ email: 'asha@example.com', otp: code }))).toEqual({
      code: ServiceErrorCode.Invalid,
      message: 'OTP has expired. Please request a new one.',
    });
  });

  it('asks for the code first, then for a pending sign-up', async () => {
    const { service } = setup();
    expect((await failure(service.verify({ email: 'asha@example.com', otp: '  ' }))).message).toBe('Please enter OTP');
    expect((await failure(service.verify({ email: 'nobody@example.com', otp: '123456' }))).message).toBe(
      'No pending sign-up for this email',
    );
    expect((await failure(service.resend({ email: 'nobody@example.com' }))).message).toBe(
      'No pending sign-up for this email',
    );
  });

  describe('resend limits', () => {
    beforeEach(() => {
      vi.useFakeTimers({ now: new Date('2026-01-15T10:00:00.000Z') });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('allows one resend per 60 seconds and five per hour', async () => {
      const { service, mailer } = setup();
      await service.signup(details());
      await service.resend({ email: 'asha@example.com' });
      expect(await failure(service.resend({ email: 'asha@example.com' }))).toEqual({
        code: ServiceErrorCode.RateLimited,
        message: 'Please wait 60 seconds before requesting another OTP.',
      });
      vi.advanceTimersByTime(45_000);
      expect((await failure(service.resend({ email: 'asha@example.com' }))).message).toBe(
        'Please wait 15 seconds before requesting another OTP.',
      );
      for (let i = 0; i < 4; i += 1) {
        vi.advanceTimersByTime(61_000);
        await service.resend({ email: 'asha@example.com' });
      }
      vi.advanceTimersByTime(61_000);
      expect((await failure(service.resend({ email: 'asha@example.com' }))).message).toBe(
        'Too many OTP requests. Please try again later.',
      );
      expect(mailer.sent).toHaveLength(6); // the sign-up code and five resends
    });
  });
});
