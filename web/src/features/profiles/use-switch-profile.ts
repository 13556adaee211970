import { useQueryClient } from '@tanstack/react-query';
import type { ViewerProfile } from '@streamhub/contracts';
import { useAuth } from '../../shared/auth/use-auth';
import { profileStore } from './profile-store';
import { selectProfile, type ProfileSecret } from './profiles-api';

/**
 * Makes a profile the active one on this device: asks the server for its token (with the PIN or
 * password when given), stores it, and drops every cached answer (lists differ per profile).
 */
export function useSwitchProfile(): (profile: ViewerProfile, secret?: ProfileSecret) => Promise<void> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async (profile, secret) => {
    if (!user) return;
    const reply = await selectProfile(profile.id, secret);
    profileStore.save(user._id, reply);
    queryClient.removeQueries();
  };
}
