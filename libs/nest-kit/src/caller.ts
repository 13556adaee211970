import { AuthMessages, type AgeRating, type Principal } from '@streamhub/contracts';
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

/** Whose lists a request reads and writes: the account, and the viewer profile within it. */
export interface Viewer {
  userId: string;
  /** The active profile; the account holder's own profile has the account's id. */
  profileId: string;
  /** The profile's maturity limit when below A (lists of the profile's own show nothing above it). */
  maxAgeRating?: AgeRating;
}

/** The signed-in caller's account and active profile (the account holder's own without one). */
export function viewerOf(principal: Principal | undefined): Viewer {
  const caller = signedIn(principal);
  const limit = caller.profile?.maturityLimit;
  return {
    userId: caller.userId,
    profileId: caller.profile?.id ?? caller.userId,
    ...(limit && limit !== 'A' ? { maxAgeRating: limit } : {}),
  };
}
