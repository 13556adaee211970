import type { Principal } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const ADMIN_REQUIRED = 'Admin access required';

/** Per-user calls need the caller the gateway attached; anyone else on Kafka gets a 401. */
export function signedIn(principal: Principal | undefined): Principal {
  if (!principal?.userId) throw ServiceError.unauthorized(SIGN_IN_REQUIRED);
  return principal;
}

/** Admin calls are checked here too, not only by the gateway's guard. */
export function adminOnly(principal: Principal | undefined): Principal {
  const caller = signedIn(principal);
  if (!caller.isAdmin) throw ServiceError.forbidden(ADMIN_REQUIRED);
  return caller;
}
