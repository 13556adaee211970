import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { PublicUser, UserStatus } from '@streamhub/contracts';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../shared/messages';
import { apiErrorMessage } from '../../shared/api-error';
import { useDeleteUserMutation, useListUsersQuery, useSetUserStatusMutation } from './users-api';
import { formatDate, isSelf, pageCount, USERS_PAGE_SIZE, type RoleFilter, type StatusFilter } from './users-query';
import { useDebouncedValue } from './use-debounced-value';
import { UserStatsTiles } from './UserStatsTiles';
import { StatusBadge } from './StatusBadge';
import { Pagination } from './Pagination';
import { UserDetailsModal } from './UserDetailsModal';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { CreateAdminModal } from './CreateAdminModal';

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

  // Deleting the last row of the last page leaves an empty page: step back.
  const lastPage = data ? pageCount(data.total, data.limit) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage]);

  const changeStatus = async (user: PublicUser) => {
    const next: UserStatus = user.status === 'active' ? 'inactive' : 'active';
    setPendingId(user._id);
    try {
      await setUserStatus({ id: user._id, status: next }).unwrap();
      toast.success(next === 'active' ? MESSAGES.userActivated : MESSAGES.userDeactivated);
    } catch (err) {
      toast.error(apiErrorMessage(err));
    } finally {
      setPendingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteUser(deleting._id).unwrap();
      toast.success(MESSAGES.userDeleted);
      setDeleting(null);
    } catch (err) {
      toast.error(apiErrorMessage(err));
    }
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

      <div className={`table-card${isFetching && !isLoading ? ' is-refreshing' : ''}`} aria-busy={isFetching}>
        {isLoading ? (
          <p className="table-message muted">{MESSAGES.loading}</p>
        ) : error ? (
          <div className="table-message">
            <p>{apiErrorMessage(error)}</p>
            <button type="button" className="btn btn-ghost" onClick={() => refetch()}>
              Retry
            </button>
          </div>
        ) : users.length === 0 ? (
          <div className="table-message">
            <p>{MESSAGES.noUsersFound}</p>
            {filtered && <p className="muted">{MESSAGES.queriesFilterHint}</p>}
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Mobile</th>
                  <th scope="col">Role</th>
                  <th scope="col">Status</th>
                  <th scope="col">Joined</th>
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
                      <td>{user.email}</td>
                      <td className="nowrap">{user.mobile || '—'}</td>
                      <td>
                        <span className={`badge ${admin ? 'badge-admin' : 'badge-neutral'}`}>
                          {admin ? 'Admin' : 'User'}
                        </span>
                      </td>
                      <td>
                        <StatusBadge status={user.status} />
                      </td>
                      <td className="nowrap">{formatDate(user.createdAt)}</td>
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
                            title={self ? 'You cannot change your own account' : undefined}
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
            </table>
          </div>
        )}
        {data && data.total > 0 && <Pagination page={page} limit={data.limit} total={data.total} onPage={setPage} />}
      </div>

      {viewing && <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />}
      {deleting && (
        <ConfirmDeleteModal
          user={deleting}
          busy={deletingNow}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
      {creatingAdmin && <CreateAdminModal onClose={() => setCreatingAdmin(false)} />}
    </section>
  );
}
