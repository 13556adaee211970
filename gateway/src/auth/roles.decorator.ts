import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import { AuthMessages } from '@streamhub/contracts';

export const ADMIN_ONLY = 'adminOnly';
/**
 * Marks a route for admins only; enforced on the server by the auth guard, and marked in the
 * OpenAPI document (`x-admin-only`, bearer auth) so tests and clients can find every such route.
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(ADMIN_ONLY, true),
    ApiExtension('x-admin-only', true),
    ApiBearerAuth(),
    ApiForbiddenResponse({ description: AuthMessages.adminRequired }),
  );
