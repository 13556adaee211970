import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';
import { useActiveProfile } from '../profiles/profile-store';
import { WatchlistTab } from '../watchlist/WatchlistTab';
import { WatchHistoryTab } from '../history/WatchHistoryTab';
import { SubscriptionsTab } from '../subscriptions/SubscriptionsTab';
import { ManageProfilesTab } from '../profiles/ManageProfilesTab';
import { DevicesTab } from '../devices/DevicesTab';
import { ProfileDetailsTab } from './ProfileDetailsTab';
import { PrivacyTab } from '../privacy/PrivacyTab';
import { ACCOUNT_TABS, pathForTab, tabFromLocation, tabsFor, type ProfileTab } from './profile-tabs';
import { useT } from '../../shared/i18n/i18n';

export type { ProfileTab } from './profile-tabs';

/** /profile, /subscriptions and /watchlist all render this page, opened on their tab. */
export function ProfilePage({ initialTab = 'details' }: { initialTab?: ProfileTab }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  const tab = tabFromLocation(initialTab, location.search);
  const kids = useActiveProfile()?.profile.kids === true;
  const locked = kids && ACCOUNT_TABS.includes(tab);

  return (
    <section className="page profile-page">
      <h1 className="page-title">{t('profile.myAccount')}</h1>
      <div className="tabs" role="tablist" aria-label={t('profile.profileSections')}>
        {tabsFor(kids).map((item) => (
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
            {t(item.labelKey)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-${tab}-tab`}>
        {locked && (
          <div className="kids-locked" role="alert">
            <p>{MESSAGES.kidsAccountLocked}</p>
            <Link className="btn btn-primary" to="/profiles">
              {MESSAGES.switchProfile}
            </Link>
          </div>
        )}
        {!locked && tab === 'details' && <ProfileDetailsTab />}
        {!locked && tab === 'profiles' && <ManageProfilesTab />}
        {!locked && tab === 'devices' && <DevicesTab />}
        {!locked && tab === 'subscriptions' && <SubscriptionsTab />}
        {!locked && tab === 'privacy' && <PrivacyTab />}
        {tab === 'watchlist' && <WatchlistTab />}
        {tab === 'history' && <WatchHistoryTab />}
      </div>
    </section>
  );
}
