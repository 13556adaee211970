import type {
  AccountDeletion,
  AuthResult,
  ChangePasswordRequest,
  PublicUser,
  UpdateProfileRequest,
} from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/** PUT /auth/profile → data.user. */
export async function updateProfile(update: UpdateProfileRequest): Promise<PublicUser | null> {
  return (await dataOf(api.PUT('/api/v1/auth/profile', { body: update }))).user;
}

/**
 * PUT /auth/password. Other sessions stop working; when the server re-issues this session's
 * token it comes back as data {token, user}.
 */
export async function changePassword(change: ChangePasswordRequest): Promise<AuthResult | null> {
  return dataOf(api.PUT('/api/v1/auth/password', { body: change }));
}

/** POST /auth/account/deletion → data.deletion {requestedAt, eraseAfter}; the account is closed at once. */
export async function requestAccountDeletion(password: string): Promise<AccountDeletion> {
  return (await dataOf(api.POST('/api/v1/auth/account/deletion', { body: { password } }))).deletion;
}
