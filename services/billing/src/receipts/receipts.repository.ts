import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKey, toStoredRecord, type StoredRecord } from '@streamhub/nest-kit';
import { ReceiptDoc, SequenceDoc } from './receipt.schema';

export type ReceiptRecord = StoredRecord<ReceiptDoc>;
export type NewReceipt = Omit<ReceiptDoc, 'number' | 'mailedAt' | 'mailingUntil' | 'customerName' | 'customerEmail'>;

const toRecord = toStoredRecord<ReceiptDoc>;
const RECEIPT_SEQUENCE = 'receipt';

@Injectable()
export class ReceiptsRepository {
  constructor(
    @InjectModel(ReceiptDoc.name) private readonly model: Model<ReceiptDoc>,
    @InjectModel(SequenceDoc.name) private readonly sequences: Model<SequenceDoc>,
  ) {}

  async byPaymentId(paymentId: string): Promise<ReceiptRecord | null> {
    return toRecord(await this.model.findOne({ paymentId }).lean());
  }

  async byNumber(number: string): Promise<ReceiptRecord | null> {
    return toRecord(await this.model.findOne({ number }).lean());
  }

  async forUser(userId: string): Promise<ReceiptRecord[]> {
    const docs = await this.model.find({ userId }).sort({ issuedAt: -1 }).limit(500).lean();
    return docs.map((doc) => toRecord(doc as Record<string, unknown>)!);
  }

  /** The next number of a sequence (an atomic increment; a number lost to a failed insert stays unused). */
  async next(): Promise<number> {
    const doc = await this.sequences
      .findOneAndUpdate({ _id: RECEIPT_SEQUENCE }, { $inc: { value: 1 } }, { upsert: true, new: true })
      .lean();
    return doc!.value;
  }

  /** Inserts the receipt unless its payment has one (then that one comes back). */
  async createOnce(receipt: NewReceipt, number: string): Promise<ReceiptRecord> {
    try {
      const doc = await this.model.create({ ...receipt, number, mailedAt: null, mailingUntil: null });
      return toRecord(doc.toObject() as unknown as Record<string, unknown>)!;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const existing = await this.byPaymentId(receipt.paymentId);
      if (!existing) throw err;
      return existing;
    }
  }

  /** Receipts whose mail has not gone out, each claimed until `until` by a conditional update. */
  async claimUnmailed(now: Date, until: Date, limit: number): Promise<ReceiptRecord[]> {
    const due = { mailedAt: null, $or: [{ mailingUntil: null }, { mailingUntil: { $lte: now } }] };
    const candidates = await this.model.find(due, { paymentId: 1 }).limit(limit).lean<{ paymentId: string }[]>();
    const claimed: ReceiptRecord[] = [];
    for (const { paymentId } of candidates) {
      const doc = await this.model
        .findOneAndUpdate({ ...due, paymentId }, { $set: { mailingUntil: until } }, { new: true })
        .lean();
      if (doc) claimed.push(toRecord(doc)!);
    }
    return claimed;
  }

  async markMailed(paymentId: string, at: Date, customer: { name: string | null; email: string }): Promise<void> {
    await this.model.updateOne(
      { paymentId },
      { $set: { mailedAt: at, mailingUntil: null, customerName: customer.name, customerEmail: customer.email } },
    );
  }

  /**
   * The person's account was erased: their receipts keep number, amounts, GST, dates and ids (the
   * GST record), and lose the name and e-mail they were mailed to.
   */
  async forgetCustomer(userId: string): Promise<number> {
    const result = await this.model.updateMany(
      { userId, $or: [{ customerName: { $ne: null } }, { customerEmail: { $ne: null } }] },
      { $set: { customerName: null, customerEmail: null } },
    );
    return result.modifiedCount;
  }
}
