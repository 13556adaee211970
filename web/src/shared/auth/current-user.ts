import type { PublicUser } from '@streamhub/contracts';
import { api } from '../api/client';

/** GET /auth/me answers either `data.user` or the user itself as `data`. */
export function extractUser(data: unknown): PublicUser | null {
  if (typeof data !== 'object' || data === null) return null;
  const candidate = 'user' in data ? (data as { user: unknown }).user : data;
  if (typeof candidate !== 'object' || candidate === null || !('_id' in candidate)) return null;
  return candidate as PublicUser;
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  // A stale token on a public page should only sign the visitor out, not bounce them to /login.
  const data = await api.get<unknown>('/auth/me', { signal, redirectOnUnauthorized: false });
  const user = extractUser(data);
  if (!user) throw new Error('Invalid profile response');
  return user;
}
