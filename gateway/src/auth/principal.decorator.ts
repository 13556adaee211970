import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Principal } from '@streamhub/contracts';

export interface AuthenticatedRequest {
  principal?: Principal;
}

/** The verified caller of the current request (undefined on public routes without a token). */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal | undefined => {
  return ctx.switchToHttp().getRequest<AuthenticatedRequest>().principal;
});
