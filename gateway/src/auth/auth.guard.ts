import {
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import {
  AuthMessages,
  ProfileMessages,
  type HouseholdState,
  type Principal,
  type UserAccessState,
} from '@streamhub/contracts';
import { ACCOUNT_ROUTE } from './account-route.decorator';
import { DeviceSessionsSeen } from './device-sessions-seen';
import { activeProfileOf, HouseholdStates } from './household-states';
import type { AuthenticatedRequest } from './principal.decorator';
import { IS_PUBLIC } from './public.decorator';
import { ADMIN_ONLY } from './roles.decorator';
import { accessClaimsOf, bearerToken, profileTokenOf, takeLookup } from './request-credentials';
import { judgeToken, UserAccessStates } from './user-access-states';

/**
 * Verifies the bearer JWT on every non-public route (it must carry `iat` and `exp`), refuses tokens
 * of users who do not exist, were deactivated, deleted or changed their password since (one Redis
 * read; the auth service answers on a miss), and enforces admin-only routes with the user's current
 * role, never the token's claim. On public routes a valid token is still read, so handlers know who
 * is asking; a bad one is ignored.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger('gateway.auth');

  constructor(
    private readonly reflector: Reflector,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(UserAccessStates) private readonly states: UserAccessStates,
    @Inject(HouseholdStates) private readonly households: HouseholdStates,
    @Inject(DeviceSessionsSeen) private readonly seen: DeviceSessionsSeen,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) ?? false;
    const accountRoute = this.reflector.getAllAndOverride<boolean>(ACCOUNT_ROUTE, targets) ?? false;
    const request = context
      .switchToHttp()
      .getRequest<AuthenticatedRequest & { headers: Record<string, string | undefined>; raw?: object }>();
    // The response cache's hook may already have verified the token and read the states.
    const early = takeLookup(request);
    const token = bearerToken(request.headers.authorization);

    if (!token) {
      if (isPublic) return true;
      throw new UnauthorizedException(AuthMessages.signInRequired);
    }
    const claims = early?.claims ?? accessClaimsOf(this.jwt, token);
    if (!claims) {
      if (isPublic) return true;
      throw new UnauthorizedException(AuthMessages.sessionInvalid);
    }
    let state: UserAccessState;
    let household: HouseholdState;
    try {
      [state, household] = early
        ? [early.state, early.household]
        : await Promise.all([this.states.get(claims.sub), this.households.get(claims.sub)]);
    } catch (err) {
      if (isPublic) return true;
      this.logger.error(`user access state unavailable: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException('Sign-in checks are unavailable right now. Please try again in a moment.');
    }
    const verdict = judgeToken(claims, state);
    if (verdict !== 'valid') {
      if (isPublic) return true;
      throw verdict === 'inactive'
        ? new ForbiddenException({ message: AuthMessages.accountInactive, code: 'ACCOUNT_INACTIVE' })
        : new UnauthorizedException(AuthMessages.sessionInvalid);
    }

    if (state.deleted) throw new UnauthorizedException(AuthMessages.sessionInvalid); // judged above; narrows the type
    // A role change applies at once: the auth service's current view, never the token's claims.
    const principal: Principal = {
      userId: claims.sub,
      email: claims.email,
      role: state.role,
      isAdmin: state.isAdmin,
      tokenExpiresAt: claims.exp,
      ...(claims.sid ? { sessionId: claims.sid } : {}),
    };
    this.seen.touch(claims.sub, claims.sid);
    const profileToken = early?.profileToken ?? profileTokenOf(this.jwt, request.headers);
    const profile = activeProfileOf(claims.sub, household, profileToken.claims, {
      isAdmin: state.isAdmin,
      tokenVersion: state.tokenVersion,
      nowSeconds: Math.floor(Date.now() / 1000),
      tokenSent: profileToken.sent,
    });
    if (profile) principal.profile = profile;
    request.principal = principal;
    if (adminOnly && !principal.isAdmin) throw new ForbiddenException(AuthMessages.adminRequired);
    // Kids stay in their room: account routes need a grown-up's profile (chosen with the PIN or password).
    if (accountRoute && principal.profile?.kids) {
      throw new ForbiddenException({ message: ProfileMessages.kidsCannotUseAccount, code: 'KIDS_PROFILE' });
    }
    return true;
  }
}
