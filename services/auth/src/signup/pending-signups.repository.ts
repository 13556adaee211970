import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { OtpChallenge } from '../security/otp';
import { PendingSignupDoc } from './pending-signup.schema';

export interface PendingSignup {
  email: string;
  name: string;
  mobile: string;
  passwordHash: string;
  otp: OtpChallenge;
  /**
   * The email already has an account: its owner was mailed "you already have an account", not a
   * code, and this record only makes the next steps answer as for anyone (no code can verify it).
   */
  existingAccount?: boolean;
}

const FIELDS = { _id: 0, email: 1, name: 1, mobile: 1, passwordHash: 1, otp: 1, existingAccount: 1 } as const;

@Injectable()
export class PendingSignupsRepository {
  constructor(@InjectModel(PendingSignupDoc.name) private readonly model: Model<PendingSignupDoc>) {}

  findByEmail(email: string): Promise<PendingSignup | null> {
    return this.model.findOne({ email }, FIELDS).lean<PendingSignup>();
  }

  /** A new sign-up for the same email replaces the pending one (new details, new code). */
  async save(pending: PendingSignup): Promise<void> {
    await this.model.updateOne({ email: pending.email }, { $set: pending }, { upsert: true });
  }

  /** A fresh code with a fresh set of tries; false when there is no pending sign-up. */
  async replaceOtp(email: string, otp: OtpChallenge): Promise<boolean> {
    const res = await this.model.updateOne({ email }, { $set: { otp } });
    return res.matchedCount === 1;
  }

  /** Spends one try atomically, so parallel guesses cannot exceed the limit; null when none is left. */
  spendAttempt(email: string, maxAttempts: number): Promise<PendingSignup | null> {
    return this.model
      .findOneAndUpdate(
        { email, 'otp.attempts': { $lt: maxAttempts } },
        { $inc: { 'otp.attempts': 1 } },
        { new: true, projection: FIELDS },
      )
      .lean<PendingSignup>();
  }

  async delete(email: string): Promise<void> {
    await this.model.deleteOne({ email });
  }
}
