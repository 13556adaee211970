import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { WatchlistTab } from '../watchlist/WatchlistTab';
import { WatchHistoryTab } from '../history/WatchHistoryTab';
import { SubscriptionsTab } from '../subscriptions/SubscriptionsTab';
import { ManageProfilesTab } from '../profiles/ManageProfilesTab';
import { ProfileDetailsTab } from './ProfileDetailsTab';
import { PROFILE_TABS, pathForTab, tabFromLocation, type ProfileTab } from './profile-tabs';

export type { ProfileTab } from './profile-tabs';

/** /profile, /subscriptions and /watchlist all render this page, opened on their tab. */
export function ProfilePage({ initialTab = 'details' }: { initialTab?: ProfileTab }) {
  const location = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  const tab = tabFromLocation(initialTab, location.search);

  return (
    <section className="page profile-page">
      <h1 className="page-title">My Account</h1>
      <div className="tabs" role="tablist" aria-label="Profile sections">
        {PROFILE_TABS.map((item) => (
          <button
            key={item.id}
            id={`${baseId}-${item.id}-tab`}
            type="button"
            role="tab"
            aria-selected={item.id === tab}
            aria-controls={`${baseId}-panel`}
            className={item.id === tab ? 'active' : undefined}
            onClick={() => {
              if (item.id !== tab) void navigate(pathForTab(item.id));
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'details' && <ProfileDetailsTab />}
        {tab === 'profiles' && <ManageProfilesTab />}
        {tab === 'subscriptions' && <SubscriptionsTab />}
        {tab === 'watchlist' && <WatchlistTab />}
        {tab === 'history' && <WatchHistoryTab />}
      </div>
    </section>
  );
}
