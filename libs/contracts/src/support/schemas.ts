import { z } from 'zod';
import { QUERY_LIMITS, QUERY_STATUSES, SupportMessages, type QueryStatus } from './constants';
import { limitParam, pageParam, queryChoice, QueryConversions, searchQuery } from '../http/query-schemas';
import { AGE_RATINGS, CatalogMessages, CONTENT_DESCRIPTORS } from '../catalog/constants';
import { dateTime, pageFields } from '../http/common-schemas';
import {
  GRIEVANCE_ACTIONS,
  GRIEVANCE_ADMIN_STATUSES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_LIMITS,
  GRIEVANCE_STATUSES,
  GrievanceMessages,
  REPORT_MONTH,
} from './grievances';
import type { RequestOf } from '../http/schemas';

export const QueryStatusSchema = z.enum(['open', 'in_progress', 'resolved', 'closed']);

export const QueryReplySchema = z.object({
  message: z.string(),
  createdAt: dateTime(),
  /** Who wrote it: support (an admin's reply, mailed to the sender) or the customer answering back. */
  from: z.enum(['support', 'customer']),
});

/** A support query as the API shows it (docs/product.md §3). */
export const SupportQuerySchema = z
  .object({
    _id: z.string(),
    /** `SQ-<year>-<6 digits>`; queries sent before references existed have none. */
    reference: z.string().optional(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: QueryStatusSchema,
    replies: z.array(QueryReplySchema),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  })
  .meta({ id: 'SupportQuery' });

export const QueryListSchema = z.object({ queries: z.array(SupportQuerySchema), ...pageFields });

export const SupportQueryReplySchema = z.object({ query: SupportQuerySchema });
/**
 * A sent query: the filed query, or (202) the query kept by the gateway while support cannot be
 * reached; it is filed once support is back, and its reference goes out in the acknowledgement mail.
 */
export const SubmitQueryReplySchema = z.union([SupportQueryReplySchema, z.object({ queued: z.literal(true) })]);
export const MyQueriesSchema = z.object({ queries: z.array(SupportQuerySchema) });

// ---- requests: types and length caps only; the contact-form rules and their spec messages (all
// fields, the address pattern, blank replies, statuses) are support's, so every client gets the same answers.

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .nullish();

export const SubmitQueryBodySchema = z.strictObject({
  name: text('Name', QUERY_LIMITS.nameMaxLength).meta({ example: 'Asha Rao' }),
  email: text('Email', QUERY_LIMITS.emailMaxLength).meta({ example: 'asha@example.com' }),
  subject: text('Subject', QUERY_LIMITS.subjectMaxLength).meta({ example: 'Payment not reflected' }),
  message: text('Message', QUERY_LIMITS.messageMaxLength).meta({ example: 'I paid for a plan but cannot watch.' }),
});

export const ReplyQueryBodySchema = z.strictObject({
  message: text('Reply', QUERY_LIMITS.replyMaxLength).meta({
    example: 'Your payment has been applied; please sign in again.',
  }),
});

export const AnswerQueryBodySchema = z.strictObject({
  message: text('Answer', QUERY_LIMITS.replyMaxLength).meta({ example: 'I tried that; it still fails.' }),
});

export const SetQueryStatusBodySchema = z.strictObject({
  status: z
    .string({ error: SupportMessages.invalidStatus })
    .max(20, { error: SupportMessages.invalidStatus })
    .nullish()
    .meta({ description: 'open, in_progress, resolved or closed' }),
});

export const ListQueriesQuerySchema = z.strictObject({
  status: queryChoice(
    QueryConversions.trimmed,
    QUERY_STATUSES as readonly QueryStatus[] as [QueryStatus, ...QueryStatus[]],
    SupportMessages.invalidStatus,
  ).describe('Only queries with this status'),
  q: searchQuery('Search text', QUERY_LIMITS.searchMaxLength).describe(
    'Matches name, email, subject or message (case-insensitive)',
  ),
  page: pageParam(QueryConversions.number),
  limit: limitParam(QueryConversions.number, 20),
});

// ---- grievances (IT Rules 2021)

export const GrievanceCategorySchema = z.enum(GRIEVANCE_CATEGORIES);
export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES);
export const GrievanceActionSchema = z.enum(GRIEVANCE_ACTIONS);

/** A grievance as its complainant sees it (no internal notes, no assignee). */
const TitleRatingSchema = z.object({
  ageRating: z.enum(AGE_RATINGS),
  contentDescriptors: z.array(z.enum(CONTENT_DESCRIPTORS)),
});

export const GrievanceRatingChangeSchema = z
  .object({
    titleId: z.string(),
    before: TitleRatingSchema,
    after: TitleRatingSchema,
    changedAt: dateTime(),
  })
  .meta({ id: 'GrievanceRatingChange' });

export const GrievanceSchema = z
  .object({
    reference: z.string().meta({ example: 'GRV-2026-000123' }),
    category: GrievanceCategorySchema,
    titleId: z.string().optional(),
    titleName: z.string().optional(),
    name: z.string().optional(),
    email: z.string(),
    text: z.string(),
    status: GrievanceStatusSchema,
    filedAt: dateTime(),
    acknowledgedAt: dateTime().optional(),
    /** The decision is due by then: filed + 15 days. */
    dueAt: dateTime(),
    decision: z.string().optional(),
    action: GrievanceActionSchema.optional(),
    decidedAt: dateTime().optional(),
    /** Until when the decision can be appealed to the self-regulating body. */
    appealUntil: dateTime().optional(),
    appealedAt: dateTime().optional(),
    canAppeal: z.boolean(),
    /** The title's rating before and after, when the decision changed it (docs/grievances.md). */
    ratingChange: GrievanceRatingChangeSchema.optional(),
  })
  .meta({ id: 'Grievance' });

export const GrievanceNoteSchema = z.object({ text: z.string(), by: z.string(), createdAt: dateTime() });

/** A grievance in the admin queue: the complainant's view plus assignee and internal notes. */
export const AdminGrievanceSchema = GrievanceSchema.extend({
  userId: z.string().optional(),
  assignee: z.string().optional(),
  notes: z.array(GrievanceNoteSchema),
  overdue: z.boolean(),
}).meta({ id: 'AdminGrievance' });

export const GrievanceReplySchema = z.object({ grievance: GrievanceSchema });
export const GrievanceListSchema = z.object({ grievances: z.array(GrievanceSchema) });
export const AdminGrievanceReplySchema = z.object({ grievance: AdminGrievanceSchema });
export const AdminGrievanceListSchema = z.object({ grievances: z.array(AdminGrievanceSchema), ...pageFields });

export const GrievanceOfficeSchema = z
  .object({
    officer: z.object({ name: z.string(), designation: z.string(), email: z.string(), address: z.string() }),
    selfRegulatingBody: z.object({ name: z.string(), url: z.string() }),
    acknowledgeWithinHours: z.int(),
    decideWithinDays: z.int(),
    appealWithinDays: z.int(),
  })
  .meta({ id: 'GrievanceOffice' });

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.int()])) as Record<T[number], z.ZodInt>);

export const GrievanceReportSchema = z
  .object({
    month: z.string().meta({ example: '2026-11' }),
    received: z.int(),
    decided: z.int(),
    decidedWithinDeadline: z.int(),
    /** Filed by the month's end (India time) and not decided by then. */
    pending: z.int(),
    appealed: z.int(),
    /** Decisions in the month that changed the title's age rating or descriptors. */
    ratingChanges: z.int(),
    byCategory: countsOf(GRIEVANCE_CATEGORIES),
    byAction: countsOf(GRIEVANCE_ACTIONS),
  })
  .meta({ id: 'GrievanceReport' });

export const FileGrievanceBodySchema = z.strictObject({
  category: z
    .string({ error: GrievanceMessages.invalidCategory })
    .max(40, { error: GrievanceMessages.invalidCategory })
    .nullish()
    .meta({ description: GRIEVANCE_CATEGORIES.join(', ') }),
  email: text('Email', GRIEVANCE_LIMITS.emailMaxLength).meta({
    example: 'asha@example.com',
    description: 'Required for guests; a signed-in account uses its own address when absent',
  }),
  name: text('Name', GRIEVANCE_LIMITS.nameMaxLength).meta({ example: 'Asha Rao' }),
  titleId: text('Title', 40).meta({ description: 'The catalogue title (video id) it is about, if any' }),
  text: text('Description', GRIEVANCE_LIMITS.textMaxLength).meta({ example: 'The rating says U but it has violence.' }),
});

export const GrievanceLookupBodySchema = z.strictObject({
  reference: text('Reference', 20).meta({ example: 'GRV-2026-000123' }),
  email: text('Email', GRIEVANCE_LIMITS.emailMaxLength).meta({ example: 'asha@example.com' }),
});

export const GrievanceAppealBodySchema = z.strictObject({
  email: text('Email', GRIEVANCE_LIMITS.emailMaxLength).meta({
    description: "A guest's proof: the address the grievance was filed with",
  }),
});

export const AdminGrievancesQuerySchema = z.strictObject({
  status: queryChoice(QueryConversions.trimmed, GRIEVANCE_STATUSES, 'Unknown grievance status').describe(
    'Only grievances with this status',
  ),
  q: searchQuery('Search text', 100).describe('Matches the reference or the address (case-insensitive)'),
  page: pageParam(QueryConversions.number),
  limit: limitParam(QueryConversions.number, 20),
});

export const UpdateGrievanceBodySchema = z.strictObject({
  assignee: text('Assignee', GRIEVANCE_LIMITS.assigneeMaxLength),
  note: text('Note', GRIEVANCE_LIMITS.noteMaxLength).meta({ description: 'Internal; never shown to the complainant' }),
  status: z
    .string({ error: GrievanceMessages.invalidStatus })
    .max(20, { error: GrievanceMessages.invalidStatus })
    .nullish()
    .meta({ description: GRIEVANCE_ADMIN_STATUSES.join(' or ') }),
});

export const DecideGrievanceBodySchema = z.strictObject({
  decision: text('Decision', GRIEVANCE_LIMITS.decisionMaxLength),
  action: z
    .string({ error: GrievanceMessages.invalidAction })
    .max(40, { error: GrievanceMessages.invalidAction })
    .nullish()
    .meta({ description: GRIEVANCE_ACTIONS.join(', ') }),
  rating: z
    .strictObject({
      ageRating: z.enum(AGE_RATINGS, { error: CatalogMessages.invalidAgeRating }).meta({ example: 'U/A 16+' }),
      contentDescriptors: z
        .array(z.enum(CONTENT_DESCRIPTORS, { error: CatalogMessages.invalidContentDescriptors }), {
          error: CatalogMessages.invalidContentDescriptors,
        })
        .max(CONTENT_DESCRIPTORS.length, { error: CatalogMessages.invalidContentDescriptors }),
    })
    .nullish()
    .meta({
      description:
        "The title's new age rating and descriptors, set in the same step (only for a grievance about a title); " +
        'the action is then rating_changed or descriptor_changed',
    }),
});

export const GrievanceReportQuerySchema = z.strictObject({
  month: z
    .preprocess(
      QueryConversions.trimmed,
      z
        .string({ error: GrievanceMessages.invalidMonth })
        .regex(REPORT_MONTH, { error: GrievanceMessages.invalidMonth }),
    )
    .meta({ example: '2026-11' }),
});

export interface MyQueries {
  queries: SupportQuery[];
}

export type QueryReply = z.infer<typeof QueryReplySchema>;

/** A support query as the API shows it (docs/product.md §3). */
export type SupportQuery = z.infer<typeof SupportQuerySchema>;
export type SubmitQueryReply = z.infer<typeof SubmitQueryReplySchema>;

export type SubmitQueryRequest = RequestOf<typeof SubmitQueryBodySchema>;

export type ListQueriesRequest = RequestOf<typeof ListQueriesQuerySchema>;

export type QueryList = z.infer<typeof QueryListSchema>;

export type Grievance = z.infer<typeof GrievanceSchema>;
export type AdminGrievance = z.infer<typeof AdminGrievanceSchema>;
export type AdminGrievanceList = z.infer<typeof AdminGrievanceListSchema>;
export type GrievanceReport = z.infer<typeof GrievanceReportSchema>;
export type GrievanceOffice = z.infer<typeof GrievanceOfficeSchema>;
export type GrievanceRatingChange = z.infer<typeof GrievanceRatingChangeSchema>;
export interface GrievanceList {
  grievances: Grievance[];
}
