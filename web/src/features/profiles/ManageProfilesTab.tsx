import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PARENTAL_LOCK_FROM, type HouseholdReply, type ViewerProfile } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { PinInput } from './PinInput';
import { PasswordInput } from '../auth/PasswordInput';
import { PinDialog } from './PinDialog';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileFormModal } from './ProfileFormModal';
import { profileStore, useActiveProfile } from './profile-store';
import { confirmAge, deleteProfile, fetchHousehold, HOUSEHOLD_QUERY_KEY, setParentalControls } from './profiles-api';
import './profiles.css';
import { useT } from '../../shared/i18n/i18n';

/** Profile → Profiles: the account's profiles, the PIN and parental lock, and the age confirmation. */
export function ManageProfilesTab() {
  const t = useT();
  const queryClient = useQueryClient();
  const active = useActiveProfile();
  const household = useQuery({ queryKey: HOUSEHOLD_QUERY_KEY, queryFn: ({ signal }) => fetchHousehold(signal) });
  const [editing, setEditing] = useState<ViewerProfile | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ViewerProfile | null>(null);

  const saved = (next: HouseholdReply) => {
    queryClient.setQueryData(HOUSEHOLD_QUERY_KEY, next);
    const mine = next.profiles.find((p) => p.id === active?.profile.id);
    if (mine) profileStore.update(mine);
  };

  if (household.isPending) return <p className="muted">{t('profiles.loadingProfiles')}</p>;
  if (household.error) return <p role="alert">{errorMessage(household.error)}</p>;
  const data = household.data;
  if (active?.profile.kids) {
    return <p className="muted">{t('profiles.profilesAndParentalControlsAre')}</p>;
  }

  const remove = async (profile: ViewerProfile, pin?: string) => {
    const next = await deleteProfile(profile.id, pin);
    saved(next);
    setDeleting(null);
    toast.success(t('profiles.deleted'));
  };

  return (
    <div className="manage-profiles">
      <section className="profile-card" aria-labelledby="profiles-title">
        <div className="profile-card-head">
          <div>
            <h2 id="profiles-title">{t('profiles.profiles')}</h2>
            <p className="muted">
              {data.profiles.length} {t('profiles.of')} {data.maxProfiles}
              {t('profiles.eachProfileHasItsOwn')}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={data.profiles.length >= data.maxProfiles}
            onClick={() => setEditing('new')}
          >
            {t('profiles.addProfile')}
          </button>
        </div>
        <ul className="profile-rows">
          {data.profiles.map((profile) => (
            <li key={profile.id} className="profile-row">
              <ProfileAvatar avatar={profile.avatar} size={40} />
              <div className="profile-row-text">
                <strong>{profile.name}</strong>
                <span className="muted">
                  {profile.kids ? t('profiles.kids2') : ''}
                  {profile.maturityLimit === 'A' ? t('profiles.allRatings') : `Up to ${profile.maturityLimit}`}
                  {profile.pinRequired ? t('profiles.pinToOpen') : ''}
                  {profile.primary ? t('profiles.accountHolder') : ''}
                </span>
              </div>
              <button type="button" className="btn btn-ghost" onClick={() => setEditing(profile)}>
                {t('profiles.edit')}
              </button>
              {!profile.primary && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => {
                    if (data.pinSet) setDeleting(profile);
                    else if (window.confirm(t('profiles.confirmDelete', { name: profile.name })))
                      remove(profile).catch((err: unknown) => toast.error(errorMessage(err)));
                  }}
                >
                  {t('profiles.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <ParentalControls household={data} onSaved={saved} />
      <AgeConfirmation household={data} onSaved={saved} />
      {editing && (
        <ProfileFormModal
          household={data}
          profile={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(next) => {
            saved(next);
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <PinDialog
          title={t('profiles.deleteTitle', { name: deleting.name })}
          hint="Enter the account PIN to delete this profile. Its watchlist and history go too."
          onClose={() => setDeleting(null)}
          onSubmit={(pin) => remove(deleting, pin)}
        />
      )}
    </div>
  );
}

function ParentalControls({ household, onSaved }: { household: HouseholdReply; onSaved: (h: HouseholdReply) => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [lock, setLock] = useState(household.parentalLock);
  const [saving, setSaving] = useState(false);

  const save = async (body: { pin?: string; parentalLock?: boolean; removePin?: boolean }) => {
    if (!password) {
      toast.error(t('msg.enterPassword'));
      return;
    }
    setSaving(true);
    try {
      const next = await setParentalControls({ password, ...body });
      onSaved(next);
      setLock(next.parentalLock);
      setPassword('');
      setPin('');
      toast.success(t('profiles.parentalSaved'));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ ...(pin ? { pin } : {}), parentalLock: lock });
  };

  return (
    <form className="profile-card" onSubmit={submit} aria-labelledby="parental-title">
      <h2 id="parental-title">{t('profiles.parentalControls')}</h2>
      <p className="muted">
        {household.pinSet ? t('profiles.anAccountPinIsSet') : t('profiles.noAccountPinYet')}{' '}
        {t('profiles.withTheParentalLockOn')} {PARENTAL_LOCK_FROM} {t('profiles.andAboveAskForThe')}
      </p>
      <div className="field">
        <label htmlFor="new-pin">
          {household.pinSet ? t('profiles.newPinOptional') : t('profiles.accountPin4Digits')}
        </label>
        <PinInput id="new-pin" value={pin} onChange={setPin} />
      </div>
      <label className="check-field">
        <input type="checkbox" checked={lock} onChange={(event) => setLock(event.target.checked)} />
        {t('profiles.parentalLockAskForThe')} {PARENTAL_LOCK_FROM} {t('profiles.andAbove')}
      </label>
      <PasswordInput
        label={t('profiles.yourPassword')}
        name="parentalPassword"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div className="form-actions">
        {household.pinSet && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={saving}
            onClick={() => void save({ removePin: true })}
          >
            {t('profiles.removePin')}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('profiles.saving') : t('profiles.saveParentalControls')}
        </button>
      </div>
    </form>
  );
}

function AgeConfirmation({ household, onSaved }: { household: HouseholdReply; onSaved: (h: HouseholdReply) => void }) {
  const t = useT();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  if (household.ageConfirmed) {
    return (
      <section className="profile-card" aria-labelledby="age-title">
        <h2 id="age-title">{t('profiles.ageConfirmation')}</h2>
        <p>{t('profiles.confirmedARatedTitlesCan')}</p>
      </section>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      onSaved(await confirmAge({ dateOfBirth, password }));
      toast.success(t('profiles.ageConfirmed'));
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="profile-card" onSubmit={(event) => void submit(event)} aria-labelledby="age-title">
      <h2 id="age-title">{t('profiles.ageConfirmation')}</h2>
      <p className="muted">{t('profiles.aRatedTitlesNeedThe')}</p>
      <div className="field">
        <label htmlFor="date-of-birth">{t('profiles.dateOfBirth')}</label>
        <input
          id="date-of-birth"
          type="date"
          value={dateOfBirth}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setDateOfBirth(event.target.value)}
        />
      </div>
      <PasswordInput
        label={t('profiles.yourPassword')}
        name="agePassword"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('profiles.confirming') : t('profiles.confirmAge')}
        </button>
      </div>
    </form>
  );
}
