import { testEnv } from './env';
import { waitFor } from './wait';

/** A mail as maildev's HTTP API (`GET /api/email`) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  date: string;
  to: { address: string; name?: string }[];
}

/** Every mail maildev caught for `email` (case-insensitive), oldest first. */
export async function mailsTo(email: string): Promise<CaughtMail[]> {
  const res = await fetch(`${testEnv.maildevUrl}/api/email`);
  if (!res.ok) throw new Error(`maildev answered ${res.status}`);
  const all = (await res.json()) as CaughtMail[];
  const wanted = email.trim().toLowerCase();
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The newest mail to `email`, or undefined when none arrived yet. */
export async function latestMailTo(email: string): Promise<CaughtMail | undefined> {
  const mails = await mailsTo(email);
  return mails[mails.length - 1];
}

/** The first 6-digit code in a mail's text (or HTML when there is no text part). */
export function codeIn(mail: CaughtMail): string | undefined {
  return /\b(\d{6})\b/.exec(mail.text ?? mail.html ?? '')?.[1];
}

/**
 * Waits until at least `count` mails reached `email` and returns the code in the newest one.
 * Pass `count: 2` after a resend to wait for the second code rather than reading the first.
 */
export async function waitForOtp(email: string, { count = 1, timeoutMs = 15_000 } = {}): Promise<string> {
  return waitFor(
    async () => {
      const mails = await mailsTo(email);
      return mails.length >= count ? codeIn(mails[mails.length - 1]!) : undefined;
    },
    { timeoutMs, intervalMs: 200, what: `mail #${count} with a code to ${email}` },
  );
}
