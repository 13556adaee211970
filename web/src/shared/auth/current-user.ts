import type { PublicUser } from '@streamhub/contracts';
import { api, dataOf } from '../api/client';

export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  // A stale token on a public page should only sign the visitor out, not bounce them to /login.
  const { user } = await dataOf(
    api.GET('/api/v1/auth/me', { signal, ...api.callOptions({ redirectOnUnauthorized: false }) }),
  );
  return user;
}
