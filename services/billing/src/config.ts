import Joi from 'joi';
import { gstinProblem } from '@streamhub/contracts';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface BillingConfig extends ServiceConfig {
  RAZORPAY_KEY_ID: string;
  RAZORPAY_KEY_SECRET: string;
  RAZORPAY_WEBHOOK_SECRET: string;
  /**
   * The key of the one-way payer keys trials are claimed under (HMAC of the mobile number). Unset:
   * the Razorpay key secret is used, as before this setting existed; changing it forgets past trials.
   */
  TRIAL_KEY_SECRET?: string;
  /** Razorpay's API, or the local payments sandbox that speaks the same Orders API. */
  RAZORPAY_API_URL: string;
  /** The Checkout script the web client loads (Razorpay's, or the sandbox's stand-in). */
  RAZORPAY_CHECKOUT_URL: string;
  /** How often subscriptions past their end are marked expired (and their events written). */
  SUBSCRIPTION_EXPIRY_INTERVAL_MS: number;
  /**
   * How long a renewing subscription keeps access past its paid period while the provider takes or
   * retries the renewal charge (Razorpay retries a failed charge daily, then halts the subscription).
   */
  RENEWAL_GRACE_HOURS: number;
  /** An order still unpaid this long after it was made is asked about at the provider (reconciler). */
  PAYMENT_RECONCILE_AFTER_MS: number;
  /** How often the reconciler runs. */
  PAYMENT_RECONCILE_INTERVAL_MS: number;
  /**
   * How often a renewing subscription whose next charge is not yet due here is asked about at the
   * provider anyway (a charge taken whose webhook was lost); once due, every reconciler run.
   */
  RENEWAL_CHECK_MS: number;
  /**
   * A recurring checkout never authorised is handed out again this long, then cancelled at the
   * provider as abandoned (so it can never be authorised later).
   */
  PENDING_MANDATE_ABANDON_MS: number;
  /**
   * How long an unpaid order keeps its coupon use counted against the caps (at least the 30 minutes
   * a pending order is handed out again).
   */
  COUPON_HOLD_MS: number;
  /** Where receipts and renewal reminders go out (maildev locally). */
  SMTP_URL: string;
  MAIL_FROM: string;
  /** GST rate included in every price (receipts show it separately). */
  GST_RATE_PERCENT: number;
  /** The seller's GST identification number, printed on receipts. */
  GSTIN: string;
  SELLER_NAME: string;
  /** The seller's registered address and state, printed on receipts (GST tax invoice). */
  SELLER_ADDRESS: string;
  SELLER_STATE: string;
  /** The viewer app's address, for links in mails (receipt page, Renew). */
  WEB_APP_URL: string;
  /** How long before a plan that does not renew by itself ends its reminder is mailed. */
  RENEWAL_REMINDER_LEAD_MS: number;
  /** How long before each recurring charge its pre-debit notice is mailed (at least a day: RBI e-mandate rules). */
  PRE_DEBIT_NOTICE_LEAD_MS: number;
  /** How often the mandate mismatch report runs (daily). */
  MANDATE_REPORT_INTERVAL_MS: number;
  /** Create the default plans at start when there is no plan at all (local stacks; off in deployments). */
  SEED_DEMO_PLANS: boolean;
}

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');

/** The seller's GSTIN when none is configured: a valid one (Karnataka), for local stacks only. */
export const DEFAULT_GSTIN = '29AAACS0000A1ZC';

/**
 * The seller's GSTIN: 15 characters; in production also a real one (known state code, right check
 * character), so no tax invoice goes out under a GSTIN that cannot be (docs/payments.md).
 */
const sellerGstin = () =>
  Joi.string()
    .pattern(/^[0-9A-Z]{15}$/)
    .default(DEFAULT_GSTIN)
    .when('NODE_ENV', {
      is: 'production',
      then: Joi.string()
        .custom((value: string, helpers) => (gstinProblem(value) ? helpers.error('gstin.invalid') : value))
        .messages({
          'gstin.invalid':
            "{{#label}} is not a valid GSTIN (state code and check character); set the operator's real GSTIN",
        }),
    });

export function loadBillingConfig(): BillingConfig {
  return loadServiceConfig<BillingConfig>('billing', {
    RAZORPAY_KEY_ID: Joi.string().min(8).max(64).required(),
    RAZORPAY_KEY_SECRET: Joi.string().min(16).max(256).required(),
    RAZORPAY_WEBHOOK_SECRET: Joi.string().min(16).max(256).required(),
    TRIAL_KEY_SECRET: Joi.string().min(32).max(256),
    RAZORPAY_API_URL: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default('https://api.razorpay.com'),
    RAZORPAY_CHECKOUT_URL: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default('https://checkout.razorpay.com/v1/checkout.js'),
    SUBSCRIPTION_EXPIRY_INTERVAL_MS: Joi.number().integer().min(100).default(5_000),
    RENEWAL_GRACE_HOURS: Joi.number()
      .integer()
      .min(0)
      .max(30 * 24)
      .default(5 * 24),
    PAYMENT_RECONCILE_AFTER_MS: Joi.number()
      .integer()
      .min(0)
      .default(3 * 60_000),
    PAYMENT_RECONCILE_INTERVAL_MS: Joi.number().integer().min(200).default(30_000),
    RENEWAL_CHECK_MS: Joi.number()
      .integer()
      .min(1_000)
      .default(6 * 60 * 60_000),
    PENDING_MANDATE_ABANDON_MS: Joi.number()
      .integer()
      .min(10_000)
      .default(24 * 60 * 60_000),
    COUPON_HOLD_MS: Joi.number()
      .integer()
      .min(1_000)
      .default(45 * 60_000),
    SMTP_URL: Joi.string()
      .uri({ scheme: ['smtp', 'smtps'] })
      .required(),
    MAIL_FROM: Joi.string().default('StreamHub Billing <billing@streamhub.local>'),
    GST_RATE_PERCENT: Joi.number().min(0).max(100).default(18),
    GSTIN: sellerGstin(),
    SELLER_NAME: Joi.string().max(120).default('StreamHub'),
    SELLER_ADDRESS: Joi.string().max(300).default('StreamHub Media Pvt Ltd, 12 Residency Road, Bengaluru 560025'),
    SELLER_STATE: Joi.string().max(60).default('Karnataka'),
    WEB_APP_URL: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default('http://localhost:5173')
      .custom((value: string) => value.replace(/\/+$/, '')),
    RENEWAL_REMINDER_LEAD_MS: Joi.number()
      .integer()
      .min(0)
      .default(3 * 24 * 60 * 60_000),
    PRE_DEBIT_NOTICE_LEAD_MS: Joi.number()
      .integer()
      .min(24 * 60 * 60_000)
      .default(3 * 24 * 60 * 60_000),
    MANDATE_REPORT_INTERVAL_MS: Joi.number()
      .integer()
      .min(60_000)
      .default(24 * 60 * 60_000),
    SEED_DEMO_PLANS: Joi.boolean().default(true),
  });
}
