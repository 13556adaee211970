import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { TimeoutError } from 'rxjs';
import {
  SERVICE_ERROR_STATUS,
  apiErrorCodeOf,
  isApiErrorCode,
  isServiceErrorPayload,
  type ApiErrorCode,
} from '@streamhub/contracts';
import { RpcUnavailableError } from '@streamhub/nest-kit';
import { UpstreamTimeoutError } from '../kafka/upstream-timeout.error';
import { BodyMessages, FASTIFY_ERROR_MESSAGES, isBodyError } from './http-hardening';

const MESSAGES_BY_STATUS: Record<number, string> = {
  400: BodyMessages.badRequest,
  413: BodyMessages.tooLarge,
  414: BodyMessages.urlTooLong,
  415: BodyMessages.unsupportedType,
};

export interface MappedError {
  status: number;
  /** A domain code when one is known; else the status's own (see `codeOf`). */
  code?: ApiErrorCode;
  message: string;
  /** True when the failure is ours (to be logged with its stack), not the caller's. */
  unexpected: boolean;
  /** Seconds after which the caller may try again (sent as Retry-After). */
  retryAfter?: number;
}

/** The code an error is sent with: its domain code, else its status's. */
export function codeOf(error: Pick<MappedError, 'status' | 'code'>): ApiErrorCode {
  return error.code ?? apiErrorCodeOf(error.status);
}

/** What a caller is told while Kafka is unreachable: try again shortly (the gateway recovers by itself). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
export const UNAVAILABLE_MESSAGE = 'The service is busy right now. Please try again in a moment.';

/** The one place that turns any failure into an HTTP status and a message a person can read. */
export function mapError(err: unknown): MappedError {
  if (err instanceof HttpException) {
    // Nest wraps Fastify's own 4xx errors (parsing, size, media type) with the original as cause.
    const fastify = fastifyError(err.cause);
    if (fastify) return fastify;
    const body = err.getResponse();
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return {
      status: err.getStatus(),
      ...(isApiErrorCode(code) ? { code } : {}),
      message: httpExceptionMessage(err),
      unexpected: false,
    };
  }
  if (isServiceErrorPayload(err)) {
    return {
      status: SERVICE_ERROR_STATUS[err.code],
      ...(isApiErrorCode(err.reason) ? { code: err.reason } : {}),
      message: err.message,
      unexpected: false,
      ...(typeof err.retryAfter === 'number' && err.retryAfter > 0 ? { retryAfter: Math.ceil(err.retryAfter) } : {}),
    };
  }
  if (err instanceof RpcUnavailableError) {
    return {
      status: 503,
      message: UNAVAILABLE_MESSAGE,
      unexpected: false,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  if (err instanceof UpstreamTimeoutError || err instanceof TimeoutError) {
    const message = err instanceof UpstreamTimeoutError ? err.message : 'A service did not answer in time';
    return { status: 504, message, unexpected: false };
  }
  if (isMessageTooLarge(err)) return { status: 413, message: BodyMessages.tooLarge, unexpected: false };
  if (isRedisUnavailable(err)) {
    // Redis (sessions, limits, caches) is down or restarting: the gateway recovers by itself.
    return {
      status: 503,
      message: UNAVAILABLE_MESSAGE,
      unexpected: false,
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  return fastifyError(err) ?? { status: 500, message: 'Something went wrong', unexpected: true };
}

/** Our body-parser refusals keep their message; Fastify's own are said in our words, never quoting input. */
function fastifyError(err: unknown): MappedError | undefined {
  if (isBodyError(err)) return { status: err.statusCode, message: err.message, unexpected: false };
  const status = (err as { statusCode?: unknown } | undefined)?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const code = (err as { code?: unknown }).code;
  const message =
    (typeof code === 'string' ? FASTIFY_ERROR_MESSAGES[code] : undefined) ??
    MESSAGES_BY_STATUS[status] ??
    STATUS_CODES[status] ??
    BodyMessages.badRequest;
  return { status, message, unexpected: false };
}

function httpExceptionMessage(err: HttpException): string {
  const body = err.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  // A list of messages: the first is what the user should fix first.
  if (Array.isArray(message) && message.length > 0) return String(message[0]);
  if (typeof message === 'string') return message;
  return err.message;
}

/** The broker refused a request as bigger than its message limit: the caller's body was too large. */
function isMessageTooLarge(err: unknown): boolean {
  for (
    let e = err as { type?: unknown; originalError?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (e.type === 'MESSAGE_TOO_LARGE') return true;
    e = (e.originalError ?? e.cause) as typeof e;
  }
  return false;
}

/**
 * ioredis's ways of saying Redis cannot be reached: a command that ran out of reconnect attempts,
 * or one sent on a connection that closed.
 */
function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return (
    err.name === 'MaxRetriesPerRequestError' ||
    err.message === 'Connection is closed.' ||
    err.message === 'Command timed out' // commandTimeout (auth/auth-redis.ts)
  );
}
