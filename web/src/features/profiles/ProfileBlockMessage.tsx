import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/use-auth';
import type { ProfileBlock } from '../catalog/catalog-api';
import { PlayerMessage } from '../player/PlayerMessage';
import { PinDialog } from './PinDialog';
import { profileStore } from './profile-store';
import { selectProfile } from './profiles-api';
import { useT, type MessageKey } from '../../shared/i18n/i18n';

const TITLES: Record<ProfileBlock, MessageKey> = {
  PROFILE_LIMIT: 'profiles.blockLimit',
  PIN_REQUIRED: 'profiles.blockPin',
  AGE_CONFIRMATION_REQUIRED: 'profiles.blockAge',
};

/**
 * What the player shows instead of the picture when the active profile may not play a title: the
 * server's reason, and the way forward (another profile, the PIN, or the age confirmation).
 */
export function ProfileBlockMessage({
  block,
  onUnlocked,
}: {
  block: { code: ProfileBlock; message: string };
  onUnlocked: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [asking, setAsking] = useState(false);

  const unlock = async (pin: string) => {
    if (!user) return;
    // The PIN is entered for the active profile (the account holder's own when none was chosen).
    const profileId = profileStore.read()?.profile.id ?? user._id;
    profileStore.save(user._id, await selectProfile(profileId, { pin }));
    setAsking(false);
    onUnlocked();
  };

  return (
    <PlayerMessage title={t(TITLES[block.code])} hint={block.message}>
      {block.code === 'PIN_REQUIRED' && (
        <button type="button" className="btn btn-primary" onClick={() => setAsking(true)}>
          {t('profiles.enterPin')}
        </button>
      )}
      {block.code === 'AGE_CONFIRMATION_REQUIRED' && (
        <button type="button" className="btn btn-primary" onClick={() => navigate('/profile?tab=profiles')}>
          {t('profiles.confirmAge')}
        </button>
      )}
      <button type="button" className="btn btn-ghost" onClick={() => navigate('/profiles')}>
        {t('profiles.switchProfile')}
      </button>
      {asking && (
        <PinDialog
          title={t('profiles.enterTheAccountPin')}
          hint="Titles rated U/A 13+ and above need the PIN while the parental lock is on."
          onClose={() => setAsking(false)}
          onSubmit={unlock}
        />
      )}
    </PlayerMessage>
  );
}
