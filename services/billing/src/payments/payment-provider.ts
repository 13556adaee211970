import { Inject, Injectable } from '@nestjs/common';
import Razorpay from 'razorpay';
import type { PaymentOrder } from '@streamhub/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../config';

export interface NewOrder {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

/** A payment as the provider holds it: only `captured` is money taken. */
export interface ProviderPayment {
  id: string;
  /** Null for payments that did not come through one of our orders (payment links, QR codes). */
  orderId: string | null;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  currency: string;
}

/** A provider plan: what one recurring charge is (Razorpay's plan entity). */
export interface NewProviderPlan {
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  name: string;
  amountPaise: number;
  notes: Record<string, string>;
}

export interface NewProviderSubscription {
  planId: string;
  /** Charges before the subscription completes. */
  totalCount: number;
  /** When the first charge is taken (a trial's end); unset: at checkout. */
  startAt?: Date;
  notes: Record<string, string>;
}

/** A subscription as the provider holds it (Razorpay's statuses; times in unix seconds). */
export interface ProviderSubscription {
  id: string;
  planId: string;
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired';
  paidCount: number;
  chargeAt: number | null;
  notes: Record<string, string>;
}

/** The payment provider as billing uses it: orders, payments, refunds, and what Checkout needs. */
export abstract class PaymentProvider {
  abstract readonly keyId: string;
  abstract readonly checkoutScriptUrl: string;
  abstract createOrder(order: NewOrder): Promise<PaymentOrder>;
  abstract fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /** Every payment attempt made against an order. */
  abstract orderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Refunds the whole payment; resolves with the refund's id. */
  abstract refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<string>;
  /** Razorpay Subscriptions: a plan (one per plan and price), resolves with its id. */
  abstract createPlan(plan: NewProviderPlan): Promise<string>;
  abstract createSubscription(subscription: NewProviderSubscription): Promise<ProviderSubscription>;
  abstract fetchSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Cancels now, or at the end of the current cycle (no further charge either way). */
  abstract cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<ProviderSubscription>;
  /** The subscription's charges (Razorpay invoices): each charge attempt's payment, paid or not. */
  abstract subscriptionCharges(subscriptionId: string): Promise<ProviderCharge[]>;
}

/** One charge of a provider subscription (an invoice): `paid` when its payment was captured. */
export interface ProviderCharge {
  paymentId: string | null;
  status: string;
  amount: number;
}

/** A provider or SDK error as one line for the log (the SDK rejects with plain objects). */
export function describeError(err: unknown): string {
  if (err instanceof Error) return err.message;
  try {
    return JSON.stringify(err);
  } catch {
    return String(err);
  }
}

function toPayment(p: {
  id: string;
  order_id?: string | null;
  status: string;
  amount: number | string;
  currency: string;
}): ProviderPayment {
  return {
    id: p.id,
    orderId: typeof p.order_id === 'string' && p.order_id !== '' ? p.order_id : null,
    status: p.status as ProviderPayment['status'],
    amount: Number(p.amount),
    currency: p.currency,
  };
}

function toSubscription(s: {
  id: string;
  plan_id: string;
  status: string;
  paid_count?: number | string;
  charge_at?: number | string | null;
  notes?: unknown;
}): ProviderSubscription {
  const notes = s.notes && typeof s.notes === 'object' && !Array.isArray(s.notes) ? s.notes : {};
  return {
    id: s.id,
    planId: s.plan_id,
    status: s.status as ProviderSubscription['status'],
    paidCount: Number(s.paid_count ?? 0),
    chargeAt: s.charge_at === null || s.charge_at === undefined ? null : Number(s.charge_at),
    notes: Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)])),
  };
}

const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * Razorpay through its SDK. RAZORPAY_API_URL points the SDK at another host that speaks the same
 * Orders API (the local payments sandbox); unset, it talks to Razorpay.
 */
@Injectable()
export class RazorpayProvider extends PaymentProvider {
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  private readonly client: Razorpay;

  constructor(@Inject(BILLING_CONFIG) config: BillingConfig) {
    super();
    this.keyId = config.RAZORPAY_KEY_ID;
    this.checkoutScriptUrl = config.RAZORPAY_CHECKOUT_URL;
    this.client = new Razorpay({ key_id: config.RAZORPAY_KEY_ID, key_secret: config.RAZORPAY_KEY_SECRET });
    const apiUrl = config.RAZORPAY_API_URL.replace(/\/+$/, '');
    if (apiUrl !== RAZORPAY_API) {
      // The SDK fixes its host in the constructor; its HTTP client (axios) takes another base URL.
      (this.client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = apiUrl;
    }
  }

  async createOrder(order: NewOrder): Promise<PaymentOrder> {
    const created = await this.client.orders.create({
      amount: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt,
      notes: order.notes,
    });
    return {
      id: created.id,
      amount: Number(created.amount),
      currency: 'INR',
      receipt: created.receipt ?? order.receipt,
    };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    return toPayment(await this.client.payments.fetch(paymentId));
  }

  async orderPayments(orderId: string): Promise<ProviderPayment[]> {
    const list = await this.client.orders.fetchPayments(orderId);
    return list.items.map((p) => toPayment(p));
  }

  async refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<string> {
    const refund = await this.client.payments.refund(paymentId, { amount: amountPaise, notes });
    return refund.id;
  }

  async createPlan(plan: NewProviderPlan): Promise<string> {
    const created = await this.client.plans.create({
      period: plan.period,
      interval: plan.interval,
      item: { name: plan.name, amount: plan.amountPaise, currency: 'INR' },
      notes: plan.notes,
    });
    return created.id;
  }

  async createSubscription(sub: NewProviderSubscription): Promise<ProviderSubscription> {
    const created = await this.client.subscriptions.create({
      plan_id: sub.planId,
      total_count: sub.totalCount,
      customer_notify: 1,
      notes: sub.notes,
      ...(sub.startAt ? { start_at: Math.floor(sub.startAt.getTime() / 1000) } : {}),
    });
    return toSubscription(created as unknown as Parameters<typeof toSubscription>[0]);
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const fetched = await this.client.subscriptions.fetch(subscriptionId);
    return toSubscription(fetched as unknown as Parameters<typeof toSubscription>[0]);
  }

  async subscriptionCharges(subscriptionId: string): Promise<ProviderCharge[]> {
    const list = await this.client.invoices.all({ subscription_id: subscriptionId, count: 100 });
    return list.items.map((i) => ({
      paymentId: typeof i.payment_id === 'string' && i.payment_id !== '' ? i.payment_id : null,
      status: String(i.status),
      amount: Number(i.amount),
    }));
  }

  async cancelSubscription(subscriptionId: string, atCycleEnd: boolean): Promise<ProviderSubscription> {
    const cancelled = await this.client.subscriptions.cancel(subscriptionId, atCycleEnd);
    return toSubscription(cancelled as unknown as Parameters<typeof toSubscription>[0]);
  }
}
