import type { AccountDeletion, UserStatus } from '@streamhub/contracts';
import { formatDate } from './users-query';

/** Active / Inactive; an account whose owner asked for its deletion shows when it will be removed. */
export function StatusBadge({ status, deletion }: { status: UserStatus; deletion?: AccountDeletion }) {
  if (deletion) {
    return (
      <span className="status-stack">
        <span className="badge badge-warning">Deletion pending</span>
        <small className="muted">Removal on {formatDate(deletion.eraseAfter)}</small>
      </span>
    );
  }
  const active = status === 'active';
  return <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`}>{active ? 'Active' : 'Inactive'}</span>;
}
