import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthMessages } from '@streamhub/contracts';
import { api, mailsTo, newViewer, waitFor, type CaughtMail } from '@streamhub/testkit';
import { expectError } from './api-assertions';

/*
 * Issue 44's "tell the owner": a password change, a PIN change and a sign-in from a new device
 * each mail the owner, with a "this wasn't me" link that signs out every session, once.
 */

const deviceId = () => `dev-${randomBytes(8).toString('hex')}`;

/** Waits for a mail with `subject` to `email` (the n-th such, counting from 1) and returns it. */
async function alertMail(email: string, subject: string, count = 1): Promise<CaughtMail> {
  return waitFor(
    async () => {
      const found = (await mailsTo(email)).filter((m) => m.subject === subject);
      return found.length >= count ? found[count - 1] : undefined;
    },
    { timeoutMs: 15_000, intervalMs: 200, what: `mail "${subject}" #${count} to ${email}` },
  );
}

/** The code of the mail's "this wasn't me" link. */
function notMeCode(mail: CaughtMail): string {
  const code = /\/not-me\?code=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

describe('owner alerts', () => {
  it('mails a password change with a link that signs out every session, once', async () => {
    const viewer = await newViewer();
    const changed = await api('PUT', '/auth/password', {
      token: viewer.token,
      body: { currentPassword: viewer.password, newPassword: 'changed-pass-1' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const newToken = changed.body.data.token as string;
    const mail = await alertMail(viewer.email, 'Your StreamHub password was changed');
    expect(mail.text).toContain("If this wasn't you");
    const code = notMeCode(mail);

    expect((await api('GET', '/auth/me', { token: newToken })).status).toBe(200);
    const followed = await api('POST', '/auth/not-me', { body: { code } });
    expect(followed.status, JSON.stringify(followed.body)).toBe(200);
    expect(followed.body.message).toBe(AuthMessages.signedOutEverywhere);
    expect((await api('GET', '/auth/me', { token: newToken })).status).toBe(401);
    // Single use, and made-up codes count for nothing.
    expectError(await api('POST', '/auth/not-me', { body: { code } }), 401, AuthMessages.notMeLinkInvalid);
    expectError(
      await api('POST', '/auth/not-me', { body: { code: 'A'.repeat(43) } }),
      401,
      AuthMessages.notMeLinkInvalid,
    );
    // Signing in again works (the password stays what it is until the owner resets it).
    expect(
      (await api('POST', '/auth/signin', { body: { email: viewer.email, password: 'changed-pass-1' } })).status,
    ).toBe(200);
  });

  it('mails a sign-in from a device the account never used, and not one from a device it knows', async () => {
    const viewer = await newViewer();
    const signin = (device: string) =>
      api('POST', '/auth/signin', {
        headers: { 'x-device-id': device, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' },
        body: { email: viewer.email, password: viewer.password },
      });
    const subject = 'New sign-in to your StreamHub account';
    const first = deviceId();
    expect((await signin(first)).status).toBe(200);
    const mail = await alertMail(viewer.email, subject);
    expect(mail.text).toContain('from a new device');
    notMeCode(mail);
    expect((await signin(first)).status).toBe(200); // known now: no mail
    expect((await signin(deviceId())).status).toBe(200);
    await alertMail(viewer.email, subject, 2);
    expect((await mailsTo(viewer.email)).filter((m) => m.subject === subject)).toHaveLength(2);
  });

  it('mails an account PIN change', async () => {
    const viewer = await newViewer();
    const set = await api('PUT', '/account/parental-controls', {
      token: viewer.token,
      body: { password: viewer.password, pin: '2580' },
    });
    expect(set.status).toBe(200);
    const mail = await alertMail(viewer.email, 'Your StreamHub account PIN was changed');
    expect(mail.text).toContain('The account PIN was set or changed');
    const followed = await api('POST', '/auth/not-me', { body: { code: notMeCode(mail) } });
    expect(followed.status).toBe(200);
    expect((await api('GET', '/profiles', { token: viewer.token })).status).toBe(401);
  });
});
