import type { UserStats } from '@streamhub/contracts';
import { useT, type MessageKey } from '../../shared/i18n/i18n';
import { formatNumber } from '../../shared/i18n/format';

const TILES: { key: keyof UserStats; label: MessageKey; tone: string }[] = [
  { key: 'total', label: 'dashboard.totalUsers', tone: 'tone-blue' },
  { key: 'active', label: 'users.activeUsers', tone: 'tone-green' },
  { key: 'inactive', label: 'users.inactiveUsers', tone: 'tone-red' },
  { key: 'admins', label: 'users.admins', tone: 'tone-amber' },
];

/** The four tiles of Manage Users, from data.stats (whole user base, not the current filter). */
export function UserStatsTiles({ stats }: { stats: UserStats | undefined }) {
  const t = useT();
  return (
    <div className="stat-grid" aria-label={t('users.stats')}>
      {TILES.map((tile) => (
        <div key={tile.key} className={`stat-card ${tile.tone}`} data-testid={`stat-${tile.key}`}>
          <span className="muted">{t(tile.label)}</span>
          <strong>{stats ? formatNumber(stats[tile.key]) : '—'}</strong>
        </div>
      ))}
    </div>
  );
}
