import type { ApiErrorCode, ServiceErrorCode } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

/** How a service call was refused: its code, message and domain reason (fails when it was not refused). */
export async function serviceFailure(
  promise: Promise<unknown>,
): Promise<{ code: ServiceErrorCode; message: string; reason?: ApiErrorCode }> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(err)}`);
  return { code: err.code, message: err.message, ...(err.reason ? { reason: err.reason } : {}) };
}
