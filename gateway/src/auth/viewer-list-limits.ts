import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  householdStateKey,
  userAccessStateKey,
  type AgeRating,
  type HouseholdState,
  type UserAccessState,
} from '@streamhub/contracts';
import { AuthRedis } from './auth-redis';
import { activeProfileOf, listLimitOf } from './household-states';
import { accessClaimsOf, bearerToken, profileTokenOf, rememberLookup } from './request-credentials';
import { judgeToken } from './user-access-states';

type RequestLike = { headers: Record<string, string | string[] | undefined>; raw?: object };

/**
 * The maturity limit a public list request is answered with, worked out before Nest runs (so the
 * response cache can answer signed-in viewers at once, as it does guests): the same rules as the
 * AuthGuard and `activeProfileOf`, from one Redis round trip. `undefined`: no limit (guests, and
 * a bad token, which a public route treats as a guest); `null`: cannot tell here (a Redis key is
 * missing), so the request takes the guard's way. What was read is handed to the request's guard,
 * so a cache miss does not verify the token and read Redis a second time.
 */
@Injectable()
export class ViewerListLimits {
  constructor(
    @Inject(JwtService) private readonly jwt: JwtService,
    private readonly redis: AuthRedis,
  ) {}

  async of(request: RequestLike): Promise<AgeRating | undefined | null> {
    const { headers } = request;
    const claims = accessClaimsOf(this.jwt, bearerToken(headers.authorization));
    if (!claims) return undefined;
    const [stateRaw, householdRaw] = await this.redis.client.mget(
      userAccessStateKey(claims.sub),
      householdStateKey(claims.sub),
    );
    if (!stateRaw || !householdRaw) return null;
    const state = JSON.parse(stateRaw) as UserAccessState;
    const household = JSON.parse(householdRaw) as HouseholdState;
    const profileToken = profileTokenOf(this.jwt, headers);
    rememberLookup(request, { claims, state, household, profileToken });
    if (state.deleted || judgeToken(claims, state) !== 'valid') return undefined;
    const profile = activeProfileOf(claims.sub, household, profileToken.claims, {
      isAdmin: state.isAdmin,
      tokenVersion: state.tokenVersion,
      nowSeconds: Math.floor(Date.now() / 1000),
      tokenSent: profileToken.sent,
    });
    return listLimitOf(profile);
  }
}
