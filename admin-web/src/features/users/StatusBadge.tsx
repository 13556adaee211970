import type { UserStatus } from '@streamhub/contracts';

export function StatusBadge({ status }: { status: UserStatus }) {
  const active = status === 'active';
  return <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`}>{active ? 'Active' : 'Inactive'}</span>;
}
