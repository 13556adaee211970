import { SetMetadata } from '@nestjs/common';

export const ADMIN_ONLY = 'adminOnly';
/** Marks a route for admins only; enforced on the server by the auth guard. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY, true);
