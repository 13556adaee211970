import { toast } from './toast';

/**
 * How both clients ride out a busy or briefly unavailable backend: idempotent reads (GET) that
 * get 503, 504 or no answer at all are retried with exponential backoff (honouring Retry-After),
 * while one toast tells the person what is going on. Writes are never retried automatically.
 */
export const BUSY_RETRY = {
  maxRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 5_000,
} as const;

export const BUSY_MESSAGE = 'The service is busy, retrying…';
const BUSY_TOAST_ID = 'service-busy';

/** 0 stands for "no answer" (network error). */
export function isRetryableRead(method: string | undefined, status: number): boolean {
  return (method ?? 'GET').toUpperCase() === 'GET' && (status === 0 || status === 503 || status === 504);
}

/** Delay before retry number `attempt` (1-based): Retry-After when the server gave one, else backoff. */
export function retryDelayMs(attempt: number, retryAfter: string | null | undefined): number {
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  const backoff = BUSY_RETRY.baseDelayMs * 2 ** (attempt - 1);
  const wanted = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : backoff;
  return Math.min(BUSY_RETRY.maxDelayMs, Math.max(100, wanted));
}

export function showBusy(): void {
  toast.loading(BUSY_MESSAGE, { id: BUSY_TOAST_ID });
}

export function hideBusy(): void {
  toast.dismiss(BUSY_TOAST_ID);
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    });
  });
