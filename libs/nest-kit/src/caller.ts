import { AuthMessages, type Principal } from '@streamhub/contracts';
import { ServiceError } from './service-error';

/** Per-user calls need the caller the gateway attached; anyone else on Kafka gets a 401. */
export function signedIn(principal: Principal | undefined): Principal {
  if (!principal?.userId) throw ServiceError.unauthorized(AuthMessages.signInRequired);
  return principal;
}

/** Admin calls are checked in the services too, not only by the gateway's guard. */
export function adminOnly(principal: Principal | undefined): Principal {
  const caller = signedIn(principal);
  if (!caller.isAdmin) throw ServiceError.forbidden(AuthMessages.adminRequired);
  return caller;
}
