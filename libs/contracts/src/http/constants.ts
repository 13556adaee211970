/** Response envelopes of the public HTTP API (docs/product.md §7). */
/** What a success says beyond its data, for clients to branch on (never on the message). */
export const API_NOTICE_CODES = [
  /** The video came without sources: the signed-in caller needs a plan first (the plan dialog opens). */
  'SUBSCRIPTION_REQUIRED',
  /** The title is rated above the active profile's maturity limit: no sources, whatever the plan. */
  'PROFILE_LIMIT',
  /** Parental lock: the account PIN must be entered (POST /profiles/{id}/select with the pin) to play it. */
  'PIN_REQUIRED',
  /** An A-rated title: the account holder's age must be confirmed once (POST /account/age-confirmation). */
  'AGE_CONFIRMATION_REQUIRED',
  /** Every screen of the plan is in use: no sources; `streams` lists the devices watching (stop one to watch here). */
  'TOO_MANY_STREAMS',
] as const;
export type ApiNoticeCode = (typeof API_NOTICE_CODES)[number];

export function isApiNoticeCode(value: unknown): value is ApiNoticeCode {
  return typeof value === 'string' && (API_NOTICE_CODES as readonly string[]).includes(value);
}

export interface ApiSuccess<T> {
  success: true;
  message: string;
  /** Present when the answer means more than its data (see API_NOTICE_CODES). */
  code?: ApiNoticeCode;
  data: T;
}

/**
 * What went wrong, for clients to branch on (the message is for people and may change): one code
 * per HTTP status, and domain codes where a status alone does not say enough.
 */
export const API_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'HEADERS_TOO_LARGE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
  /** 403: the signed-in account was deactivated (clients sign out and say so). */
  'ACCOUNT_INACTIVE',
  /** 403: the content needs a plan the caller does not hold (clients open the plan dialog). */
  'SUBSCRIPTION_REQUIRED',
  /** 403: a pay-per-view live event the caller has not bought (clients offer the purchase). */
  'PURCHASE_REQUIRED',
  /** 400: a sign-up without agreeing to the privacy notice in force or without confirming 18 or older. */
  'CONSENT_REQUIRED',
  /** 403: the account PIN was wrong (the message says how many tries are left). */
  'PIN_INCORRECT',
  /** 429: too many wrong PINs; tries are refused for a while. */
  'PIN_LOCKED',
  /** 403: kids profiles cannot manage profiles, parental controls or the account (switch profile with the PIN or password). */
  'KIDS_PROFILE',
  /** 429: too many wrong secrets (password, PIN, code) for this account or address; Retry-After says when to try again. */
  'SECRET_CHECKS_LOCKED',
  /** 403/409: this device's stream session is over (stopped from another device, or idle too long). */
  'STREAM_ENDED',
  /** 403: a licence (docs/drm.md) for a guest: sign in first. */
  'SIGN_IN_REQUIRED',
  /** 403: a licence for a title above the active profile's maturity limit. */
  'PROFILE_LIMIT',
  /** 403: a licence for a locked or A-rated title before the PIN or the age confirmation. */
  'PIN_REQUIRED',
  'AGE_CONFIRMATION_REQUIRED',
  /** 403: a licence past the plan's screens: every screen is in use (stop one to watch here). */
  'TOO_MANY_STREAMS',
  /** 400: no coupon has this code. */
  'COUPON_NOT_FOUND',
  /** 400: the coupon was switched off. */
  'COUPON_INACTIVE',
  /** 400: the coupon's validity window has not begun. */
  'COUPON_NOT_YET_VALID',
  /** 400: the coupon's validity window has ended. */
  'COUPON_EXPIRED',
  /** 400: the coupon does not apply to the chosen plan. */
  'COUPON_NOT_FOR_PLAN',
  /** 400: the coupon reached its total number of redemptions. */
  'COUPON_USED_UP',
  /** 400: the caller has redeemed the coupon as often as one person may. */
  'COUPON_USER_LIMIT',
  /** 410: a "download my data" link past its expiry; ask for the data again. */
  'EXPORT_LINK_EXPIRED',
  /** 403: a download past the plan's allowance of titles or devices (docs/offline.md). */
  'DOWNLOAD_LIMIT',
  /** 403: the plan that opens the title does not include downloads. */
  'DOWNLOADS_NOT_IN_PLAN',
  /** 403: a download licence past its expiry: renew it online. */
  'DOWNLOAD_EXPIRED',
  /** 400: RFC 8628 §3.5, spelt as the RFC does: the code was not approved yet; poll again after the interval. */
  'authorization_pending',
  /** 400: RFC 8628 §3.5: polled sooner than the interval; wait longer (add 5 s). */
  'slow_down',
  /** 400: RFC 8628 §3.5: the device code expired; start again. */
  'expired_token',
  /** 400: RFC 8628 §3.5: the viewer declined the sign-in. */
  'access_denied',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const CODE_OF_STATUS: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** The code of a status when nothing more specific is known. */
export function apiErrorCodeOf(status: number): ApiErrorCode {
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

export const API_PREFIX = 'api/v1';

export interface HealthComponent {
  status: 'up' | 'down';
  detail?: string;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  components: Record<string, HealthComponent>;
}

/** MongoDB ids as the API takes them: 24 hexadecimal characters. */
export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}
