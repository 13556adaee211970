/**
 * Whether the next part of a series starts by itself when one ends (after the "Next episode"
 * countdown). The one place the player reads it: profiles will keep it per profile, and this hook
 * will then read the active profile's setting. Until then it is on, as in the players people know.
 */
export function useAutoplayPreference(): boolean {
  return true;
}
