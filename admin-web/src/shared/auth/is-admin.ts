import type { PublicUser } from '@streamhub/contracts';

/** isAdmin already covers the owner-admin rule on the server; role is the fallback. */
export function isAdmin(user: Pick<PublicUser, 'isAdmin' | 'role'> | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || user.role === 'admin'));
}
