import { z } from 'zod';
import {
  BillingMessages,
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  MAX_PLAN_SCREENS,
  PLAN_LIMITS,
  PLAN_QUALITIES,
  REFUND_REASON_MAX_LENGTH,
} from '../billing';
import { OBJECT_ID_PATTERN } from '../http';
import { limitParam, pageParam, queryText, QueryConversions } from './query';
import { dateTime, pageFields } from './common';

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

export const OrderReplySchema = z
  .object({
    /** Null when alreadyActive. */
    order: PaymentOrderSchema.nullable(),
    /** Rupees with 2 decimals, e.g. "199.00". */
    displayAmountRupees: z.string().regex(/^\d+\.\d{2}$/),
    alreadyActive: z.boolean(),
    /** Public key id for Checkout. */
    keyId: z.string(),
    /** Where the client loads the Checkout script from (Razorpay's, or the local sandbox's). */
    checkoutScriptUrl: z.string(),
    plan: PlanSchema,
  })
  .meta({ id: 'OrderReply' });

/** One subscription of the signed-in user (spec §3, own subscription). */
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

/** One subscription in the admin list (spec §3, admin list). */
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

export const CreateOrderBodySchema = z.strictObject({
  planCode: orderPlanCode(),
  episodeId: z
    .string({ error: BillingMessages.invalidEpisodeId })
    .regex(OBJECT_ID_PATTERN, { error: BillingMessages.invalidEpisodeId })
    .nullish()
    .meta({ example: '665f1c2e9b1d4a3f8c0e1a2b', description: 'A part (video) id of the episode' }),
  episodeName: episodeName(),
});

export const OrderByEpisodeNameBodySchema = z.strictObject({
  planCode: orderPlanCode(),
  episodeName: episodeName(),
});

export const RefundBodySchema = z.strictObject({
  reason: z
    .string({ error: BillingMessages.refundReasonRequired })
    .max(REFUND_REASON_MAX_LENGTH, { error: `Reason must be at most ${REFUND_REASON_MAX_LENGTH} characters` })
    .meta({ example: 'Charged twice', description: 'Why the money goes back (required)' }),
});

export const AdminSubscriptionsQuerySchema = z.strictObject({
  q: queryText(QueryConversions.trimmed, 'Search text', 100).describe(
    'Matches plan title, plan code, user name or user email (case-insensitive)',
  ),
  page: pageParam(QueryConversions.number),
  limit: limitParam(QueryConversions.number, 50),
});
