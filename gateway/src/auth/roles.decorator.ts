import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';

export const ADMIN_ONLY = 'adminOnly';
/**
 * Marks a route for admins only; enforced on the server by the auth guard, and marked in the
 * OpenAPI document (`x-admin-only`, bearer auth) so tests and clients can find every such route.
 * (Its 403 is one of the 4XX error envelopes every operation declares: an explicit response here
 * would stop the document from listing the route's own success status.)
 */
export const AdminOnly = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ADMIN_ONLY, true), ApiExtension('x-admin-only', true), ApiBearerAuth());
