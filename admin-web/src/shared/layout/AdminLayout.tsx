import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { signedOut } from '../auth/session-slice';
import { WEB_APP_URL } from '../config';
import { Sidebar } from './Sidebar';
import { useT } from '../i18n/i18n';
import { LanguagePicker } from '../i18n/LanguagePicker';

/** Sidebar + top bar around every /admin page (docs/product.md §2). */
export function AdminLayout() {
  const user = useAppSelector((state) => state.session.user);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const logout = () => {
    dispatch(signedOut());
    void navigate('/login', { replace: true });
  };

  return (
    <div className="admin-shell">
      <Sidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      {menuOpen && (
        <button
          type="button"
          className="sidebar-backdrop"
          aria-label={t('layout.closeMenu')}
          tabIndex={-1}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <div className="admin-main">
        <header className="topbar">
          <button
            type="button"
            className="menu-toggle"
            aria-label={t('layout.toggleMenu')}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((value) => !value)}
          >
            ☰
          </button>
          <div className="topbar-right">
            <a href={WEB_APP_URL} className="muted">
              {t('layout.viewSite')}
            </a>
            <LanguagePicker />
            <span className="topbar-user">{user?.name || user?.email}</span>
            <button type="button" className="btn btn-ghost" onClick={logout}>
              {t('layout.logout')}
            </button>
          </div>
        </header>
        <main className="admin-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
