import { NavLink } from 'react-router-dom';
import { useT, type MessageKey } from '../i18n/i18n';

export const ADMIN_NAV = [
  { to: '/admin', label: 'nav.dashboard', icon: '▦', end: true },
  { to: '/admin/movies', label: 'nav.videos', icon: '▶' },
  { to: '/admin/imports', label: 'nav.imports', icon: '⇪' },
  { to: '/admin/users', label: 'nav.users', icon: '◉' },
  { to: '/admin/subscriptions', label: 'nav.subscriptions', icon: '₹' },
  { to: '/admin/coupons', label: 'nav.coupons', icon: '%' },
  { to: '/admin/banners', label: 'nav.banners', icon: '▣' },
  { to: '/admin/live', label: 'nav.live', icon: '●' },
  { to: '/admin/queries', label: 'nav.queries', icon: '✉' },
  { to: '/admin/grievances', label: 'nav.grievances', icon: '⚖' },
  { to: '/admin/breach-notices', label: 'nav.breachNotices', icon: '⚠' },
  { to: '/admin/analytics', label: 'nav.analytics', icon: '◔' },
  { to: '/admin/ads', label: 'nav.ads', icon: '◎' },
] as const satisfies readonly { to: string; label: MessageKey; icon: string; end?: boolean }[];

export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const t = useT();
  return (
    <aside className={`sidebar${open ? ' open' : ''}`}>
      <div className="brand">
        Stream<span>Hub</span> <small>{t('nav.admin')}</small>
      </div>
      <nav aria-label={t('nav.label')}>
        {ADMIN_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} end={'end' in item && item.end} onClick={onNavigate}>
            <span className="nav-icon" aria-hidden="true">
              {item.icon}
            </span>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
