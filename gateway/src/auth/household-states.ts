import { Injectable } from '@nestjs/common';
import {
  AuthPatterns,
  householdStateKey,
  PIN_UNLOCK_SECONDS,
  ratingIndex,
  type AccessStateRequest,
  type ActiveProfile,
  type HouseholdState,
  type ProfileTokenClaims,
} from '@streamhub/contracts';
import { Upstream } from '../kafka/upstream';
import { AuthRedis } from './auth-redis';

/**
 * An account's profiles and parental controls as the auth service wrote them to Redis (one GET
 * per signed-in request), or its answer from the database when the key is missing.
 */
@Injectable()
export class HouseholdStates {
  constructor(
    private readonly redis: AuthRedis,
    private readonly upstream: Upstream,
  ) {}

  async get(userId: string): Promise<HouseholdState> {
    const raw = await this.redis.client.get(householdStateKey(userId));
    if (raw) return JSON.parse(raw) as HouseholdState;
    const body: AccessStateRequest = { userId };
    return this.upstream.send(AuthPatterns.householdState, body);
  }
}

/** A profile no one may widen: what a request gets when the account holder's own profile is PIN-locked. */
const LOCKED_OUT = { maturityLimit: 'U', kids: true } as const;

/**
 * The profile a signed-in request runs as. A valid profile token (signed by auth, same account,
 * not older than the account's token version, profile still there) names it; without one the
 * account holder's own profile is used, unless that one needs the PIN: then the strictest limits.
 * An admin without a profile token is not limited (admins review every title). A token that was
 * sent but is no good (expired, another account's, its profile deleted or its rules tightened
 * since) gets the strictest limits:
 * a kids device must never fall back to a grown-up's profile.
 */
export function activeProfileOf(
  userId: string,
  household: HouseholdState,
  claims: ProfileTokenClaims | undefined,
  options: { isAdmin: boolean; tokenVersion: number; nowSeconds: number; tokenSent?: boolean },
): ActiveProfile | undefined {
  const active = (
    profile: Pick<ActiveProfile, 'id' | 'maturityLimit' | 'kids'>,
    pinNeeded: boolean,
  ): ActiveProfile => ({
    id: profile.id,
    maturityLimit: profile.maturityLimit,
    kids: profile.kids,
    pinNeeded,
    ageConfirmed: household.ageConfirmed,
  });
  // Fail closed: a token counts only for its profile's current version (a PIN lock, a lower limit or
  // a new account PIN raised it since), as access tokens count only for the user's token version.
  const chosen =
    claims && claims.sub === userId && (claims.tv ?? 0) >= options.tokenVersion
      ? household.profiles.find((p) => p.id === claims.pid && (claims.pv ?? 0) >= (p.version ?? 0))
      : undefined;
  if (!chosen && options.tokenSent) return active({ id: userId, ...LOCKED_OUT }, household.parentalLock);
  if (!chosen && options.isAdmin) return undefined;
  const pinFresh =
    chosen !== undefined && claims?.pinAt !== undefined && options.nowSeconds - claims.pinAt < PIN_UNLOCK_SECONDS;
  const pinNeeded = household.parentalLock && !pinFresh;
  if (chosen) return active(chosen, pinNeeded);
  const own = household.profiles.find((p) => p.id === userId);
  return active(own && !own.pinRequired ? own : { id: userId, ...LOCKED_OUT }, pinNeeded);
}

/** The limit lists are filtered by: none when every rating is allowed. */
export function listLimitOf(profile: ActiveProfile | undefined): ActiveProfile['maturityLimit'] | undefined {
  if (!profile || ratingIndex(profile.maturityLimit) === ratingIndex('A')) return undefined;
  return profile.maturityLimit;
}
