import {
  AGE_RATINGS,
  CatalogMessages,
  CONTENT_DESCRIPTORS,
  GRIEVANCE_ACTIONS,
  GRIEVANCE_ADMIN_STATUSES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_LIMITS,
  GrievanceMessages,
  normaliseAgeRating,
  type AgeRating,
  type ContentDescriptor,
  type GrievanceAction,
  type GrievanceAdminStatus,
  type GrievanceCategory,
} from '@streamhub/contracts';

const DAY_MS = 86_400_000;
/** India has one time zone and no daylight saving: IST is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The "simple address pattern" the contact form uses too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export interface GrievanceFields {
  category: GrievanceCategory;
  email: string;
  name?: string;
  titleId?: string;
  text: string;
}

/**
 * Checks a filed grievance: a category from the list, an address (the signed-in account's when
 * none is typed), a description of bounded length. Returns the trimmed fields or the message.
 */
export function checkGrievance(
  input: { category?: unknown; email?: unknown; name?: unknown; titleId?: unknown; text?: unknown } | undefined,
  accountEmail: string | undefined,
): GrievanceFields | { error: string } {
  const category = trimmed(input?.category);
  if (!(GRIEVANCE_CATEGORIES as readonly string[]).includes(category))
    return { error: GrievanceMessages.invalidCategory };
  const email = trimmed(input?.email) || (accountEmail ?? '');
  if (!email) return { error: GrievanceMessages.emailRequired };
  if (email.length > GRIEVANCE_LIMITS.emailMaxLength || !EMAIL.test(email))
    return { error: GrievanceMessages.invalidEmail };
  const text = trimmed(input?.text);
  if (text.length < GRIEVANCE_LIMITS.textMinLength) return { error: GrievanceMessages.textRequired };
  if (text.length > GRIEVANCE_LIMITS.textMaxLength) return { error: GrievanceMessages.textTooLong };
  const name = trimmed(input?.name);
  if (name.length > GRIEVANCE_LIMITS.nameMaxLength) return { error: GrievanceMessages.nameTooLong };
  const titleId = trimmed(input?.titleId);
  return {
    category: category as GrievanceCategory,
    email,
    text,
    ...(name ? { name } : {}),
    ...(titleId ? { titleId } : {}),
  };
}

export function checkDecision(
  decision: unknown,
  action: unknown,
): { decision: string; action: GrievanceAction } | { error: string } {
  const text = trimmed(decision);
  if (!text) return { error: GrievanceMessages.decisionRequired };
  if (text.length > GRIEVANCE_LIMITS.decisionMaxLength) return { error: GrievanceMessages.decisionTooLong };
  const chosen = trimmed(action) || 'no_action';
  if (!(GRIEVANCE_ACTIONS as readonly string[]).includes(chosen)) return { error: GrievanceMessages.invalidAction };
  return { decision: text, action: chosen as GrievanceAction };
}

/** A title's age rating and its descriptors (in the Code's order). */
export interface TitleRating {
  ageRating: AgeRating;
  contentDescriptors: ContentDescriptor[];
}

/** A rating the decision sets: a known age rating and known descriptors, put in the Code's order. */
export function checkRating(input: unknown): TitleRating | { error: string } {
  const value = (input ?? {}) as { ageRating?: unknown; contentDescriptors?: unknown };
  const ageRating = normaliseAgeRating(trimmed(value.ageRating));
  if (!(AGE_RATINGS as readonly string[]).includes(ageRating)) return { error: CatalogMessages.invalidAgeRating };
  const given = value.contentDescriptors;
  if (!Array.isArray(given) || !given.every((d) => (CONTENT_DESCRIPTORS as readonly unknown[]).includes(d)))
    return { error: CatalogMessages.invalidContentDescriptors };
  return {
    ageRating: ageRating as AgeRating,
    contentDescriptors: CONTENT_DESCRIPTORS.filter((d) => given.includes(d)),
  };
}

/**
 * The action a rating change is: `rating_changed` when the age rating moves, `descriptor_changed`
 * when only the descriptors do, none when nothing changes.
 */
export function ratingAction(before: TitleRating, after: TitleRating): GrievanceAction | undefined {
  if (before.ageRating !== after.ageRating) return 'rating_changed';
  const same =
    before.contentDescriptors.length === after.contentDescriptors.length &&
    before.contentDescriptors.every((d) => after.contentDescriptors.includes(d));
  return same ? undefined : 'descriptor_changed';
}

export interface GrievanceUpdate {
  assignee?: string;
  note?: string;
  status?: GrievanceAdminStatus;
}

export function checkUpdate(input: {
  assignee?: unknown;
  note?: unknown;
  status?: unknown;
}): GrievanceUpdate | { error: string } {
  const update: GrievanceUpdate = {};
  const assignee = trimmed(input.assignee);
  if (assignee.length > GRIEVANCE_LIMITS.assigneeMaxLength) return { error: GrievanceMessages.assigneeTooLong };
  if (assignee) update.assignee = assignee;
  const note = trimmed(input.note);
  if (note.length > GRIEVANCE_LIMITS.noteMaxLength) return { error: GrievanceMessages.noteTooLong };
  if (note) update.note = note;
  const status = trimmed(input.status);
  if (status) {
    if (!(GRIEVANCE_ADMIN_STATUSES as readonly string[]).includes(status))
      return { error: GrievanceMessages.invalidStatus };
    update.status = status as GrievanceAdminStatus;
  }
  if (!update.assignee && !update.note && !update.status) return { error: GrievanceMessages.nothingToUpdate };
  return update;
}

/** The decision is due 15 days after filing. */
export const decisionDueAt = (filedAt: Date): Date =>
  new Date(filedAt.getTime() + GRIEVANCE_LIMITS.decisionDays * DAY_MS);

export const appealUntil = (decidedAt: Date, appealDays: number): Date =>
  new Date(decidedAt.getTime() + appealDays * DAY_MS);

/** The year in India at `at`, which names the reference's counter. */
export const indiaYear = (at: Date): number => new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear();

export const referenceOf = (year: number, seq: number): string => `GRV-${year}-${String(seq).padStart(6, '0')}`;

/** The instants a report month (`2026-11`, India time) starts and ends. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS),
  };
}
