import { z } from 'zod';
import { BREACH_AUDIENCES, BREACH_NOTICE_MAX_EMAILS, BREACH_NOTICE_TEXT_MAX, CONSENT_PURPOSES } from './constants';
import { dateTime } from '../http/common-schemas';
import type { RequestOf } from '../http/schemas';

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` }).nullish();

/** What the sign-up form sends with the account's details; auth refuses a sign-up without it. */
export const SignupConsentSchema = z
  .strictObject({
    noticeVersion: z
      .string({ error: 'Notice version must be text' })
      .max(32, { error: 'Notice version must be at most 32 characters' })
      .nullish()
      .describe('The version of the privacy notice that was shown and agreed to (PRIVACY_NOTICE_VERSION)'),
    adult: flag('adult').describe('The account holder confirms being 18 or older'),
    marketing: flag('marketing').describe('Opt-in: emails about new titles and offers'),
    personalisation: flag('personalisation').describe('Opt-in: personalised rows built from viewing history'),
  })
  // Inline (no component id): a request DTO's nested shape is documented in place.
  .meta({ description: 'What the account holder agreed to at sign-up (docs/privacy.md)' });

const PurposeStateSchema = z.object({
  granted: z.boolean(),
  /** When this purpose was last given or withdrawn (ISO-8601). */
  changedAt: dateTime(),
});

/** One consent record as stored (append-only): what was shown, what was agreed, when and from where. */
export const ConsentRecordSchema = z
  .object({
    noticeVersion: z.string(),
    /** The account holder confirmed being 18 or older. */
    adult: z.boolean(),
    purposes: z.object(
      Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, PurposeStateSchema])) as {
        [K in (typeof CONSENT_PURPOSES)[number]]: typeof PurposeStateSchema;
      },
    ),
    /** `signup`, `settings` (Profile → Privacy) or `notice` (a newer notice agreed at sign-in). */
    source: z.enum(['signup', 'settings', 'notice']),
    at: dateTime(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'ConsentRecord' });

export const PrivacyStatusSchema = z
  .object({
    /** The notice in force. */
    noticeVersion: z.string(),
    /** The version the account last agreed to; null when it never did. */
    agreedVersion: z.string().nullable(),
    /** True when the account has to read and agree to the notice in force (the web shows it). */
    consentNeeded: z.boolean(),
  })
  .meta({ id: 'PrivacyStatus' });

export const ConsentsReplySchema = z
  .object({
    status: PrivacyStatusSchema,
    /** The latest record: the consents that hold now; null for an account that never gave any. */
    current: ConsentRecordSchema.nullable(),
    /** Every record, newest first. */
    history: z.array(ConsentRecordSchema),
  })
  .meta({ id: 'ConsentsReply' });

export const UpdateConsentsBodySchema = z.strictObject({
  marketing: flag('marketing'),
  personalisation: flag('personalisation'),
  noticeVersion: z
    .string({ error: 'Notice version must be text' })
    .max(32, { error: 'Notice version must be at most 32 characters' })
    .nullish()
    .describe('Agree to this version of the notice (it must be the one in force)'),
});

/** "Download my data": every service's records for the account and its profiles, machine-readable. */
export const DataExportSchema = z
  .object({
    format: z.literal('streamhub-data-export/1'),
    exportedAt: dateTime(),
    accountId: z.string(),
    /** The privacy notice in force when the archive was made. */
    noticeVersion: z.string(),
    services: z.array(
      z.object({
        service: z.string(),
        /** Records by kind (account, profiles, consents, watchlist, history, subscriptions, receipts, …). */
        records: z.record(z.string(), z.array(z.unknown())),
      }),
    ),
  })
  .meta({ id: 'DataExport' });

/** States of a "download my data" request (docs/privacy.md). */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'failed'] as const;

/** A "download my data" request: prepared in the background; the link is mailed when it is ready. */
export const DataExportJobSchema = z
  .object({
    id: z.string(),
    status: z.enum(DATA_EXPORT_STATUSES),
    /** Services whose records are gathered, of `servicesTotal`. */
    servicesDone: z.number().int(),
    servicesTotal: z.number().int(),
    requestedAt: dateTime(),
    readyAt: dateTime().nullable(),
    /** When the mailed link stops working (null until ready). */
    expiresAt: dateTime().nullable(),
    /** The mailed link's web path, for the account holder's own Privacy tab (null unless ready and unexpired). */
    downloadPath: z.string().nullable(),
  })
  .meta({ id: 'DataExportJob' });

export const DataExportJobReplySchema = z
  .object({ export: DataExportJobSchema.nullable() })
  .meta({ id: 'DataExportJobReply' });

export const DataExportDownloadQuerySchema = z.strictObject({
  expires: z.coerce.number({ error: 'The link is incomplete' }).int({ error: 'The link is incomplete' }),
  signature: z
    .string({ error: 'The link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'The link is incomplete' }),
});

/** The person who may exercise the account holder's rights on their behalf (DPDP Act, s. 14). */
export const NomineeSchema = z
  .object({ name: z.string(), email: z.string(), nominatedAt: dateTime() })
  .meta({ id: 'Nominee' });

export const NomineeReplySchema = z.object({ nominee: NomineeSchema.nullable() }).meta({ id: 'NomineeReply' });

export const SetNomineeBodySchema = z.strictObject({
  name: z.string({ error: 'Name must be text' }).max(100, { error: 'Name must be at most 100 characters' }).nullish(),
  email: z
    .string({ error: 'Email must be text' })
    .max(254, { error: 'Email must be at most 254 characters' })
    .nullish(),
});

const breachPart = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(BREACH_NOTICE_TEXT_MAX, {
      error: `Each part of the notice must be at most ${BREACH_NOTICE_TEXT_MAX} characters`,
    })
    .nullish();

/** A data-breach notice as recorded for the Board's report (docs/privacy.md, "Data-breach notice"). */
export const BreachNoticeSchema = z
  .object({
    id: z.string(),
    whatHappened: z.string(),
    dataAffected: z.string(),
    whatWeDid: z.string(),
    whatYouCanDo: z.string(),
    audience: z.enum(BREACH_AUDIENCES),
    /** Accounts the notice goes to. */
    accounts: z.number().int(),
    /** Of those, mailed so far. */
    mailed: z.number().int(),
    /** The admin who sent it (e-mail address). */
    sentBy: z.string(),
    sentAt: dateTime(),
  })
  .meta({ id: 'BreachNotice' });

export const BreachNoticeReplySchema = z.object({ notice: BreachNoticeSchema }).meta({ id: 'BreachNoticeReply' });
export const BreachNoticeListSchema = z
  .object({ notices: z.array(BreachNoticeSchema) })
  .meta({ id: 'BreachNoticeList' });

export const SendBreachNoticeBodySchema = z.strictObject({
  whatHappened: breachPart('What happened'),
  dataAffected: breachPart('What data'),
  whatWeDid: breachPart('What we did'),
  whatYouCanDo: breachPart('What they can do'),
  audience: z.enum(BREACH_AUDIENCES, { error: 'Audience must be all or accounts' }).nullish(),
  emails: z
    .array(z.string({ error: 'Each email must be text' }).max(254), { error: 'Emails must be a list' })
    .max(BREACH_NOTICE_MAX_EMAILS, { error: `At most ${BREACH_NOTICE_MAX_EMAILS} email addresses` })
    .nullish(),
});

/** The consent given at sign-up, as the sign-up form sends it. */
export type SignupConsent = RequestOf<typeof SignupConsentSchema>;
/** One stored consent record (append-only history). */
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;
/** Whether the account agreed to the current notice (the sign-in reply carries it). */
export type PrivacyStatus = z.infer<typeof PrivacyStatusSchema>;
export type ConsentsReply = z.infer<typeof ConsentsReplySchema>;
export type UpdateConsentsRequest = RequestOf<typeof UpdateConsentsBodySchema>;

export type NomineeReply = z.infer<typeof NomineeReplySchema>;
export type BreachNotice = z.infer<typeof BreachNoticeSchema>;
export type BreachNoticeList = z.infer<typeof BreachNoticeListSchema>;
export interface BreachNoticeReply {
  notice: BreachNotice;
}
export type SendBreachNoticeRequest = RequestOf<typeof SendBreachNoticeBodySchema>;
/** A "download my data" request: prepared in the background, then mailed as an expiring link. */
export type DataExportJob = z.infer<typeof DataExportJobSchema>;
export type DataExportJobReply = z.infer<typeof DataExportJobReplySchema>;
export type SetNomineeRequest = RequestOf<typeof SetNomineeBodySchema>;

/** The whole archive: every service's records for the account and its profiles. */
export type DataExport = z.infer<typeof DataExportSchema>;
/** What one service holds about an account, by kind of record ("Download my data"). */
export type ServiceDataExport = DataExport['services'][number];

/** The change as the gateway sends it: the body and the browser it came from. */
export type UpdateConsentsRpcRequest = UpdateConsentsRequest & { userAgent?: string };
