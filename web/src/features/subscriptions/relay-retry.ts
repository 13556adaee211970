import { sleep } from '@streamhub/web-kit';
import { ApiRequestError } from '../../shared/api/client';

/**
 * Waits before each new try of the payment relay: backoff up to 10 s, then every 10 s, about 75 s
 * in all — so a relay refused during a short outage lands within seconds of the recovery.
 */
export const RELAY_RETRY_DELAYS_MS = [
  1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
] as const;

/** No answer (0), or the gateway could not reach billing (503) or got no reply in time (504). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status === 503 || error.status === 504);
}

/**
 * Runs an idempotent call again with backoff while the server cannot be reached. Used for the
 * relayed payment result: billing grants one subscription per payment however often it arrives,
 * so a capture made while billing or Kafka was away is still reported once they are back.
 */
export async function retryWhileUnavailable<T>(
  call: () => Promise<T>,
  delays: readonly number[] = RELAY_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isUnavailable(error)) throw error;
      await wait(delay);
    }
  }
}
