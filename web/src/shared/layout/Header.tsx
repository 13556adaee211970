import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { isAdmin } from '@streamhub/web-kit';
import { ADMIN_APP_URL } from '../config';
import { openAdminApp } from '../auth/admin-handoff';
import { useAuth } from '../auth/use-auth';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

const NAV_ITEMS = [
  { to: '/', label: 'Home', end: true },
  { to: '/episodes', label: 'Episodes' },
  { to: '/movies', label: 'Movies' },
  { to: '/series', label: 'Series' },
  { to: '/plans', label: 'Plans' },
  { to: '/contact', label: 'Contact' },
];

export function Header() {
  const { user, token, loading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  const signedIn = Boolean(token && user);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="logo" aria-label="StreamHub home">
          Stream<span>Hub</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-label="Toggle menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span />
          <span />
          <span />
        </button>
        <nav className={`main-nav${menuOpen ? ' open' : ''}`} aria-label="Main">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          ))}
          {isAdmin(user) && (
            <a className="admin-link" href={ADMIN_APP_URL} onClick={(event) => void openAdminApp(event)}>
              Admin
            </a>
          )}
          {!signedIn && !loading && (
            <>
              <NavLink to="/login" className="nav-account">
                Sign In
              </NavLink>
              <NavLink to="/signup" className="nav-account">
                Sign Up
              </NavLink>
            </>
          )}
        </nav>
        <SearchBox />
        <div className="header-account">
          {signedIn && user ? (
            <UserMenu user={user} />
          ) : loading ? null : (
            <>
              <Link to="/login" className="btn btn-ghost">
                Sign In
              </Link>
              <Link to="/signup" className="btn btn-primary btn-signup">
                Sign Up
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
