import type { Principal } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';

/** Per-user calls need the caller the gateway attached; anyone else on Kafka gets a 401. */
export function signedIn(principal: Principal | undefined): Principal {
  if (!principal?.userId) throw ServiceError.unauthorized(SIGN_IN_REQUIRED);
  return principal;
}
