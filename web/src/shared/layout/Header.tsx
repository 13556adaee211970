import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { isAdmin } from '@streamhub/web-kit';
import { ADMIN_APP_URL } from '../config';
import { openAdminApp } from '../auth/admin-handoff';
import { useAuth } from '../auth/use-auth';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { useT, type MessageKey } from '../i18n/i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';

const NAV_ITEMS: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/episodes', label: 'nav.episodes' },
  { to: '/movies', label: 'nav.movies' },
  { to: '/series', label: 'nav.series' },
  { to: '/plans', label: 'nav.plans' },
  { to: '/contact', label: 'nav.contact' },
];

export function Header() {
  const { user, token, loading } = useAuth();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  const signedIn = Boolean(token && user);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="logo" aria-label={t('nav.logoLabel')}>
          Stream<span>Hub</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-label={t('nav.toggleMenu')}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav className={`main-nav${menuOpen ? ' open' : ''}`} aria-label={t('nav.main')}>
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {t(item.label)}
            </NavLink>
          ))}
          {isAdmin(user) && (
            <a className="admin-link" href={ADMIN_APP_URL} onClick={(event) => void openAdminApp(event)}>
              {t('nav.admin')}
            </a>
          )}
          {!signedIn && !loading && (
            <>
              <NavLink to="/login" className="nav-account">
                {t('nav.signIn')}
              </NavLink>
              <NavLink to="/signup" className="nav-account">
                {t('nav.signUp')}
              </NavLink>
            </>
          )}
        </nav>
        <SearchBox />
        <LanguagePicker className="header-language" />
        <div className="header-account">
          {signedIn && user ? (
            <UserMenu user={user} />
          ) : loading ? null : (
            <>
              <Link to="/login" className="btn btn-ghost">
                {t('nav.signIn')}
              </Link>
              <Link to="/signup" className="btn btn-primary btn-signup">
                {t('nav.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
