import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model, Types } from 'mongoose';
import type { ProfileLanguage } from '@streamhub/contracts';
import type { OtpChallenge } from '../security/otp';
import { PendingSignupDoc, type PendingConsent } from './pending-signup.schema';

export interface NewPendingSignup {
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
  /** The code mails' language; absent on requests stored before it was kept (English). */
  language?: ProfileLanguage;
  /** Null only for requests stored before consents were recorded. */
  consent?: PendingConsent | null;
}

export interface PendingSignup extends NewPendingSignup {
  id: string;
}

/** More than the 5 sign-ups an email may start in an hour: every live request is considered. */
const MAX_PER_EMAIL = 16;
const FIELDS = {
  email: 1,
  name: 1,
  mobile: 1,
  passwordHash: 1,
  otp: 1,
  existingAccount: 1,
  consent: 1,
  language: 1,
} as const;

type PendingLean = NewPendingSignup & { _id: Types.ObjectId };
const toPending = ({ _id, ...rest }: PendingLean): PendingSignup => ({ id: _id.toHexString(), ...rest });

@Injectable()
export class PendingSignupsRepository {
  constructor(@InjectModel(PendingSignupDoc.name) private readonly model: Model<PendingSignupDoc>) {}

  /** The email's pending sign-ups, newest first (or only `id` when given). */
  async listByEmail(email: string, id?: string): Promise<PendingSignup[]> {
    if (id !== undefined && !isValidObjectId(id)) return [];
    const filter = id === undefined ? { email } : { email, _id: new Types.ObjectId(id) };
    const docs = await this.model.find(filter, FIELDS).sort({ _id: -1 }).limit(MAX_PER_EMAIL).lean<PendingLean[]>();
    return docs.map(toPending);
  }

  /** A new request of its own: an earlier one for the same email keeps its details and its code. */
  async create(pending: NewPendingSignup): Promise<string> {
    const doc = await this.model.create(pending);
    return doc._id.toHexString();
  }

  /** A fresh code with a fresh set of tries for one request; false when it is gone. */
  async replaceOtp(id: string, otp: OtpChallenge): Promise<boolean> {
    const res = await this.model.updateOne({ _id: new Types.ObjectId(id) }, { $set: { otp } });
    return res.matchedCount === 1;
  }

  /** Spends one try of one request atomically, so parallel guesses cannot exceed the limit; null when none is left. */
  async spendAttempt(id: string, maxAttempts: number): Promise<PendingSignup | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), 'otp.attempts': { $lt: maxAttempts } },
        { $inc: { 'otp.attempts': 1 } },
        { new: true, projection: FIELDS },
      )
      .lean<PendingLean>();
    return doc ? toPending(doc) : null;
  }

  /** Once an account exists for the email, every request for it is done. */
  async deleteAllFor(email: string): Promise<void> {
    await this.model.deleteMany({ email });
  }
}
