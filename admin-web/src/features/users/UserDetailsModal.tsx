import type { PublicUser } from '@streamhub/contracts';
import { Modal } from '@streamhub/web-kit';
import { StatusBadge } from './StatusBadge';
import { formatDate } from './users-query';

export function UserDetailsModal({ user, onClose }: { user: PublicUser; onClose: () => void }) {
  return (
    <Modal
      title="User Details"
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
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
        <dt>Mobile</dt>
        <dd>{user.mobile || '—'}</dd>
        <dt>Role</dt>
        <dd>
          <span className={`badge ${user.role === 'admin' || user.isAdmin ? 'badge-admin' : 'badge-neutral'}`}>
            {user.role === 'admin' || user.isAdmin ? 'Admin' : 'User'}
          </span>
        </dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={user.status} deletion={user.deletion} />
        </dd>
        {user.deletion && (
          <>
            <dt>Deletion requested</dt>
            <dd>{formatDate(user.deletion.requestedAt)}</dd>
          </>
        )}
        <dt>Subscription</dt>
        <dd>
          <span className="capitalize">{user.subscriptionStatus || 'none'}</span>
          {user.subscription && (
            <>
              {' · '}
              {user.subscription.planTitle || user.subscription.planCode}
              {user.subscription.episodeName && ` (${user.subscription.episodeName})`}
              {user.subscriptionStatus === 'active' && ` · until ${formatDate(user.subscription.endAt)}`}
              {user.subscriptionStatus === 'expired' && ` · ended ${formatDate(user.subscription.endAt)}`}
            </>
          )}
        </dd>
        <dt>Joined</dt>
        <dd>{formatDate(user.createdAt)}</dd>
        <dt>User ID</dt>
        <dd>
          <code>{user._id}</code>
        </dd>
      </dl>
    </Modal>
  );
}
