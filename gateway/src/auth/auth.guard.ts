import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Principal, UserRole } from '@streamhub/contracts';
import { ADMIN_ONLY } from './roles.decorator';
import { IS_PUBLIC } from './public.decorator';
import type { AuthenticatedRequest } from './principal.decorator';

export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: UserRole;
  isAdmin: boolean;
}

/**
 * Verifies the bearer JWT on every non-public route and enforces admin-only routes.
 * On public routes a valid token is still read, so handlers know who is asking.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(JwtService) private readonly jwt: JwtService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
    const adminOnly = this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) ?? false;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest & { headers: Record<string, string | undefined> }>();
    const token = bearerToken(request.headers.authorization);

    if (!token) {
      if (isPublic) return true;
      throw new UnauthorizedException('Please sign in to continue');
    }
    let principal: Principal;
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(token);
      principal = { userId: claims.sub, email: claims.email, role: claims.role, isAdmin: claims.isAdmin };
    } catch {
      if (isPublic) return true;
      throw new UnauthorizedException('Your session has expired or is invalid. Please sign in again.');
    }
    request.principal = principal;
    if (adminOnly && !principal.isAdmin) throw new ForbiddenException('Admin access required');
    return true;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}
