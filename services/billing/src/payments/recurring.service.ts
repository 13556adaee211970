import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  MIN_ORDER_PAISE,
  ServiceErrorCode,
  type ConfirmAutoRenewRequest,
  type OrderReply,
  type PaymentReply,
  type Principal,
  type UserSubscription,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../common/clock';
import { BILLING_CONFIG, type BillingConfig } from '../config';
import { CustomersRepository } from '../customers/customers.repository';
import { toPlan } from '../plans/plan-view';
import type { PlanRecord } from '../plans/plans.repository';
import { ReceiptsService } from '../receipts/receipts.service';
import { toUserSubscription } from '../subscriptions/subscription-view';
import { DAY_MS, sameTarget, type SubscriptionTarget } from '../subscriptions/subscription-window';
import { SubscriptionsRepository, type SubscriptionRecord } from '../subscriptions/subscriptions.repository';
import { SubscriptionsService, type CountedCharge } from '../subscriptions/subscriptions.service';
import type { ParsedNotification } from './payment-notification';
import { describeError, PaymentProvider, type NewProviderPlan } from './payment-provider';
import { OrdersRepository, type OrderRecord } from './orders.repository';
import { MandateClaimsRepository, type MandateClaim } from './mandate-claims.repository';
import { MANDATE_ENDED, MandatesService } from './mandates.service';
import { mobilePayerKey, trialKeySecret } from './payer-key';
import { ProviderPlansRepository } from './provider-plans.repository';
import { TrialClaimsRepository } from './trial-claims.repository';
import { subscriptionSignatureValid } from './signatures';

type SubscriptionNotification = Extract<ParsedNotification, { kind: 'subscription' }>;

const IGNORED: PaymentReply = { outcome: 'ignored', subscription: null };
/** Subscription events whose effect is decided by the provider's current state of the subscription. */
const SUBSCRIPTION_STATE_EVENTS = new Set([
  'subscription.authenticated',
  'subscription.activated',
  'subscription.pending',
  'subscription.halted',
  'subscription.cancelled',
  'subscription.completed',
]);
/**
 * The end of the paid access that already covers `target` (one-off passes of the same scope and
 * episode, or of the whole catalogue), when it lies ahead; else null.
 */
export function passCoverage(
  held: readonly (SubscriptionTarget & { status: string; recurring?: boolean; endAt: Date })[],
  target: SubscriptionTarget,
  now: Date,
): Date | null {
  let until = now.getTime();
  for (const sub of held) {
    if (sub.recurring === true || sub.status !== 'active') continue;
    if (sub.scope === 'all' || sameTarget(sub, target)) until = Math.max(until, sub.endAt.getTime());
  }
  return until > now.getTime() ? new Date(until) : null;
}

/** A date as people in India read it (29 Dec 2026). */
function indianDate(at: Date): string {
  return at.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

/** A claim without a provider subscription yet is another checkout creating one, for this long at most. */
const CLAIM_IN_FLIGHT_MS = 60_000;
/** About ten years of charges; Razorpay needs a count and completes the subscription after it. */
const YEARS_OF_CHARGES = 10;

/**
 * Razorpay's plan period for a plan of `days`: whole weeks as weekly, else daily (Razorpay's daily
 * plans take an interval of at least 7, so recurring plans last a week or more). Calendar months
 * are not used: a month is not a fixed number of days, and the period here is.
 */
export function providerPeriod(days: number): Pick<NewProviderPlan, 'period' | 'interval'> {
  return days % 7 === 0 ? { period: 'weekly', interval: days / 7 } : { period: 'daily', interval: days };
}

/** Charges before the provider completes the subscription. */
export function totalCount(days: number): number {
  return Math.max(1, Math.floor((YEARS_OF_CHARGES * 365) / days));
}

/**
 * Auto-renewing plans through Razorpay Subscriptions: the checkout (a provider subscription per
 * purchase, a provider plan per plan and price), Checkout's relayed result, the subscription
 * webhooks and the viewer's cancellation.
 */
@Injectable()
export class RecurringService {
  private readonly logger = new Logger(RecurringService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly provider: PaymentProvider,
    private readonly providerPlans: ProviderPlansRepository,
    private readonly subscriptions: SubscriptionsService,
    private readonly records: SubscriptionsRepository,
    private readonly receipts: ReceiptsService,
    private readonly mandates: MandatesService,
    private readonly customers: CustomersRepository,
    private readonly claims: MandateClaimsRepository,
    private readonly trials: TrialClaimsRepository,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A provider subscription for a recurring plan, to be authorised in Checkout: the first charge
   * at checkout, or (the user's first subscription of a plan with trial days) at the trial's end.
   */
  async checkout(
    userId: string,
    plan: PlanRecord,
    target: SubscriptionTarget,
    base: Omit<OrderReply, 'order' | 'subscription'>,
  ): Promise<OrderReply> {
    if (plan.pricePaise < MIN_ORDER_PAISE) throw ServiceError.invalid(BillingMessages.amountTooSmall);
    if (await this.records.renewingFor(userId, plan.code)) {
      throw ServiceError.conflict(BillingMessages.alreadyAutoRenewing);
    }
    const now = this.clock();
    // No paying twice: a pass already paid for this access would overlap the first charge.
    const coveredUntil = passCoverage(await this.records.liveFor(userId, now), target, now);
    if (coveredUntil) throw ServiceError.conflict(BillingMessages.passCoversUntil(indianDate(coveredUntil)));
    // One mandate per viewer and plan, decided before the provider subscription exists.
    const key = MandateClaimsRepository.key(userId, plan.code);
    const held = await this.claims.claim(key, now);
    if (held) {
      const pending = await this.pendingCheckout(held, now);
      if (pending) return { ...base, order: null, subscription: pending };
      if (!(await this.claims.takeOver(held, now))) {
        throw ServiceError.conflict(BillingMessages.autoRenewCheckoutInProgress);
      }
    }
    const trial = plan.trialDays > 0 && (await this.trialAllowed(userId, plan.code, now));
    const trialEndsAt = trial ? new Date(now.getTime() + plan.trialDays * DAY_MS) : null;
    let created;
    try {
      const planId = await this.providerPlan(plan);
      created = await this.provider.createSubscription({
        planId,
        totalCount: totalCount(plan.durationDays),
        ...(trialEndsAt ? { startAt: trialEndsAt } : {}),
        notes: { userId, planCode: plan.code, scope: target.scope, episodeName: target.episodeName ?? '' },
      });
    } catch (err) {
      await this.claims.release(key, now);
      this.logger.warn(`subscription create refused by the provider: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    const view = toPlan(plan);
    await this.orders.create({
      orderId: created.id,
      userId,
      planCode: plan.code,
      planTitle: plan.title,
      scope: target.scope,
      durationDays: plan.durationDays,
      maxQuality: view.maxQuality,
      screens: view.screens,
      withAds: view.withAds,
      downloads: view.downloads,
      downloadDevices: view.downloadDevices,
      episodeId: target.episodeId,
      episodeName: target.episodeName,
      amountPaise: plan.pricePaise,
      currency: 'INR',
      receipt: created.id,
      recurring: true,
      trialEndsAt,
    });
    await this.claims.attach(key, now, created.id);
    return {
      ...base,
      order: null,
      subscription: {
        id: created.id,
        amount: plan.pricePaise,
        currency: 'INR',
        trialEndsAt: trialEndsAt?.toISOString() ?? null,
      },
    };
  }

  /**
   * A plan's trial goes to a person's first subscription of it: not to an account that held the
   * plan, nor to one whose mobile number (a one-way key) already took it on another account, also
   * one since deleted or erased. Claimed atomically here, so two accounts at once cannot both win.
   */
  private async trialAllowed(userId: string, planCode: string, now: Date): Promise<boolean> {
    if (await this.records.hadRecurring(userId, planCode)) return false;
    const customer = await this.customers.find(userId);
    const key = mobilePayerKey(customer?.mobile, trialKeySecret(this.config));
    return this.trials.claim(planCode, key ? [key] : [], userId, now);
  }

  /**
   * What another checkout's claim on this viewer's plan holds: its provider subscription, still
   * waiting for Checkout, is handed out again (reused, like a pending order); one being created
   * right now, or already authorised or charged, refuses this checkout (409); one that ended (or a
   * checkout abandoned for a day, then cancelled at the provider) lets this one take the claim (null).
   */
  private async pendingCheckout(held: MandateClaim, now: Date): Promise<OrderReply['subscription'] | null> {
    if (held.orderId === null) {
      if (now.getTime() - held.claimedAt.getTime() < CLAIM_IN_FLIGHT_MS) {
        throw ServiceError.conflict(BillingMessages.autoRenewCheckoutInProgress);
      }
      return null; // its checkout failed half-way
    }
    const record = await this.records.byOrderId(held.orderId);
    if (record) {
      if (record.autoRenew === 'on' || record.autoRenew === 'pending') {
        throw ServiceError.conflict(BillingMessages.alreadyAutoRenewing);
      }
      return null;
    }
    const order = await this.orders.find(held.orderId);
    if (!order) return null;
    const status = (await this.providerSubscription(order.orderId)).status;
    if (status === 'authenticated' || status === 'active' || status === 'pending') {
      // Authorised or charged, not yet recorded here (the reconciler records it): no second mandate.
      throw ServiceError.conflict(BillingMessages.alreadyAutoRenewing);
    }
    // Still waiting for Checkout: handed out again until abandoned (PENDING_MANDATE_ABANDON_MS).
    if (
      status === 'created' &&
      !order.abandonedAt &&
      now.getTime() - order.createdAt.getTime() < this.config.PENDING_MANDATE_ABANDON_MS
    ) {
      return {
        id: order.orderId,
        amount: order.amountPaise,
        currency: 'INR',
        trialEndsAt: order.trialEndsAt?.toISOString() ?? null,
      };
    }
    // Abandoned (or ended at the provider): stopped there so it can never be authorised later.
    if (status === 'created') await this.mandates.cancelAtProvider(order.orderId);
    return null;
  }

  /** The provider plan for this plan, price and period: made on first use, then remembered. */
  private async providerPlan(plan: PlanRecord): Promise<string> {
    const key = ProviderPlansRepository.key(plan.code, plan.pricePaise, plan.durationDays);
    const known = await this.providerPlans.find(key);
    if (known) return known;
    const id = await this.provider.createPlan({
      ...providerPeriod(plan.durationDays),
      name: plan.title,
      amountPaise: plan.pricePaise,
      notes: { planCode: plan.code },
    });
    return this.providerPlans.remember(key, id, this.clock());
  }

  /**
   * Checkout's result for a subscription, relayed by the buyer: genuine if its signature
   * (payment_id|subscription_id under the key secret) holds; the provider is then asked whether
   * the mandate is in place (trial) or the first charge captured.
   */
  async confirm(principal: Principal | undefined, body: ConfirmAutoRenewRequest): Promise<PaymentReply> {
    const caller = signedIn(principal);
    const paymentId = typeof body?.razorpay_payment_id === 'string' ? body.razorpay_payment_id : '';
    const subscriptionId = typeof body?.razorpay_subscription_id === 'string' ? body.razorpay_subscription_id : '';
    if (
      paymentId === '' ||
      subscriptionId === '' ||
      !subscriptionSignatureValid(paymentId, subscriptionId, body.razorpay_signature, this.config.RAZORPAY_KEY_SECRET)
    ) {
      throw ServiceError.invalid(BillingMessages.invalidSignature);
    }
    const order = await this.orders.find(subscriptionId);
    if (!order?.recurring || order.userId !== caller.userId) throw ServiceError.invalid(BillingMessages.unknownOrder);
    let status;
    try {
      status = (await this.provider.fetchSubscription(subscriptionId)).status;
    } catch (err) {
      this.logger.warn(`subscription ${subscriptionId} could not be fetched: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    if (order.trialEndsAt) {
      if (!['authenticated', 'active', 'pending'].includes(status)) return { outcome: 'pending', subscription: null };
      return this.reply(await this.start(order, null));
    }
    if (status !== 'active' && status !== 'pending') return { outcome: 'pending', subscription: null };
    let payment;
    try {
      payment = await this.provider.fetchPayment(paymentId);
    } catch (err) {
      this.logger.warn(`payment ${paymentId} could not be fetched: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    if (payment.amount !== order.amountPaise || payment.currency !== order.currency) {
      throw ServiceError.invalid(BillingMessages.amountMismatch);
    }
    if (payment.status !== 'captured') return { outcome: 'pending', subscription: null };
    const charged = await this.charged(order, payment.id, payment.amount);
    return charged ? this.reply(charged) : IGNORED;
  }

  /**
   * A subscription webhook (signature and event id already checked by the caller). Webhooks are
   * hints: Razorpay does not order them and may replay them, so before one changes access billing
   * asks the provider for the subscription (or the charge) and acts on its current state; a stale
   * `subscription.halted` after a renewal changes nothing. When the provider cannot be asked the
   * event fails, so Razorpay delivers it again.
   */
  async onEvent(event: SubscriptionNotification): Promise<PaymentReply> {
    const order = await this.orders.find(event.subscriptionId);
    if (!order?.recurring) {
      this.logger.log(`${event.event} for ${event.subscriptionId}: not one of our subscriptions, ignored`);
      return IGNORED;
    }
    const payment = event.payment;
    const charge =
      (event.event === 'subscription.charged' || event.event === 'subscription.activated') &&
      payment?.status === 'captured';
    if (charge) return this.onCharge(order, payment.id);
    if (!SUBSCRIPTION_STATE_EVENTS.has(event.event)) return IGNORED;
    const current = await this.providerSubscription(order.orderId);
    switch (current.status) {
      case 'authenticated':
      case 'active':
        // A trial starts on an authorised mandate; anything else about a live mandate is stale.
        if (
          order.trialEndsAt &&
          (event.event === 'subscription.authenticated' || event.event === 'subscription.activated')
        ) {
          if (await this.accountClosed(order.userId)) {
            // Authorised after the account closed: no trial for it, and the mandate stops.
            await this.mandates.cancelAtProvider(order.orderId);
            return IGNORED;
          }
          return this.reply(await this.start(order, null));
        }
        if (event.event !== 'subscription.authenticated' && event.event !== 'subscription.activated') {
          this.logger.log(
            `${event.event} for ${order.orderId}: the provider holds it ${current.status}, nothing changed`,
          );
        }
        return IGNORED;
      case 'pending':
      case 'halted': {
        const record = await this.records.byOrderId(order.orderId);
        if (record) await this.noteFailedCharges(record);
        return current.status === 'pending' ? this.setState(order, 'pending') : this.halt(order);
      }
      case 'cancelled':
      case 'completed':
      case 'expired':
        return this.setState(order, 'off');
      default:
        return IGNORED;
    }
  }

  /**
   * A recurring checkout still without a subscription here (the reconciler's pass): the provider
   * says whether the trial's mandate is authorised or the first charge captured, and the charges it
   * took are counted as their webhooks would have. True when that started the subscription.
   */
  async reconcile(order: OrderRecord): Promise<boolean> {
    if (await this.records.byOrderId(order.orderId)) {
      await this.orders.markPaid(order.orderId, order.orderId);
      return false;
    }
    const current = await this.providerSubscription(order.orderId);
    if (order.trialEndsAt) {
      if (current.status !== 'authenticated' && current.status !== 'active') return false;
      if (await this.accountClosed(order.userId)) {
        await this.mandates.cancelAtProvider(order.orderId);
        return false;
      }
      const { created } = await this.start(order, null);
      if (created) this.logger.log(`trial ${order.orderId} started by reconciliation`);
    }
    if (current.paidCount > 0) {
      for (const charge of await this.provider.subscriptionCharges(order.orderId)) {
        if (charge.status === 'paid' && charge.paymentId) await this.onCharge(order, charge.paymentId);
      }
    }
    const started = await this.records.byOrderId(order.orderId);
    if (started) {
      await this.orders.markPaid(order.orderId, order.orderId);
      this.logger.log(`subscription ${order.orderId} granted by reconciliation`);
    }
    return started !== null;
  }

  /**
   * A renewing subscription asked of the provider (the reconciler's pass), as its webhooks would
   * have told: every charge the provider took and we have not counted (paid invoices beyond ours)
   * is counted; a mandate the provider halted (retries exhausted) ends access; one it holds pending
   * keeps the renewal grace. A mandate ended there (cancelled, completed) turns auto-renew off only
   * once its charge is due here: before that the paid period runs either way, and the daily
   * mandate report lists it. The provider's counts are compared, not clocks: its clock and ours
   * may differ. Returns how many charges it counted.
   */
  async reconcileRenewal(record: SubscriptionRecord): Promise<number> {
    const order = await this.orders.find(record.orderId);
    if (!order?.recurring) return 0;
    const current = await this.providerSubscription(record.orderId);
    const counted = new Set(record.chargePaymentIds ?? []);
    let added = 0;
    if (current.paidCount > counted.size) {
      for (const charge of await this.provider.subscriptionCharges(record.orderId)) {
        if (charge.status !== 'paid' || !charge.paymentId || counted.has(charge.paymentId)) continue;
        const reply = await this.onCharge(order, charge.paymentId);
        if (reply.outcome !== 'ignored') added++;
      }
      if (added > 0)
        this.logger.log(`subscription ${record._id}: ${added} renewal charge(s) counted by reconciliation`);
    }
    switch (current.status) {
      case 'halted':
        await this.noteFailedCharges(record);
        await this.halt(order);
        this.logger.log(`subscription ${record._id}: halted at the provider, ended by reconciliation`);
        break;
      case 'pending':
        await this.noteFailedCharges(record);
        if (record.autoRenew === 'on') await this.setState(order, 'pending');
        break;
      case 'cancelled':
      case 'completed':
      case 'expired':
        if (record.endAt.getTime() <= this.clock().getTime()) {
          await this.setState(order, 'off');
          this.logger.log(
            `subscription ${record._id}: ${current.status} at the provider, auto-renew off by reconciliation`,
          );
        }
        break;
      default:
        break;
    }
    return added;
  }

  /**
   * Every failed charge attempt the provider lists (an unpaid invoice with its payment) is told to
   * the owner once: the mail is queued with the attempt's id in one conditional write.
   */
  private async noteFailedCharges(record: SubscriptionRecord): Promise<void> {
    const told = new Set(record.failedPaymentIds ?? []);
    for (const charge of await this.provider.subscriptionCharges(record.orderId)) {
      if (charge.status === 'paid' || !charge.paymentId || told.has(charge.paymentId)) continue;
      if (await this.records.noteFailedCharge(record._id, charge.paymentId, charge.amount, this.clock())) {
        this.logger.log(`charge ${charge.paymentId} of subscription ${record._id} failed: its owner is told`);
      }
    }
  }

  /** A charge the webhook names: counted only if the provider holds it captured, for the plan's amount. */
  private async onCharge(order: OrderRecord, paymentId: string): Promise<PaymentReply> {
    let payment;
    try {
      payment = await this.provider.fetchPayment(paymentId);
    } catch (err) {
      this.logger.warn(`payment ${paymentId} could not be fetched: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
    if (payment.status !== 'captured') {
      this.logger.log(`charge ${paymentId} of ${order.orderId} is ${payment.status} at the provider: not counted`);
      return IGNORED;
    }
    if (payment.amount !== order.amountPaise || payment.currency !== order.currency) {
      this.logger.warn(`charge ${paymentId} of ${order.orderId}: amount or currency differs, not counted`);
      return IGNORED;
    }
    const charged = await this.charged(order, payment.id, payment.amount);
    return charged ? this.reply(charged) : IGNORED;
  }

  private async providerSubscription(subscriptionId: string) {
    try {
      return await this.provider.fetchSubscription(subscriptionId);
    } catch (err) {
      this.logger.warn(`subscription ${subscriptionId} could not be fetched: ${describeError(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.paymentProviderFailed);
    }
  }

  /**
   * The viewer turns auto-renew off: no further charge; access continues to the period's end. It
   * always works: whatever the local record says, a mandate still live at the provider is
   * cancelled there; only when the provider holds it ended is auto-renew "already off".
   */
  async cancel(principal: Principal | undefined, id: unknown): Promise<UserSubscription> {
    const caller = signedIn(principal);
    const record = typeof id === 'string' ? await this.subscriptions.find(id) : null;
    if (!record || record.userId !== caller.userId) throw ServiceError.notFound(BillingMessages.subscriptionNotFound);
    if (record.recurring !== true) throw ServiceError.invalid(BillingMessages.notRecurring);
    const locallyOff = record.autoRenew === 'off' || record.autoRenew === 'halted' || record.status !== 'active';
    if (locallyOff) {
      let status;
      try {
        status = (await this.provider.fetchSubscription(record.orderId)).status;
      } catch (err) {
        this.logger.warn(`subscription ${record.orderId} could not be fetched: ${describeError(err)}`);
        throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.autoRenewCancelFailed);
      }
      if (MANDATE_ENDED.has(status)) throw ServiceError.invalid(BillingMessages.autoRenewAlreadyOff);
      // Off here but live there (a cancellation still queued, or one cancelled at the cycle's end):
      // stopped now, so no charge can come whatever happened locally.
      await this.records.requestMandateCancel(record._id);
      if (!(await this.mandates.stop(record))) {
        throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.autoRenewCancelFailed);
      }
      this.logger.log(`mandate ${record.orderId} of subscription ${record._id} stopped by its owner`);
      return toUserSubscription((await this.records.byId(record._id)) ?? record, this.clock());
    }
    // In a trial nothing was charged and the mandate is only authorised: cancelled at once, so the
    // first charge never comes. Otherwise at the cycle's end, as Razorpay's dashboard does.
    const inTrial = (record.chargePaymentIds ?? []).length === 0;
    try {
      await this.provider.cancelSubscription(record.orderId, !inTrial);
    } catch (err) {
      const status = await this.provider
        .fetchSubscription(record.orderId)
        .then((s) => s.status)
        .catch(() => null);
      if (status === null || !MANDATE_ENDED.has(status)) {
        this.logger.warn(`cancel of ${record.orderId} refused by the provider: ${describeError(err)}`);
        throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.autoRenewCancelFailed);
      }
    }
    const updated = (await this.subscriptions.setAutoRenew(record, 'off', ['halted'])) ?? record;
    this.logger.log(`auto-renew of subscription ${record._id} (${record.orderId}) turned off by its owner`);
    return toUserSubscription(updated, this.clock());
  }

  /** Starts the subscription once; the checkout is then settled, so the reconciler stops asking about it. */
  private async start(order: OrderRecord, firstPaymentId: string | null) {
    const started = await this.startOnce(order, firstPaymentId);
    await this.orders.markPaid(order.orderId, firstPaymentId ?? order.orderId);
    return started;
  }

  private startOnce(order: OrderRecord, firstPaymentId: string | null) {
    return this.subscriptions.startRecurring({
      userId: order.userId,
      planCode: order.planCode,
      planTitle: order.planTitle,
      scope: order.scope,
      episodeId: order.episodeId,
      episodeName: order.episodeName,
      durationDays: order.durationDays,
      maxQuality: order.maxQuality ?? DEFAULT_PLAN_QUALITY,
      screens: order.screens ?? DEFAULT_PLAN_SCREENS,
      withAds: order.withAds === true,
      downloads: order.downloads,
      downloadDevices: order.downloadDevices,
      orderId: order.orderId,
      couponCode: null,
      chargePaise: order.amountPaise,
      trialEndsAt: order.trialEndsAt ?? null,
      firstPaymentId,
    });
  }

  /**
   * A captured charge: the first one starts the subscription (without a trial), each later one
   * extends it by a period; either way one receipt per payment.
   */
  private async charged(
    order: OrderRecord,
    paymentId: string,
    amountPaise: number,
  ): Promise<SubscriptionRecord | null> {
    let record = await this.records.byOrderId(order.orderId);
    const alreadyCounted = record?.chargePaymentIds?.includes(paymentId) === true;
    if (!alreadyCounted && (await this.accountClosed(order.userId))) {
      await this.refundForClosedAccount(order, paymentId, amountPaise, record);
      return null;
    }
    if (!record && !order.trialEndsAt) {
      const { record: started } = await this.start(order, paymentId);
      if (started.chargePaymentIds?.includes(paymentId)) {
        await this.issueReceipt(started, paymentId, amountPaise, started.startAt, started.endAt);
        return started;
      }
      record = started;
    }
    if (!record) record = (await this.start(order, null)).record;
    const counted: CountedCharge | null = await this.subscriptions.chargeRecurring(record._id, paymentId, amountPaise);
    if (!counted) return (await this.records.byId(record._id)) ?? record;
    await this.issueReceipt(counted.record, paymentId, amountPaise, counted.periodStart, counted.periodEnd);
    return counted.record;
  }

  /** Whether the buyer's account was closed (deleted, deactivated or erased) as billing last heard. */
  private async accountClosed(userId: string): Promise<boolean> {
    const customer = await this.customers.find(userId);
    return customer !== null && (customer.deleted === true || customer.status === 'inactive');
  }

  /**
   * A charge that still came for a closed account (the mandate's cancellation raced it): no
   * extension and no receipt; the money goes back and the mandate stops. Refunding twice is
   * refused by the provider, so replays are harmless.
   */
  private async refundForClosedAccount(
    order: OrderRecord,
    paymentId: string,
    amountPaise: number,
    record: SubscriptionRecord | null,
  ): Promise<void> {
    this.logger.warn(`charge ${paymentId} of ${order.orderId} came for a closed account: refunded, mandate stopped`);
    try {
      const payment = await this.provider.fetchPayment(paymentId);
      if (payment.status === 'captured') {
        await this.provider.refund(paymentId, amountPaise, { reason: 'account closed', subscriptionId: order.orderId });
      }
    } catch (err) {
      this.logger.warn(`refund of ${paymentId} for a closed account failed: ${describeError(err)}`);
    }
    if (record) {
      await this.records.requestMandateCancel(record._id);
      await this.mandates.stop(record);
    } else {
      await this.mandates.cancelAtProvider(order.orderId);
    }
  }

  private issueReceipt(record: SubscriptionRecord, paymentId: string, amountPaise: number, from: Date, to: Date) {
    return this.receipts.issue({
      paymentId,
      orderId: record.orderId,
      userId: record.userId,
      subscriptionId: record._id,
      planCode: record.planCode,
      planTitle: record.planTitle,
      scope: record.scope,
      episodeName: record.episodeName,
      periodStart: from,
      periodEnd: to,
      amountPaise,
      couponCode: null,
      discountPaise: 0,
    });
  }

  /**
   * pending (a charge failed, retries follow: access continues through the renewal grace) or off
   * (cancelled, completed: access ends with the paid period).
   */
  private async setState(order: OrderRecord, state: 'pending' | 'off'): Promise<PaymentReply> {
    const record = await this.records.byOrderId(order.orderId);
    if (!record) return IGNORED;
    // Halted stays halted; a late "pending" does not turn a cancelled one back on.
    const updated = await this.subscriptions.setAutoRenew(
      record,
      state,
      state === 'pending' ? ['halted', 'off'] : ['halted'],
    );
    return this.reply(updated ?? record);
  }

  /**
   * Retries exhausted: access ends now. The owner is told why, with a link to the plans, by the
   * renewal mails job (the halt marks its mail due in the same write, so a failed mail is retried).
   */
  private async halt(order: OrderRecord): Promise<PaymentReply> {
    const record = await this.records.byOrderId(order.orderId);
    if (!record) return IGNORED;
    await this.subscriptions.haltRecurring(record);
    return this.reply((await this.records.byId(record._id)) ?? record);
  }

  private reply(result: SubscriptionRecord | { record: SubscriptionRecord; created?: boolean }): PaymentReply {
    const record = 'record' in result ? result.record : result;
    const created = 'record' in result && result.created === true;
    return {
      outcome: created ? 'subscribed' : 'already-recorded',
      subscription: toUserSubscription(record, this.clock()),
    };
  }
}
