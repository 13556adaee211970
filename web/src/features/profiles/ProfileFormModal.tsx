import { useState, type FormEvent } from 'react';
import {
  AGE_RATINGS,
  KIDS_MAX_AGE_RATING,
  PROFILE_AVATARS,
  PROFILE_LANGUAGES,
  PROFILE_LANGUAGE_LABELS,
  PROFILE_NAME_MAX,
  ratingIndex,
  type AgeRating,
  type HouseholdReply,
  type ProfileAvatar as AvatarName,
  type ProfileLanguage,
  type ViewerProfile,
} from '@streamhub/contracts';
import { Modal, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { PinInput } from './PinInput';
import { ProfileAvatar, avatarLabel } from './ProfileAvatar';
import { createProfile, updateProfile, type ProfileFields } from './profiles-api';
import { useT } from '../../shared/i18n/i18n';

const KIDS_RATINGS = AGE_RATINGS.filter((rating) => ratingIndex(rating) <= ratingIndex(KIDS_MAX_AGE_RATING));

/** Add a profile, or edit one: name, avatar, kids mode, maturity limit, language, autoplay, PIN lock. */
export function ProfileFormModal({
  household,
  profile,
  onSaved,
  onClose,
}: {
  household: HouseholdReply;
  /** The profile to edit; a new one when absent. */
  profile?: ViewerProfile;
  onSaved: (household: HouseholdReply) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<AvatarName>(
    profile?.avatar ?? PROFILE_AVATARS.find((a) => !household.profiles.some((p) => p.avatar === a)) ?? 'sunrise',
  );
  const [kids, setKids] = useState(profile?.kids ?? false);
  const [limit, setLimit] = useState<AgeRating>(profile?.maturityLimit ?? 'A');
  const [language, setLanguage] = useState<ProfileLanguage>(profile?.language ?? 'en');
  const [autoplay, setAutoplay] = useState(profile?.autoplay ?? true);
  const [pinRequired, setPinRequired] = useState(profile?.pinRequired ?? false);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratings = kids ? KIDS_RATINGS : AGE_RATINGS;
  const shownLimit: AgeRating =
    kids && ratingIndex(limit) > ratingIndex(KIDS_MAX_AGE_RATING) ? KIDS_MAX_AGE_RATING : limit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('profiles.nameRequired'));
      return;
    }
    const fields: ProfileFields = {
      name: name.trim(),
      avatar,
      maturityLimit: shownLimit,
      language,
      autoplay,
      pinRequired,
      ...(profile?.primary ? {} : { kids }),
      ...(pin ? { pin } : {}),
    };
    setSaving(true);
    setError(null);
    try {
      const saved = profile ? await updateProfile(profile.id, fields) : await createProfile(fields);
      toast.success(profile ? t('profiles.saved') : t('profiles.created'));
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title={profile ? `Edit ${profile.name}` : t('profiles.addProfile')} onClose={onClose}>
      <form className="profile-form" onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor="profile-name">{t('profiles.name')}</label>
          <input
            id="profile-name"
            value={name}
            maxLength={PROFILE_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="avatar-choices">
          <legend>{t('profiles.avatar')}</legend>
          {PROFILE_AVATARS.map((item) => (
            <label key={item} className={`avatar-choice${item === avatar ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name="avatar"
                value={item}
                checked={item === avatar}
                onChange={() => setAvatar(item)}
                aria-label={avatarLabel(item)}
              />
              <ProfileAvatar avatar={item} size={44} />
            </label>
          ))}
        </fieldset>
        {!profile?.primary && (
          <label className="check-field">
            <input type="checkbox" checked={kids} onChange={(event) => setKids(event.target.checked)} />
            {t('profiles.kidsProfileTitlesRatedU')}
          </label>
        )}
        <div className="field">
          <label htmlFor="profile-limit">{t('profiles.maturityLimit')}</label>
          <select id="profile-limit" value={shownLimit} onChange={(event) => setLimit(event.target.value as AgeRating)}>
            {ratings.map((rating) => (
              <option key={rating} value={rating}>
                {rating === 'A' ? t('profiles.aAllTitles') : `Up to ${rating}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="profile-language">{t('profiles.language')}</label>
          <select
            id="profile-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as ProfileLanguage)}
          >
            {PROFILE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {PROFILE_LANGUAGE_LABELS[code]}
              </option>
            ))}
          </select>
        </div>
        <label className="check-field">
          <input type="checkbox" checked={autoplay} onChange={(event) => setAutoplay(event.target.checked)} />
          {t('profiles.playTheNextEpisodeAutomatically')}
        </label>
        <label className="check-field">
          <input
            type="checkbox"
            checked={pinRequired}
            disabled={!household.pinSet}
            onChange={(event) => setPinRequired(event.target.checked)}
          />
          {t('profiles.askForTheAccountPin')}
          {!household.pinSet && <span className="muted"> {t('profiles.setAPinUnderParental')}</span>}
        </label>
        {household.pinSet && (
          <div className="field">
            <label htmlFor="profile-pin">{t('profiles.accountPin')}</label>
            <PinInput id="profile-pin" value={pin} onChange={setPin} />
            <small className="field-hint">{t('profiles.neededToAddAProfile')}</small>
          </div>
        )}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('profiles.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? t('profiles.saving') : t('profiles.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
