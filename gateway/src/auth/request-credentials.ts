import type { JwtService } from '@nestjs/jwt';
import {
  DEVICE_SESSION_ID_PATTERN,
  PROFILE_TOKEN_HEADER,
  type AccessTokenClaims,
  type HouseholdState,
  type ProfileTokenClaims,
  type UserAccessState,
} from '@streamhub/contracts';
import { hasRequiredClaims } from './user-access-states';

type Headers = Record<string, string | string[] | undefined>;

/** Access token claims as the gateway accepts them: with both an issue and an expiry time. */
export type VerifiedAccessClaims = AccessTokenClaims & { iat: number; exp: number };

/** The bearer token of an `Authorization` header, if it has one. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/**
 * An access token's claims when it is correctly signed, unexpired and carries the claims the
 * gateway insists on. A profile token is signed with the same key but is never an access token.
 */
export function accessClaimsOf(jwt: JwtService, token: string | undefined): VerifiedAccessClaims | undefined {
  const claims = verified<AccessTokenClaims & { typ?: unknown }>(jwt, token);
  if (!claims || 'typ' in claims) return undefined;
  if (claims.sid !== undefined && !(typeof claims.sid === 'string' && DEVICE_SESSION_ID_PATTERN.test(claims.sid))) {
    return undefined;
  }
  return hasRequiredClaims(claims) ? claims : undefined;
}

/** The profile token a request sent (`sent`), and its claims when it is a good one. */
export function profileTokenOf(jwt: JwtService, headers: Headers): { sent: boolean; claims?: ProfileTokenClaims } {
  const token = headers[PROFILE_TOKEN_HEADER];
  if (token === undefined || token === '') return { sent: false };
  if (typeof token !== 'string' || token.length > 2048) return { sent: true };
  const claims = verified<ProfileTokenClaims>(jwt, token);
  return claims?.typ === 'profile' && typeof claims.pid === 'string' ? { sent: true, claims } : { sent: true };
}

function verified<T extends object>(jwt: JwtService, token: string | undefined): T | undefined {
  if (!token) return undefined;
  try {
    return jwt.verify<T>(token);
  } catch {
    return undefined;
  }
}

/** What was read about a signed-in caller before Nest ran (the response cache's hook). */
export interface CallerLookup {
  claims: VerifiedAccessClaims;
  state: UserAccessState;
  household: HouseholdState;
  profileToken: { sent: boolean; claims?: ProfileTokenClaims };
}

// Keyed by the raw Node request: the same object in the onRequest hook and in Nest's guard.
const lookups = new WeakMap<object, CallerLookup>();

/** Keeps a lookup for the guard of the same request, so a cache miss does not verify and read twice. */
export function rememberLookup(request: { raw?: object }, lookup: CallerLookup): void {
  lookups.set(request.raw ?? request, lookup);
}

/** The lookup the hook made for this request, once (the guard takes it). */
export function takeLookup(request: { raw?: object }): CallerLookup | undefined {
  const key = request.raw ?? request;
  const lookup = lookups.get(key);
  if (lookup) lookups.delete(key);
  return lookup;
}
