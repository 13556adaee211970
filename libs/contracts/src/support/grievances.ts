/*
 * Grievance redressal under the IT Rules 2021 (Part III): a complaint gets a reference at once,
 * an acknowledgement mail within 24 hours (we send it immediately) and a decision within 15 days;
 * a decided complaint can be appealed to the self-regulating body within a window.
 */

export const GRIEVANCE_CATEGORIES = [
  'content_rating',
  'objectionable_content',
  'billing',
  'privacy',
  'account',
  'other',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  content_rating: 'Content: rating or descriptor wrong',
  objectionable_content: 'Content: objectionable',
  billing: 'Billing',
  privacy: 'Privacy',
  account: 'Account',
  other: 'Other',
};

export const GRIEVANCE_STATUSES = [
  'received',
  'acknowledged',
  'under_review',
  'decided',
  'appealed',
  'closed',
] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** Statuses an admin may set by hand; `decided` comes only with a decision, `appealed` only from the complainant. */
export const GRIEVANCE_ADMIN_STATUSES = ['under_review', 'closed'] as const;
export type GrievanceAdminStatus = (typeof GRIEVANCE_ADMIN_STATUSES)[number];

/** What was done about a grievance (the monthly report counts each). */
export const GRIEVANCE_ACTIONS = [
  'no_action',
  'rating_changed',
  'descriptor_changed',
  'title_taken_down',
  'refund',
  'account_corrected',
  'other',
] as const;
export type GrievanceAction = (typeof GRIEVANCE_ACTIONS)[number];

export const GRIEVANCE_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  textMinLength: 10,
  textMaxLength: 5000,
  noteMaxLength: 2000,
  decisionMaxLength: 5000,
  assigneeMaxLength: 100,
  /** The rule's decision limit. */
  decisionDays: 15,
  /** The admin queue shows a grievance due within this many days in amber. */
  dueSoonDays: 3,
} as const;

/** `GRV-2026-000123`: the year it was filed (India time) and a counter per year. */
export const GRIEVANCE_REFERENCE = /^GRV-\d{4}-\d{6}$/;
/** `2026-11`: a report month. */
export const REPORT_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const GrievancePatterns = {
  /** Body: {}. Reply: GrievanceOffice. Public. */
  office: 'support.grievances.office',
  /** Body: FileGrievanceRequest. Reply: Grievance. Public; a signed-in caller's grievance is theirs. */
  file: 'support.grievances.file',
  /** Body: GrievanceLookupRequest. Reply: Grievance. The complainant (own account, or reference + e-mail). */
  lookup: 'support.grievances.lookup',
  /** Body: {}. Reply: GrievanceList. Signed in: the account's grievances. */
  mine: 'support.grievances.mine',
  /** Body: GrievanceLookupRequest. Reply: Grievance. The complainant, within the appeal window. */
  appeal: 'support.grievances.appeal',
  /** Body: AdminGrievancesRequest. Reply: AdminGrievanceList. Admin. */
  adminList: 'support.grievances.admin-list',
  /** Body: UpdateGrievanceRequest. Reply: AdminGrievance. Admin: assign, add a note, set status. */
  update: 'support.grievances.update',
  /** Body: DecideGrievanceRequest. Reply: AdminGrievance. Admin; the decision is mailed. */
  decide: 'support.grievances.decide',
  /** Body: { month }. Reply: GrievanceReport. Public (counts only). */
  report: 'support.grievances.report',
} as const;

export const GrievanceMessages = {
  filed: 'Your grievance has been registered. Please keep the reference number.',
  fetched: 'Grievance fetched successfully',
  listFetched: 'Grievances fetched successfully',
  officeFetched: 'Grievance officer details fetched successfully',
  reportFetched: 'Grievance report fetched successfully',
  updated: 'Grievance updated successfully',
  decided: 'Decision recorded and mailed to the complainant',
  appealed: 'Your appeal has been recorded',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  invalidCategory: 'Please choose what the grievance is about',
  textRequired: `Please describe the grievance in at least ${GRIEVANCE_LIMITS.textMinLength} characters`,
  textTooLong: `The description must be at most ${GRIEVANCE_LIMITS.textMaxLength} characters`,
  nameTooLong: `Name must be at most ${GRIEVANCE_LIMITS.nameMaxLength} characters`,
  titleNotFound: 'The title this grievance is about was not found',
  catalogUnavailable: 'The catalogue cannot be reached right now. Please try again in a moment.',
  notFound: 'Grievance not found',
  invalidMonth: 'Month must look like 2026-11',
  invalidStatus: 'Status must be under_review or closed',
  invalidAction: 'Please choose the action taken',
  decisionRequired: 'Please enter the decision',
  decisionTooLong: `The decision must be at most ${GRIEVANCE_LIMITS.decisionMaxLength} characters`,
  noteTooLong: `A note must be at most ${GRIEVANCE_LIMITS.noteMaxLength} characters`,
  assigneeTooLong: `The assignee must be at most ${GRIEVANCE_LIMITS.assigneeMaxLength} characters`,
  nothingToUpdate: 'Please give an assignee, a note or a status',
  alreadyDecided: 'This grievance has already been decided',
  notDecided: 'This grievance has not been decided yet',
  appealWindowOver: 'The time to appeal this decision is over',
  tooMany: 'Too many grievances sent. Please try again later.',
  ratingNeedsTitle: 'Only a grievance about a title can change its rating',
  ratingUnchanged: 'The new rating is the same as the current one',
  mailUnavailable: 'The decision could not be emailed right now. Please try again in a few minutes.',
} as const;

export interface FileGrievanceRequest {
  category?: string | null;
  email?: string | null;
  name?: string | null;
  titleId?: string | null;
  text?: string | null;
}

export interface GrievanceLookupRequest {
  reference: string;
  /** A guest's proof: the address the grievance was filed with. */
  email?: string | null;
}

export interface AdminGrievancesRequest {
  status?: GrievanceStatus;
  q?: string;
  page?: number;
  limit?: number;
}

export interface UpdateGrievanceRequest {
  reference: string;
  assignee?: string | null;
  note?: string | null;
  status?: string | null;
}

export interface DecideGrievanceRequest {
  reference: string;
  decision?: string | null;
  action?: string | null;
  /** The title's new rating, set in the same step (a grievance about a title only). */
  rating?: { ageRating?: string | null; contentDescriptors?: readonly string[] | null } | null;
}
