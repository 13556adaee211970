import { healthPattern } from '../messaging/services';
import { MAX_PLAN_DOWNLOAD_DEVICES, MAX_PLAN_DOWNLOADS } from '../downloads/constants';

export const BillingPatterns = {
  health: healthPattern('billing'),
  /** Users as billing knows them (projection of auth events). */
  getCustomer: 'billing.customers.get',

  /** Body: {}. Reply: PlanList (viewers: active plans; admins: all). */
  listPlans: 'billing.plans.list',
  /** Body: {}. Reply: SeedPlansReply. Admin. */
  seedPlans: 'billing.plans.seed',
  /** Body: PlanInput. Reply: Plan. Admin. */
  createPlan: 'billing.plans.create',
  /** Body: UpdatePlanRequest. Reply: Plan. Admin. */
  updatePlan: 'billing.plans.update',
  /** Body: DeletePlanRequest. Reply: DeletePlanReply. Admin. */
  deletePlan: 'billing.plans.delete',
  /** Body: SetPlanActiveRequest. Reply: Plan. Admin. */
  setPlanActive: 'billing.plans.set-active',

  /** Body: CreateOrderRequest. Reply: OrderReply. Needs a principal. */
  createOrder: 'billing.orders.create',
  /** Body: LiveTicketOrderRequest. Reply: LiveTicketOrder (a pay-per-view event's ticket, docs/live.md). Needs a principal. */
  createLiveTicketOrder: 'billing.orders.create-live-ticket',
  /** Body: OrderPreviewRequest. Reply: OrderPreview (the price a coupon leaves, before any order). Needs a principal. */
  previewOrder: 'billing.orders.preview',
  /** Body: PaymentNotification (raw webhook body and its headers). Reply: PaymentReply. */
  paymentNotification: 'billing.payments.notify',

  /** Body: {}. Reply: CouponList. Admin. */
  listCoupons: 'billing.coupons.list',
  /** Body: CouponInput. Reply: Coupon. Admin. */
  createCoupon: 'billing.coupons.create',
  /** Body: UpdateCouponRequest. Reply: Coupon. Admin. */
  updateCoupon: 'billing.coupons.update',
  /** Body: { code }. Reply: CouponRedemptionsReply. Admin. */
  couponRedemptions: 'billing.coupons.redemptions',

  /** Body: {}. Reply: MyPaymentsReply (the caller's receipts, newest first). Needs a principal. */
  myPayments: 'billing.payments.mine',
  /** Body: { number }. Reply: Receipt (the caller's own; admins any). */
  getReceipt: 'billing.payments.receipt',
  /** Body: {}. Reply: InvoiceDetails (the caller's state and GSTIN for tax invoices). Needs a principal. */
  getInvoiceDetails: 'billing.invoice-details.get',
  /** Body: InvoiceDetailsInput. Reply: InvoiceDetails. Needs a principal. */
  setInvoiceDetails: 'billing.invoice-details.set',

  /** Body: {}. Reply: MySubscriptionsReply. Needs a principal. */
  mySubscriptions: 'billing.subscriptions.mine',
  /** Body: AdminSubscriptionsQuery. Reply: AdminSubscriptionsReply. Admin. */
  adminSubscriptions: 'billing.subscriptions.admin-list',
  /** Body: {}. Reply: BillingDashboard. Admin. */
  dashboard: 'billing.dashboard',
  /** Body: RefundSubscriptionRequest. Reply: AdminSubscription. Admin: refunds the payment, access ends at once. */
  refundSubscription: 'billing.subscriptions.refund',
  /** Body: {}. Reply: MandateReport. Admin: every recurring subscription checked against the provider now. */
  mandateReport: 'billing.subscriptions.mandate-report',
  /** Body: ConfirmAutoRenewRequest (Checkout's result for a subscription_id). Reply: PaymentReply. Needs a principal. */
  confirmAutoRenew: 'billing.subscriptions.confirm-auto-renew',
  /** Body: { id }. Reply: UserSubscription. The caller's own: auto-renew stops at the period's end. */
  cancelAutoRenew: 'billing.subscriptions.cancel-auto-renew',
  /** Body: { token }. Reply: UserSubscription. A pre-debit notice's signed link stops that mandate (no sign-in). */
  stopAutoRenewByLink: 'billing.subscriptions.stop-auto-renew-by-link',
} as const;

export const BillingEvents = {
  subscriptionActivated: 'billing.subscription.activated',
  subscriptionExpired: 'billing.subscription.expired',
  subscriptionCancelled: 'billing.subscription.cancelled',
} as const;
export type SubscriptionEventType = (typeof BillingEvents)[keyof typeof BillingEvents];

export type SubscriptionScope = 'all' | 'episode';
export const SUBSCRIPTION_SCOPES: readonly SubscriptionScope[] = ['episode', 'all'];

/** Payload of every subscription event; catalog builds its entitlement projection from them. */
export interface SubscriptionEvent {
  subscriptionId: string;
  userId: string;
  planCode: string;
  /** Absent from events written before titles were added. */
  planTitle?: string;
  scope: SubscriptionScope;
  /** The video (part) id the plan was bought for; null for `all` or when bought by name. */
  episodeId: string | null;
  /** The episode (series) name the plan was bought for; null for `all`. */
  episodeName: string | null;
  /** ISO-8601. */
  startAt: string;
  /** ISO-8601; the paid (or trial) period ends at this instant. */
  endAt: string;
  /**
   * ISO-8601; access ends at this instant when it is later than `endAt`: a renewing subscription's
   * grace while its renewal charge is due or being retried. Absent: access ends at `endAt`.
   */
  accessUntil?: string;
  /** The plan's quality tier when bought; absent from events written before tiers (read as the default). */
  maxQuality?: PlanQuality;
  /** Streams at once the plan allows; absent before tiers. */
  screens?: number;
  /** The plan carries ads (docs/ads.md); absent before ads plans (ad-free). */
  withAds?: boolean;
  /** Titles the account may keep downloaded (0: no downloads; docs/offline.md); absent: the default. */
  downloads?: number;
  /** Devices those downloads may be on; absent: the default. */
  downloadDevices?: number;
}

/**
 * When a subscription event's access ends: `accessUntil` when it is later than `endAt` (a renewing
 * plan's grace), else `endAt`. An invalid date when `endAt` is not one.
 */
export function subscriptionAccessEnd(sub: Pick<SubscriptionEvent, 'endAt' | 'accessUntil'>): Date {
  const periodEnd = new Date(sub.endAt);
  const until = typeof sub.accessUntil === 'string' ? new Date(sub.accessUntil) : null;
  return until && until.getTime() > periodEnd.getTime() ? until : periodEnd;
}

/** Quality tiers a plan sells (Netflix's Basic/Standard/Premium): the tallest rendition it plays. */
export const PLAN_QUALITIES = ['SD', 'HD', '4K'] as const;
export type PlanQuality = (typeof PLAN_QUALITIES)[number];
export const PLAN_QUALITY_HEIGHT: Record<PlanQuality, number> = { SD: 480, HD: 1080, '4K': 2160 };
export const PLAN_QUALITY_LABELS: Record<PlanQuality, string> = {
  SD: 'SD (480p)',
  HD: 'Full HD (1080p)',
  '4K': '4K (2160p)',
};
/** What a plan stored before tiers existed sells. */
export const DEFAULT_PLAN_QUALITY: PlanQuality = 'HD';
export const DEFAULT_PLAN_SCREENS = 2;
export const MAX_PLAN_SCREENS = 8;

/** Limits of plan fields (checked by the gateway and again by billing). */
export const PLAN_LIMITS = {
  codeMaxLength: 40,
  titleMaxLength: 120,
  descriptionMaxLength: 1000,
  /** ₹10,00,000 — far above any plan, well inside exact integer paise. */
  maxPriceRupees: 1_000_000,
  maxDurationDays: 3650,
  /** Trial days a recurring plan may give a user's first subscription of it. */
  maxTrialDays: 90,
} as const;

/**
 * Auto-renew of a recurring subscription: `on` (the next charge is due at the period's end),
 * `pending` (a charge failed and is being retried; access continues), `off` (cancelled: access
 * until the period's end, no more charges), `halted` (retries exhausted: access ended).
 */
export const AUTO_RENEW_STATES = ['on', 'pending', 'off', 'halted'] as const;
export type AutoRenewState = (typeof AUTO_RENEW_STATES)[number];

/** Smallest amount Razorpay accepts for an order, in paise (₹1). */
export const MIN_ORDER_PAISE = 100;

/** Percent off the plan's price, or a flat amount (rupees) off it. */
export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Limits of coupon fields (checked by the gateway's schema and again by billing). */
export const COUPON_LIMITS = {
  codeMaxLength: 32,
  descriptionMaxLength: 300,
  maxPlans: 50,
  maxRedemptions: 10_000_000,
  maxPerUser: 1000,
} as const;

/** The SAC code (GST services classification) of what StreamHub sells: 998433, on-line video content. */
export const SAC_ONLINE_VIDEO = '998433';

export interface DeletePlanRequest {
  code: string;
}

export interface SetPlanActiveRequest {
  id: string;
  active: boolean;
}

/** A payment event as it reaches POST /subscriptions/webhook: verified by billing, not by the gateway. */
export interface PaymentNotification {
  /** The request body exactly as received (signatures are over these bytes). */
  rawBody: string;
  /**
   * X-Razorpay-Signature header, when Razorpay itself calls. Without it the body is a client's
   * relayed Checkout result and must carry `razorpay_signature` (the checkout signature).
   */
  webhookSignature?: string;
  /** x-razorpay-event-id: the same for every retry of one webhook delivery. */
  eventId?: string;
}

/** The client's relayed capture report (docs/product.md §7), plus the checkout signature Razorpay gave it. */
export interface RelayedPaymentCapture {
  event: 'payment.captured';
  payload: { payment: { entity: { id: string; order_id: string; amount: number; currency: string } } };
  razorpay_signature: string;
}

export interface RefundSubscriptionRequest {
  /** The subscription's _id. */
  id: string;
  /** Why the money goes back; required, kept with the subscription and sent to the provider. */
  reason: string;
}

/** Longest refund reason billing keeps. */
export const REFUND_REASON_MAX_LENGTH = 500;

/** User-facing billing messages, verbatim where the spec gives them. */
export const BillingMessages = {
  requiredFields: 'Please fill in all required fields',
  invalidQuality: `Quality must be one of ${PLAN_QUALITIES.join(', ')}`,
  invalidScreens: `Screens must be a whole number from 1 to ${MAX_PLAN_SCREENS}`,
  invalidDownloads: `Downloads must be a whole number from 0 to ${MAX_PLAN_DOWNLOADS}`,
  invalidDownloadDevices: `Download devices must be a whole number from 1 to ${MAX_PLAN_DOWNLOAD_DEVICES}`,
  invalidTrialDays: `Trial days must be a whole number from 0 to ${PLAN_LIMITS.maxTrialDays}`,
  recurringTooShort: 'An auto-renewing plan must last at least 7 days',
  trialNeedsRecurring: 'Only auto-renewing plans can have trial days',
  couponNotForRecurring: 'Coupons cannot be used with auto-renewing plans',
  alreadyAutoRenewing: 'You already have this plan on auto-renew',
  passCoversUntil: (until: string): string =>
    `Your current plan already covers this until ${until}. Start auto-renew once it ends, so you do not pay twice for the same days.`,
  invalidStopLink: 'This link is not valid any more. Sign in and turn auto-renew off under Profile → Subscriptions.',
  mandateReportReady: 'Mandate report ready',
  autoRenewStopped: 'Auto-renew stopped: nothing more will be charged; access continues until the end of the period',
  autoRenewCheckoutInProgress:
    'A checkout of this plan is already in progress. Please finish it or try again in a minute.',
  notRecurring: 'This subscription does not renew automatically',
  autoRenewAlreadyOff: 'Auto-renew is already off for this subscription',
  autoRenewCancelFailed: 'The payment provider could not cancel auto-renew. Please try again.',
  nothingToRefund: 'Nothing was charged for this subscription yet, so there is nothing to refund',
  autoRenewCancelled: 'Auto-renew cancelled: access continues until the end of the period',
  invalidScope: 'Scope must be either "episode" or "all"',
  invalidPrice: 'Price must be 0 or more, in steps of 0.01',
  invalidDuration: 'Duration must be a whole number of days, at least 1',
  invalidCode: `Plan code must be at most ${PLAN_LIMITS.codeMaxLength} letters, digits, "_" or "-"`,
  titleTooLong: `Plan title must be at most ${PLAN_LIMITS.titleMaxLength} characters`,
  descriptionTooLong: `Description must be at most ${PLAN_LIMITS.descriptionMaxLength} characters`,
  planExists: (code: string): string => `A plan with code ${code} already exists`,
  planNotFound: 'Plan not found',
  planInactive: 'This plan is not available right now',
  planHasSubscriptions:
    'This plan has active subscriptions and cannot be deleted. Deactivate it instead, so no one can buy it.',
  selectEpisode: 'Please select an episode',
  selectPlan: 'Please select a plan',
  invalidEpisodeId: 'Invalid episode id: expected 24 hexadecimal characters',
  amountTooSmall: 'This plan costs less than the smallest payable amount (₹1.00)',
  paymentProviderFailed: 'The payment provider could not create the order. Please try again.',
  invalidSignature: 'Invalid payment signature',
  malformedNotification: 'Invalid payment notification',
  unknownOrder: 'Unknown order',
  amountMismatch: 'Payment amount or currency does not match the order',
  contentNotFound: 'Content not found',
  episodeMismatch: 'The episode id and the episode name name different content',
  tooManyOrders: 'Too many payment attempts. Please wait a minute and try again.',
  paymentNotCaptured: 'The payment has not been captured',
  catalogUnavailable: 'The catalogue could not be reached. Please try again.',
  subscriptionNotFound: 'Subscription not found',
  refundReasonRequired: 'Please give a reason for the refund',
  alreadyRefunded: 'This subscription has already been refunded or cancelled',
  refundFailed: 'The payment provider could not refund the payment. Please try again.',

  couponRequired: 'Please enter a coupon code',
  invalidCouponCode: `Coupon code must be 3 to ${COUPON_LIMITS.codeMaxLength} letters, digits, "_" or "-"`,
  invalidCouponKind: 'Discount type must be "percent" or "flat"',
  invalidCouponPercent: 'A percent discount must be a whole number from 1 to 100',
  invalidCouponFlat: 'A flat discount must be more than 0 rupees, in steps of 0.01',
  invalidCouponWindow: 'The coupon must end after it starts',
  invalidCouponDate: 'Dates must be ISO-8601 date-times',
  invalidCouponCap: 'Redemption caps must be whole numbers, at least 1',
  couponDescriptionTooLong: `Description must be at most ${COUPON_LIMITS.descriptionMaxLength} characters`,
  couponPlansUnknown: (codes: string[]): string => `Unknown plan code(s): ${codes.join(', ')}`,
  couponExists: (code: string): string => `A coupon with code ${code} already exists`,
  couponNotFound: 'Coupon not found',
  couponUnknown: (code: string): string => `Coupon ${code} does not exist`,
  couponInactive: (code: string): string => `Coupon ${code} is not active`,
  couponNotYetValid: (code: string, from: string): string => `Coupon ${code} is valid from ${from}`,
  couponExpired: (code: string): string => `Coupon ${code} has expired`,
  couponNotForPlan: (code: string, plan: string): string => `Coupon ${code} does not apply to the plan ${plan}`,
  couponUsedUp: (code: string): string => `Coupon ${code} has been fully redeemed`,
  couponUserLimit: (code: string): string => `You have already used coupon ${code} as many times as allowed`,

  receiptNotFound: 'Receipt not found',
  paymentsFetched: 'Payments fetched successfully',
  receiptFetched: 'Receipt fetched successfully',
  invoiceDetailsFetched: 'Invoice details fetched successfully',
  invoiceDetailsSaved: 'Invoice details saved: your next receipts show them',
  invalidBuyerState: 'state must be the GST code of an Indian state or union territory',
  invalidGstin: 'gstin is not a valid GSTIN (15 characters; the last is a check character)',
  gstinStateMismatch: "The GSTIN's first two digits must be the code of the state chosen",

  plansFetched: 'Plans fetched successfully',
  planCreated: 'Plan created successfully',
  planUpdated: 'Plan updated successfully',
  planDeleted: 'Plan deleted successfully',
  planActivated: 'Plan activated successfully',
  planDeactivated: 'Plan deactivated successfully',
  plansSeeded: 'Default plans created successfully',
  orderCreated: 'Order created successfully',
  orderPreviewed: 'Price with coupon',
  grantedWithCoupon: (code: string): string => `Subscription granted with coupon ${code}`,
  couponsFetched: 'Coupons fetched successfully',
  couponCreated: 'Coupon created successfully',
  couponUpdated: 'Coupon updated successfully',
  redemptionsFetched: 'Redemptions fetched successfully',
  alreadyActive: 'You already have an active subscription!',
  paymentRecorded: 'Payment recorded',
  subscriptionRefunded: 'Payment refunded and subscription cancelled',
  subscriptionsFetched: 'Subscriptions fetched successfully',
  dashboardFetched: 'Dashboard fetched successfully',
} as const;
