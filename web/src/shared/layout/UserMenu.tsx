import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PublicUser } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { useAuth } from '../auth/use-auth';
import { MESSAGES } from '../messages';
import { ProfileAvatar } from '../../features/profiles/ProfileAvatar';
import { useActiveProfile } from '../../features/profiles/profile-store';
import { useT } from '../i18n/i18n';

export function UserMenu({ user }: { user: PublicUser }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = useActiveProfile();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  // Logout clears the stored token and user (docs/product.md §4) once home has rendered: clearing first would
  // let a guarded page (/profile) redirect to /login before the route change commits.
  const [loggingOut, setLoggingOut] = useState(false);
  useEffect(() => {
    if (!loggingOut || pathname !== '/') return;
    signOut();
    toast.success(MESSAGES.loggedOut, { id: 'logged-out' });
  }, [loggingOut, pathname, signOut]);

  const logout = () => {
    setOpen(false);
    setLoggingOut(true);
    void navigate('/', { replace: true });
  };

  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {active ? (
          <ProfileAvatar avatar={active.profile.avatar} size={32} />
        ) : (
          <span className="avatar" aria-hidden="true">
            {(user.name || user.email || '?').charAt(0).toUpperCase()}
          </span>
        )}
        <span className="user-name">{active?.profile.name ?? (user.name || user.email)}</span>
      </button>
      {open && (
        <div className="user-menu-list" role="menu">
          <Link role="menuitem" to="/profiles">
            {t('userMenu.switchProfile')}
          </Link>
          <Link role="menuitem" to="/profile">
            {t('userMenu.profile')}
          </Link>
          <Link role="menuitem" to="/watchlist">
            {t('userMenu.watchlist')}
          </Link>
          <Link role="menuitem" to="/downloads">
            {t('userMenu.downloads')}
          </Link>
          {!active?.profile.kids && (
            <Link role="menuitem" to="/subscriptions">
              {t('userMenu.subscriptions')}
            </Link>
          )}
          <button role="menuitem" type="button" onClick={logout}>
            {t('userMenu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
