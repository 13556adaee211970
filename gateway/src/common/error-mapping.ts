import { HttpException } from '@nestjs/common';
import { TimeoutError } from 'rxjs';
import { SERVICE_ERROR_STATUS, isServiceErrorPayload } from '@streamhub/contracts';
import { RpcUnavailableError } from '@streamhub/nest-kit';
import { UpstreamTimeoutError } from '../kafka/upstream-timeout.error';

export interface MappedError {
  status: number;
  message: string;
  /** True when the failure is ours (to be logged with its stack), not the caller's. */
  unexpected: boolean;
  /** Seconds after which the caller may try again (sent as Retry-After). */
  retryAfter?: number;
}

/** What a caller is told while Kafka is unreachable: try again shortly (the gateway recovers by itself). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
export const UNAVAILABLE_MESSAGE = 'The service is busy right now. Please try again in a moment.';

/** The one place that turns any failure into an HTTP status and a message a person can read. */
export function mapError(err: unknown): MappedError {
  if (err instanceof HttpException) {
    return { status: err.getStatus(), message: httpExceptionMessage(err), unexpected: false };
  }
  if (isServiceErrorPayload(err)) {
    return { status: SERVICE_ERROR_STATUS[err.code], message: err.message, unexpected: false };
  }
  if (err instanceof RpcUnavailableError) {
    return { status: 503, message: UNAVAILABLE_MESSAGE, unexpected: false, retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  if (err instanceof UpstreamTimeoutError || err instanceof TimeoutError) {
    const message = err instanceof UpstreamTimeoutError ? err.message : 'A service did not answer in time';
    return { status: 504, message, unexpected: false };
  }
  const fastifyStatus = (err as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    return { status: fastifyStatus, message: (err as Error).message, unexpected: false };
  }
  return { status: 500, message: 'Something went wrong', unexpected: true };
}

function httpExceptionMessage(err: HttpException): string {
  const body = err.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  // class-validator gives a list; the first failing rule is what the user should fix first.
  if (Array.isArray(message) && message.length > 0) return String(message[0]);
  if (typeof message === 'string') return message;
  return err.message;
}
