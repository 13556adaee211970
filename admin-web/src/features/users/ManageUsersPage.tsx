import { useState } from 'react';
import type { PublicUser } from '@streamhub/contracts';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../shared/messages';
import { pageCount, useListPage, useStayOnLastPage } from '../../shared/paging';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { PageHead } from '../../shared/ui/PageHead';
import { Pagination } from '../../shared/ui/Pagination';
import { DeleteRowButton, ToggleActiveButton } from '../../shared/ui/RowButtons';
import { SearchField } from '../../shared/ui/SearchField';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useConfirmDelete } from '../../shared/ui/use-confirm-delete';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { useDeleteUserMutation, useListUsersQuery, useSetUserStatusMutation } from './users-api';
import {
  formatDate,
  isSelf,
  pendingDeletionLabel,
  USERS_PAGE_SIZE,
  usersQueryParams,
  type RoleFilter,
  type StatusFilter,
} from './users-query';
import { UserStatsTiles } from './UserStatsTiles';
import { StatusBadge } from './StatusBadge';
import { UserDetailsModal } from './UserDetailsModal';
import { CreateAdminModal } from './CreateAdminModal';
import { EmailText } from './EmailText';
import { useT } from '../../shared/i18n/i18n';

const STATUS_OPTIONS = [
  { value: 'all', label: 'status.all' },
  { value: 'active', label: 'status.active' },
  { value: 'inactive', label: 'status.inactive' },
  { value: 'pending_deletion', label: 'users.pendingDeletionFilter' },
] as const;

const ROLE_OPTIONS = [
  { value: 'all', label: 'users.allRoles' },
  { value: 'user', label: 'users.role.user' },
  { value: 'admin', label: 'users.role.admin' },
] as const;

export function ManageUsersPage() {
  const t = useT();
  const statusOptions = STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  const roleOptions = ROLE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  const currentUserId = useAppSelector((state) => state.session.user?._id);
  const { text: searchText, setText: setSearchText, search } = useDebouncedSearch();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [role, setRole] = useState<RoleFilter>('all');
  const [viewing, setViewing] = useState<PublicUser | null>(null);
  const [creatingAdmin, setCreatingAdmin] = useState(false);

  const { page, setPage, firstPageWith } = useListPage(search);

  const list = useListUsersQuery(usersQueryParams({ search, status, role, page, limit: USERS_PAGE_SIZE }));
  const { data } = list;
  const [setUserStatus] = useSetUserStatusMutation();
  const [deleteUser, { isLoading: deletingNow }] = useDeleteUserMutation();

  const lastPage = data ? pageCount(data.total, data.limit) : 1;
  useStayOnLastPage(Boolean(data), page, lastPage, setPage);

  const { pendingId, toggleActive } = useStatusToggle();
  const changeStatus = (user: PublicUser) =>
    toggleActive(user, ({ id, status }) => setUserStatus({ id, setUserStatusDto: { status } }), {
      activated: MESSAGES.userActivated,
      deactivated: MESSAGES.userDeactivated,
    });
  const deletion = useConfirmDelete((user: PublicUser) => deleteUser({ id: user._id }).unwrap(), MESSAGES.userDeleted);
  const deleting = deletion.deleting;

  const users = data?.users ?? [];
  const filtered = Boolean(search) || status !== 'all' || role !== 'all';

  return (
    <section className="users-page">
      <PageHead
        title={t('nav.users')}
        subtitle={t('users.subtitle')}
        action={{ label: t('users.createButton'), onClick: () => setCreatingAdmin(true) }}
      />

      <UserStatsTiles stats={data?.stats} />

      {Boolean(data?.stats.pendingDeletion) && status !== 'pending_deletion' && (
        <p className="notice" role="status">
          {pendingDeletionLabel(data!.stats.pendingDeletion)}{' '}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => firstPageWith(setStatus)('pending_deletion')}
          >
            {t('users.show')}
          </button>
        </p>
      )}

      <div className="toolbar">
        <SearchField
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect
          label={t('status.filter')}
          value={status}
          options={statusOptions}
          onChange={firstPageWith(setStatus)}
        />
        <FilterSelect
          label={t('users.filterRole')}
          value={role}
          options={roleOptions}
          onChange={firstPageWith(setRole)}
        />
      </div>

      <TableCard
        list={list}
        empty={users.length === 0}
        emptyMessage={MESSAGES.noUsersFound}
        filtered={filtered}
        footer={
          data &&
          data.total > 0 && (
            <Pagination noun="noun.user" page={page} limit={data.limit} total={data.total} onPage={setPage} />
          )
        }
      >
        <TableHead
          columns={[
            t('users.col.name'),
            t('users.col.email'),
            { label: t('users.col.mobile'), className: 'col-optional' },
            t('users.col.role'),
            t('videos.col.status'),
            { label: t('users.col.joined'), className: 'col-optional' },
          ]}
          actions
        />
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
                      {self && <small className="muted"> {t('users.you')}</small>}
                    </span>
                  </div>
                </td>
                <td className="email-cell">
                  <EmailText email={user.email} />
                </td>
                <td className="nowrap col-optional">{user.mobile || '—'}</td>
                <td>
                  <span className={`badge ${admin ? 'badge-admin' : 'badge-neutral'}`}>
                    {t(admin ? 'users.role.admin' : 'users.role.user')}
                  </span>
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
                      aria-label={t('users.viewNamed', { email: user.email })}
                      onClick={() => setViewing(user)}
                    >
                      {t('users.view')}
                    </button>
                    <ToggleActiveButton
                      active={user.status === 'active'}
                      name={user.email}
                      title={
                        self ? t('users.cannotChangeSelf') : user.deletion ? t('users.activateWithdraws') : undefined
                      }
                      disabled={self || busy}
                      onClick={() => void changeStatus(user)}
                    />
                    <DeleteRowButton
                      name={user.email}
                      title={self ? t('users.cannotDeleteSelf') : undefined}
                      disabled={self || busy}
                      onClick={() => deletion.ask(user)}
                    />
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
          title={t('users.deleteTitle')}
          message={MESSAGES.confirmDeleteUser}
          busy={deletingNow}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.cancel}
        >
          {deleting.name} ({deleting.email})
        </ConfirmDeleteDialog>
      )}
      {creatingAdmin && <CreateAdminModal onClose={() => setCreatingAdmin(false)} />}
    </section>
  );
}
