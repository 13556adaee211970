import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ViewerProfile } from '@streamhub/contracts';
import { LoadingScreen } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { redirectTarget } from '../../shared/auth/redirect-target';
import { PinDialog } from './PinDialog';
import { ProfileAvatar } from './ProfileAvatar';
import { useActiveProfile } from './profile-store';
import { fetchHousehold, HOUSEHOLD_QUERY_KEY, type ProfileSecret } from './profiles-api';
import { MESSAGES } from '../../shared/messages';
import { useSwitchProfile } from './use-switch-profile';
import './profiles.css';
import { useT } from '../../shared/i18n/i18n';
import { LanguagePicker } from '../../shared/i18n/LanguagePicker';

/** /profiles — "Who's watching?": after sign-in (accounts with several profiles) and from the user menu. */
export function WhosWatchingPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const active = useActiveProfile();
  const household = useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: ({ signal }) => fetchHousehold(signal) });
  const switchProfile = useSwitchProfile();
  const [asking, setAsking] = useState<{ profile: ViewerProfile; password: boolean; hint: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = async (profile: ViewerProfile, secret?: ProfileSecret) => {
    await switchProfile(profile, secret);
    void navigate(redirectTarget(location.state), { replace: true });
  };
  const choose = (profile: ViewerProfile) => {
    setError(null);
    if (profile.pinRequired) {
      setAsking({ profile, password: false, hint: 'This profile is locked with the account PIN.' });
      return;
    }
    // Kids stay in their room: another grown-up profile takes the PIN (or the password without one).
    if (active?.profile.kids && !profile.kids) {
      setAsking({ profile, password: !household.data?.pinSet, hint: MESSAGES.leaveKidsProfile });
      return;
    }
    open(profile).catch((err: unknown) => setError(errorMessage(err)));
  };

  if (household.isPending) return <LoadingScreen />;
  if (household.error) {
    return (
      <section className="page whos-watching">
        <p role="alert">{errorMessage(household.error)}</p>
      </section>
    );
  }
  return (
    <section className="page whos-watching">
      <h1>{t('profiles.whoSWatching')}</h1>
      <LanguagePicker className="whos-watching-language" />
      <ul className="profile-choices">
        {household.data.profiles.map((profile) => (
          <li key={profile.id}>
            <button
              type="button"
              className={`profile-choice${active?.profile.id === profile.id ? ' is-active' : ''}`}
              onClick={() => choose(profile)}
              aria-label={`${profile.name}${profile.kids ? t('profiles.kidsProfile') : ''}${profile.pinRequired ? t('profiles.lockedWithThePin') : ''}`}
            >
              <ProfileAvatar avatar={profile.avatar} size={96} />
              <span className="profile-choice-name">{profile.name}</span>
              {profile.kids && <span className="profile-tag">{t('profiles.kids')}</span>}
              {profile.pinRequired && <span className="profile-tag">PIN</span>}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!active?.profile.kids && (
        <Link className="btn btn-ghost" to="/profile?tab=profiles">
          {t('profiles.manageProfiles')}
        </Link>
      )}
      {asking && (
        <PinDialog
          title={`Open ${asking.profile.name}`}
          hint={asking.hint}
          askPassword={asking.password}
          onClose={() => setAsking(null)}
          onSubmit={(secret) => open(asking.profile, asking.password ? { password: secret } : { pin: secret })}
        />
      )}
    </section>
  );
}
