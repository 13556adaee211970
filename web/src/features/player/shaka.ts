import type shakaNamespace from 'shaka-player';

export type ShakaPlayerInstance = InstanceType<typeof shakaNamespace.Player>;

/**
 * Loads shaka on demand (so no page that does not play downloads it), installs its polyfills and
 * attaches a new player to `video`. Undefined when `stillWanted()` turns false meanwhile.
 */
export async function attachShaka(
  video: HTMLVideoElement,
  stillWanted: () => boolean,
): Promise<ShakaPlayerInstance | undefined> {
  const { default: shaka } = await import('shaka-player');
  if (!stillWanted()) return undefined;
  shaka.polyfill.installAll();
  const player = new shaka.Player();
  await player.attach(video);
  return player;
}
