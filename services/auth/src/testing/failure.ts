import type { ServiceErrorCode } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

/** The code and message a service call was refused with; fails the test when it was not refused so. */
export async function failure(promise: Promise<unknown>): Promise<{ code: ServiceErrorCode; message: string }> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(err)}`);
  return { code: err.code, message: err.message };
}
