import type { AuthResult, ChangePasswordRequest, PublicUser, UpdateProfileRequest } from '@streamhub/contracts';
import { extractUser } from '@streamhub/web-kit';
import { api } from '../../shared/api/client';

/** PUT /auth/profile → data.user; null when the answer carries no user. */
export async function updateProfile(update: UpdateProfileRequest): Promise<PublicUser | null> {
  return extractUser(await api.put<unknown>('/auth/profile', update));
}

/**
 * PUT /auth/password. Other sessions stop working; when the server re-issues this session's
 * token it comes back as data {token, user}.
 */
export async function changePassword(change: ChangePasswordRequest): Promise<AuthResult | null> {
  const data = await api.put<unknown>('/auth/password', change);
  if (typeof data !== 'object' || data === null) return null;
  const { token } = data as { token?: unknown };
  const user = extractUser(data);
  return typeof token === 'string' && token && user ? { token, user } : null;
}
