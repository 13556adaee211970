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
  PROFILE_TOKEN_HEADER,
  type AccessTokenClaims,
  type HouseholdState,
  type Principal,
  type ProfileTokenClaims,
  type UserAccessState,
} from '@streamhub/contracts';
import { activeProfileOf, HouseholdStates } from './household-states';
import type { AuthenticatedRequest } from './principal.decorator';
import { IS_PUBLIC } from './public.decorator';
import { ADMIN_ONLY } from './roles.decorator';
import { hasRequiredClaims, judgeToken, UserAccessStates } from './user-access-states';

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
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) ?? false;
    const request = context
      .switchToHttp()
      .getRequest<AuthenticatedRequest & { headers: Record<string, string | undefined> }>();
    const token = bearerToken(request.headers.authorization);

    if (!token) {
      if (isPublic) return true;
      throw new UnauthorizedException(AuthMessages.signInRequired);
    }
    const claims = await this.verify(token);
    if (!claims) {
      if (isPublic) return true;
      throw new UnauthorizedException(AuthMessages.sessionInvalid);
    }
    let state: UserAccessState;
    let household: HouseholdState;
    try {
      [state, household] = await Promise.all([this.states.get(claims.sub), this.households.get(claims.sub)]);
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
    };
    const profile = activeProfileOf(claims.sub, household, await this.profileClaims(request.headers), {
      isAdmin: state.isAdmin,
      tokenVersion: state.tokenVersion,
      nowSeconds: Math.floor(Date.now() / 1000),
      tokenSent: Boolean(request.headers[PROFILE_TOKEN_HEADER]),
    });
    if (profile) principal.profile = profile;
    request.principal = principal;
    if (adminOnly && !principal.isAdmin) throw new ForbiddenException(AuthMessages.adminRequired);
    return true;
  }

  private async verify(token: string): Promise<AccessTokenClaims | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims & { typ?: unknown }>(token);
      // A profile token is signed with the same key but is never an access token.
      if ('typ' in claims) return undefined;
      return hasRequiredClaims(claims) ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  /** The active profile's token, when one is sent and good (else the account holder's own profile applies). */
  private async profileClaims(headers: Record<string, string | undefined>): Promise<ProfileTokenClaims | undefined> {
    const token = headers[PROFILE_TOKEN_HEADER];
    if (!token || token.length > 2048) return undefined;
    try {
      const claims = await this.jwt.verifyAsync<ProfileTokenClaims>(token);
      return claims.typ === 'profile' && typeof claims.pid === 'string' ? claims : undefined;
    } catch {
      return undefined;
    }
  }
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}
