import { envelopeMessage } from '@streamhub/web-kit';
import { translateServerError } from './i18n/i18n';
import { MESSAGES } from './messages';

/**
 * Toast text for a failed RTK Query call (docs/product.md §8): the server message (in Hindi its
 * translation by exact message, else by the envelope's `code`, the server's text as last fallback;
 * docs/i18n.md), else a screen's own fallback, else the error text, else "Something went wrong".
 */
export function apiErrorMessage(error: unknown, fallback?: string): string {
  if (typeof error === 'object' && error !== null) {
    const data = (error as { data?: unknown }).data;
    const message = envelopeMessage(data);
    if (message) return translateServerError(message, envelopeCode(data));
    if (fallback) return fallback;
    // A non-JSON error page (proxy 502) has no text worth showing.
    if ((error as { status?: unknown }).status === 'PARSING_ERROR') return MESSAGES.somethingWentWrong;
    const text = (error as { error?: unknown; message?: unknown }).error ?? (error as { message?: unknown }).message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return fallback ?? MESSAGES.somethingWentWrong;
}

function envelopeCode(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const code =
    (data as { code?: unknown; error?: { code?: unknown } }).code ??
    (data as { error?: { code?: unknown } }).error?.code;
  return typeof code === 'string' ? code : null;
}
