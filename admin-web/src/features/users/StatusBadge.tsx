import type { AccountDeletion, UserStatus } from '@streamhub/contracts';
import { formatDate } from './users-query';
import { useT } from '../../shared/i18n/i18n';

/** Active / Inactive; an account whose owner asked for its deletion shows when it will be removed. */
export function StatusBadge({ status, deletion }: { status: UserStatus; deletion?: AccountDeletion }) {
  const t = useT();
  if (deletion) {
    return (
      <span className="status-stack">
        <span className="badge badge-warning">{t('users.deletionPending')}</span>
        <small className="muted">{t('users.removalOn', { date: formatDate(deletion.eraseAfter) })}</small>
      </span>
    );
  }
  const active = status === 'active';
  return (
    <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`}>
      {t(active ? 'status.active' : 'status.inactive')}
    </span>
  );
}
