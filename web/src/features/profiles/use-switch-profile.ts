import { useQueryClient } from '@tanstack/react-query';
import type { ViewerProfile } from '@streamhub/contracts';
import { useAuth } from '../../shared/auth/use-auth';
import { profileStore } from './profile-store';
import { selectProfile } from './profiles-api';

/**
 * Makes a profile the active one on this device: asks the server for its token (with the PIN when
 * given), stores it, and drops every cached answer (lists differ per profile).
 */
export function useSwitchProfile(): (profile: ViewerProfile, pin?: string) => Promise<void> {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return async (profile, pin) => {
    if (!user) return;
    const reply = await selectProfile(profile.id, pin);
    profileStore.save(user._id, reply);
    queryClient.removeQueries();
  };
}
