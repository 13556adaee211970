import { isApiErrorCode, type ApiErrorCode } from '@streamhub/contracts';
/** The gateway's answer shape: `{ success, message, data }`. */
export interface ApiEnvelope {
  success: boolean;
  message?: unknown;
  data?: unknown;
}

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return typeof value === 'object' && value !== null && 'success' in value;
}

/** The `code` of an error body (what went wrong, for branching on), when it has one. */
export function envelopeCode(body: unknown): ApiErrorCode | null {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : null;
}

/** The `message` of an error body, when it has a usable one. */
export function envelopeMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    // Validation pipes may send a list of messages.
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return null;
}
