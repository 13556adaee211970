import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type FilterQuery, type Model, type UpdateQuery } from 'mongoose';
import type { AnyDomainEvent, UserPlanSummary, UserStats, UserStatus } from '@streamhub/contracts';
import {
  isDuplicateKey,
  mongooseOutboxStore,
  escapeRegex,
  pushToOutbox,
  searchText,
  type OutboxStore,
} from '@streamhub/nest-kit';
import type { OtpChallenge } from '../security/otp';
import type { NewUser, UserQuery, UserRecord } from './user.record';
import { UserDoc } from './user.schema';

export class DuplicateEmailError extends Error {}

type UserLean = UserDoc & { _id: Types.ObjectId };

function toRecord(doc: UserLean): UserRecord {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email ?? '',
    mobile: doc.mobile ?? '',
    role: doc.role,
    status: doc.status,
    subscriptionStatus: doc.subscriptionStatus ?? 'none',
    subscription: doc.subscription ?? null,
    passwordHash: doc.passwordHash,
    tokenVersion: doc.tokenVersion ?? 0,
    passwordReset: doc.passwordReset ?? null,
    deletion: doc.deletion?.requestedAt
      ? {
          requestedAt: doc.deletion.requestedAt,
          eraseAfter: doc.deletion.eraseAfter,
          acknowledgedAt: doc.deletion.acknowledgedAt ?? null,
        }
      : null,
    createdAt: doc.createdAt,
  };
}

/** Who a notice is mailed to. */
export interface UserContact {
  id: string;
  name: string;
  email: string;
}

const toContact = (doc: UserLean): UserContact => ({
  id: doc._id.toHexString(),
  name: doc.name,
  email: doc.email ?? '',
});

const LIVE = { deletedAt: { $exists: false } } as const;
const PENDING_DELETION = { 'deletion.requestedAt': { $exists: true } } as const;
/** What an erased account is left with until its document is purged (right after its event is out). */
const ERASED_FIELDS = { name: 'Deleted user', mobile: '', passwordHash: '', passwordReset: null } as const;

/** Every database call on users. Each state change carries its events in the same update (outbox). */
@Injectable()
export class UsersRepository {
  constructor(@InjectModel(UserDoc.name) private readonly model: Model<UserDoc>) {}

  newId(): string {
    return new Types.ObjectId().toHexString();
  }

  async findById(id: string): Promise<UserRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model.findOne({ _id: new Types.ObjectId(id), ...LIVE }).lean<UserLean>();
    return doc ? toRecord(doc) : null;
  }

  /** Name and address of the live accounts with these addresses (a breach notice's affected accounts). */
  async contactsByEmails(emails: string[]): Promise<UserContact[]> {
    const docs = await this.model
      .find({ email: { $in: emails }, ...LIVE }, { name: 1, email: 1 })
      .sort({ _id: 1 })
      .lean<UserLean[]>();
    return docs.map(toContact);
  }

  /** Name and address of the live accounts with these ids, in id order (a resumed breach notice's list). */
  async contactsByIds(ids: string[]): Promise<UserContact[]> {
    const valid = ids.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    const docs = await this.model
      .find({ _id: { $in: valid }, ...LIVE }, { name: 1, email: 1 })
      .sort({ _id: 1 })
      .lean<UserLean[]>();
    return docs.map(toContact);
  }

  /** A page of every live account's name and address, in id order after `afterId` (a notice to all). */
  async contactsPage(afterId: string | null, limit: number): Promise<UserContact[]> {
    const filter: FilterQuery<UserDoc> = { ...LIVE, email: { $exists: true, $ne: '' } };
    if (afterId) filter._id = { $gt: new Types.ObjectId(afterId) };
    const docs = await this.model.find(filter, { name: 1, email: 1 }).sort({ _id: 1 }).limit(limit).lean<UserLean[]>();
    return docs.map(toContact);
  }

  async countContacts(): Promise<number> {
    return this.model.countDocuments({ ...LIVE, email: { $exists: true, $ne: '' } });
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const doc = await this.model.findOne({ email, ...LIVE }).lean<UserLean>();
    return doc ? toRecord(doc) : null;
  }

  async create(user: NewUser, events: AnyDomainEvent[]): Promise<UserRecord> {
    try {
      const doc = await this.model.create({
        _id: new Types.ObjectId(user.id),
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        role: user.role,
        status: 'active',
        passwordHash: user.passwordHash,
        createdAt: user.createdAt,
        outbox: events,
      });
      return toRecord(doc.toObject() as UserLean);
    } catch (err) {
      if (isDuplicateKey(err)) throw new DuplicateEmailError(user.email);
      throw err;
    }
  }

  /** Queues events about the account (e.g. of its viewer profiles) in its outbox. */
  async appendEvents(id: string, events: AnyDomainEvent[]): Promise<boolean> {
    return (await this.update(id, pushToOutbox(events))) !== null;
  }

  updateProfile(
    id: string,
    fields: { name: string; mobile: string },
    events: AnyDomainEvent[],
  ): Promise<UserRecord | null> {
    return this.update(id, { $set: fields, ...pushToOutbox(events) });
  }

  /** New password: every token issued before stops working, and any reset code is used up. */
  setPassword(id: string, passwordHash: string): Promise<UserRecord | null> {
    return this.update(id, { $set: { passwordHash, passwordReset: null }, $inc: { tokenVersion: 1 } });
  }

  /** Signs out every session: every token issued before stops working. */
  revokeTokens(id: string): Promise<UserRecord | null> {
    return this.update(id, { $inc: { tokenVersion: 1 } });
  }

  /**
   * Deactivation also revokes existing tokens, so reactivating does not revive them. Activating
   * an account also withdraws its pending deletion request (an admin keeps the account).
   */
  setStatus(id: string, status: UserStatus, events: AnyDomainEvent[]): Promise<UserRecord | null> {
    const revoke = status === 'inactive' ? { $inc: { tokenVersion: 1 } } : {};
    const keep = status === 'active' ? { $unset: { deletion: 1 } } : {};
    return this.update(id, { $set: { status }, ...revoke, ...keep, ...pushToOutbox(events) });
  }

  /** Stores the user's deletion request, closes the account and revokes its tokens, in one write. */
  async requestDeletion(
    id: string,
    deletion: { requestedAt: Date; eraseAfter: Date },
    events: AnyDomainEvent[],
  ): Promise<UserRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...LIVE, deletion: null },
        {
          $set: { status: 'inactive', deletion: { ...deletion, acknowledgedAt: null } },
          $inc: { tokenVersion: 1 },
          ...pushToOutbox(events),
        },
        { new: true },
      )
      .lean<UserLean>();
    return doc ? toRecord(doc) : null;
  }

  async markDeletionAcknowledged(id: string, at: Date): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...LIVE, ...PENDING_DELETION },
      { $set: { 'deletion.acknowledgedAt': at } },
    );
  }

  /** Pending requests made before `madeBefore` whose acknowledgement has not gone out. */
  async unacknowledgedDeletions(madeBefore: Date, limit: number): Promise<UserRecord[]> {
    const docs = await this.model
      .find({ ...LIVE, 'deletion.requestedAt': { $lt: madeBefore }, 'deletion.acknowledgedAt': null })
      .limit(limit)
      .lean<UserLean[]>();
    return docs.map(toRecord);
  }

  /** Accounts whose deletion grace period has passed. */
  async dueDeletions(now: Date, limit: number): Promise<UserRecord[]> {
    const docs = await this.model
      .find({ ...LIVE, 'deletion.eraseAfter': { $lte: now } })
      .limit(limit)
      .lean<UserLean[]>();
    return docs.map(toRecord);
  }

  /**
   * Erases a due account in one write: personal data and secrets overwritten, email freed, tokens
   * revoked, the event queued; the document itself is purged once the event is published. False
   * when another run erased it first or the request was withdrawn.
   */
  async erase(id: string, now: Date, events: AnyDomainEvent[]): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...LIVE, 'deletion.eraseAfter': { $lte: now } },
      {
        $set: { ...ERASED_FIELDS, deletedAt: now, status: 'inactive' },
        $unset: { email: 1, deletion: 1 },
        $inc: { tokenVersion: 1 },
        ...pushToOutbox(events),
      },
    );
    return res.modifiedCount === 1;
  }

  promoteToAdmin(id: string, events: AnyDomainEvent[]): Promise<UserRecord | null> {
    return this.update(id, { $set: { role: 'admin' }, ...pushToOutbox(events) });
  }

  /**
   * Marks the user deleted and frees the email in one write; the document itself goes once its
   * "deleted" event is published (see `purgeDeleted`).
   */
  async softDelete(user: UserRecord, events: AnyDomainEvent[]): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(user.id), ...LIVE },
      {
        $set: { deletedAt: new Date(), deletedEmail: user.email, status: 'inactive' },
        $unset: { email: 1 },
        $inc: { tokenVersion: 1 },
        ...pushToOutbox(events),
      },
    );
    return res.modifiedCount === 1;
  }

  async purgeDeleted(id: string): Promise<void> {
    await this.model.deleteOne({
      _id: new Types.ObjectId(id),
      deletedAt: { $exists: true },
      'outbox.0': { $exists: false },
    });
  }

  async setResetChallenge(id: string, challenge: OtpChallenge): Promise<void> {
    await this.model.updateOne({ _id: new Types.ObjectId(id), ...LIVE }, { $set: { passwordReset: challenge } });
  }

  /** Spends one try of the reset code atomically; null when none is left (or there is no code). */
  async spendResetAttempt(id: string, maxAttempts: number): Promise<UserRecord | null> {
    const doc = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...LIVE, 'passwordReset.attempts': { $lt: maxAttempts } },
        { $inc: { 'passwordReset.attempts': 1 } },
        { new: true },
      )
      .lean<UserLean>();
    return doc ? toRecord(doc) : null;
  }

  async list(query: UserQuery): Promise<{ users: UserRecord[]; total: number }> {
    const filter = this.listFilter(query);
    const [docs, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((query.page - 1) * query.limit)
        .limit(query.limit)
        .lean<UserLean[]>(),
      this.model.countDocuments(filter),
    ]);
    return { users: docs.map(toRecord), total };
  }

  async stats(ownerEmail: string): Promise<UserStats> {
    const [total, active, inactive, admins, pendingDeletion] = await Promise.all([
      this.model.countDocuments({ ...LIVE }),
      this.model.countDocuments({ ...LIVE, status: 'active' }),
      this.model.countDocuments({ ...LIVE, status: 'inactive' }),
      this.model.countDocuments({ ...LIVE, $or: [{ role: 'admin' }, { email: ownerEmail }] }),
      this.model.countDocuments({ ...LIVE, ...PENDING_DELETION }),
    ]);
    return { total, active, inactive, admins, pendingDeletion };
  }

  /** Users whose events are not published yet, for the outbox relay; deleted ones go once relayed. */
  outboxStore(): OutboxStore {
    return mongooseOutboxStore(this.model, { afterSent: (id) => this.purgeDeleted(id) });
  }

  /** The user's subscription state as billing's events tell it (nothing when the account is gone). */
  async setSubscription(id: string, status: string, plan: UserPlanSummary | null): Promise<void> {
    await this.update(id, { $set: { subscriptionStatus: status, subscription: plan } });
  }

  private async update(id: string, update: UpdateQuery<UserDoc>): Promise<UserRecord | null> {
    if (!Types.ObjectId.isValid(id)) return null;
    const doc = await this.model
      .findOneAndUpdate({ _id: new Types.ObjectId(id), ...LIVE }, update, { new: true })
      .lean<UserLean>();
    return doc ? toRecord(doc) : null;
  }

  private listFilter(query: UserQuery): FilterQuery<UserDoc> {
    const and: FilterQuery<UserDoc>[] = [{ ...LIVE }];
    const search = query.search === undefined ? '' : searchText(query.search);
    if (search) {
      const pattern = { $regex: escapeRegex(search), $options: 'i' };
      and.push({ $or: [{ name: pattern }, { email: pattern }, { mobile: pattern }] });
    }
    if (query.status === 'pending_deletion') and.push({ ...PENDING_DELETION });
    else if (query.status) and.push({ status: query.status });
    if (query.role === 'admin') and.push({ $or: [{ role: 'admin' }, { email: query.ownerEmail }] });
    if (query.role === 'user') and.push({ role: 'user', email: { $ne: query.ownerEmail } });
    return and.length === 1 ? and[0]! : { $and: and };
  }
}
