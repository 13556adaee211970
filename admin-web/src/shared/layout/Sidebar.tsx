import { NavLink } from 'react-router-dom';

export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: '▦', end: true },
  { to: '/admin/movies', label: 'Manage Videos', icon: '▶' },
  { to: '/admin/imports', label: 'Import', icon: '⇪' },
  { to: '/admin/users', label: 'Manage Users', icon: '◉' },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: '₹' },
  { to: '/admin/coupons', label: 'Coupons', icon: '%' },
  { to: '/admin/banners', label: 'Banners', icon: '▣' },
  { to: '/admin/live', label: 'Live Events', icon: '●' },
  { to: '/admin/queries', label: 'Queries', icon: '✉' },
  { to: '/admin/grievances', label: 'Grievances', icon: '⚖' },
  { to: '/admin/breach-notices', label: 'Breach Notices', icon: '⚠' },
  { to: '/admin/analytics', label: 'Analytics', icon: '◔' },
  { to: '/admin/ads', label: 'Ads', icon: '◎' },
] as const;

export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <aside className={`sidebar${open ? ' open' : ''}`}>
      <div className="brand">
        Stream<span>Hub</span> <small>Admin</small>
      </div>
      <nav aria-label="Admin">
        {ADMIN_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} end={'end' in item && item.end} onClick={onNavigate}>
            <span className="nav-icon" aria-hidden="true">
              {item.icon}
            </span>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
