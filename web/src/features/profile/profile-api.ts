import type {
  AccountDeletion,
  AuthResult,
  ChangePasswordRequest,
  PublicUser,
  UpdateProfileRequest,
} from '@streamhub/contracts';
import { extractUser } from '@streamhub/web-kit';
import { api } from '../../shared/api/client';
import { MESSAGES } from '../../shared/messages';

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

/** POST /auth/account/deletion → data.deletion {requestedAt, eraseAfter}; the account is closed at once. */
export async function requestAccountDeletion(password: string): Promise<AccountDeletion> {
  const data = await api.post<{ deletion?: AccountDeletion } | null>('/auth/account/deletion', { password });
  if (!data?.deletion) throw new Error(MESSAGES.somethingWentWrong);
  return data.deletion;
}
