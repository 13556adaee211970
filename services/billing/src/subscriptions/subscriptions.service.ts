import { Inject, Injectable, Logger } from '@nestjs/common';
import { adminOnly, makeEvent, searchText, signedIn } from '@streamhub/nest-kit';
import {
  type AutoRenewState,
  BillingEvents,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  type PlanQuality,
  type AdminSubscription,
  type AdminSubscriptionsQuery,
  type AdminSubscriptionsReply,
  type BillingDashboard,
  type DailyFigure,
  type DomainEvent,
  type MySubscriptionsReply,
  type Principal,
  type SubscriptionEvent,
  type SubscriptionEventType,
} from '@streamhub/contracts';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { paiseToRupees } from '../common/money';
import { planDownloads } from '../plans/plan-view';
import { CustomersRepository } from '../customers/customers.repository';
import { toAdminSubscription, toUserSubscription } from './subscription-view';
import { GrantLock } from './grant-lock';
import {
  DAY_MS,
  accessEnd,
  afterChargeTakenBack,
  periodFor,
  renewingAccessEnd,
  sameTarget,
  type SubscriptionTarget,
} from './subscription-window';
import { SubscriptionsRepository, type SubscriptionRecord } from './subscriptions.repository';

/** Nudges the subscriptions outbox relay after a write, so events leave at once. */
export abstract class SubscriptionsOutbox {
  abstract kick(): void;
}

/** What a confirmed payment buys (taken from the order it paid). */
export interface Purchase extends SubscriptionTarget {
  userId: string;
  planCode: string;
  planTitle: string;
  pricePaise: number;
  durationDays: number;
  /** The plan's tier when the order was made. */
  maxQuality: PlanQuality;
  screens: number;
  /** The plan carried ads when the order was made. */
  withAds?: boolean;
  /** The plan's download allowance when the order was made; absent on orders from before downloads. */
  downloads?: number;
  downloadDevices?: number;
  orderId: string;
  paymentId: string;
  /** The coupon the order used, if any. */
  couponCode?: string | null;
}

/** A recurring subscription's start: its first charge, or (with a trial) the authorised mandate. */
export interface RecurringStart extends Omit<Purchase, 'paymentId' | 'pricePaise'> {
  /** Paise each charge takes. */
  chargePaise: number;
  /** The trial's end (the first charge falls then); null when the first charge was taken at checkout. */
  trialEndsAt: Date | null;
  /** The first charge's payment; null for a trial. */
  firstPaymentId: string | null;
}

/** A charge counted on a recurring subscription: the period it paid for. */
export interface CountedCharge {
  record: SubscriptionRecord;
  periodStart: Date;
  periodEnd: Date;
}

const DASHBOARD_DAYS = 30;
const RECENT_LIMIT = 5;
const EXPIRY_BATCH = 100;

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly customers: CustomersRepository,
    private readonly outbox: SubscriptionsOutbox,
    private readonly grantLock: GrantLock,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: Pick<BillingConfig, 'RENEWAL_GRACE_HOURS'>,
  ) {}

  /** How long a renewing subscription keeps access past its period while its charge is taken or retried. */
  private get graceMs(): number {
    return this.config.RENEWAL_GRACE_HOURS * 60 * 60 * 1000;
  }

  /**
   * Creates the subscription a confirmed payment bought, once per order and payment: a replay
   * returns the existing one. A purchase for the same scope and episode as a live one starts when
   * that ends. Grants for one user run one at a time (across replicas), so concurrent captures
   * each see the periods granted before them.
   */
  async grant(purchase: Purchase): Promise<{ record: SubscriptionRecord; created: boolean }> {
    const result = await this.grantLock.withUser(purchase.userId, async () => {
      const existing = await this.subscriptions.forPayment(purchase.orderId, purchase.paymentId);
      if (existing) return { record: existing, created: false };
      const now = this.clock();
      const held = await this.subscriptions.liveFor(purchase.userId, now);
      const { startAt, endAt } = periodFor(now, purchase.durationDays, purchase, held);
      return this.subscriptions.createOnce({ ...purchase, startAt, endAt, status: 'active' }, (id) =>
        subscriptionEvent(BillingEvents.subscriptionActivated, id, { ...purchase, startAt, endAt }, now),
      );
    });
    if (result.created) this.outbox.kick();
    return result;
  }

  /**
   * Starts a recurring subscription once per provider subscription (its id is the orderId): access
   * from now until the trial's end, or for one period paid by the first charge. A replay (relayed
   * Checkout result and webhook both) returns the one already started.
   */
  async startRecurring(start: RecurringStart): Promise<{ record: SubscriptionRecord; created: boolean }> {
    const result = await this.grantLock.withUser(start.userId, async () => {
      const existing = await this.subscriptions.byOrderId(start.orderId);
      if (existing) return { record: existing, created: false };
      const now = this.clock();
      const startAt = now;
      const endAt = start.trialEndsAt ?? new Date(now.getTime() + start.durationDays * DAY_MS);
      const { firstPaymentId, chargePaise, trialEndsAt, ...purchase } = start;
      const sub = {
        ...purchase,
        // The first renewal charge falls at endAt: access holds through its retries.
        accessEndAt: renewingAccessEnd(endAt, 'on', this.graceMs),
        pricePaise: firstPaymentId ? chargePaise : 0,
        // One subscription per payment id: a trial has no payment yet, so it is named after the provider subscription.
        paymentId: firstPaymentId ?? `trial_${start.orderId}`,
        startAt,
        endAt,
        status: 'active' as const,
        recurring: true,
        autoRenew: 'on' as const,
        chargePaise,
        trialEndsAt,
        chargePaymentIds: firstPaymentId ? [firstPaymentId] : [],
        // The next charge falls at endAt: its pre-debit notice is owed.
        preDebitNotice: 'due' as const,
        charges: firstPaymentId ? [{ paymentId: firstPaymentId, amountPaise: chargePaise, at: now }] : [],
        // The owner is told the mandate is set up: amount, frequency, first charge, how to stop it.
        moneyMails: [{ kind: 'mandate-set-up' as const, amountPaise: chargePaise, at: now }],
      };
      return this.subscriptions.createOnce(sub, (id) =>
        subscriptionEvent(BillingEvents.subscriptionActivated, id, sub, now),
      );
    });
    if (result.created) this.outbox.kick();
    return result;
  }

  /**
   * Counts one renewal charge of a recurring subscription, once per payment: the period grows by
   * one plan period from its end, also when the charge came late, inside the renewal grace (the
   * provider's charge cycle does not move either); from now only when access had ended. Catalog
   * hears the new end. Null when the payment was already counted or the subscription was refunded.
   */
  async chargeRecurring(id: string, paymentId: string, amountPaise: number): Promise<CountedCharge | null> {
    const current = await this.subscriptions.byId(id);
    if (!current) return null;
    const counted = await this.grantLock.withUser(current.userId, async () => {
      const record = await this.subscriptions.byId(id);
      if (!record || record.chargePaymentIds?.includes(paymentId)) return null;
      const now = this.clock();
      const stillOpen = record.status === 'active' && accessEnd(record).getTime() > now.getTime();
      const periodStart = stillOpen ? record.endAt : new Date(Math.max(record.endAt.getTime(), now.getTime()));
      const periodEnd = new Date(periodStart.getTime() + record.durationDays * DAY_MS);
      const autoRenew = record.autoRenew === 'off' ? 'off' : 'on';
      const accessEndAt = renewingAccessEnd(periodEnd, autoRenew, this.graceMs);
      const event = subscriptionEvent(
        BillingEvents.subscriptionActivated,
        record._id,
        { ...record, endAt: periodEnd, accessEndAt },
        now,
      );
      const updated = await this.subscriptions.addCharge(
        record._id,
        { paymentId, amountPaise, at: now, endAt: periodEnd, accessEndAt, autoRenew },
        event,
      );
      return updated ? { record: updated, periodStart, periodEnd } : null;
    });
    if (counted) this.outbox.kick();
    return counted;
  }

  /**
   * A recurring subscription's auto-renew state changes (unless it is in one of `unless`): renewing
   * (on, or a charge being retried) keeps access through the grace past the period's end; off
   * (cancelled at the cycle's end, completed) ends it at the period's end. When that moves the
   * access end of a live subscription, catalog and auth hear it in the same write.
   */
  async setAutoRenew(
    record: SubscriptionRecord,
    state: AutoRenewState,
    unless: AutoRenewState[],
  ): Promise<SubscriptionRecord | null> {
    const now = this.clock();
    const accessEndAt = renewingAccessEnd(record.endAt, state, this.graceMs);
    const moved = record.status === 'active' && accessEndAt.getTime() !== accessEnd(record).getTime();
    const event = moved
      ? subscriptionEvent(BillingEvents.subscriptionActivated, record._id, { ...record, accessEndAt }, now)
      : null;
    const updated = await this.subscriptions.setAutoRenew(record._id, state, unless, { accessEndAt, event });
    if (updated && event) this.outbox.kick();
    return updated;
  }

  /** Charges failed past every retry: access ends now (catalog hears the expiry). False when already halted. */
  async haltRecurring(record: SubscriptionRecord): Promise<boolean> {
    const now = this.clock();
    const event = subscriptionEvent(
      BillingEvents.subscriptionExpired,
      record._id,
      { ...record, endAt: now, accessEndAt: now },
      now,
    );
    const halted = await this.grantLock.withUser(record.userId, () => this.subscriptions.halt(record._id, now, event));
    if (halted) {
      this.logger.log(`recurring subscription ${record._id} halted: its charges failed, access ended`);
      this.outbox.kick();
    }
    return halted;
  }

  /**
   * Takes access back because the payment's money went back (refund, lost dispute): the
   * subscription is cancelled at once and `subscription.cancelled` goes out through the outbox.
   * Null when no subscription of ours was bought with the payment, or it was already cancelled.
   */
  async cancelForPayment(paymentId: string, reason: string): Promise<SubscriptionRecord | null> {
    const record = await this.subscriptions.byPaymentId(paymentId);
    if (!record) return null;
    if (record.recurring === true) return this.takeBackCharge(record, paymentId, reason);
    if (record.status === 'cancelled') return null;
    return this.cancel(record, reason);
  }

  /**
   * One charge of a recurring subscription went back (refund, lost dispute, an admin's refund):
   * its period comes off the end of access (docs/payments.md, "Refunds of recurring charges"),
   * auto-renew goes off and the mandate's cancellation at the provider becomes due, all in one
   * write. Null when the payment is not one of its charges or was already taken back.
   */
  async takeBackCharge(
    record: SubscriptionRecord,
    paymentId: string,
    reason: string,
  ): Promise<SubscriptionRecord | null> {
    const charge = (record.charges ?? []).find((c) => c.paymentId === paymentId);
    if (!charge || record.refundedPaymentIds?.includes(paymentId)) return null;
    const updated = await this.grantLock.withUser(record.userId, async () => {
      const current = await this.subscriptions.byId(record._id);
      if (!current) return null;
      const now = this.clock();
      const { endAt, ended } = afterChargeTakenBack(current, now);
      const after = { ...current, endAt, accessEndAt: endAt };
      const event = ended
        ? subscriptionEvent(BillingEvents.subscriptionCancelled, current._id, after, now)
        : subscriptionEvent(BillingEvents.subscriptionActivated, current._id, after, now);
      return this.subscriptions.takeBackCharge(
        current._id,
        { paymentId, amountPaise: charge.amountPaise, endAt, ended, reason: reason.slice(0, 500), at: now },
        event,
      );
    });
    if (!updated) return null;
    this.logger.log(
      `charge ${paymentId} of recurring subscription ${record._id} taken back (${reason.slice(0, 100)}): access to ${updated.endAt.toISOString()}`,
    );
    this.outbox.kick();
    return updated;
  }

  /**
   * Cancels `record` as refunded in full; null if another call got there first. Periods of the
   * same scope and episode queued after it move up to close the gap it leaves, so what the user
   * still paid for follows on at once (and the refunded days are not given away in between).
   */
  async cancel(record: SubscriptionRecord, reason: string): Promise<SubscriptionRecord | null> {
    const now = this.clock();
    const change = { refundedPaise: record.pricePaise, reason: reason.slice(0, 500), at: now };
    const event = subscriptionEvent(BillingEvents.subscriptionCancelled, record._id, record, now);
    // Under the user's grant lock, so no grant reads the periods while they move.
    const cancelled = await this.grantLock.withUser(record.userId, async () => {
      if (!(await this.subscriptions.markCancelled(record._id, change, event))) return false;
      await this.moveUpQueued(record, now);
      return true;
    });
    if (!cancelled) return null;
    this.logger.log(`subscription ${record._id} cancelled (${change.reason})`);
    this.outbox.kick();
    return {
      ...record,
      status: 'cancelled',
      refundedPaise: change.refundedPaise,
      cancelReason: change.reason,
      cancelledAt: now,
    };
  }

  /** Re-chains the live periods of `cancelled`'s target that start after it, from its start (or now). */
  private async moveUpQueued(cancelled: SubscriptionRecord, now: Date): Promise<void> {
    const queued = (await this.subscriptions.liveFor(cancelled.userId, now))
      .filter((sub) => sub._id !== cancelled._id && sameTarget(sub, cancelled) && sub.startAt >= cancelled.endAt)
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    let start = Math.max(now.getTime(), cancelled.startAt.getTime());
    for (const sub of queued) {
      if (sub.startAt.getTime() <= start) break; // already follows on without a gap
      const startAt = new Date(start);
      const endAt = new Date(start + sub.durationDays * DAY_MS);
      const event = subscriptionEvent(BillingEvents.subscriptionActivated, sub._id, { ...sub, startAt, endAt }, now);
      await this.subscriptions.reschedule(sub._id, { startAt, endAt }, event);
      start = endAt.getTime();
    }
  }

  find(id: string): Promise<SubscriptionRecord | null> {
    return this.subscriptions.byId(id);
  }

  /** One subscription as the admin list shows it. */
  async adminView(record: SubscriptionRecord): Promise<AdminSubscription> {
    const [row] = await this.withCustomers([record], this.clock());
    return row!;
  }

  async mine(principal: Principal | undefined): Promise<MySubscriptionsReply> {
    const caller = signedIn(principal);
    const now = this.clock();
    const records = await this.subscriptions.forUser(caller.userId);
    return { subscriptions: records.map((record) => toUserSubscription(record, now)) };
  }

  async adminList(principal: Principal | undefined, query: AdminSubscriptionsQuery): Promise<AdminSubscriptionsReply> {
    adminOnly(principal);
    const now = this.clock();
    const q = typeof query?.q === 'string' ? searchText(query.q).slice(0, 100) : '';
    const page = positiveInt(query?.page, 1, 100_000);
    const limit = positiveInt(query?.limit, 50, 200);
    const userIds = q ? await this.customers.idsMatching(q) : [];
    const [{ records, total }, totals] = await Promise.all([
      this.subscriptions.search({ q: q || undefined, userIds, page, limit }),
      this.subscriptions.totals(now),
    ]);
    return {
      subscriptions: await this.withCustomers(records, now),
      total,
      page,
      limit,
      summary: {
        totalSubscriptions: totals.count,
        activeSubscriptions: totals.live,
        totalRevenue: paiseToRupees(totals.revenuePaise),
      },
    };
  }

  async dashboard(principal: Principal | undefined): Promise<BillingDashboard> {
    adminOnly(principal);
    const now = this.clock();
    const since = new Date(startOfUtcDay(now).getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);
    const [totals, recent, revenue, growth] = await Promise.all([
      this.subscriptions.totals(now),
      this.subscriptions.createdSince(new Date(now.getTime() - DASHBOARD_DAYS * DAY_MS), RECENT_LIMIT),
      this.subscriptions.revenueByDay(since),
      this.customers.registrationsByDay(since),
    ]);
    return {
      totalEarning: paiseToRupees(totals.revenuePaise),
      activeSubscriptionCount: totals.live,
      recentSubscriptions: await this.withCustomers(recent, now),
      revenueByDay: dailySeries(since, DASHBOARD_DAYS, revenue).map((day) => ({
        ...day,
        value: paiseToRupees(day.value),
      })),
      userGrowthByDay: dailySeries(since, DASHBOARD_DAYS, growth),
    };
  }

  /** Marks subscriptions past their end as expired and writes their events; returns how many. */
  async expireDue(): Promise<number> {
    const now = this.clock();
    let expired = 0;
    for (const record of await this.subscriptions.dueForExpiry(now, EXPIRY_BATCH)) {
      const event = subscriptionEvent(BillingEvents.subscriptionExpired, record._id, record, now);
      if (await this.subscriptions.markExpired(record._id, now, event)) expired++;
    }
    if (expired > 0) {
      this.logger.log(`${expired} subscription(s) expired`);
      this.outbox.kick();
    }
    return expired;
  }

  private async withCustomers(records: SubscriptionRecord[], now: Date) {
    const customers = await this.customers.findMany([...new Set(records.map((r) => r.userId))]);
    const byId = new Map(customers.map((c) => [c.userId, c]));
    return records.map((record) => toAdminSubscription(record, byId.get(record.userId), now));
  }
}

function subscriptionEvent<K extends SubscriptionEventType>(
  type: K,
  subscriptionId: string,
  sub: SubscriptionTarget & {
    userId: string;
    planCode: string;
    planTitle: string;
    startAt: Date;
    endAt: Date;
    accessEndAt?: Date | null;
    maxQuality?: PlanQuality;
    screens?: number;
    withAds?: boolean;
    downloads?: number | null;
    downloadDevices?: number | null;
  },
  now: Date,
): DomainEvent<K> {
  const until = accessEnd(sub);
  const payload: SubscriptionEvent = {
    subscriptionId,
    userId: sub.userId,
    planCode: sub.planCode,
    planTitle: sub.planTitle,
    scope: sub.scope,
    episodeId: sub.episodeId,
    episodeName: sub.episodeName,
    startAt: sub.startAt.toISOString(),
    endAt: sub.endAt.toISOString(),
    ...(until.getTime() > sub.endAt.getTime() ? { accessUntil: until.toISOString() } : {}),
    maxQuality: sub.maxQuality ?? DEFAULT_PLAN_QUALITY,
    screens: sub.screens ?? DEFAULT_PLAN_SCREENS,
    withAds: sub.withAds === true,
    ...planDownloads(sub),
  };
  return makeEvent(type, subscriptionId, payload, { occurredAt: now });
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** One entry per UTC day from `since`, zero where nothing happened. */
export function dailySeries(since: Date, days: number, figures: readonly DailyFigure[]): DailyFigure[] {
  const byDate = new Map(figures.map((f) => [f.date, f.value]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, value: byDate.get(date) ?? 0 };
  });
}
