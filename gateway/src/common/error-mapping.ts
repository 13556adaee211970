import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import { TimeoutError } from 'rxjs';
import { SERVICE_ERROR_STATUS, isServiceErrorPayload } from '@streamhub/contracts';
import { UpstreamTimeoutError } from '../kafka/upstream-timeout.error';
import { BodyMessages, FASTIFY_ERROR_MESSAGES, isBodyError } from './http-hardening';

export interface MappedError {
  status: number;
  message: string;
  /** True when the failure is ours (to be logged with its stack), not the caller's. */
  unexpected: boolean;
}

/** The one place that turns any failure into an HTTP status and a message a person can read. */
export function mapError(err: unknown): MappedError {
  if (err instanceof HttpException) {
    return { status: err.getStatus(), message: httpExceptionMessage(err), unexpected: false };
  }
  if (isServiceErrorPayload(err)) {
    return { status: SERVICE_ERROR_STATUS[err.code], message: err.message, unexpected: false };
  }
  if (err instanceof UpstreamTimeoutError || err instanceof TimeoutError) {
    const message = err instanceof UpstreamTimeoutError ? err.message : 'A service did not answer in time';
    return { status: 504, message, unexpected: false };
  }
  if (isBodyError(err)) return { status: err.statusCode, message: err.message, unexpected: false };
  if (isMessageTooLarge(err)) return { status: 413, message: BodyMessages.tooLarge, unexpected: false };
  const fastifyStatus = (err as { statusCode?: unknown })?.statusCode;
  if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
    // Fastify's own messages can quote the input (a content type, a URL): say it in our words.
    const code = (err as { code?: unknown }).code;
    const message =
      (typeof code === 'string' ? FASTIFY_ERROR_MESSAGES[code] : undefined) ??
      STATUS_CODES[fastifyStatus] ??
      'Bad request';
    return { status: fastifyStatus, message, unexpected: false };
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
