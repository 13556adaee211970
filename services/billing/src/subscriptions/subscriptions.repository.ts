import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { DailyFigure, AnyDomainEvent, AutoRenewState } from '@streamhub/contracts';
import { escapeRegex, isDuplicateKey, mongooseOutboxStore, pushToOutbox, type OutboxStore } from '@streamhub/nest-kit';
import { SubscriptionDoc, type MoneyMailKind } from './subscription.schema';

/** Fields added after the first subscriptions were stored: a lean read of an older one may lack them. */
type LaterFields =
  | 'refundedPaise'
  | 'cancelReason'
  | 'cancelledAt'
  | 'couponCode'
  | 'reminderSentAt'
  | 'recurring'
  | 'autoRenew'
  | 'chargePaise'
  | 'trialEndsAt'
  | 'chargePaymentIds'
  | 'accessEndAt'
  | 'haltNotice'
  | 'charges'
  | 'refundedPaymentIds'
  | 'mandateCancel'
  | 'preDebitNotice'
  | 'moneyMails'
  | 'renewalCheckAt'
  | 'failedPaymentIds';

/** A stored subscription: the schema's fields, its id as text, and the creation time Mongoose keeps. */
export type SubscriptionRecord = Omit<SubscriptionDoc, 'outbox' | LaterFields> &
  Partial<Pick<SubscriptionDoc, LaterFields>> & { _id: string; createdAt: Date };

export type NewSubscription = Omit<SubscriptionRecord, '_id' | 'createdAt' | LaterFields> &
  Partial<
    Pick<
      SubscriptionDoc,
      | 'recurring'
      | 'autoRenew'
      | 'chargePaise'
      | 'trialEndsAt'
      | 'chargePaymentIds'
      | 'accessEndAt'
      | 'charges'
      | 'preDebitNotice'
      | 'moneyMails'
    >
  >;

/** What a subscription earned: its price less what was given back. */
const NET_PAISE = { $subtract: ['$pricePaise', { $ifNull: ['$refundedPaise', 0] }] };

const READ_PROJECTION = { outbox: 0 } as const;

function toRecord(doc: Record<string, unknown> | null): SubscriptionRecord | null {
  if (!doc) return null;
  const { outbox: _outbox, updatedAt: _updated, ...rest } = doc;
  return { ...(rest as unknown as SubscriptionRecord), _id: String(doc._id) };
}

@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectModel(SubscriptionDoc.name) private readonly model: Model<SubscriptionDoc>) {}

  outboxStore(): OutboxStore {
    return mongooseOutboxStore(this.model);
  }

  /**
   * Inserts the subscription with its activation event in one write. When the order or payment
   * already has one (a replay), nothing is written and the existing one comes back.
   */
  async createOnce(
    sub: NewSubscription,
    eventFor: (id: string) => AnyDomainEvent,
  ): Promise<{ record: SubscriptionRecord; created: boolean }> {
    const _id = new Types.ObjectId();
    try {
      const doc = await this.model.create({ ...sub, _id, outbox: [eventFor(_id.toHexString())] });
      return { record: toRecord(doc.toObject() as unknown as Record<string, unknown>)!, created: true };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      const existing = await this.forPayment(sub.orderId, sub.paymentId);
      if (!existing) throw err;
      return { record: existing, created: false };
    }
  }

  /** The subscription an order or payment already bought, if any. */
  async forPayment(orderId: string, paymentId: string): Promise<SubscriptionRecord | null> {
    return toRecord(await this.model.findOne({ $or: [{ paymentId }, { orderId }] }, READ_PROJECTION).lean());
  }

  async liveFor(userId: string, now: Date): Promise<SubscriptionRecord[]> {
    const docs = await this.model.find({ userId, status: 'active', endAt: { $gt: now } }, READ_PROJECTION).lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  async forUser(userId: string): Promise<SubscriptionRecord[]> {
    const docs = await this.model.find({ userId }, READ_PROJECTION).sort({ createdAt: -1 }).limit(500).lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  async hasLiveForPlan(planCode: string, now: Date): Promise<boolean> {
    return (await this.model.exists({ planCode, status: 'active', endAt: { $gt: now } })) !== null;
  }

  /** Admin list: search over plan title/code, or the given users (matched by name/email elsewhere). */
  async search(options: {
    q?: string;
    userIds: string[];
    page: number;
    limit: number;
  }): Promise<{ records: SubscriptionRecord[]; total: number }> {
    const filter: Record<string, unknown> = {};
    if (options.q) {
      const pattern = new RegExp(escapeRegex(options.q), 'i');
      filter.$or = [{ planTitle: pattern }, { planCode: pattern }, { userId: { $in: options.userIds } }];
    }
    const [docs, total] = await Promise.all([
      this.model
        .find(filter, READ_PROJECTION)
        .sort({ createdAt: -1 })
        .skip((options.page - 1) * options.limit)
        .limit(options.limit)
        .lean(),
      this.model.countDocuments(filter),
    ]);
    return { records: docs.map((doc) => toRecord(doc)!), total };
  }

  async totals(now: Date): Promise<{ count: number; live: number; revenuePaise: number }> {
    const [count, live, revenue] = await Promise.all([
      this.model.countDocuments({}),
      this.model.countDocuments({ status: 'active', endAt: { $gt: now } }),
      this.model.aggregate<{ sum: number }>([{ $group: { _id: null, sum: { $sum: NET_PAISE } } }]),
    ]);
    return { count, live, revenuePaise: revenue[0]?.sum ?? 0 };
  }

  async createdSince(since: Date, limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model
      .find({ createdAt: { $gte: since } }, READ_PROJECTION)
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /**
   * Paise taken per UTC day since `since`: a one-off purchase on the day it was made (less what went
   * back), each charge of a recurring subscription on the day it was taken. A recurring subscription
   * stored before charges were dated counts on its first day, as before.
   */
  async revenueByDay(since: Date): Promise<DailyFigure[]> {
    const day = (date: string) => ({ $dateToString: { format: '%Y-%m-%d', date } });
    const [purchases, charges] = await Promise.all([
      this.model.aggregate<{ _id: string; sum: number }>([
        {
          $match: {
            createdAt: { $gte: since },
            $or: [{ recurring: { $ne: true } }, { 'charges.0': { $exists: false } }],
          },
        },
        { $group: { _id: day('$createdAt'), sum: { $sum: NET_PAISE } } },
      ]),
      this.model.aggregate<{ _id: string; sum: number }>([
        { $match: { recurring: true, 'charges.at': { $gte: since } } },
        { $unwind: '$charges' },
        { $match: { 'charges.at': { $gte: since } } },
        { $group: { _id: day('$charges.at'), sum: { $sum: '$charges.amountPaise' } } },
      ]),
    ]);
    const byDay = new Map<string, number>();
    for (const row of [...purchases, ...charges]) byDay.set(row._id, (byDay.get(row._id) ?? 0) + row.sum);
    return [...byDay].map(([date, value]) => ({ date, value }));
  }

  /** Active subscriptions whose access has ended (the period's end, or the renewal grace's). */
  async dueForExpiry(now: Date, limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model
      .find({ ...accessEndedBy(now) }, READ_PROJECTION)
      .sort({ endAt: 1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /**
   * Ends a subscription at once because its money went back, with its cancellation event; false
   * when it was already cancelled (a second refund event, or the admin refund's own webhook).
   */
  async markCancelled(
    id: string,
    change: { refundedPaise: number; reason: string; at: Date },
    event: AnyDomainEvent,
  ): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), status: { $ne: 'cancelled' } },
      {
        $set: {
          status: 'cancelled',
          refundedPaise: change.refundedPaise,
          cancelReason: change.reason,
          cancelledAt: change.at,
        },
        ...pushToOutbox([event]),
      },
    );
    return result.modifiedCount > 0;
  }

  /** Moves a live period to new dates, with the activation event that tells the projections. */
  async reschedule(id: string, period: { startAt: Date; endAt: Date }, event: AnyDomainEvent): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), status: 'active' },
      { $set: period, ...pushToOutbox([event]) },
    );
  }

  /** Whether the user ever held a recurring subscription of the plan (trials go to a first one only). */
  async hadRecurring(userId: string, planCode: string): Promise<boolean> {
    return (await this.model.exists({ userId, planCode, recurring: true })) !== null;
  }

  /** The user's recurring subscription of the plan whose auto-renew is still on (or retrying). */
  async renewingFor(userId: string, planCode: string): Promise<SubscriptionRecord | null> {
    return toRecord(
      await this.model
        .findOne({ userId, planCode, recurring: true, autoRenew: { $in: ['on', 'pending'] } }, READ_PROJECTION)
        .lean(),
    );
  }

  /**
   * Counts one charge of a recurring subscription once (by payment id): the period grows to
   * `endAt`, the paid total by the charge, with the activation event that tells catalog. Null when
   * the payment was already counted (a replayed webhook) or the subscription was refunded.
   */
  async addCharge(
    id: string,
    charge: {
      paymentId: string;
      amountPaise: number;
      at: Date;
      endAt: Date;
      accessEndAt: Date;
      autoRenew: AutoRenewState;
    },
    event: AnyDomainEvent,
  ): Promise<SubscriptionRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), status: { $ne: 'cancelled' }, chargePaymentIds: { $ne: charge.paymentId } },
        {
          $set: {
            endAt: charge.endAt,
            accessEndAt: charge.accessEndAt,
            status: 'active',
            autoRenew: charge.autoRenew,
            trialEndsAt: null,
            preDebitNotice: charge.autoRenew === 'on' ? 'due' : null,
          },
          $inc: { pricePaise: charge.amountPaise },
          $push: {
            chargePaymentIds: charge.paymentId,
            charges: { paymentId: charge.paymentId, amountPaise: charge.amountPaise, at: charge.at },
            outbox: event,
          },
        },
        { new: true, projection: READ_PROJECTION },
      )
      .lean();
    return toRecord(doc);
  }

  /**
   * Sets the auto-renew state unless it is in one of `unless` (e.g. halted stays halted), with the
   * access end that state gives and, when that moved, the event telling the projections; the
   * updated record or null.
   */
  async setAutoRenew(
    id: string,
    state: AutoRenewState,
    unless: AutoRenewState[],
    access: { accessEndAt: Date; event: AnyDomainEvent | null },
  ): Promise<SubscriptionRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), recurring: true, autoRenew: { $nin: [state, ...unless] } },
        {
          $set: { autoRenew: state, accessEndAt: access.accessEndAt },
          ...(access.event ? pushToOutbox([access.event]) : {}),
        },
        { new: true, projection: READ_PROJECTION },
      )
      .lean();
    return toRecord(doc);
  }

  /** Charges failed past every retry: access ends now, with the expiry event; false if already halted. */
  async halt(id: string, now: Date, event: AnyDomainEvent): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), recurring: true, autoRenew: { $ne: 'halted' } },
      {
        $set: { autoRenew: 'halted', status: 'expired', endAt: now, accessEndAt: now, haltNotice: 'due' },
        ...pushToOutbox([event]),
      },
    );
    return result.modifiedCount > 0;
  }

  /** A recurring subscription by its provider subscription id (kept as orderId). */
  async byOrderId(orderId: string): Promise<SubscriptionRecord | null> {
    return toRecord(await this.model.findOne({ orderId }, READ_PROJECTION).lean());
  }

  /** The subscription a payment bought: a one-off purchase's payment, or any charge of a recurring one. */
  async byPaymentId(paymentId: string): Promise<SubscriptionRecord | null> {
    return toRecord(
      await this.model.findOne({ $or: [{ paymentId }, { chargePaymentIds: paymentId }] }, READ_PROJECTION).lean(),
    );
  }

  /**
   * One charge of a recurring subscription went back, counted once per payment: access shortens to
   * `endAt` (cancelled when `ended`), auto-renew goes off and the mandate's cancellation becomes due,
   * with the event that tells the projections; the updated record, or null when that charge was
   * already taken back.
   */
  async takeBackCharge(
    id: string,
    change: { paymentId: string; amountPaise: number; endAt: Date; ended: boolean; reason: string; at: Date },
    event: AnyDomainEvent,
  ): Promise<SubscriptionRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), refundedPaymentIds: { $ne: change.paymentId } },
        {
          $set: {
            endAt: change.endAt,
            accessEndAt: change.endAt,
            autoRenew: 'off',
            mandateCancel: 'due',
            cancelReason: change.reason,
            ...(change.ended ? { status: 'cancelled', cancelledAt: change.at } : {}),
          },
          $inc: { refundedPaise: change.amountPaise },
          $push: {
            refundedPaymentIds: change.paymentId,
            outbox: event,
            moneyMails: { kind: 'refund', amountPaise: change.amountPaise, at: change.at },
          },
        },
        { new: true, projection: READ_PROJECTION },
      )
      .lean();
    return toRecord(doc);
  }

  /**
   * The owner's account closed: every recurring subscription of theirs whose mandate may still
   * charge gets auto-renew off and its mandate's cancellation due (durable; the mandate job
   * retries until the provider confirms). Returns those records.
   */
  async stopMandatesOf(userId: string, reason: string): Promise<SubscriptionRecord[]> {
    const live = { userId, recurring: true, mandateCancel: { $ne: 'done' }, autoRenew: { $in: ['on', 'pending'] } };
    const docs = await this.model.find(live, READ_PROJECTION).lean();
    await this.model.updateMany(
      { _id: { $in: docs.map((d) => d._id) } },
      { $set: { autoRenew: 'off', mandateCancel: 'due', cancelReason: reason.slice(0, 500) } },
    );
    return docs.map((doc) => toRecord({ ...doc, autoRenew: 'off', mandateCancel: 'due' })!);
  }

  /** Renewing subscriptions whose next charge (at `endAt`) falls by `until` and whose pre-debit notice is owed. */
  async dueForPreDebitNotice(now: Date, until: Date, limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model
      .find(
        { preDebitNotice: 'due', recurring: true, status: 'active', autoRenew: 'on', endAt: { $gt: now, $lte: until } },
        READ_PROJECTION,
      )
      .sort({ endAt: 1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /** Claims the period's one notice; false when another run (or replica) already did. */
  async claimPreDebitNotice(id: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), preDebitNotice: 'due' },
      { $set: { preDebitNotice: 'sent' } },
    );
    return result.modifiedCount > 0;
  }

  /** Gives the claim back after the mail failed, so the next run tries again. */
  async unclaimPreDebitNotice(id: string): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), preDebitNotice: 'sent' },
      { $set: { preDebitNotice: 'due' } },
    );
  }

  /** Recurring subscriptions, newest first (the mandate report checks each against the provider). */
  async recurring(limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model
      .find({ recurring: true }, READ_PROJECTION)
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /**
   * Renewing subscriptions due for the reconciler's look at the provider, each claimed for this
   * run by a conditional update that sets its next check (so replicas never ask twice at once).
   */
  async claimRenewalChecks(
    now: Date,
    nextCheck: (sub: SubscriptionRecord) => Date,
    limit: number,
  ): Promise<SubscriptionRecord[]> {
    const renewing = { recurring: true, status: 'active', autoRenew: { $in: ['on', 'pending'] } };
    const docs = await this.model
      .find({ ...renewing, $or: [{ renewalCheckAt: null }, { renewalCheckAt: { $lte: now } }] }, READ_PROJECTION)
      .sort({ renewalCheckAt: 1 })
      .limit(limit)
      .lean();
    const claimed: SubscriptionRecord[] = [];
    for (const doc of docs) {
      const record = toRecord(doc)!;
      const result = await this.model.updateOne(
        { _id: doc._id, renewalCheckAt: record.renewalCheckAt ?? null },
        { $set: { renewalCheckAt: nextCheck(record) } },
      );
      if (result.modifiedCount > 0) claimed.push(record);
    }
    return claimed;
  }

  /** Marks a subscription's mandate for cancellation at the provider (retried until confirmed). */
  async requestMandateCancel(id: string): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), mandateCancel: { $ne: 'done' } },
      { $set: { mandateCancel: 'due' } },
    );
  }

  /** Subscriptions whose mandate must still be cancelled at the provider. */
  async dueMandateCancels(limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model.find({ mandateCancel: 'due' }, READ_PROJECTION).limit(limit).lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /** The provider confirmed the mandate cancelled; its owner is told once (the mail is queued in the same write). */
  async mandateCancelled(id: string, at: Date): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), mandateCancel: { $ne: 'done' } },
      { $set: { mandateCancel: 'done' }, $push: { moneyMails: { kind: 'mandate-cancelled', amountPaise: 0, at } } },
    );
  }

  /** A failed charge attempt, told to the owner once (its mail queued in the same write); false when already told. */
  async noteFailedCharge(id: string, paymentId: string, amountPaise: number, at: Date): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), failedPaymentIds: { $ne: paymentId } },
      {
        $push: { failedPaymentIds: paymentId, moneyMails: { kind: 'charge-failed', amountPaise, at } },
      },
    );
    return result.modifiedCount > 0;
  }

  /** Subscriptions with money mails owed. */
  async withMoneyMails(limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model
      .find({ 'moneyMails.0': { $exists: true } }, READ_PROJECTION)
      .limit(limit)
      .lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /** Takes one owed mail off (claims it); false when another run already did. */
  async takeMoneyMail(id: string, mail: { kind: string; at: Date }): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), moneyMails: { $elemMatch: { kind: mail.kind, at: mail.at } } },
      { $pull: { moneyMails: { kind: mail.kind, at: mail.at } } },
    );
    return result.modifiedCount > 0;
  }

  /** Puts a mail back after it failed to go out. */
  async returnMoneyMail(id: string, mail: { kind: MoneyMailKind; amountPaise: number; at: Date }): Promise<void> {
    await this.model.updateOne({ _id: new Types.ObjectId(id) }, { $push: { moneyMails: mail } });
  }

  async byId(id: string): Promise<SubscriptionRecord | null> {
    if (!Types.ObjectId.isValid(id) || String(id).length !== 24) return null;
    return toRecord(await this.model.findOne({ _id: new Types.ObjectId(id) }, READ_PROJECTION).lean());
  }

  /** Halted subscriptions whose owner has not yet been mailed why access ended. */
  async dueForHaltNotice(limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model.find({ haltNotice: 'due' }, READ_PROJECTION).sort({ endAt: 1 }).limit(limit).lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /** Claims a halt's one mail; false when another run (or replica) already did. */
  async claimHaltNotice(id: string): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), haltNotice: 'due' },
      { $set: { haltNotice: 'sent' } },
    );
    return result.modifiedCount > 0;
  }

  /** Gives the claim back after the mail failed, so the next run tries again. */
  async unclaimHaltNotice(id: string): Promise<void> {
    await this.model.updateOne({ _id: new Types.ObjectId(id) }, { $set: { haltNotice: 'due' } });
  }

  /** Live periods ending between now and `until` whose renewal reminder has not gone out. */
  async dueForReminder(now: Date, until: Date, limit: number): Promise<SubscriptionRecord[]> {
    const docs = await this.model
      // A recurring plan renews by itself: no reminder.
      .find(
        { status: 'active', endAt: { $gt: now, $lte: until }, reminderSentAt: null, recurring: { $ne: true } },
        READ_PROJECTION,
      )
      .sort({ endAt: 1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => toRecord(doc)!);
  }

  /** Claims the period's one reminder; false when another run (or replica) already did. */
  async claimReminder(id: string, at: Date): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), reminderSentAt: null },
      { $set: { reminderSentAt: at } },
    );
    return result.modifiedCount > 0;
  }

  /** Gives the claim back after the mail failed, so the next run tries again. */
  async unclaimReminder(id: string): Promise<void> {
    await this.model.updateOne({ _id: new Types.ObjectId(id) }, { $set: { reminderSentAt: null } });
  }

  /** Marks one subscription expired with its event, unless another run already did. */
  async markExpired(id: string, now: Date, event: AnyDomainEvent): Promise<boolean> {
    const result = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...accessEndedBy(now) },
      { $set: { status: 'expired' }, ...pushToOutbox([event]) },
    );
    return result.modifiedCount > 0;
  }
}

/**
 * Active and past its access end: the period's end when no later access end is stored (null or
 * absent), else that one (a renewal's grace; it is never earlier than the period's end).
 */
function accessEndedBy(now: Date) {
  return {
    status: 'active' as const,
    endAt: { $lte: now },
    $or: [{ accessEndAt: null }, { accessEndAt: { $lte: now } }],
  };
}
