import { useActiveProfile } from '../profiles/profile-store';

/**
 * Whether the next part of a series starts by itself when one ends (after the "Next episode"
 * countdown): the active profile's autoplay setting; on when no profile was chosen on this device,
 * as in the players people know.
 */
export function useAutoplayPreference(): boolean {
  return useActiveProfile()?.profile.autoplay ?? true;
}
