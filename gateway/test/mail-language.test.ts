import { afterAll, describe, expect, it } from 'vitest';
import { BillingPatterns, type BillingCustomer, type SupportQuery } from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  codeIn,
  createPlan,
  mailsTo,
  newViewer,
  payInSandbox,
  rpc,
  TEST_SIGNUP_CONSENT,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { order } from './billing-helpers';

/*
 * Mails in the account's language (docs/i18n.md "Mails"): the language of the account holder's own
 * profile. The one-time code to reset a password, read from the stack's mail catcher, comes in
 * Hindi for an account whose profile speaks Hindi (auth.test.ts sees the English one), and so does
 * the alert that its password changed. Before there
 * is an account, the sign-up code goes out in the language the sign-up page asked in. Billing and
 * support learn the account's language from auth's event: a Hindi account's receipt and the reply
 * to its support query come in Hindi.
 */

afterAll(async () => {
  await closeRpc();
});

describe('mails in the account’s language', () => {
  it('send the password reset code in Hindi to an account whose own profile is Hindi', async () => {
    const viewer = await newViewer();
    const changed = await api('PATCH', `/profiles/${viewer.userId}`, { token: viewer.token, body: { language: 'hi' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect((await api('POST', '/auth/forgot-password', { body: { email: viewer.email } })).status).toBe(200);
    const mail = await waitFor(
      async () => (await mailsTo(viewer.email)).find((m) => m.subject === 'आपका StreamHub पासवर्ड रीसेट कोड'),
      { what: 'the Hindi password reset mail' },
    );
    expect(mail.text).toContain('नमस्ते Test Viewer,');
    expect(mail.text).toContain('नया StreamHub पासवर्ड सेट करने के लिए यह कोड इस्तेमाल करें:');
    expect(mail.text).toMatch(/यह कोड \d+ मिनट में समाप्त हो जाएगा/);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('send the password-changed alert in Hindi to an account whose own profile is Hindi', async () => {
    const viewer = await newViewer();
    const changed = await api('PATCH', `/profiles/${viewer.userId}`, { token: viewer.token, body: { language: 'hi' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const password = await api('PUT', '/auth/password', {
      token: viewer.token,
      body: { currentPassword: viewer.password, newPassword: `${viewer.password}-next` },
    });
    expect(password.status, JSON.stringify(password.body)).toBe(200);
    const mail = await waitFor(
      async () => (await mailsTo(viewer.email)).find((m) => m.subject === 'आपका StreamHub पासवर्ड बदला गया'),
      { what: 'the Hindi password-changed alert' },
    );
    expect(mail.text).toContain('नमस्ते Test Viewer,');
    expect(mail.text).toContain('आपके खाते का पासवर्ड बदला गया');
    expect(mail.text).toMatch(/\/not-me\?code=[A-Za-z0-9_-]{43}/);
  });

  it('send the sign-up code in the language the sign-up page asked in', async () => {
    const email = `${unique('signup-hi')}@test.local`;
    const body = { name: 'Asha', email, mobile: '9876543210', password: 'secret-pass', consent: TEST_SIGNUP_CONSENT };
    const signup = await api('POST', '/auth/signup', {
      body,
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' },
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const mail = await waitFor(
      async () => (await mailsTo(email)).find((m) => m.subject === 'आपका StreamHub सत्यापन कोड'),
      { what: 'the Hindi sign-up code mail' },
    );
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('अपना StreamHub खाता बनाना पूरा करने के लिए यह कोड इस्तेमाल करें:');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('send a Hindi account its receipt and the reply to its support query in Hindi', async () => {
    const admin = await adminToken();
    const plan = await createPlan(admin, { price: 1499, scope: 'all', durationDays: 30 });
    const viewer = await newViewer();
    const changed = await api('PATCH', `/profiles/${viewer.userId}`, { token: viewer.token, body: { language: 'hi' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // Billing has the account's language from auth's event before anything is bought.
    await waitFor(
      async () =>
        (await rpc<BillingCustomer>(BillingPatterns.getCustomer, { userId: viewer.userId })).language === 'hi',
      { what: 'billing to learn the account’s language' },
    );

    const reply = await order(viewer.token, plan.code, 'all');
    await payInSandbox(reply.order!.id);
    const receipt = await waitFor(
      async () => (await mailsTo(viewer.email)).find((m) => m.subject.startsWith('आपकी StreamHub रसीद SH-')),
      { timeoutMs: 20_000, what: 'the Hindi receipt mail' },
    );
    expect(receipt.text).toContain(`प्लान: ${plan.title} (${plan.code})`);
    // ₹1,499.00 with India's digit grouping; 18 % GST included: 149900 × 18 / 118 → ₹228.66.
    expect(receipt.text).toContain('भुगतान की गई राशि: ₹1,499.00 (GST सहित)');
    expect(receipt.text).toContain('GST @ 18% (शामिल): ₹228.66');
    expect(receipt.text).not.toContain('Amount paid');

    const subject = unique('भुगतान दिख नहीं रहा ');
    const submitted = await api('POST', '/queries', {
      token: viewer.token,
      body: { name: 'Test Viewer', email: viewer.email, subject, message: 'मेरा प्लान अभी भी बंद दिख रहा है।' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const query = submitted.body.data.query as SupportQuery;
    const answered = await api('POST', `/queries/${query._id}/reply`, {
      token: admin,
      body: { message: 'आपका भुगतान अब लागू हो गया है।' },
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const mail = await waitFor(async () => (await mailsTo(viewer.email)).find((m) => m.subject === `Re: ${subject}`), {
      what: 'the Hindi reply mail',
    });
    expect(mail.text).toBe(
      'नमस्ते Test Viewer,\n\nआपका भुगतान अब लागू हो गया है।\n\n— StreamHub सहायता\n\n' +
        'आपका मूल संदेश:\nमेरा प्लान अभी भी बंद दिख रहा है।',
    );
  });
});
