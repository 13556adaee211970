import type { PublicUser } from '@streamhub/contracts';

/** isAdmin already covers the owner-admin rule on the server; role is the fallback. */
export function isAdmin(user: Pick<PublicUser, 'isAdmin' | 'role'> | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || user.role === 'admin'));
}

/** GET /auth/me answers either `data.user` or the user itself as `data`. */
export function extractUser(data: unknown): PublicUser | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = 'user' in data ? (data as { user: unknown }).user : data;
  if (typeof candidate !== 'object' || candidate === null || !('_id' in candidate)) return null;
  return candidate as PublicUser;
}
