import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Types, type Connection } from 'mongoose';
import { PrivacyMessages, type BreachNotice, type BreachNoticeList } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  adminToken,
  api,
  apiData,
  closeRpc,
  mailsTo,
  newViewer,
  testEnv,
  unique,
  waitFor,
} from '@streamhub/testkit';

/*
 * The data-breach notice (docs/privacy.md, "Data-breach notice"): an admin records it and each
 * affected account holder gets it by mail; the record (who, when, how many, the text) stays for
 * the Data Protection Board's report.
 */

const SUBJECT = 'Important: a personal data breach affecting your StreamHub account';

let authDb: Connection;

beforeAll(async () => {
  authDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_auth' }).asPromise();
});
afterAll(async () => {
  await authDb.close();
  await closeRpc();
});

const notice = (what: string) => ({
  whatHappened: `${what}: a backup copy of the accounts table was readable without a password for two hours.`,
  dataAffected: 'Names, email addresses and mobile numbers. No passwords or payment details.',
  whatWeDid: 'We closed the access, rotated every key and reported the breach to the Data Protection Board.',
  whatYouCanDo: 'Be careful with mails asking for your password; we never ask for it.',
});

describe('data-breach notice', () => {
  it('mails each affected account the four parts and records who sent it, when and to how many', async () => {
    const admin = await adminToken();
    const [first, second, bystander] = await Promise.all([newViewer(), newViewer(), newViewer()]);
    const what = unique('Breach');
    const sent = await api('POST', '/admin/privacy/breach-notices', {
      token: admin,
      body: {
        ...notice(what),
        audience: 'accounts',
        // An address without an account is not counted; case does not matter.
        emails: [first.email.toUpperCase(), second.email, `${unique('nobody')}@test.local`],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe(PrivacyMessages.breachNoticeSent);
    const recorded = sent.body.data.notice as BreachNotice;
    expect(recorded).toMatchObject({ ...notice(what), audience: 'accounts', accounts: 2, sentBy: DEMO_ADMIN.email });

    for (const viewer of [first, second]) {
      const mail = await waitFor(async () => (await mailsTo(viewer.email)).find((m) => m.subject === SUBJECT), {
        what: `the notice mailed to ${viewer.email}`,
      });
      for (const part of Object.values(notice(what))) expect(mail.text).toContain(part);
      for (const heading of ['What happened', 'Which of your data', 'What we did', 'What you can do']) {
        expect(mail.text).toContain(heading);
      }
    }

    // The record for the Board's report: every notice, newest first, with its mailing count.
    const listed = await waitFor(
      async () => {
        const { notices } = await apiData<BreachNoticeList>('GET', '/admin/privacy/breach-notices', { token: admin });
        const found = notices.find((n) => n.id === recorded.id);
        return found?.mailed === 2 ? found : undefined;
      },
      { what: 'both mails counted' },
    );
    expect(listed).toMatchObject({ whatHappened: notice(what).whatHappened, accounts: 2, sentAt: recorded.sentAt });
    // Only the affected accounts were mailed.
    expect((await mailsTo(bystander.email)).some((m) => m.subject === SUBJECT)).toBe(false);
  });

  it('refuses an incomplete notice or no affected account, and is for admins only', async () => {
    const admin = await adminToken();
    const viewer = await newViewer();
    const missing = await api('POST', '/admin/privacy/breach-notices', {
      token: admin,
      body: { ...notice('x'), whatWeDid: '  ', audience: 'all' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(PrivacyMessages.breachTextRequired);
    const nobody = await api('POST', '/admin/privacy/breach-notices', {
      token: admin,
      body: { ...notice('x'), audience: 'accounts', emails: [`${unique('nobody')}@test.local`] },
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toBe(PrivacyMessages.breachNoAccounts);
    const noList = await api('POST', '/admin/privacy/breach-notices', {
      token: admin,
      body: { ...notice('x'), audience: 'accounts' },
    });
    expect(noList.status).toBe(400);
    expect(noList.body.message).toBe(PrivacyMessages.breachAudienceInvalid);
    const badShape = await api('POST', '/admin/privacy/breach-notices', {
      token: admin,
      body: { ...notice('x'), audience: 'everyone' },
    });
    expect(badShape.status).toBe(400);

    const body = { ...notice('x'), audience: 'accounts', emails: [viewer.email] };
    expect((await api('POST', '/admin/privacy/breach-notices', { token: viewer.token, body })).status).toBe(403);
    expect((await api('GET', '/admin/privacy/breach-notices', { token: viewer.token })).status).toBe(403);
    expect((await api('POST', '/admin/privacy/breach-notices', { body })).status).toBe(401);
    expect((await mailsTo(viewer.email)).some((m) => m.subject === SUBJECT)).toBe(false);
  });

  it('resumes a mailing that stopped partway: the accounts not yet mailed get it once, the mailed ones not again', async () => {
    const [mailed, claimed, rest1, rest2] = await Promise.all([newViewer(), newViewer(), newViewer(), newViewer()]);
    const what = unique('Stopped');
    const id = new Types.ObjectId();
    const sentAt = new Date();
    // What auth leaves when it stops mid-way: one copy sent, one claimed (its mail may have gone), two to go,
    // and a lease that has run out because nobody renews it.
    await authDb.collection('breach_notices').insertOne({
      _id: id,
      ...notice(what),
      audience: 'accounts',
      accounts: 4,
      mailed: 1,
      sentByUserId: 'admin',
      sentBy: DEMO_ADMIN.email,
      sentAt,
      recipientIds: [mailed, claimed, rest1, rest2].map((v) => v.userId),
      leaseUntil: new Date(Date.now() - 1_000),
    });
    await authDb.collection('breach_notice_deliveries').insertMany([
      { noticeId: id.toHexString(), userId: mailed.userId, state: 'sent', at: sentAt },
      { noticeId: id.toHexString(), userId: claimed.userId, state: 'claimed', at: sentAt },
    ]);

    const finished = await waitFor(
      async () => {
        const doc = await authDb.collection('breach_notices').findOne({ _id: id });
        return doc?.finishedAt ? doc : undefined;
      },
      { what: 'the stopped notice resumed and finished', timeoutMs: 30_000 },
    );
    expect(finished.mailed).toBe(3);
    for (const viewer of [rest1, rest2]) {
      const mails = await waitFor(
        async () => {
          const found = (await mailsTo(viewer.email)).filter((m) => m.subject === SUBJECT);
          return found.length > 0 ? found : undefined;
        },
        { what: `the resumed notice mailed to ${viewer.email}` },
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(what);
    }
    for (const viewer of [mailed, claimed]) {
      expect((await mailsTo(viewer.email)).some((m) => m.subject === SUBJECT)).toBe(false);
    }
    const deliveries = await authDb
      .collection('breach_notice_deliveries')
      .find({ noticeId: id.toHexString() })
      .toArray();
    expect(deliveries.map((d) => d.state).sort()).toEqual(['claimed', 'sent', 'sent', 'sent']);
  });
});
