import { useEffect, useState } from 'react';
import { MESSAGES } from '../../shared/messages';
import { useAuth } from '../../shared/auth/use-auth';

export type ProfileTab = 'details' | 'subscriptions' | 'watchlist' | 'history';

const TABS: { id: ProfileTab; label: string }[] = [
  { id: 'details', label: 'Profile Details' },
  { id: 'subscriptions', label: 'Subscriptions' },
  { id: 'watchlist', label: 'Watchlist' },
  { id: 'history', label: 'Watch History' },
];

/** /profile, /subscriptions and /watchlist all render this page, opened on their tab. */
export function ProfilePage({ initialTab = 'details' }: { initialTab?: ProfileTab }) {
  const { user } = useAuth();
  const [tab, setTab] = useState<ProfileTab>(initialTab);
  useEffect(() => setTab(initialTab), [initialTab]);
  return (
    <section className="page">
      <h1 className="page-title">My Account</h1>
      <div className="tabs" role="tablist" aria-label="Profile sections">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={item.id === tab}
            className={item.id === tab ? 'active' : undefined}
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="placeholder-card">
        {tab === 'details' && user ? (
          <dl className="details">
            <dt>Name</dt>
            <dd>{user.name}</dd>
            <dt>Email</dt>
            <dd>
              {user.email} <small className="muted">({MESSAGES.emailCannotBeChanged})</small>
            </dd>
            <dt>Mobile</dt>
            <dd>{user.mobile}</dd>
            <dt>Status</dt>
            <dd>
              <span className={`status-dot ${user.status === 'active' ? 'on' : 'off'}`} aria-hidden="true" />
              {user.status}
            </dd>
          </dl>
        ) : (
          <p className="muted">This tab arrives with the profile feature.</p>
        )}
      </div>
    </section>
  );
}
