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

/**
 * A shaka player on `video` for as long as an effect lasts; returns the effect's cleanup. `start`
 * gets the attached player (not called once the effect has ended) and `stillWanted` for after its
 * awaits; a failure is reported to `onFailure` unless the effect has ended. The cleanup calls
 * `onStop` and destroys the player.
 */
export function runShaka(
  video: HTMLVideoElement | null,
  start: (player: ShakaPlayerInstance, stillWanted: () => boolean) => Promise<void>,
  onFailure: () => void,
  onStop?: () => void,
): () => void {
  let cancelled = false;
  let player: ShakaPlayerInstance | null = null;
  const stillWanted = () => !cancelled;
  (async () => {
    if (!video) return;
    player = (await attachShaka(video, stillWanted)) ?? null;
    if (!player) return;
    if (cancelled) {
      void player.destroy();
      return;
    }
    await start(player, stillWanted);
  })().catch(() => {
    if (!cancelled) onFailure();
  });
  return () => {
    cancelled = true;
    onStop?.();
    void player?.destroy();
  };
}
