import type { PublicUser } from '@streamhub/contracts';
import { Modal } from '@streamhub/web-kit';
import { StatusBadge } from './StatusBadge';
import { formatDate } from './users-query';
import { hasMessage, tDynamic, useT } from '../../shared/i18n/i18n';

/** The subscription's status in the active language; a status the catalog lacks shows as sent. */
function subscriptionStatusLabel(status: string | undefined): string {
  const key = `users.subscriptionStatus.${status || 'none'}`;
  return hasMessage(key) ? tDynamic(key) : (status ?? '');
}

export function UserDetailsModal({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      title={t('users.detailsTitle')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <div className="user-detail-head">
        <span className="avatar" aria-hidden="true">
          {(user.name || user.email || '?').charAt(0).toUpperCase()}
        </span>
        <div>
          <strong>{user.name || '—'}</strong>
          <div className="muted">{user.email}</div>
        </div>
      </div>
      <dl className="detail-list">
        <dt>{t('users.col.mobile')}</dt>
        <dd>{user.mobile || '—'}</dd>
        <dt>{t('users.col.role')}</dt>
        <dd>
          <span className={`badge ${user.role === 'admin' || user.isAdmin ? 'badge-admin' : 'badge-neutral'}`}>
            {t(user.role === 'admin' || user.isAdmin ? 'users.role.admin' : 'users.role.user')}
          </span>
        </dd>
        <dt>{t('videos.col.status')}</dt>
        <dd>
          <StatusBadge status={user.status} deletion={user.deletion} />
        </dd>
        {user.deletion && (
          <>
            <dt>{t('users.deletionRequested')}</dt>
            <dd>{formatDate(user.deletion.requestedAt)}</dd>
          </>
        )}
        <dt>{t('users.subscription')}</dt>
        <dd>
          <span className="capitalize">{subscriptionStatusLabel(user.subscriptionStatus)}</span>
          {user.subscription && (
            <>
              {' · '}
              {user.subscription.planTitle || user.subscription.planCode}
              {user.subscription.episodeName && ` (${user.subscription.episodeName})`}
              {user.subscriptionStatus === 'active' &&
                ` · ${t('users.until', { date: formatDate(user.subscription.endAt) })}`}
              {user.subscriptionStatus === 'expired' &&
                ` · ${t('users.ended', { date: formatDate(user.subscription.endAt) })}`}
            </>
          )}
        </dd>
        <dt>{t('users.col.joined')}</dt>
        <dd>{formatDate(user.createdAt)}</dd>
        <dt>{t('users.userId')}</dt>
        <dd>
          <code>{user._id}</code>
        </dd>
      </dl>
    </Modal>
  );
}
