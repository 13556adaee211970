import { AuthLimits, AuthMessages } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

/** Emails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** Spaces and dashes people type inside a number are dropped; what is left must be 10-15 digits. */
export function normalizeMobile(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/[\s-]/g, '') : '';
}

const MOBILE_PATTERN = /^\+?\d{10,15}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const raw = (value: unknown): string => (typeof value === 'string' ? value : '');

const WHITESPACE = /\s/;

/**
 * `local@domain.tld`: one `@`, no whitespace, a dot inside the domain, at most 254 characters (64
 * before the `@`). Checked with index look-ups in linear time: a pattern with adjacent greedy runs
 * (`[^@]+\.[^@]+`) backtracks quadratically on long inputs full of dots.
 */
export function isValidEmail(email: string): boolean {
  if (email.length > AuthLimits.emailMaxLength || WHITESPACE.test(email)) return false;
  const at = email.indexOf('@');
  if (at < 1 || at > 64 || at !== email.lastIndexOf('@')) return false;
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1;
}

export interface AccountFields {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/**
 * Sign-up fields in the order of docs/product.md §5 (name, email, mobile, password length), then the format
 * checks the server adds (email, mobile). The first failure is the message the person sees.
 */
export function checkNewAccount(input: {
  name?: unknown;
  email?: unknown;
  mobile?: unknown;
  password?: unknown;
}): AccountFields {
  const name = text(input.name);
  const email = normalizeEmail(input.email);
  const mobile = normalizeMobile(input.mobile);
  const password = raw(input.password);
  if (!name) throw ServiceError.invalid(AuthMessages.nameRequired);
  if (!email) throw ServiceError.invalid(AuthMessages.emailRequired);
  if (!mobile) throw ServiceError.invalid(AuthMessages.mobileRequired);
  checkNewPassword(password);
  if (!isValidEmail(email)) throw ServiceError.invalid(AuthMessages.invalidEmail);
  if (!MOBILE_PATTERN.test(mobile)) throw ServiceError.invalid(AuthMessages.invalidMobile);
  if (name.length > AuthLimits.nameMaxLength) throw ServiceError.invalid(AuthMessages.nameTooLong);
  return { name, email, mobile, password };
}

export function checkNewPassword(password: unknown): string {
  const value = raw(password);
  if (value.length < AuthLimits.passwordMinLength) throw ServiceError.invalid(AuthMessages.passwordTooShort);
  if (value.length > AuthLimits.passwordMaxLength) throw ServiceError.invalid(AuthMessages.passwordTooLong);
  return value;
}

export function checkProfile(input: { name?: unknown; mobile?: unknown }): { name: string; mobile: string } {
  const name = text(input.name);
  const mobile = normalizeMobile(input.mobile);
  if (!name) throw ServiceError.invalid(AuthMessages.nameRequired);
  if (!mobile) throw ServiceError.invalid(AuthMessages.mobileRequired);
  if (!MOBILE_PATTERN.test(mobile)) throw ServiceError.invalid(AuthMessages.invalidMobile);
  if (name.length > AuthLimits.nameMaxLength) throw ServiceError.invalid(AuthMessages.nameTooLong);
  return { name, mobile };
}

/** A required email in a valid shape (sign-in, resend, reset). */
export function checkEmail(value: unknown): string {
  const email = normalizeEmail(value);
  if (!email) throw ServiceError.invalid(AuthMessages.emailRequired);
  if (!isValidEmail(email)) throw ServiceError.invalid(AuthMessages.invalidEmail);
  return email;
}
