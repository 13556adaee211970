import jwt from 'jsonwebtoken';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@streamhub/contracts';
import {
  api,
  mailsTo,
  signTestToken,
  signUpVerifiedUser,
  TEST_SIGNUP_CONSENT,
  testEnv,
  unique,
  waitFor,
  waitForOtp,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

/** Accounts API against the running stack: sign-up with a real mailed code, sessions, profile, reset. */

const newEmail = (prefix = 'acct') => `${unique(prefix)}@test.local`;
const details = (email: string, password = 'secret-pass') => ({
  name: 'Test Viewer',
  email,
  mobile: '9876543210',
  password,
  consent: TEST_SIGNUP_CONSENT,
});

async function register(
  email = newEmail(),
  password = 'secret-pass',
): Promise<{ email: string; password: string; token: string; userId: string }> {
  return { email, password, ...(await signUpVerifiedUser(details(email, password))) };
}

let authDb: Connection;
let billingDb: Connection;

beforeAll(async () => {
  authDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_auth' }).asPromise();
  billingDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_billing' }).asPromise();
});
afterAll(async () => {
  await authDb.close();
  await billingDb.close();
});

describe('sign-up with an emailed code', () => {
  it('signs up with a normalised email, verifies the mailed code, reads /me and signs in again', async () => {
    const email = newEmail('flow');
    const signup = await api('POST', '/auth/signup', { body: details(`  ${email.toUpperCase()} `, 'first-pass') });
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({
      success: true,
      message: 'OTP sent to your email!',
      data: { email, signupId: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });

    const otp = await waitForOtp(email);
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await api('POST', '/auth/verify-signup-otp', { body: { email, otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Account created successfully!');
    const { token, user } = verified.body.data;
    expect(user).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'Test Viewer',
      email,
      mobile: '9876543210',
      role: 'user',
      status: 'active',
      subscriptionStatus: 'none',
      subscription: null,
      createdAt: expect.any(String),
      isAdmin: false,
    });

    const me = await api('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.data.user).toEqual(user);

    const signin = await api('POST', '/auth/signin', { body: { email: email.toUpperCase(), password: 'first-pass' } });
    expect(signin.status).toBe(200);
    expect(signin.body.message).toBe('Login successful!');
    expect(signin.body.data.user._id).toBe(user._id);

    // No answer ever carries a password or its hash.
    for (const body of [signup.body, verified.body, me.body, signin.body]) {
      expect(JSON.stringify(body)).not.toMatch(/password|argon2|codeHash|tokenVersion/i);
    }
  });

  it('projects the verified user into billing through the user.registered event', async () => {
    const { userId, email } = await register(newEmail('billing'));
    const customer = await waitFor(() => billingDb.collection('customers').findOne({ userId }), {
      what: 'billing customer',
    });
    expect(customer).toMatchObject({
      email,
      name: 'Test Viewer',
      mobile: '9876543210',
      role: 'user',
      status: 'active',
    });
  });

  it('rejects sign-up input with the docs/product.md §5 messages in that order, then the format checks', async () => {
    const email = newEmail('valid');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Name is required'],
      [{ name: '   ', email: 'bad', mobile: '', password: '' }, 'Name is required'],
      [{ name: 'A' }, 'Email is required'],
      [{ name: 'A', email: '  ', mobile: '9876543210', password: 'secret' }, 'Email is required'],
      [{ name: 'A', email: 'not-an-email' }, 'Mobile number is required'],
      [{ name: 'A', email: 'not-an-email', mobile: '12' }, 'Password must be at least 6 characters'],
      [{ name: 'A', email: 'not-an-email', mobile: '12', password: '12345' }, 'Password must be at least 6 characters'],
      [{ name: 'A', email: 'not-an-email', mobile: '12', password: '123456' }, 'Please enter a valid email address'],
      [{ name: 'A', email, mobile: '12345', password: '123456' }, 'Please enter a valid mobile number'],
      [{ name: 'A', email, mobile: '98765abc43', password: '123456' }, 'Please enter a valid mobile number'],
      [{ name: 'A', email, mobile: '+1234567890123456', password: '123456' }, 'Please enter a valid mobile number'],
      [{ name: 42, email, mobile: '9876543210', password: '123456' }, 'Name must be text'],
      [{ ...details(email), role: 'admin' }, 'property role should not exist'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', '/auth/signup', { body });
      expectError(res, 400, message);
    }
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers an email that already has an account as any other, and mails its owner instead of a code', async () => {
    const { email } = await register(newEmail('dup'));
    const fresh = newEmail('fresh');
    const [again, other] = await Promise.all([
      api('POST', '/auth/signup', { body: details(email.toUpperCase()) }),
      api('POST', '/auth/signup', { body: details(fresh) }),
    ]);
    // Same status, same message, same shape: sign-up tells no one which addresses have accounts.
    expect({ status: again.status, message: again.body.message, keys: Object.keys(again.body.data) }).toEqual({
      status: other.status,
      message: other.body.message,
      keys: Object.keys(other.body.data),
    });
    expect(again.status).toBe(201);
    const mail = await waitFor(
      async () => (await mailsTo(email)).find((m) => m.subject === 'You already have a StreamHub account'),
      { timeoutMs: 10_000, what: 'the "already have an account" mail' },
    );
    expect(mail.text ?? '').toContain('/forgot-password');
    // The owner's account is untouched: the old password still signs in.
    expect((await api('POST', '/auth/signin', { body: { email, password: 'secret-pass' } })).status).toBe(200);
  });

  it('keeps each sign-up of an email as its own request: a code creates only the account its request described', async () => {
    const email = newEmail('again');
    expect((await api('POST', '/auth/signup', { body: details(email, 'old-password') })).status).toBe(201);
    const first = await waitForOtp(email);
    expect(
      (await api('POST', '/auth/signup', { body: { ...details(email, 'new-password'), name: 'Renamed' } })).status,
    ).toBe(201);
    const second = await waitForOtp(email, { count: 2 });

    const verified = await api('POST', '/auth/verify-signup-otp', { body: { email, otp: second } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.name).toBe('Renamed');
    expect((await api('POST', '/auth/signin', { body: { email, password: 'new-password' } })).status).toBe(200);
    // The account exists: the other request is gone with it.
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp: first } }),
      400,
      'No pending sign-up for this email',
    );
  });

  it('rejects an empty code, a wrong code with the tries left, and an email without a pending sign-up', async () => {
    const email = newEmail('otp');
    expect((await api('POST', '/auth/signup', { body: details(email) })).status).toBe(201);
    const otp = await waitForOtp(email);
    const wrong = otp === '000000' ? '111111' : '000000';

    expectError(await api('POST', '/auth/verify-signup-otp', { body: { email, otp: '' } }), 400, 'Please enter OTP');
    expectError(await api('POST', '/auth/verify-signup-otp', { body: { email, otp: '   ' } }), 400, 'Please enter OTP');
    expectError(await api('POST', '/auth/verify-signup-otp', { body: { email } }), 400, 'Please enter OTP');
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp: wrong } }),
      400,
      'Invalid OTP. 4 attempts left.',
    );
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp: wrong } }),
      400,
      'Invalid OTP. 3 attempts left.',
    );
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email: newEmail('nobody'), otp: '123456' } }),
      400,
      'No pending sign-up for this email',
    );
    // The tries spent so far do not stop the right code.
    expect((await api('POST', '/auth/verify-signup-otp', { body: { email, otp: ` ${otp} ` } })).status).toBe(200);
    // Once verified, the sign-up is no longer pending.
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp } }),
      400,
      'No pending sign-up for this email',
    );
  });

  it('locks the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const email = newEmail('lock');
    expect((await api('POST', '/auth/signup', { body: details(email) })).status).toBe(201);
    const otp = await waitForOtp(email);
    const wrong = otp === '999999' ? '888888' : '999999';
    for (const left of [4, 3, 2, 1]) {
      expectError(
        await api('POST', '/auth/verify-signup-otp', { body: { email, otp: wrong } }),
        400,
        AuthMessages.otpInvalid(left),
      );
    }
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp: wrong } }),
      429,
      'Too many wrong attempts. Please request a new OTP.',
    );
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp } }),
      429,
      'Too many wrong attempts. Please request a new OTP.',
    );

    const resent = await api('POST', '/auth/resend-signup-otp', { body: { email } });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('OTP sent to your email!');
    const fresh = await waitForOtp(email, { count: 2 });
    expect((await api('POST', '/auth/verify-signup-otp', { body: { email, otp: fresh } })).status).toBe(200);
  });

  it('refuses an expired code and accepts a resent one', async () => {
    const email = newEmail('expiry');
    expect((await api('POST', '/auth/signup', { body: details(email) })).status).toBe(201);
    const otp = await waitForOtp(email);
    const pending = authDb.collection('signup_requests');
    const stored = await pending.findOne({ email });
    // The code is stored hashed, with its expiry 10 minutes out.
    expect(JSON.stringify(stored)).not.toContain(otp);
    const ttlMs = (stored?.otp.expiresAt as Date).getTime() - Date.now();
    expect(ttlMs).toBeGreaterThan(9 * 60_000);
    expect(ttlMs).toBeLessThanOrEqual(10 * 60_000);

    // Ten minutes pass (moved in the database rather than waited for).
    await pending.updateOne({ email }, { $set: { 'otp.expiresAt': new Date(Date.now() - 1_000) } });
    expectError(
      await api('POST', '/auth/verify-signup-otp', { body: { email, otp } }),
      400,
      'OTP has expired. Please request a new one.',
    );

    expect((await api('POST', '/auth/resend-signup-otp', { body: { email } })).status).toBe(200);
    const fresh = await waitForOtp(email, { count: 2 });
    expect((await api('POST', '/auth/verify-signup-otp', { body: { email, otp: fresh } })).status).toBe(200);
  });

  it('allows one resend per 60 seconds and only for a pending sign-up', async () => {
    const email = newEmail('resend');
    expect((await api('POST', '/auth/signup', { body: details(email) })).status).toBe(201);
    await waitForOtp(email);
    expect((await api('POST', '/auth/resend-signup-otp', { body: { email } })).status).toBe(200);
    await waitForOtp(email, { count: 2 });

    const tooSoon = await api('POST', '/auth/resend-signup-otp', { body: { email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait ([1-9]|[1-5]\d|60) seconds before requesting another OTP\.$/);
    expect(await mailsTo(email)).toHaveLength(2);

    expectError(
      await api('POST', '/auth/resend-signup-otp', { body: { email: newEmail('nobody') } }),
      400,
      'No pending sign-up for this email',
    );
    expectError(await api('POST', '/auth/resend-signup-otp', { body: {} }), 400, 'Email is required');
  });
});

describe('sign-in', () => {
  it('answers an unknown email and a wrong password with the same 401', async () => {
    const { email } = await register(newEmail('signin'));
    const wrongPassword = await api('POST', '/auth/signin', { body: { email, password: 'not-the-password' } });
    const unknownEmail = await api('POST', '/auth/signin', {
      body: { email: newEmail('ghost'), password: 'not-the-password' },
    });
    expectError(wrongPassword, 401, 'Invalid email or password');
    expectError(unknownEmail, 401, 'Invalid email or password');
  });

  it('locks an email after 5 failed attempts, even for the right password', async () => {
    const { email, password } = await register(newEmail('brute'));
    for (let i = 0; i < 5; i += 1) {
      expectError(
        await api('POST', '/auth/signin', { body: { email, password: `guess-${i}` } }),
        401,
        'Invalid email or password',
      );
    }
    const locked = await api('POST', '/auth/signin', { body: { email, password } });
    expectError(locked, 429, 'Too many sign-in attempts. Please try again in 15 minutes.');
    // Other accounts are not affected by this lock.
    const other = await register(newEmail('bystander'));
    expect((await api('POST', '/auth/signin', { body: { email: other.email, password: other.password } })).status).toBe(
      200,
    );
  });

  it('issues a 30-day token with "Keep me signed in" and a 1-day token without', async () => {
    const { email, password } = await register(newEmail('remember'));
    const lifetime = (token: string) => {
      const claims = jwt.decode(token) as { iat: number; exp: number };
      return claims.exp - claims.iat;
    };
    const remembered = await api('POST', '/auth/signin', { body: { email, password, remember: true } });
    const session = await api('POST', '/auth/signin', { body: { email, password, remember: false } });
    expect(lifetime(remembered.body.data.token)).toBe(30 * 24 * 3600);
    expect(lifetime(session.body.data.token)).toBe(24 * 3600);
    expectError(
      await api('POST', '/auth/signin', { body: { email, password, remember: 'yes' } }),
      400,
      'remember must be true or false',
    );
  });
});

describe('tokens', () => {
  it('refuses tampered, expired and wrongly signed tokens with 401', async () => {
    const { token, userId, email } = await register(newEmail('jwt'));
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, role: 'admin', isAdmin: true })).toString('base64url'),
      signature,
    ].join('.');
    const expired = signTestToken({ sub: userId, email, role: 'user' }, { expiresIn: -60 });
    const wrongSecret = signTestToken(
      { sub: userId, email, role: 'user' },
      { secret: 'some-other-secret-of-enough-length' },
    );
    const noneAlg = [Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'), payload, ''].join('.');

    for (const bad of [tampered, expired, wrongSecret, noneAlg, 'not-a-jwt']) {
      expectError(
        await api('GET', '/auth/me', { token: bad }),
        401,
        'Your session has expired or is invalid. Please sign in again.',
      );
    }
    expectError(await api('GET', '/auth/me'), 401, 'Please sign in to continue');
    expect((await api('GET', '/auth/me', { token })).status).toBe(200);
  });
});

describe('own account', () => {
  it('updates name and mobile, refuses an email change, and tells billing', async () => {
    const { token, userId, email } = await register(newEmail('profile'));
    const updated = await api('PUT', '/auth/profile', {
      token,
      body: { name: '  New Name ', mobile: '+919876543210' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Profile updated successfully');
    expect(updated.body.data.user).toMatchObject({ name: 'New Name', mobile: '+919876543210', email });

    expectError(
      await api('PUT', '/auth/profile', { token, body: { name: 'X', mobile: '9876543210', email: newEmail() } }),
      400,
      'Email cannot be changed',
    );
    expectError(
      await api('PUT', '/auth/profile', { token, body: { name: 'X', mobile: '9876543210', email } }),
      400,
      'Email cannot be changed',
    );
    expectError(
      await api('PUT', '/auth/profile', { token, body: { name: '', mobile: '9876543210' } }),
      400,
      'Name is required',
    );
    expectError(
      await api('PUT', '/auth/profile', { token, body: { name: 'X', mobile: '' } }),
      400,
      'Mobile number is required',
    );
    expectError(
      await api('PUT', '/auth/profile', { token, body: { name: 'X', mobile: '12ab' } }),
      400,
      'Please enter a valid mobile number',
    );
    expect((await api('GET', '/auth/me', { token })).body.data.user.name).toBe('New Name');

    await waitFor(
      async () => {
        const customer = await billingDb.collection('customers').findOne({ userId });
        return customer?.name === 'New Name' && customer.mobile === '+919876543210';
      },
      { what: 'billing to see the new name' },
    );
  });

  it('changes the password, signs out other sessions and keeps this one on a new token', async () => {
    const { email, password, token: otherSession } = await register(newEmail('chpw'));
    const thisSession = (await api('POST', '/auth/signin', { body: { email, password } })).body.data.token as string;

    expectError(
      await api('PUT', '/auth/password', {
        token: thisSession,
        body: { currentPassword: 'wrong-one', newPassword: 'next-pass' },
      }),
      400,
      'Current password is incorrect',
    );
    expectError(
      await api('PUT', '/auth/password', {
        token: thisSession,
        body: { currentPassword: password, newPassword: '12345' },
      }),
      400,
      'Password must be at least 6 characters',
    );
    expectError(
      await api('PUT', '/auth/password', {
        token: thisSession,
        body: { currentPassword: password, newPassword: password },
      }),
      400,
      'New password must be different',
    );

    const changed = await api('PUT', '/auth/password', {
      token: thisSession,
      body: { currentPassword: password, newPassword: 'next-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Password changed successfully');
    const renewed = changed.body.data.token as string;

    expectError(
      await api('GET', '/auth/me', { token: otherSession }),
      401,
      'Your session has expired or is invalid. Please sign in again.',
    );
    expectError(
      await api('GET', '/auth/me', { token: thisSession }),
      401,
      'Your session has expired or is invalid. Please sign in again.',
    );
    expect((await api('GET', '/auth/me', { token: renewed })).status).toBe(200);
    expectError(await api('POST', '/auth/signin', { body: { email, password } }), 401, 'Invalid email or password');
    expect((await api('POST', '/auth/signin', { body: { email, password: 'next-pass' } })).status).toBe(200);
  });

  it('resets a forgotten password with the emailed code and signs out existing sessions', async () => {
    const { email, token } = await register(newEmail('forgot'));
    const ghost = await api('POST', '/auth/forgot-password', { body: { email: newEmail('ghost') } });
    const asked = await api('POST', '/auth/forgot-password', { body: { email: ` ${email.toUpperCase()}` } });
    for (const res of [ghost, asked]) {
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('If an account exists for this email, a reset code has been sent.');
    }
    const code = await waitForOtp(email, { count: 2 }); // the sign-up code was mail #1
    const wrong = code === '000000' ? '111111' : '000000';

    expectError(
      await api('POST', '/auth/reset-password', { body: { email, code: wrong, newPassword: 'reset-pass' } }),
      400,
      'Invalid or expired reset code',
    );
    expectError(
      await api('POST', '/auth/reset-password', { body: { email, code, newPassword: '123' } }),
      400,
      'Password must be at least 6 characters',
    );
    const reset = await api('POST', '/auth/reset-password', { body: { email, code, newPassword: 'reset-pass' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successfully. Please sign in.');

    expectError(
      await api('POST', '/auth/reset-password', { body: { email, code, newPassword: 'again-pass' } }),
      400,
      'Invalid or expired reset code',
    );
    expect((await api('GET', '/auth/me', { token })).status).toBe(401);
    expect((await api('POST', '/auth/signin', { body: { email, password: 'reset-pass' } })).status).toBe(200);

    const tooSoon = await api('POST', '/auth/forgot-password', { body: { email } });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
  });
});
