import type { OutgoingMail } from './mailer';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function codeMail(
  to: string,
  subject: string,
  greetingName: string,
  intro: string,
  code: string,
  ttlMinutes: number,
): OutgoingMail {
  const greeting = greetingName ? `Hi ${greetingName},` : 'Hi,';
  const expiry = `The code expires in ${ttlMinutes} ${ttlMinutes === 1 ? 'minute' : 'minutes'}. If you did not ask for it, you can ignore this email.`;
  return {
    to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${code}\n\n${expiry}\n\nStreamHub`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>` +
      `<p>${escapeHtml(expiry)}</p><p>StreamHub</p>`,
  };
}

export function signupOtpMail(to: string, name: string, code: string, ttlSeconds: number): OutgoingMail {
  return codeMail(
    to,
    'Your StreamHub verification code',
    name,
    'Use this code to finish creating your StreamHub account:',
    code,
    Math.ceil(ttlSeconds / 60),
  );
}

export function resetCodeMail(to: string, name: string, code: string, ttlSeconds: number): OutgoingMail {
  return codeMail(
    to,
    'Your StreamHub password reset code',
    name,
    'Use this code to set a new StreamHub password:',
    code,
    Math.ceil(ttlSeconds / 60),
  );
}
