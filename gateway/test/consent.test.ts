import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRIVACY_NOTICE_VERSION,
  PrivacyMessages,
  type AuthResult,
  type BecauseYouWatchedReply,
  type ConsentsReply,
  type PlaybackEventInput,
  type Video,
} from '@streamhub/contracts';
import {
  api,
  closeRpc,
  createVideo,
  mailsTo,
  newViewer,
  signInAs,
  testEnv,
  unique,
  waitFor,
  waitForOtp,
  TEST_SIGNUP_CONSENT,
  type TestViewer,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

/*
 * Consent under the DPDP Act (docs/privacy.md): no account without the notice agreed and the 18+
 * confirmation; each consent recorded with its notice version; a newer notice asked at sign-in;
 * withdrawing personalisation ends "Because you watched" at once.
 */

let authDb: Connection;

beforeAll(async () => {
  authDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_auth' }).asPromise();
});

afterAll(async () => {
  await authDb.close();
  await closeRpc();
});

const newEmail = (prefix: string) => `${unique(prefix)}@test.local`;
const account = (email: string, consent?: Record<string, unknown>) => ({
  name: 'Asha Rao',
  email,
  mobile: '9876543210',
  password: 'secret-pass',
  ...(consent ? { consent } : {}),
});

async function consents(token: string): Promise<ConsentsReply> {
  const res = await api('GET', '/privacy/consents', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ConsentsReply;
}

async function setConsents(token: string, body: Record<string, unknown>): Promise<ConsentsReply> {
  const res = await api('PUT', '/privacy/consents', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe(PrivacyMessages.consentsUpdated);
  return res.body.data as ConsentsReply;
}

describe('consent at sign-up', () => {
  it('refuses a sign-up without the notice agreed or the 18+ confirmation, and mails nothing', async () => {
    const email = newEmail('no-consent');
    const cases: [Record<string, unknown> | undefined, string][] = [
      [undefined, PrivacyMessages.noticeRequired],
      [{ adult: true, personalisation: true }, PrivacyMessages.noticeRequired],
      [{ noticeVersion: '2001-01-01', adult: true }, PrivacyMessages.noticeOutdated],
      [{ noticeVersion: PRIVACY_NOTICE_VERSION }, PrivacyMessages.adultRequired],
      [{ noticeVersion: PRIVACY_NOTICE_VERSION, adult: false, marketing: true }, PrivacyMessages.adultRequired],
    ];
    for (const [consent, message] of cases) {
      expectError(
        await api('POST', '/auth/signup', { body: account(email, consent) }),
        400,
        message,
        'CONSENT_REQUIRED',
      );
    }
    expectError(
      await api('POST', '/auth/signup', { body: account(email, { ...TEST_SIGNUP_CONSENT, adult: 'yes' }) }),
      400,
      'adult must be true or false',
    );
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('records the consent with its notice version, each purpose as ticked, when and from where', async () => {
    const email = newEmail('consent');
    const before = Date.now();
    const signup = await api('POST', '/auth/signup', {
      body: account(email, { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true, marketing: true }),
      headers: { 'user-agent': 'ConsentProbe/1.0' },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const otp = await waitForOtp(email);
    const verified = await api('POST', '/auth/verify-signup-otp', { body: { email, otp } });
    expect(verified.status).toBe(200);
    const { token, user } = verified.body.data as AuthResult;

    const reply = await consents(token);
    expect(reply.status).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      agreedVersion: PRIVACY_NOTICE_VERSION,
      consentNeeded: false,
    });
    expect(reply.history).toHaveLength(1);
    expect(reply.current).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      adult: true,
      // Personalisation was not ticked: never assumed.
      purposes: {
        marketing: { granted: true, changedAt: expect.any(String) },
        personalisation: { granted: false, changedAt: expect.any(String) },
      },
      source: 'signup',
      at: expect.any(String),
      ip: expect.stringMatching(/\S/),
      userAgent: 'ConsentProbe/1.0',
    });
    expect(Date.parse(reply.current!.at)).toBeGreaterThanOrEqual(before - 5_000);
    // Stored in auth's own collection, for this account.
    expect(await authDb.collection('consents').countDocuments({ userId: user._id })).toBe(1);
  });

  it('asks again at sign-in after a newer notice, and records the agreement as a new record', async () => {
    const viewer = await newViewer();
    expect((await signInAs({ email: viewer.email, password: viewer.password })).privacy).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      agreedVersion: PRIVACY_NOTICE_VERSION,
      consentNeeded: false,
    });
    // The account's latest agreement is to an older notice (as after a notice change).
    const latest = await authDb.collection('consents').findOne({ userId: viewer.userId });
    await authDb
      .collection('consents')
      .insertOne({ ...latest, _id: new mongoose.Types.ObjectId(), noticeVersion: '2001-01-01', at: new Date() });
    expect((await signInAs({ email: viewer.email, password: viewer.password })).privacy).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      agreedVersion: '2001-01-01',
      consentNeeded: true,
    });

    expectError(
      await api('PUT', '/privacy/consents', { token: viewer.token, body: { noticeVersion: '2001-01-01' } }),
      400,
      PrivacyMessages.noticeOutdated,
    );
    const agreed = await setConsents(viewer.token, { noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(agreed.current?.source).toBe('notice');
    expect(agreed.history.map((r) => r.noticeVersion)).toEqual([
      PRIVACY_NOTICE_VERSION,
      '2001-01-01',
      PRIVACY_NOTICE_VERSION,
    ]);
    expect((await signInAs({ email: viewer.email, password: viewer.password })).privacy?.consentNeeded).toBe(false);
  });

  it('has no consents to show without a session, and refuses unknown fields', async () => {
    expect((await api('GET', '/privacy/consents')).status).toBe(401);
    const viewer = await newViewer();
    expectError(
      await api('PUT', '/privacy/consents', { token: viewer.token, body: { analytics: true } }),
      400,
      'property analytics should not exist',
    );
  });
});

describe('withdrawing and giving consents', () => {
  /** Start events of one session of `video`, as `viewer`. */
  async function watch(viewer: TestViewer, video: Video): Promise<void> {
    const events: PlaybackEventInput[] = [
      {
        id: randomUUID(),
        sessionId: randomUUID(),
        videoId: video._id,
        type: 'start',
        at: Date.now(),
        position: 0,
        duration: 60,
        startupMs: 400,
      },
    ];
    const res = await api('POST', '/playback/events', { token: viewer.token, body: { events } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
  }

  async function row(viewer: TestViewer): Promise<BecauseYouWatchedReply> {
    const res = await api('GET', '/recommendations/because-you-watched', { token: viewer.token });
    expect(res.status).toBe(200);
    return res.body.data as BecauseYouWatchedReply;
  }

  it('keeps each purpose’s date, adds a record per change, and ends Because you watched at once', async () => {
    const tag = unique('consent-recs');
    const [seen, next] = await Promise.all([
      createVideo({ videoTitle: `${tag} seen`, genre: 'drama', videoType: 'movie', ageRating: 'U' }),
      createVideo({ videoTitle: `${tag} next`, genre: 'drama', videoType: 'movie', ageRating: 'U' }),
    ]);
    const [other, me] = await Promise.all([newViewer(), newViewer()]);
    await watch(other, seen);
    await watch(other, next);
    await watch(me, seen);
    await waitFor(async () => (await row(me)).becauseOf?._id === seen._id, { what: 'a Because you watched row' });

    const start = await consents(me.token);
    const withdrawn = await setConsents(me.token, { personalisation: false });
    const withdrawnAt = Date.now();
    // The very next request has no row: the account's history is no longer read for it.
    expect(await row(me)).toEqual({ becauseOf: null, videos: [] });
    const elapsed = Date.now() - withdrawnAt;
    console.info(`Because you watched gone ${elapsed} ms after the withdrawal`);
    expect(withdrawn.current?.purposes.personalisation.granted).toBe(false);
    expect(withdrawn.current?.source).toBe('settings');
    // Marketing was not named: unchanged, with its date.
    expect(withdrawn.current?.purposes.marketing).toEqual(start.current?.purposes.marketing);
    expect(withdrawn.history).toHaveLength(2);
    expect(withdrawn.history[1]).toEqual(start.current);

    // Given back as easily: the row returns.
    const given = await setConsents(me.token, { personalisation: true });
    expect(given.history).toHaveLength(3);
    expect((await row(me)).becauseOf?._id).toBe(seen._id);
  });
});

describe('nominee', () => {
  it('names, replaces and removes the person who may exercise the rights, refusing oneself', async () => {
    const viewer = await newViewer();
    const token = viewer.token;
    expect((await api('GET', '/privacy/nominee', { token })).body.data).toEqual({ nominee: null });
    expectError(
      await api('PUT', '/privacy/nominee', { token, body: { name: 'Ravi Rao', email: 'not-an-email' } }),
      400,
      PrivacyMessages.nomineeEmailInvalid,
    );
    expectError(
      await api('PUT', '/privacy/nominee', { token, body: { email: 'ravi@example.com' } }),
      400,
      PrivacyMessages.nomineeNameRequired,
    );
    expectError(
      await api('PUT', '/privacy/nominee', { token, body: { name: 'Me', email: viewer.email.toUpperCase() } }),
      400,
      PrivacyMessages.nomineeIsYou,
    );
    const set = await api('PUT', '/privacy/nominee', {
      token,
      body: { name: ' Ravi Rao ', email: 'Ravi@Example.com' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.message).toBe(PrivacyMessages.nomineeSaved);
    expect(set.body.data.nominee).toEqual({
      name: 'Ravi Rao',
      email: 'ravi@example.com',
      nominatedAt: expect.any(String),
    });
    await api('PUT', '/privacy/nominee', { token, body: { name: 'Meera Rao', email: 'meera@example.com' } });
    expect((await api('GET', '/privacy/nominee', { token })).body.data.nominee.name).toBe('Meera Rao');
    const removed = await api('PUT', '/privacy/nominee', { token, body: { name: '', email: '' } });
    expect(removed.body).toMatchObject({ message: PrivacyMessages.nomineeRemoved, data: { nominee: null } });
  });
});
