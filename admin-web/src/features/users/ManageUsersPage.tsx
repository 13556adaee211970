import { useEffect, useState } from 'react';
import type { PublicUser, UserStatus } from '@streamhub/contracts';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../shared/messages';
import { pageCount, useStayOnLastPage } from '../../shared/paging';
import { runWithToast } from '../../shared/run-with-toast';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { TableCard } from '../../shared/ui/TableCard';
import { useDebouncedValue } from '../../shared/ui/use-debounced-value';
import { useDeleteUserMutation, useListUsersQuery, useSetUserStatusMutation } from './users-api';
import {
  formatDate,
  isSelf,
  pendingDeletionLabel,
  USERS_PAGE_SIZE,
  type RoleFilter,
  type StatusFilter,
} from './users-query';
import { UserStatsTiles } from './UserStatsTiles';
import { StatusBadge } from './StatusBadge';
import { Pagination } from './Pagination';
import { UserDetailsModal } from './UserDetailsModal';
import { CreateAdminModal } from './CreateAdminModal';
import { EmailText } from './EmailText';

const SEARCH_DEBOUNCE_MS = 300;

export function ManageUsersPage() {
  const currentUserId = useAppSelector((state) => state.session.user?._id);
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [role, setRole] = useState<RoleFilter>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [viewing, setViewing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [creatingAdmin, setCreatingAdmin] = useState(false);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const { data, error, isLoading, isFetching, refetch } = useListUsersQuery({
    search,
    status,
    role,
    page,
    limit: USERS_PAGE_SIZE,
  });
  const [setUserStatus] = useSetUserStatusMutation();
  const [deleteUser, { isLoading: deletingNow }] = useDeleteUserMutation();

  // A new search starts from the first page.
  useEffect(() => setPage(1), [search]);

  const lastPage = data ? pageCount(data.total, data.limit) : 1;
  useStayOnLastPage(Boolean(data), page, lastPage, setPage);

  const changeStatus = async (user: PublicUser) => {
    const next: UserStatus = user.status === 'active' ? 'inactive' : 'active';
    setPendingId(user._id);
    await runWithToast(
      () => setUserStatus({ id: user._id, status: next }).unwrap(),
      next === 'active' ? MESSAGES.userActivated : MESSAGES.userDeactivated,
    );
    setPendingId(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    if (await runWithToast(() => deleteUser(deleting._id).unwrap(), MESSAGES.userDeleted)) setDeleting(null);
  };

  const users = data?.users ?? [];
  const filtered = Boolean(search) || status !== 'all' || role !== 'all';

  return (
    <section className="users-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">Manage Users</h1>
          <p className="muted">Search, review and manage viewer and admin accounts.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setCreatingAdmin(true)}>
          + Create Admin
        </button>
      </div>

      <UserStatsTiles stats={data?.stats} />

      {Boolean(data?.stats.pendingDeletion) && status !== 'pending_deletion' && (
        <p className="notice" role="status">
          {pendingDeletionLabel(data!.stats.pendingDeletion)}{' '}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setStatus('pending_deletion');
              setPage(1);
            }}
          >
            Show
          </button>
        </p>
      )}

      <div className="toolbar">
        <input
          type="search"
          className="toolbar-search"
          placeholder="Search by name, email or mobile"
          aria-label="Search users"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <select
          aria-label="Filter by status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setPage(1);
          }}
        >
          <option value="all">All Status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
          <option value="pending_deletion">Pending deletion</option>
        </select>
        <select
          aria-label="Filter by role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value as RoleFilter);
            setPage(1);
          }}
        >
          <option value="all">All Roles</option>
          <option value="user">User</option>
          <option value="admin">Admin</option>
        </select>
      </div>

      <TableCard
        isLoading={isLoading}
        isFetching={isFetching}
        error={error}
        onRetry={() => refetch()}
        empty={users.length === 0}
        emptyMessage={MESSAGES.noUsersFound}
        filtered={filtered}
        footer={
          data && data.total > 0 && <Pagination page={page} limit={data.limit} total={data.total} onPage={setPage} />
        }
      >
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col" className="col-optional">
              Mobile
            </th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col" className="col-optional">
              Joined
            </th>
            <th scope="col" className="actions-col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = isSelf(user, currentUserId);
            const admin = user.role === 'admin' || user.isAdmin;
            const busy = pendingId === user._id;
            return (
              <tr key={user._id} data-user-email={user.email}>
                <td>
                  <div className="user-cell">
                    <span className="avatar avatar-sm" aria-hidden="true">
                      {(user.name || user.email || '?').charAt(0).toUpperCase()}
                    </span>
                    <span>
                      {user.name || '—'}
                      {self && <small className="muted"> (you)</small>}
                    </span>
                  </div>
                </td>
                <td className="email-cell">
                  <EmailText email={user.email} />
                </td>
                <td className="nowrap col-optional">{user.mobile || '—'}</td>
                <td>
                  <span className={`badge ${admin ? 'badge-admin' : 'badge-neutral'}`}>{admin ? 'Admin' : 'User'}</span>
                </td>
                <td>
                  <StatusBadge status={user.status} deletion={user.deletion} />
                </td>
                <td className="nowrap col-optional">{formatDate(user.createdAt)}</td>
                <td className="actions-col">
                  <div className="row-actions">
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`View ${user.email}`}
                      onClick={() => setViewing(user)}
                    >
                      View
                    </button>
                    <button
                      type="button"
                      className={`btn btn-sm ${user.status === 'active' ? 'btn-warning' : 'btn-success'}`}
                      aria-label={`${user.status === 'active' ? 'Deactivate' : 'Activate'} ${user.email}`}
                      title={
                        self
                          ? 'You cannot change your own account'
                          : user.deletion
                            ? 'Activating keeps the account and withdraws its deletion request'
                            : undefined
                      }
                      disabled={self || busy}
                      onClick={() => changeStatus(user)}
                    >
                      {user.status === 'active' ? 'Deactivate' : 'Activate'}
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      aria-label={`Delete ${user.email}`}
                      title={self ? 'You cannot delete your own account' : undefined}
                      disabled={self || busy}
                      onClick={() => setDeleting(user)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </TableCard>

      {viewing && <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete User"
          message={MESSAGES.confirmDeleteUser}
          busy={deletingNow}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          {deleting.name} ({deleting.email})
        </ConfirmDeleteDialog>
      )}
      {creatingAdmin && <CreateAdminModal onClose={() => setCreatingAdmin(false)} />}
    </section>
  );
}
