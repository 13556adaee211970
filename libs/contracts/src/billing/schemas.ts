import { z } from 'zod';
import {
  BillingMessages,
  COUPON_KINDS,
  COUPON_LIMITS,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  MAX_PLAN_SCREENS,
  PLAN_LIMITS,
  PLAN_QUALITIES,
  REFUND_REASON_MAX_LENGTH,
  AUTO_RENEW_STATES,
} from './constants';
import {
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  MAX_PLAN_DOWNLOAD_DEVICES,
  MAX_PLAN_DOWNLOADS,
} from '../downloads/constants';
import { gstinProblem, isGstStateCode } from './gst';
import { OBJECT_ID_PATTERN } from '../http/constants';
import { limitParam, pageParam, QueryConversions, searchQuery } from '../http/query-schemas';
import { dateTime, pageFields } from '../http/common-schemas';
import type { RequestOf } from '../http/schemas';

export const SubscriptionScopeSchema = z.enum(['episode', 'all']);

/** A plan as the API shows it: price in rupees (2 decimals at most). */
export const PlanSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    title: z.string(),
    /** Rupees. */
    price: z.number().min(0).describe('Rupees, at most 2 decimals'),
    durationDays: z.int(),
    scope: SubscriptionScopeSchema,
    description: z.string(),
    popular: z.boolean(),
    active: z.boolean(),
    /** The tallest rendition the plan plays: SD 480p, HD 1080p, 4K 2160p. */
    maxQuality: z.enum(PLAN_QUALITIES),
    /** How many streams may play at once on the account. */
    screens: z.int(),
    /** Renews by itself (Razorpay Subscriptions: UPI AutoPay, cards) until cancelled. */
    recurring: z.boolean(),
    /** Free days before the first charge, for a user's first subscription of a recurring plan. */
    trialDays: z.int(),
    /** Carries video ads (pre-rolls and mid-rolls, docs/ads.md); false: ad-free. */
    withAds: z.boolean(),
    /** Titles an account may keep downloaded for offline viewing (docs/offline.md); 0: no downloads. */
    downloads: z.int(),
    /** Devices those downloads may be on. */
    downloadDevices: z.int(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Plan' });

export const PlanListSchema = z.object({ plans: z.array(PlanSchema) });

export const SeedPlansReplySchema = z.object({
  plans: z.array(PlanSchema),
  /** How many default plans did not exist before. */
  created: z.int(),
});

export const DeletePlanReplySchema = z.object({ code: z.string() });

/** The Razorpay order the client hands to Checkout. */
export const PaymentOrderSchema = z.object({
  id: z.string(),
  /** Paise. */
  amount: z.int().min(100).describe('Paise'),
  currency: z.literal('INR'),
  receipt: z.string(),
});

/** The Razorpay subscription the client hands to Checkout (`subscription_id`) for a recurring plan. */
export const AutoRenewCheckoutSchema = z
  .object({
    /** Razorpay's subscription id (sub_…). */
    id: z.string(),
    /** Paise charged each period. */
    amount: z.int().describe('Paise'),
    currency: z.literal('INR'),
    /** When the first charge is taken: the end of the trial, or null when it is taken at checkout. */
    trialEndsAt: dateTime().nullable(),
  })
  .meta({ id: 'AutoRenewCheckout' });

/** What a coupon took off an order or a preview. */
export const AppliedCouponSchema = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    /** Percent (1-100) or rupees, as the coupon says. */
    value: z.number(),
    /** The plan's price, rupees. */
    originalAmount: z.number(),
    /** Rupees taken off. */
    discount: z.number(),
    /** Rupees to pay; 0 means the plan is granted without a payment. */
    amount: z.number(),
  })
  .meta({ id: 'AppliedCoupon' });

export const OrderReplySchema = z
  .object({
    /** Null when alreadyActive, and for a recurring plan (see subscription). */
    order: PaymentOrderSchema.nullable(),
    /** For a recurring plan: the provider subscription to authorise in Checkout; null otherwise. */
    subscription: AutoRenewCheckoutSchema.nullable(),
    /** Rupees with 2 decimals, e.g. "199.00". */
    displayAmountRupees: z.string().regex(/^\d+\.\d{2}$/),
    alreadyActive: z.boolean(),
    /** Public key id for Checkout. */
    keyId: z.string(),
    /** Where the client loads the Checkout script from (Razorpay's, or the local sandbox's). */
    checkoutScriptUrl: z.string(),
    plan: PlanSchema,
    /** The coupon applied server-side, or null. With a 100 % coupon: no order, alreadyActive, granted. */
    coupon: AppliedCouponSchema.nullable(),
  })
  .meta({ id: 'OrderReply' });

/** The price of a plan with a coupon, before any order is made. */
export const OrderPreviewSchema = z
  .object({
    plan: PlanSchema,
    coupon: AppliedCouponSchema,
    /** Rupees with 2 decimals, what the order would charge. */
    displayAmountRupees: z.string().regex(/^\d+\.\d{2}$/),
  })
  .meta({ id: 'OrderPreview' });

/** A receipt for one successful charge (GST included in the amount, shown separately). */
export const ReceiptSchema = z
  .object({
    /** Sequential and stable, e.g. SH-2026-000042. */
    number: z.string(),
    issuedAt: dateTime(),
    paymentId: z.string(),
    orderId: z.string(),
    planCode: z.string(),
    planTitle: z.string(),
    scope: SubscriptionScopeSchema,
    episodeName: z.string().nullable(),
    periodStart: dateTime(),
    periodEnd: dateTime(),
    /** Rupees charged, GST included. */
    amount: z.number(),
    /** Rupees before GST. */
    taxableValue: z.number(),
    gstRatePercent: z.number(),
    /** Rupees of GST included in the amount. */
    gst: z.number(),
    gstin: z.string(),
    sellerName: z.string(),
    /** The seller's registered address (GST tax invoice). */
    sellerAddress: z.string(),
    /** The seller's state, as its GSTIN's state code says. */
    sellerState: z.string(),
    /** The service's SAC code: 998433, on-line video content. */
    sacCode: z.string(),
    /** The buyer's state when known, else the seller's (IGST Act s. 12(2)(b)). */
    placeOfSupply: z.string(),
    /** The buyer's state, as on record; null when not given. */
    buyerState: z.string().nullable(),
    /** A business buyer's GSTIN, when given. */
    buyerGstin: z.string().nullable(),
    couponCode: z.string().nullable(),
    /** Rupees a coupon took off the plan's price. */
    discount: z.number(),
    customerName: z.string().nullable(),
    customerEmail: z.string().nullable(),
  })
  .meta({ id: 'Receipt' });

export const MyPaymentsReplySchema = z.object({ payments: z.array(ReceiptSchema) });
export const ReceiptReplySchema = z.object({ receipt: ReceiptSchema });

/** The caller's details for tax invoices: the state is the place of supply on the receipts. */
export const InvoiceDetailsSchema = z.object({
  state: z.string().nullable().describe('GST state code (e.g. 29), null while not given'),
  stateName: z.string().nullable().describe('e.g. Karnataka'),
  gstin: z.string().nullable().describe("A business buyer's GSTIN, null for a consumer"),
});

/** Sets the state (required) and the optional GSTIN, whose state code must be that state's. */
export const InvoiceDetailsBodySchema = z
  .strictObject({
    state: z
      .string({ error: BillingMessages.invalidBuyerState })
      .max(2, { error: BillingMessages.invalidBuyerState })
      .refine(isGstStateCode, { error: BillingMessages.invalidBuyerState }),
    gstin: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : v),
        z
          .string({ error: BillingMessages.invalidGstin })
          .max(15, { error: BillingMessages.invalidGstin })
          .refine((g) => gstinProblem(g) === null, { error: BillingMessages.invalidGstin })
          .nullable(),
      )
      .optional(),
  })
  .refine((b) => !b.gstin || b.gstin.slice(0, 2) === b.state, {
    error: BillingMessages.gstinStateMismatch,
    path: ['gstin'],
  });

/** A discount code (admin view). */
export const CouponSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    description: z.string(),
    kind: z.enum(COUPON_KINDS),
    /** Percent (1-100) or rupees off. */
    value: z.number(),
    /** Valid from this instant (null: from creation). */
    validFrom: dateTime().nullable(),
    /** Valid until this instant (null: no end). */
    validUntil: dateTime().nullable(),
    /** Total redemptions allowed (null: no cap). */
    maxRedemptions: z.int().nullable(),
    /** Redemptions one user may make. */
    perUserLimit: z.int(),
    /** Plan codes it applies to; empty means every plan. */
    planCodes: z.array(z.string()),
    active: z.boolean(),
    /** Paid (or free-granted) orders that used it. */
    redeemed: z.int(),
    /** Redeemed plus unpaid orders still holding a use (counted against the caps). */
    used: z.int(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'Coupon' });

export const CouponListSchema = z.object({ coupons: z.array(CouponSchema) });
export const CouponReplySchema = z.object({ coupon: CouponSchema });

/** One order that used a coupon. */
export const CouponRedemptionSchema = z
  .object({
    orderId: z.string(),
    userId: z.string(),
    userName: z.string().nullable(),
    userEmail: z.string().nullable(),
    planCode: z.string(),
    /** held: an unpaid order keeps a use; redeemed: paid or granted free; released: never paid, use given back. */
    status: z.enum(['held', 'redeemed', 'released']),
    /** Rupees taken off. */
    discount: z.number(),
    /** Rupees charged. */
    amount: z.number(),
    paymentId: z.string().nullable(),
    createdAt: dateTime(),
    redeemedAt: dateTime().nullable(),
  })
  .meta({ id: 'CouponRedemption' });

export const CouponRedemptionsReplySchema = z.object({
  coupon: CouponSchema,
  redemptions: z.array(CouponRedemptionSchema),
});

/** One subscription of the signed-in user (docs/product.md §3, own subscription). */
export const UserSubscriptionSchema = z
  .object({
    _id: z.string(),
    status: z.enum(['active', 'expired', 'cancelled']),
    plan: z.object({
      code: z.string(),
      title: z.string(),
      name: z.string(),
      scope: SubscriptionScopeSchema,
      price: z.number(),
    }),
    /** Rupees. */
    amount: z.number(),
    episodeId: z.string().nullable(),
    episodeName: z.string().nullable(),
    episode: z.string().nullable(),
    startAt: dateTime(),
    endAt: dateTime(),
    endDate: dateTime(),
    createdAt: dateTime(),
    /** Renews by itself (a recurring plan). */
    recurring: z.boolean(),
    /** Auto-renew state of a recurring subscription; null for one that does not renew. */
    autoRenew: z.enum(AUTO_RENEW_STATES).nullable(),
    /** When the next charge is due (the period's end) while auto-renew is on or retrying; else null. */
    nextChargeAt: dateTime().nullable(),
    /** Rupees of the next charge, with nextChargeAt. */
    nextChargeAmount: z.number().nullable(),
    /** The end of the free trial while no charge has been taken yet; else null. */
    trialEndsAt: dateTime().nullable(),
    /**
     * When access ends if later than endAt: a renewing plan's grace while its renewal charge is
     * taken or retried (it ends sooner if the charges fail for good); else null.
     */
    accessUntil: dateTime().nullable(),
    /** Rupees given back (refunds, lost disputes); 0 when none. */
    refundedAmount: z.number(),
  })
  .meta({ id: 'UserSubscription' });

export const MySubscriptionsReplySchema = z.object({ subscriptions: z.array(UserSubscriptionSchema) });

export const PaymentReplySchema = z.object({
  /**
   * What the notification did: `pending` when the payment is authorized but not yet captured
   * (access follows the capture), `cancelled` when a refund or lost dispute took access back.
   */
  outcome: z.enum(['subscribed', 'already-recorded', 'failure-recorded', 'pending', 'cancelled', 'ignored']),
  subscription: UserSubscriptionSchema.nullable(),
});

/** One subscription in the admin list (docs/product.md §3, admin list). */
export const AdminSubscriptionSchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    userName: z.string().nullable(),
    userEmail: z.string().nullable(),
    planCode: z.string(),
    planTitle: z.string(),
    scope: SubscriptionScopeSchema,
    episodeName: z.string().nullable(),
    /** Rupees. */
    price: z.number(),
    startDate: dateTime(),
    expiryDate: dateTime(),
    /** Derived from expiryDate against now; a refunded subscription is Expired. */
    status: z.enum(['Active', 'Expired']),
    /** The payment went back (refund or lost dispute): access ended at once. */
    refunded: z.boolean(),
    /** The coupon the order used, or null. */
    couponCode: z.string().nullable(),
    /** Auto-renew state of a recurring subscription; null for one that does not renew. */
    autoRenew: z.enum(AUTO_RENEW_STATES).nullable(),
    /** When the next charge is due, while auto-renew is on or retrying; else null. */
    nextChargeAt: dateTime().nullable(),
  })
  .meta({ id: 'AdminSubscription' });

export const AdminSubscriptionsReplySchema = z.object({
  subscriptions: z.array(AdminSubscriptionSchema),
  ...pageFields,
  /** Over every subscription, not only this page. */
  summary: z.object({ totalSubscriptions: z.int(), activeSubscriptions: z.int(), totalRevenue: z.number() }),
});

export const DailyFigureSchema = z
  .object({
    /** YYYY-MM-DD (UTC). */
    date: z.string().meta({ format: 'date' }),
    value: z.number(),
  })
  .meta({ id: 'DailyFigure' });

export const BillingDashboardSchema = z.object({
  /** Rupees. */
  totalEarning: z.number(),
  activeSubscriptionCount: z.int(),
  /** Last 30 days, newest first, at most 5. */
  recentSubscriptions: z.array(AdminSubscriptionSchema).max(5),
  /** Rupees per day over the last 30 days. */
  revenueByDay: z.array(DailyFigureSchema),
  /** New customers per day over the last 30 days. */
  userGrowthByDay: z.array(DailyFigureSchema),
});

/** GET /admin/dashboard (gathered by the gateway from auth, catalog and billing). */
export const DashboardMetricsSchema = BillingDashboardSchema.extend({ totalClients: z.int(), totalVideos: z.int() });

export const PlanReplySchema = z.object({ plan: PlanSchema });

export const AdminSubscriptionReplySchema = z.object({ subscription: AdminSubscriptionSchema });

// ---- requests: types and length caps only; the plan-form rules and their spec messages (required
// fields, price steps, scope) are billing's, so every client gets the same answers.

const planCode = (typeMessage: string, tooLongMessage: string) =>
  z.string({ error: typeMessage }).max(PLAN_LIMITS.codeMaxLength, { error: tooLongMessage }).nullish();
const finite = (message: string) => z.number({ error: message }).nullish();
/** A whole number from `min` to `max`; every way of missing it answers `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).min(min, { error: message }).max(max, { error: message }).nullish();
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).nullish();

/** Body of plan create and update (the code in the path). */
export const PlanBodySchema = z.strictObject({
  code: planCode(BillingMessages.invalidCode, BillingMessages.invalidCode).meta({
    example: 'EPISODE_14DAY',
    description: 'Unique; stored upper-cased',
  }),
  title: z
    .string({ error: BillingMessages.requiredFields })
    .max(PLAN_LIMITS.titleMaxLength, { error: BillingMessages.titleTooLong })
    .nullish()
    .meta({ example: 'Episode Pass · 14 days' }),
  price: finite(BillingMessages.invalidPrice).meta({ example: 79, description: 'Rupees, 0 or more in steps of 0.01' }),
  durationDays: finite(BillingMessages.invalidDuration).meta({ example: 14, description: 'Whole days, at least 1' }),
  scope: z
    .string({ error: BillingMessages.invalidScope })
    .max(20, { error: BillingMessages.invalidScope })
    .nullish()
    .meta({ description: '"episode" (the default) or "all"' }),
  description: z
    .string({ error: 'Description must be text' })
    .max(PLAN_LIMITS.descriptionMaxLength, { error: BillingMessages.descriptionTooLong })
    .nullish(),
  popular: flag('popular'),
  active: flag('active').describe('Anything but false counts as active (default true)'),
  maxQuality: z
    .string({ error: BillingMessages.invalidQuality })
    .max(10, { error: BillingMessages.invalidQuality })
    .nullish()
    .meta({ example: 'HD', description: `SD, HD or 4K (default ${DEFAULT_PLAN_QUALITY})` }),
  screens: finite(BillingMessages.invalidScreens).meta({
    example: 2,
    description: `Streams at once, 1 to ${MAX_PLAN_SCREENS} (default ${DEFAULT_PLAN_SCREENS})`,
  }),
  recurring: flag('recurring').describe('Renews by itself through Razorpay Subscriptions (default false)'),
  withAds: flag('withAds').describe('Carries video ads (default false: ad-free)'),
  downloads: wholeNumber(0, MAX_PLAN_DOWNLOADS, BillingMessages.invalidDownloads).meta({
    example: 25,
    description: `Titles kept downloaded for offline viewing, 0 (no downloads) to ${MAX_PLAN_DOWNLOADS} (default ${DEFAULT_PLAN_DOWNLOADS})`,
  }),
  downloadDevices: wholeNumber(1, MAX_PLAN_DOWNLOAD_DEVICES, BillingMessages.invalidDownloadDevices).meta({
    example: 4,
    description: `Devices those downloads may be on, 1 to ${MAX_PLAN_DOWNLOAD_DEVICES} (default ${DEFAULT_PLAN_DOWNLOAD_DEVICES})`,
  }),
  trialDays: finite(BillingMessages.invalidTrialDays).meta({
    example: 7,
    description: `Free days before the first charge of a user's first subscription, 0 to ${PLAN_LIMITS.maxTrialDays}; recurring plans only`,
  }),
});

/** Checkout's success for a subscription (relayed by the client); the server checks the signature. */
export const ConfirmAutoRenewBodySchema = z.strictObject({
  razorpay_payment_id: z
    .string({ error: BillingMessages.invalidSignature })
    .max(64)
    .meta({ example: 'pay_29QQoUBi66xm2f' }),
  razorpay_subscription_id: z
    .string({ error: BillingMessages.invalidSignature })
    .max(64)
    .meta({ example: 'sub_00000000000001' }),
  razorpay_signature: z
    .string({ error: BillingMessages.invalidSignature })
    .max(128)
    .meta({ description: 'HMAC-SHA256(key_secret, razorpay_payment_id + "|" + subscription_id), hex' }),
});

export const SetPlanActiveBodySchema = z.strictObject({
  active: z.boolean({ error: 'active must be true or false' }),
});

const orderPlanCode = () =>
  planCode(BillingMessages.selectPlan, BillingMessages.planNotFound).meta({ example: 'EPISODE_14DAY' });
const episodeName = () =>
  z
    .string({ error: BillingMessages.selectEpisode })
    .max(200, { error: 'Episode name must be at most 200 characters' })
    .nullish()
    .meta({ example: 'MONSOON FILES', description: '"all" for an all-scope plan' });

const couponCode = () =>
  z
    .string({ error: BillingMessages.invalidCouponCode })
    .max(COUPON_LIMITS.codeMaxLength, { error: BillingMessages.invalidCouponCode })
    .nullish()
    .meta({ example: 'WELCOME20', description: 'A discount code; the discount is applied by the server' });

export const CreateOrderBodySchema = z.strictObject({
  planCode: orderPlanCode(),
  episodeId: z
    .string({ error: BillingMessages.invalidEpisodeId })
    .regex(OBJECT_ID_PATTERN, { error: BillingMessages.invalidEpisodeId })
    .nullish()
    .meta({ example: '665f1c2e9b1d4a3f8c0e1a2b', description: 'A part (video) id of the episode' }),
  episodeName: episodeName(),
  couponCode: couponCode(),
});

export const OrderByEpisodeNameBodySchema = z.strictObject({
  planCode: orderPlanCode(),
  episodeName: episodeName(),
  couponCode: couponCode(),
});

export const OrderPreviewBodySchema = z.strictObject({
  planCode: orderPlanCode(),
  couponCode: couponCode(),
});

const isoDate = () =>
  z
    .string({ error: BillingMessages.invalidCouponDate })
    .max(40, { error: BillingMessages.invalidCouponDate })
    .nullish()
    .meta({ format: 'date-time' });
const cap = () => z.number({ error: BillingMessages.invalidCouponCap }).nullish();

/** Body of coupon create and update (the code in the path). */
export const CouponBodySchema = z.strictObject({
  code: couponCode().meta({ example: 'WELCOME20', description: 'Unique; stored upper-cased' }),
  description: z
    .string({ error: 'Description must be text' })
    .max(COUPON_LIMITS.descriptionMaxLength, { error: BillingMessages.couponDescriptionTooLong })
    .nullish(),
  kind: z
    .string({ error: BillingMessages.invalidCouponKind })
    .max(10, { error: BillingMessages.invalidCouponKind })
    .nullish()
    .meta({ example: 'percent', description: '"percent" or "flat" (INR)' }),
  value: z
    .number({ error: BillingMessages.invalidCouponPercent })
    .nullish()
    .meta({ example: 20, description: 'Percent 1-100, or rupees off in steps of 0.01' }),
  validFrom: isoDate(),
  validUntil: isoDate(),
  maxRedemptions: cap().meta({ description: 'Total redemptions allowed; null for no cap' }),
  perUserLimit: cap().meta({ description: 'Redemptions per user (default 1)' }),
  planCodes: z
    .array(z.string().max(PLAN_LIMITS.codeMaxLength), { error: 'planCodes must be a list of plan codes' })
    .max(COUPON_LIMITS.maxPlans)
    .nullish()
    .meta({ description: 'Plans it applies to; empty or absent for every plan' }),
  active: flag('active').describe('Anything but false counts as active (default true)'),
});

export const RefundBodySchema = z.strictObject({
  reason: z
    .string({ error: BillingMessages.refundReasonRequired })
    .max(REFUND_REASON_MAX_LENGTH, { error: `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` })
    .meta({ example: 'Charged twice', description: 'Why the money goes back (required)' }),
});

export const AdminSubscriptionsQuerySchema = z.strictObject({
  q: searchQuery('Search text', 100).describe(
    'Matches plan title, plan code, user name or user email (case-insensitive)',
  ),
  page: pageParam(QueryConversions.number),
  limit: limitParam(QueryConversions.number, 50),
});

export const UserSubscriptionReplySchema = z.object({ subscription: UserSubscriptionSchema });

/** One recurring subscription whose state here and at the payment provider disagree. */
export const MandateMismatchSchema = z
  .object({
    subscriptionId: z.string(),
    userId: z.string(),
    /** The provider subscription (sub_…). */
    providerSubscriptionId: z.string(),
    ours: z.object({ status: z.enum(['active', 'expired', 'cancelled']), autoRenew: z.string().nullable() }),
    /** The provider's status, or null when it could not be read. */
    provider: z.string().nullable(),
    /** What disagrees, in words. */
    problem: z.string(),
  })
  .meta({ id: 'MandateMismatch' });

/** The mandate mismatch report: every recurring subscription checked against the provider. */
export const MandateReportSchema = z
  .object({ generatedAt: dateTime(), checked: z.number(), mismatches: z.array(MandateMismatchSchema) })
  .meta({ id: 'MandateReport' });

/** A coupon as the API shows it (admin); `value` is a percent (1-100) or rupees. */
export type Coupon = z.infer<typeof CouponSchema>;
export type CouponList = z.infer<typeof CouponListSchema>;
export type CouponInput = RequestOf<typeof CouponBodySchema>;
export interface UpdateCouponRequest extends CouponInput {
  /** The coupon being changed (the code in the path). */
  currentCode: string;
}
export type CouponRedemption = z.infer<typeof CouponRedemptionSchema>;
export type CouponRedemptionsReply = z.infer<typeof CouponRedemptionsReplySchema>;
export type OrderPreviewRequest = RequestOf<typeof OrderPreviewBodySchema>;
export type OrderPreview = z.infer<typeof OrderPreviewSchema>;
/** What a coupon took off an order. */
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

/** The caller's state (place of supply) and a business buyer's GSTIN, printed on their tax invoices. */
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;
export type InvoiceDetailsInput = z.infer<typeof InvoiceDetailsBodySchema>;

/** A receipt for one successful charge: the amount includes GST, shown separately. */
export type Receipt = z.infer<typeof ReceiptSchema>;
export type MyPaymentsReply = z.infer<typeof MyPaymentsReplySchema>;

/** A plan as the API shows it: price in rupees (2 decimals at most). */
export type Plan = z.infer<typeof PlanSchema>;

/** Body of plan create (and update, with the code in the path). */
export type PlanInput = RequestOf<typeof PlanBodySchema>;

export interface UpdatePlanRequest extends PlanInput {
  /** The plan being changed (the code in the path). */
  currentCode: string;
}

export type DeletePlanReply = z.infer<typeof DeletePlanReplySchema>;

export type PlanList = z.infer<typeof PlanListSchema>;

export type SeedPlansReply = z.infer<typeof SeedPlansReplySchema>;

export type CreateOrderRequest = RequestOf<typeof CreateOrderBodySchema>;

/** The Razorpay order the client hands to Checkout. */
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

export type OrderReply = z.infer<typeof OrderReplySchema>;

export type PaymentReply = z.infer<typeof PaymentReplySchema>;

/** One subscription of the signed-in user (docs/product.md §3, own subscription). */
export type UserSubscription = z.infer<typeof UserSubscriptionSchema>;

export type MySubscriptionsReply = z.infer<typeof MySubscriptionsReplySchema>;

export type AdminSubscriptionsQuery = RequestOf<typeof AdminSubscriptionsQuerySchema>;

/** One subscription in the admin list (docs/product.md §3, admin list). */
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

export type AdminSubscriptionsReply = z.infer<typeof AdminSubscriptionsReplySchema>;

/** Checkout's success for a subscription_id, relayed by the client. */
export type ConfirmAutoRenewRequest = RequestOf<typeof ConfirmAutoRenewBodySchema>;

export type DailyFigure = z.infer<typeof DailyFigureSchema>;

export type MandateMismatch = z.infer<typeof MandateMismatchSchema>;
export type MandateReport = z.infer<typeof MandateReportSchema>;

export type BillingDashboard = z.infer<typeof BillingDashboardSchema>;

/** GET /admin/dashboard (gathered by the gateway from auth, catalog and billing). */
export type DashboardMetrics = z.infer<typeof DashboardMetricsSchema>;
