import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AuthLimits } from '@streamhub/contracts';

/** A one-time code as stored: only its keyed hash, when it expires and how many tries it had. */
export interface OtpChallenge {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

export type OtpPurpose = 'signup' | 'password-reset';

export function generateOtp(): string {
  return randomInt(0, 10 ** AuthLimits.otpLength)
    .toString()
    .padStart(AuthLimits.otpLength, '0');
}

/**
 * Keyed (HMAC-SHA256) hashes of one-time codes: six digits are too few for a plain hash to hide
 * them, so a leaked database alone must not reveal the codes. Purpose and email are mixed in, so a
 * hash cannot be replayed for another account or flow.
 */
export class OtpHasher {
  constructor(private readonly secret: string) {}

  hash(purpose: OtpPurpose, email: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\n${email}\n${code}`).digest('hex');
  }

  matches(challenge: OtpChallenge, purpose: OtpPurpose, email: string, code: string): boolean {
    const given = Buffer.from(this.hash(purpose, email, code), 'hex');
    const stored = Buffer.from(challenge.codeHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }

  challenge(purpose: OtpPurpose, email: string, code: string, now: Date, ttlSeconds: number): OtpChallenge {
    return {
      codeHash: this.hash(purpose, email, code),
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      attempts: 0,
    };
  }
}

export type OtpState = 'usable' | 'expired' | 'exhausted';

/** Exhausted wins over expired: either way a new code is needed, and the lock is the stronger fact. */
export function otpState(challenge: OtpChallenge, now: Date): OtpState {
  if (challenge.attempts >= AuthLimits.otpMaxWrongAttempts) return 'exhausted';
  if (challenge.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export function attemptsLeft(challenge: OtpChallenge): number {
  return Math.max(0, AuthLimits.otpMaxWrongAttempts - challenge.attempts);
}
