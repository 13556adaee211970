import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  householdStateKey,
  PROFILE_TOKEN_HEADER,
  userAccessStateKey,
  type AccessTokenClaims,
  type AgeRating,
  type HouseholdState,
  type ProfileTokenClaims,
  type UserAccessState,
} from '@streamhub/contracts';
import { AuthRedis } from './auth-redis';
import { activeProfileOf, listLimitOf } from './household-states';
import { hasRequiredClaims, judgeToken } from './user-access-states';

/**
 * The maturity limit a public list request is answered with, worked out before Nest runs (so the
 * response cache can answer signed-in viewers at once, as it does guests): the same rules as the
 * AuthGuard and `activeProfileOf`, from one Redis round trip. `undefined`: no limit (guests, and
 * a bad token, which a public route treats as a guest); `null`: cannot tell here (a Redis key is
 * missing), so the request takes the guard's way.
 */
@Injectable()
export class ViewerListLimits {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    private readonly redis: AuthRedis,
  ) {}

  async of(headers: Record<string, string | string[] | undefined>): Promise<AgeRating | undefined | null> {
    const claims = this.verify<AccessTokenClaims & { typ?: unknown }>(bearer(headers.authorization));
    if (!claims || 'typ' in claims || !hasRequiredClaims(claims)) return undefined;
    const [stateRaw, householdRaw] = await this.redis.client.mget(
      userAccessStateKey(claims.sub),
      householdStateKey(claims.sub),
    );
    if (!stateRaw || !householdRaw) return null;
    const state = JSON.parse(stateRaw) as UserAccessState;
    if (state.deleted || judgeToken(claims, state) !== 'valid') return undefined;
    const household = JSON.parse(householdRaw) as HouseholdState;
    const sent = headers[PROFILE_TOKEN_HEADER];
    const profileToken = typeof sent === 'string' && sent.length <= 2048 ? sent : undefined;
    const profileClaims = this.verify<ProfileTokenClaims>(profileToken);
    const profile = activeProfileOf(
      claims.sub,
      household,
      profileClaims?.typ === 'profile' && typeof profileClaims.pid === 'string' ? profileClaims : undefined,
      {
        isAdmin: state.isAdmin,
        tokenVersion: state.tokenVersion,
        nowSeconds: Math.floor(Date.now() / 1000),
        tokenSent: sent !== undefined,
      },
    );
    return listLimitOf(profile);
  }

  private verify<T extends object>(token: string | undefined): T | undefined {
    if (!token) return undefined;
    try {
      return this.jwt.verify<T>(token);
    } catch {
      return undefined;
    }
  }
}

function bearer(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}
