import { loadShaka } from './shaka';

/** The player page's chunk; the /play route loads it through this too, so both share the one fetch. */
export const loadPlayerPage = () => import('./PlayerPage');

/**
 * Fetches what a playback starts with before it is asked for (docs/media.md "Start-up"): shaka,
 * and the player page's chunk unless `page` is false. The /play route calls it as it opens (shaka
 * then downloads beside the page's chunk and API calls instead of after them), the watch page when
 * it shows and on hover or focus of Play Now. A failure is left to the player's own load to report.
 */
export function preloadPlayer({ page = true }: { page?: boolean } = {}): void {
  if (page) void loadPlayerPage().catch(() => undefined);
  void loadShaka().catch(() => undefined);
}
