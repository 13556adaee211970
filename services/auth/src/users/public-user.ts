import type { PublicUser } from '@streamhub/contracts';
import type { UserRecord } from './user.record';

/** Admin rights: role admin, or the owner admin address whatever its role (docs/product.md §6). */
export function isAdminUser(user: Pick<UserRecord, 'role' | 'email'>, ownerEmail: string): boolean {
  return user.role === 'admin' || user.email === ownerEmail;
}

/** The only shape a user leaves the service in: no password hash, codes or token version. */
export function toPublicUser(user: UserRecord, ownerEmail: string): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    status: user.status,
    subscriptionStatus: user.subscriptionStatus,
    subscription: user.subscription,
    createdAt: user.createdAt.toISOString(),
    isAdmin: isAdminUser(user, ownerEmail),
    ...(user.deletion && {
      deletion: {
        requestedAt: user.deletion.requestedAt.toISOString(),
        eraseAfter: user.deletion.eraseAfter.toISOString(),
      },
    }),
  };
}
