import type { PublicUser, UserListStatus, UserRole } from '@streamhub/contracts';
import type { UsersListApiArg } from '../../app/generated/admin-api';
import { t } from '../../shared/i18n/i18n';

export const USERS_PAGE_SIZE = 20;

/** `pending_deletion`: accounts whose owner asked for their deletion. */
export type StatusFilter = 'all' | UserListStatus;
export type RoleFilter = 'all' | UserRole;

export interface UsersFilter {
  search: string;
  status: StatusFilter;
  role: RoleFilter;
  page: number;
  limit?: number;
}

/** Query string of GET /auth/users: empty and "all" filters are left out. */
export function usersQueryParams(filter: UsersFilter): UsersListApiArg {
  const params: UsersListApiArg = {
    page: Math.max(1, filter.page),
    limit: filter.limit ?? USERS_PAGE_SIZE,
  };
  const search = filter.search.trim();
  if (search) params.search = search;
  if (filter.status !== 'all') params.status = filter.status;
  if (filter.role !== 'all') params.role = filter.role;
  return params;
}

/** Short month, day, year in en-US; N/A when missing (docs/product.md §2 admin date format). */
export { formatDate } from '../../shared/i18n/format';

/** The admin may not change or delete their own account; the server refuses too. */
export function isSelf(user: Pick<PublicUser, '_id'>, currentUserId: string | undefined): boolean {
  return Boolean(currentUserId) && user._id === currentUserId;
}

/** "1 account is waiting for deletion" / "N accounts are waiting for deletion". */
export function pendingDeletionLabel(count: number): string {
  return t('users.pendingDeletion', { count });
}
