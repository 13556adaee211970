import { describe, expect, it } from 'vitest';
import { AuthMessages, ProfileMessages, SecretCheckLimits, type SelectProfileReply } from '@streamhub/contracts';
import {
  api,
  mailsTo,
  newViewer,
  signInAs,
  TEST_SIGNUP_CONSENT,
  unique,
  waitForOtp,
  type TestViewer,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

/*
 * Issue 44's rows on secrets, against the running stack: a pending sign-up cannot be taken over
 * by a second sign-up of the same email, and every secret checked behind a session (the current
 * password, the account PIN) goes through one limiter that counts each try before judging it.
 */

const newEmail = (prefix: string) => `${unique(prefix)}@test.local`;
const details = (email: string, over: Record<string, string> = {}) => ({
  name: 'Asha Victim',
  email,
  mobile: '9876543210',
  password: 'victim-pass',
  consent: TEST_SIGNUP_CONSENT,
  ...over,
});
const ATTACKER = { name: 'Mallory', mobile: '9000000001', password: 'attacker-pass' };

describe('sign-up takeover', () => {
  it("creates the account from the victim's own request when someone else signs the same email up after them", async () => {
    const email = newEmail('takeover');
    const victim = await api('POST', '/auth/signup', { body: details(email) });
    expect(victim.status).toBe(201);
    const victimCode = await waitForOtp(email);
    const attacker = await api('POST', '/auth/signup', { body: details(email, ATTACKER) });
    expect(attacker.status).toBe(201);
    expect(attacker.body.data.signupId).not.toBe(victim.body.data.signupId);
    const attackerCode = await waitForOtp(email, { count: 2 });

    // The newest code (the attacker's request's) does not finish the victim's request.
    if (attackerCode !== victimCode) {
      const wrong = await api('POST', '/auth/verify-signup-otp', {
        body: { email, otp: attackerCode, signupId: victim.body.data.signupId },
      });
      expectError(wrong, 400, AuthMessages.otpInvalid(4));
    }
    const verified = await api('POST', '/auth/verify-signup-otp', { body: { email, otp: victimCode } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.user).toMatchObject({ email, name: 'Asha Victim', mobile: '9876543210' });
    expect((await api('POST', '/auth/signin', { body: { email, password: 'victim-pass' } })).status).toBe(200);
    expectError(
      await api('POST', '/auth/signin', { body: { email, password: ATTACKER.password } }),
      401,
      AuthMessages.invalidCredentials,
    );
    // Every other request for the email is gone with the account's creation.
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp: attackerCode } }),
      400,
      AuthMessages.noPendingSignup,
    );
  });

  it('answers only the request whose code was entered, and resends only for a named request', async () => {
    const email = newEmail('two-requests');
    const first = await api('POST', '/auth/signup', { body: details(email) });
    await waitForOtp(email);
    await api('POST', '/auth/signup', { body: details(email, ATTACKER) });
    await waitForOtp(email, { count: 2 });
    // Which of two requests a bare resend meant cannot be told: it is refused, not guessed.
    expectError(await api('POST', '/auth/resend-signup-otp', { body: { email } }), 400, AuthMessages.signupAmbiguous);
    const resent = await api('POST', '/auth/resend-signup-otp', {
      body: { email, signupId: first.body.data.signupId },
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const code = await waitForOtp(email, { count: 3 });
    expect((await mailsTo(email)).at(-1)!.text).toContain('Hi Asha Victim');
    const verified = await api('POST', '/auth/verify-signup-otp', {
      body: { email, otp: code, signupId: first.body.data.signupId },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.user.name).toBe('Asha Victim');
  });
});

/** Each route that checks the current password behind a session, with a body carrying a wrong one. */
const PASSWORD_ROUTES: [method: string, path: string, body: (password: string) => Record<string, unknown>][] = [
  ['PUT', '/auth/password', (password) => ({ currentPassword: password, newPassword: 'brand-new-pass' })],
  ['PUT', '/account/parental-controls', (password) => ({ password, pin: '2468' })],
  ['POST', '/account/age-confirmation', (password) => ({ password, dateOfBirth: '1990-02-28' })],
];

describe('one limiter for every secret check', () => {
  it('locks current-password guessing after 5 on each route with 429 and Retry-After; the right one is refused meanwhile', async () => {
    for (const [method, path, body] of PASSWORD_ROUTES) {
      const viewer = await newViewer();
      const statuses: number[] = [];
      let locked: Awaited<ReturnType<typeof api>> | undefined;
      for (let i = 0; i < 100; i += 1) {
        const res = await api(method, path, { token: viewer.token, body: body(`wrong-${i}`) });
        statuses.push(res.status);
        if (res.status === 429) locked ??= res;
      }
      // Five are judged (400), the fifth of them locks; the other 95 are refused unjudged.
      expect(statuses.filter((s) => s === 400).length, `${method} ${path}`).toBe(SecretCheckLimits.password.tries - 1);
      expect(statuses.filter((s) => s === 429).length, `${method} ${path}`).toBe(
        101 - SecretCheckLimits.password.tries,
      );
      expect(locked!.body.code).toBe('SECRET_CHECKS_LOCKED');
      expect(locked!.body.message).toBe(AuthMessages.secretChecksLocked(15));
      const retryAfter = Number(locked!.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SecretCheckLimits.password.windowSeconds);
      const right = await api(method, path, { token: viewer.token, body: body(viewer.password) });
      expect(right.status, `${method} ${path} with the right password`).toBe(429);
    }
  }, 120_000);

  it('counts parallel current-password guesses as guesses: at most 5 of 100 at once are judged', async () => {
    const viewer = await newViewer();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api('PUT', '/auth/password', {
          token: viewer.token,
          body: { currentPassword: `wrong-${i}`, newPassword: 'brand-new-pass' },
        }),
      ),
    );
    const judged = results.filter((r) => r.status === 400).length;
    expect(judged).toBeLessThanOrEqual(SecretCheckLimits.password.tries);
    expect(results.filter((r) => r.status === 429).length).toBe(100 - judged);
    expect((await signInAs({ email: viewer.email, password: viewer.password })).token).toBeTruthy(); // never changed
  }, 60_000);

  it('judges at most 5 of 100 parallel wrong PINs, and refuses the right PIN while locked', async () => {
    const viewer = await newViewer();
    const pin = '4321';
    const set = await api('PUT', '/account/parental-controls', {
      token: viewer.token,
      body: { password: viewer.password, pin },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const locked = await lockedProfile(viewer);
    const wrong = Array.from({ length: 100 }, (_, i) => String(1000 + i * 7).padStart(4, '0')).filter((p) => p !== pin);
    const results = await Promise.all(
      wrong.map((guess) => api('POST', `/profiles/${locked}/select`, { token: viewer.token, body: { pin: guess } })),
    );
    const judged = results.filter((r) => r.status === 403);
    expect(judged.length).toBeLessThanOrEqual(SecretCheckLimits.pin.tries);
    expect(results.filter((r) => r.status === 200)).toEqual([]);
    expect(results.filter((r) => r.status === 429).length).toBe(wrong.length - judged.length);
    const refused = results.find((r) => r.status === 429)!;
    expect(refused.body.code).toBe('PIN_LOCKED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await api('POST', `/profiles/${locked}/select`, { token: viewer.token, body: { pin } });
    expectError(right, 429, ProfileMessages.pinLocked(15), 'PIN_LOCKED');
  }, 60_000);

  it('judges at most 5 of 60 parallel PIN tries even when the right PIN is among them', async () => {
    const viewer = await newViewer();
    const pin = '8642';
    await api('PUT', '/account/parental-controls', { token: viewer.token, body: { password: viewer.password, pin } });
    const locked = await lockedProfile(viewer);
    const tries = Array.from({ length: 59 }, (_, i) => String(2000 + i).padStart(4, '0'));
    tries.splice(30, 0, pin);
    const results = await Promise.all(
      tries.map((guess) => api('POST', `/profiles/${locked}/select`, { token: viewer.token, body: { pin: guess } })),
    );
    const judged = results.filter((r) => r.status === 403 || r.status === 200).length;
    // A right PIN clears the short window, so a burst can see at most twice the budget judged.
    expect(judged).toBeLessThanOrEqual(2 * SecretCheckLimits.pin.tries);
    expect(results.filter((r) => r.status === 429).length).toBe(60 - judged);
  }, 60_000);
});

/** A second profile of the viewer's account that needs the account PIN to open; its id. */
async function lockedProfile(viewer: TestViewer): Promise<string> {
  const created = await api('POST', '/profiles', {
    token: viewer.token,
    body: { name: 'Locked', kids: true, pinRequired: true },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data.profiles as SelectProfileReply['profile'][]).find((p) => p.name === 'Locked')!.id;
}
