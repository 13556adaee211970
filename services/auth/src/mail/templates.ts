import type { ProfileLanguage } from '@streamhub/contracts';
import type { OutgoingMail } from './mailer';
import { ALERT_MAIL_TEXT } from './alert-mail-text';
import { CODE_MAIL_TEXT } from './mail-language';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Which code a code mail carries: it picks the subject and the intro line from CODE_MAIL_TEXT. */
export type CodeMailKind = 'signup' | 'reset';

const CODE_MAIL_WORDS = {
  signup: { subject: 'signupSubject', intro: 'signupIntro' },
  reset: { subject: 'resetSubject', intro: 'resetIntro' },
} as const;

/**
 * A mail that carries a one-time code, in `lang`: the sign-up code goes out in the language the
 * sign-up was made in, the reset code in the account's language (accountLanguageOf; docs/i18n.md "Mails").
 */
export function codeMailOf(
  kind: CodeMailKind,
  to: string,
  name: string,
  code: string,
  ttlSeconds: number,
  lang: ProfileLanguage = 'en',
): OutgoingMail {
  const words = CODE_MAIL_TEXT[lang];
  const subject = words[CODE_MAIL_WORDS[kind].subject];
  const intro = words[CODE_MAIL_WORDS[kind].intro];
  const greeting = words.greeting(name);
  const expiry = words.expiry(Math.ceil(ttlSeconds / 60));
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

/**
 * Sent instead of a code when someone signs up with an email that already has an account: the
 * sign-up looks the same to whoever tried, and the owner learns about it and how to get back in.
 */
export function existingAccountMail(to: string, name: string, webAppUrl: string): OutgoingMail {
  const base = webAppUrl.replace(/\/$/, '');
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const paragraphs = [
    'Someone (maybe you) tried to create a StreamHub account with this email address, but you already have an account.',
    `Sign in: ${base}/login`,
    `Forgot your password? Reset it here: ${base}/forgot-password`,
    'If it was not you, you can ignore this email: nothing has changed on your account.',
  ];
  return {
    to,
    subject: 'You already have a StreamHub account',
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\nStreamHub`,
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>StreamHub</p>`,
  };
}

const longDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Sent at once when a user asks to delete their account (the policy promises it within 72 hours). */
export function deletionAcknowledgementMail(
  to: string,
  name: string,
  deletion: { requestedAt: Date; eraseAfter: Date },
  graceDays: number,
): OutgoingMail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const paragraphs = [
    `We received your request to delete your StreamHub account on ${longDate(deletion.requestedAt)} (UTC).`,
    `Your account is closed and you have been signed out everywhere. Your account and your personal data will be fully removed within ${graceDays} ${graceDays === 1 ? 'day' : 'days'}, by ${longDate(deletion.eraseAfter)}.`,
    'Payment records are kept for legal reasons, without your name, email address or mobile number.',
    'If you did not ask for this, or you want to keep your account, contact our support before that date.',
  ];
  return {
    to,
    subject: 'Your StreamHub account deletion request',
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\nStreamHub`,
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>StreamHub</p>`,
  };
}

/** What an owner alert says happened, and when (UTC). */
export interface AccountChange {
  subject: string;
  what: string;
  at: Date;
}

/**
 * Tells the owner that something changed on their account, in the account's language (`change`'s
 * subject and what from ALERT_MAIL_TEXT of the same language), with a single-use link that signs
 * out every session ("this wasn't me"); the link's code is random and only its hash is stored.
 */
export function accountChangeMail(
  to: string,
  name: string,
  change: AccountChange,
  notMeUrl: string,
  lang: ProfileLanguage = 'en',
): OutgoingMail {
  const words = ALERT_MAIL_TEXT[lang];
  const greeting = CODE_MAIL_TEXT[lang].greeting(name);
  const when = change.at.toISOString().replace('T', ' ').slice(0, 16);
  const paragraphs = [words.happenedAt({ what: change.what, when }), words.ifYou, words.ifNotYou({ url: notMeUrl })];
  return {
    to,
    subject: change.subject,
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\nStreamHub`,
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>StreamHub</p>`,
  };
}

/** "Download my data" is ready: the signed link works for the account holder, signed in, until `expiresAt`. */
export function dataExportReadyMail(to: string, name: string, url: string, expiresAt: Date): OutgoingMail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const until = expiresAt.toISOString().replace('T', ' ').slice(0, 16);
  const paragraphs = [
    'The copy of your data you asked for is ready: everything StreamHub holds about your account and its profiles, in one machine-readable file.',
    `Download it here (sign in with this account first): ${url}`,
    `The link works until ${until} UTC and only for your account. After that, ask for your data again in My Account → Privacy.`,
    'If you did not ask for it, sign in and change your password: nobody else can open the link.',
  ];
  return {
    to,
    subject: 'Your StreamHub data is ready to download',
    text: `${greeting}\n\n${paragraphs.join('\n\n')}\n\nStreamHub`,
    html: `<p>${escapeHtml(greeting)}</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>StreamHub</p>`,
  };
}

/** The four parts of a data-breach notice (DPDP Rules 2025: what, which data, what we did, what you can do). */
export interface BreachNoticeText {
  whatHappened: string;
  dataAffected: string;
  whatWeDid: string;
  whatYouCanDo: string;
}

/** A data-breach notice to one affected account holder (docs/privacy.md, "Data-breach notice"). */
export function breachNoticeMail(to: string, name: string, notice: BreachNoticeText, sentAt: Date): OutgoingMail {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const sections: [string, string][] = [
    ['What happened', notice.whatHappened],
    ['Which of your data', notice.dataAffected],
    ['What we did', notice.whatWeDid],
    ['What you can do', notice.whatYouCanDo],
  ];
  const intro = `We are writing to tell you about a personal data breach that affects your StreamHub account (notice of ${longDate(sentAt)}).`;
  const outro =
    'We have reported it to the Data Protection Board of India. Questions or complaints go to our Grievance Officer (see Grievance Redressal in the app).';
  return {
    to,
    subject: 'Important: a personal data breach affecting your StreamHub account',
    text: `${greeting}\n\n${intro}\n\n${sections.map(([h, body]) => `${h}:\n${body}`).join('\n\n')}\n\n${outro}\n\nStreamHub`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      sections.map(([h, body]) => `<h3>${escapeHtml(h)}</h3><p>${escapeHtml(body)}</p>`).join('') +
      `<p>${escapeHtml(outro)}</p><p>StreamHub</p>`,
  };
}
