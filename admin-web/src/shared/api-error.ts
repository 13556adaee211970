import { envelopeMessage } from '@streamhub/web-kit';
import { MESSAGES } from './messages';

/**
 * Toast text for a failed RTK Query call (docs/product.md §8): the server message, else a screen's own
 * fallback, else the error text, else "Something went wrong".
 */
export function apiErrorMessage(error: unknown, fallback?: string): string {
  if (typeof error === 'object' && error !== null) {
    const message = envelopeMessage((error as { data?: unknown }).data);
    if (message) return message;
    if (fallback) return fallback;
    // A non-JSON error page (proxy 502) has no text worth showing.
    if ((error as { status?: unknown }).status === 'PARSING_ERROR') return MESSAGES.somethingWentWrong;
    const text = (error as { error?: unknown; message?: unknown }).error ?? (error as { message?: unknown }).message;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return fallback ?? MESSAGES.somethingWentWrong;
}
