import { createHmac } from 'node:crypto';

/**
 * A mobile number as one person's: its last ten digits (Indian numbers with or without +91 or a
 * leading 0 are the same number); null when it has fewer.
 */
export function normaliseMobile(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/**
 * The one-way key a trial is claimed under for a mobile number: HMAC-SHA256 under a server secret,
 * so the stored value cannot be turned back into the number by trying every ten-digit number.
 */
export function mobilePayerKey(mobile: string | null | undefined, secret: string): string | null {
  const normalised = normaliseMobile(mobile);
  return normalised ? `m:${createHmac('sha256', secret).update(`mobile:${normalised}`).digest('base64url')}` : null;
}

/**
 * The secret payer keys are made with: TRIAL_KEY_SECRET, kept for this use only; without it the
 * Razorpay key secret, as before that setting existed (so trials claimed then are still known).
 */
export function trialKeySecret(config: { TRIAL_KEY_SECRET?: string; RAZORPAY_KEY_SECRET: string }): string {
  return config.TRIAL_KEY_SECRET ?? config.RAZORPAY_KEY_SECRET;
}
