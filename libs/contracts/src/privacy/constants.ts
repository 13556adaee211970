/*
 * Consent and data rights under the DPDP Act 2023 (docs/privacy.md): an itemised notice at
 * sign-up, an adult account holder, separate opt-ins for what needs consent, and an append-only
 * record of every consent given or withdrawn.
 */

/**
 * The version of the privacy notice shown at sign-up and on /privacy. A new version asks every
 * account again at its next sign-in: change it whenever PRIVACY_NOTICE_ITEMS or the page's facts change.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/** The personal data collected, each with its purpose, in plain language (the sign-up notice and /privacy). */
export const PRIVACY_NOTICE_ITEMS = [
  { data: 'Name', purpose: 'To address you in the app and in our emails.' },
  { data: 'Email address', purpose: 'To sign you in, send sign-in codes, receipts and notices about your account.' },
  { data: 'Mobile number', purpose: 'To identify your account for support and to give a free trial once per number.' },
  {
    data: 'Payments',
    purpose: 'To charge your plan and keep receipts. Card and UPI details stay with our payment provider, Razorpay.',
  },
  {
    data: 'Viewing activity',
    purpose:
      'To resume where you stopped, keep your watchlist and history, and measure playback quality. Used for personalised rows only if you agree.',
  },
  {
    data: 'Device data',
    purpose: 'Browser and device type, to limit screens, alert you of new sign-ins and fix playback problems.',
  },
] as const;

/** What needs a consent of its own, apart from what the contract needs; never pre-ticked. */
export const CONSENT_PURPOSES = ['marketing', 'personalisation'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  marketing: 'Emails about new titles and offers',
  personalisation: 'Personalised rows such as "Because you watched", built from my viewing history',
};

/** The age from which a person may hold an account (the Act's "child" is under 18). */
export const ACCOUNT_HOLDER_MIN_AGE = 18;

/** Longest part of a data-breach notice (what happened, what data, what we did, what people can do). */
export const BREACH_NOTICE_TEXT_MAX = 4000;
/** Who a data-breach notice goes to: every account, or the accounts of the listed e-mail addresses. */
export const BREACH_AUDIENCES = ['all', 'accounts'] as const;
/** Most e-mail addresses one breach notice can list (more: send it to all accounts). */
export const BREACH_NOTICE_MAX_EMAILS = 5000;

export const PrivacyPatterns = {
  /** Body: NoBody. Reply: ConsentsReply. Needs a principal. */
  consents: 'auth.privacy.consents',
  /** Body: UpdateConsentsRpcRequest. Reply: ConsentsReply. Needs a principal. */
  updateConsents: 'auth.privacy.update-consents',
  /** Body: NoBody. Reply: ServiceDataExport. Needs a principal: the account's records auth holds. */
  exportAuth: 'auth.privacy.export',
  /** Body: NoBody. Reply: ServiceDataExport (watchlist, history). Needs a principal. */
  exportCatalog: 'catalog.privacy.export',
  /** Body: NoBody. Reply: ServiceDataExport (customer, subscriptions, orders, receipts). Needs a principal. */
  exportBilling: 'billing.privacy.export',
  /** Body: NoBody. Reply: ServiceDataExport (queries, grievances). Needs a principal. */
  exportSupport: 'support.privacy.export',
  /** Body: NoBody. Reply: ServiceDataExport (playback events and sessions). Needs a principal. */
  exportAnalytics: 'analytics.privacy.export',
  /** Body: NoBody. Reply: NomineeReply. Needs a principal. */
  nominee: 'auth.privacy.nominee',
  /** Body: SetNomineeRequest (empty name and email remove the nominee). Reply: NomineeReply. Needs a principal. */
  setNominee: 'auth.privacy.set-nominee',
  /** Body: NoBody. Reply: PersonalisationReply. Needs a principal: may its history build personalised rows? */
  personalisation: 'auth.privacy.personalisation',
  /** Body: DataExportMailRequest. Reply: NoBody. Needs a principal: mails the account holder the archive's link. */
  exportMail: 'auth.privacy.export-mail',
  /** Body: SendBreachNoticeRequest. Reply: BreachNoticeReply. Admin: records a breach notice and mails the affected accounts. */
  sendBreachNotice: 'auth.privacy.breach-notice.send',
  /** Body: NoBody. Reply: BreachNoticeList. Admin: every breach notice sent, newest first (the Board's report). */
  breachNotices: 'auth.privacy.breach-notice.list',
} as const;

/** Every message of the consent and data-rights API (docs/privacy.md). */
export const PrivacyMessages = {
  noticeRequired: 'Please read the privacy notice and agree to it to create an account',
  noticeOutdated: 'The privacy notice has changed. Please read the new notice and agree to it.',
  adultRequired: `Please confirm that you are ${ACCOUNT_HOLDER_MIN_AGE} or older: account holders must be adults (children watch in Kids profiles)`,
  consentsFetched: 'Privacy choices fetched successfully',
  consentsUpdated: 'Your privacy choices have been saved',
  exportReady: 'Your data is ready',
  exportRequested: 'We are preparing your data. We will e-mail you a link to download it when it is ready.',
  exportFetched: 'Data download fetched successfully',
  exportNotFound: 'This data download was not found',
  exportLinkExpired: 'This download link has expired. Please ask for your data again.',
  exportFailed: 'We could not prepare your data. Please try again later.',
  tooManyExports: 'You have asked for your data several times today. Please try again tomorrow.',
  exportStorageUnavailable: 'Data downloads are unavailable right now. Please try again later.',
  nomineeSaved: 'Your nominee has been saved',
  nomineeRemoved: 'Your nominee has been removed',
  nomineeFetched: 'Nominee fetched successfully',
  nomineeNameRequired: "Please enter your nominee's name",
  nomineeEmailInvalid: "Please enter your nominee's valid email address",
  nomineeIsYou: 'Your nominee must be someone other than you',
  breachNoticeSent: 'The breach notice is recorded and being mailed to the affected accounts',
  breachNoticesFetched: 'Breach notices fetched successfully',
  breachTextRequired: 'Please say what happened, what data, what we did and what people can do',
  breachTextTooLong: `Each part of the notice must be at most ${BREACH_NOTICE_TEXT_MAX} characters`,
  breachAudienceInvalid: 'Please choose all accounts, or list the affected accounts’ email addresses',
  breachNoAccounts: 'No account has any of these email addresses',
} as const;
/** Whether the account's latest consent grants personalised rows (none given counts as no). */
export interface PersonalisationReply {
  allowed: boolean;
}
/** What auth needs to mail the archive's link: the web path (signed) and when it stops working. */
export interface DataExportMailRequest {
  path: string;
  expiresAt: string;
}

/** Fields never exported: secrets (hashes, tokens, codes), the outbox, staff-only notes. */
const NOT_EXPORTED = /hash|secret|token|otp|outbox|internal|^notes$|^__v$/i;

/** A stored document as the archive shows it: secrets and bookkeeping left out, ids and dates as text. */
export function exportable(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(exportable);
  if (typeof value === 'object') {
    const hex = (value as { toHexString?: () => string }).toHexString;
    if (typeof hex === 'function') return hex.call(value);
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !NOT_EXPORTED.test(key))
        .map(([key, v]) => [key, exportable(v)]),
    );
  }
  return typeof value === 'bigint' ? Number(value) : value;
}
