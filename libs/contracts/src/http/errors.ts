/**
 * Typed failures that services return over Kafka as data; the gateway maps the code to an HTTP
 * status in one place. Never match on message strings.
 */
import type { ApiErrorCode } from './constants';

export enum ServiceErrorCode {
  Invalid = 'INVALID',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  TooLarge = 'TOO_LARGE',
  UnsupportedMedia = 'UNSUPPORTED_MEDIA',
  RateLimited = 'RATE_LIMITED',
  Unavailable = 'UNAVAILABLE',
}

export interface ServiceErrorPayload {
  code: ServiceErrorCode;
  message: string;
  /** A domain code for clients when the status alone does not say enough (e.g. ACCOUNT_INACTIVE). */
  reason?: ApiErrorCode;
  /** Seconds until the caller may try again (a rate limit or lock-out); sent as Retry-After. */
  retryAfter?: number;
}

export const SERVICE_ERROR_STATUS: Record<ServiceErrorCode, number> = {
  [ServiceErrorCode.Invalid]: 400,
  [ServiceErrorCode.Unauthorized]: 401,
  [ServiceErrorCode.Forbidden]: 403,
  [ServiceErrorCode.NotFound]: 404,
  [ServiceErrorCode.Conflict]: 409,
  [ServiceErrorCode.TooLarge]: 413,
  [ServiceErrorCode.UnsupportedMedia]: 415,
  [ServiceErrorCode.RateLimited]: 429,
  [ServiceErrorCode.Unavailable]: 503,
};

export function isServiceErrorPayload(value: unknown): value is ServiceErrorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.message === 'string' &&
    typeof v.code === 'string' &&
    (Object.values(ServiceErrorCode) as string[]).includes(v.code)
  );
}
