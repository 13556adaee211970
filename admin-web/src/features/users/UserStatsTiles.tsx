import type { UserStats } from '@streamhub/contracts';

const TILES: { key: keyof UserStats; label: string; tone: string }[] = [
  { key: 'total', label: 'Total Users', tone: 'tone-blue' },
  { key: 'active', label: 'Active Users', tone: 'tone-green' },
  { key: 'inactive', label: 'Inactive Users', tone: 'tone-red' },
  { key: 'admins', label: 'Admins', tone: 'tone-amber' },
];

/** The four tiles of Manage Users, from data.stats (whole user base, not the current filter). */
export function UserStatsTiles({ stats }: { stats: UserStats | undefined }) {
  return (
    <div className="stat-grid" aria-label="User statistics">
      {TILES.map((tile) => (
        <div key={tile.key} className={`stat-card ${tile.tone}`} data-testid={`stat-${tile.key}`}>
          <span className="muted">{tile.label}</span>
          <strong>{stats ? stats[tile.key].toLocaleString('en-IN') : '—'}</strong>
        </div>
      ))}
    </div>
  );
}
