import type { PublicUser } from '@streamhub/contracts';
import { extractUser } from '@streamhub/web-kit';
import { api } from '../api/client';

export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  // A stale token on a public page should only sign the visitor out, not bounce them to /login.
  const data = await api.get<unknown>('/auth/me', { signal, redirectOnUnauthorized: false });
  const user = extractUser(data);
  if (!user) throw new Error('Invalid profile response');
  return user;
}
