import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { BillingCustomer, DailyFigure, ProfileLanguage } from '@streamhub/contracts';
import { escapeRegex } from '@streamhub/nest-kit';
import { CustomerDoc } from './customer.schema';

/** The contract's customer, with when the account was registered (the daily figures count by it). */
export interface Customer extends BillingCustomer {
  registeredAt?: Date | null;
}

/** What billing shows for a customer whose account was erased. */
export const ERASED_NAME = 'Deleted user';

@Injectable()
export class CustomersRepository {
  constructor(@InjectModel(CustomerDoc.name) private readonly model: Model<CustomerDoc>) {}

  async upsert(userId: string, fields: Partial<Omit<Customer, 'userId' | 'revision'>>): Promise<void> {
    await this.model.updateOne({ userId }, { $set: fields, $inc: { revision: 1 } }, { upsert: true });
  }

  /** Drops the person's details, keeping the record that subscriptions and payments point to. */
  async anonymise(userId: string): Promise<void> {
    await this.upsert(userId, { name: ERASED_NAME, email: '', mobile: '', status: 'inactive', deleted: true });
    await this.model.updateOne(
      { userId },
      { $set: { invoiceState: null, invoiceGstin: null }, $unset: { language: '' } },
    );
  }

  /** The account's language, creating the record when the registration event has not arrived yet. */
  async setLanguage(userId: string, language: ProfileLanguage): Promise<void> {
    await this.model.updateOne({ userId }, { $set: { language } }, { upsert: true });
  }

  /** The buyer's state code and GSTIN for tax invoices (nulls while not given). */
  async invoiceDetails(userId: string): Promise<{ state: string | null; gstin: string | null }> {
    const doc = await this.model
      .findOne({ userId }, { _id: 0, invoiceState: 1, invoiceGstin: 1 })
      .lean<{ invoiceState?: string | null; invoiceGstin?: string | null }>();
    return { state: doc?.invoiceState ?? null, gstin: doc?.invoiceGstin ?? null };
  }

  /**
   * Stores them, creating the record when auth's registration event has not reached billing yet
   * (that event fills the rest; the revision counts user events only, so it is left alone).
   */
  async setInvoiceDetails(userId: string, state: string, gstin: string | null): Promise<void> {
    await this.model.updateOne({ userId }, { $set: { invoiceState: state, invoiceGstin: gstin } }, { upsert: true });
  }

  async find(userId: string): Promise<Customer | null> {
    return this.model
      .findOne(
        { userId },
        { _id: 0, userId: 1, name: 1, email: 1, mobile: 1, role: 1, status: 1, deleted: 1, revision: 1, language: 1 },
      )
      .lean<Customer>();
  }

  /** Users whose name or email contains `text` (case-insensitive), for the admin subscription search. */
  async idsMatching(text: string, limit = 1000): Promise<string[]> {
    const pattern = new RegExp(escapeRegex(text), 'i');
    const docs = await this.model
      .find({ $or: [{ name: pattern }, { email: pattern }] }, { _id: 0, userId: 1 })
      .limit(limit)
      .lean<{ userId: string }[]>();
    return docs.map((doc) => doc.userId);
  }

  async findMany(userIds: string[]): Promise<Customer[]> {
    if (userIds.length === 0) return [];
    return this.model
      .find(
        { userId: { $in: userIds } },
        { _id: 0, userId: 1, name: 1, email: 1, mobile: 1, role: 1, status: 1, deleted: 1 },
      )
      .lean<Customer[]>();
  }

  /** New users per UTC day since `since`. */
  async registrationsByDay(since: Date): Promise<DailyFigure[]> {
    const rows = await this.model.aggregate<{ _id: string; count: number }>([
      { $match: { registeredAt: { $gte: since } } },
      { $group: { _id: { $dateToString: { format: '%Y-%m-%d', date: '$registeredAt' } }, count: { $sum: 1 } } },
    ]);
    return rows.map((row) => ({ date: row._id, value: row.count }));
  }
}
