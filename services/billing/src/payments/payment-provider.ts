import { Inject, Injectable } from '@nestjs/common';
import Razorpay from 'razorpay';
import type { PaymentOrder } from '@streamhub/contracts';
import { BILLING_CONFIG, type BillingConfig } from '../config';

export interface NewOrder {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

/** The payment provider as billing uses it: orders, and what clients need to open Checkout. */
export abstract class PaymentProvider {
  abstract readonly keyId: string;
  abstract readonly checkoutScriptUrl: string;
  abstract createOrder(order: NewOrder): Promise<PaymentOrder>;
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
    return { id: created.id, amount: Number(created.amount), currency: 'INR', receipt: created.receipt ?? order.receipt };
  }
}
