import { describe, expect, it } from 'vitest';
import { api, codeIn, mailsTo, newViewer, TEST_SIGNUP_CONSENT, unique, waitFor } from '@streamhub/testkit';

/*
 * Mails in the account's language (docs/i18n.md "Mails"): the language of the account holder's own
 * profile. The one-time code to reset a password, read from the stack's mail catcher, comes in
 * Hindi for an account whose profile speaks Hindi (auth.test.ts sees the English one). Before there
 * is an account, the sign-up code goes out in the language the sign-up page asked in.
 */

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
});
