import type shakaNamespace from 'shaka-player';

export type ShakaPlayerInstance = InstanceType<typeof shakaNamespace.Player>;

/**
 * A step of a playback's start, as a performance mark (`streamhub:<step>`), for the start-up
 * bench (docs/media.md "Start-up"): cheap, and nothing when the browser has no User Timing.
 */
export function markStart(step: 'shaka-loaded' | 'shaka-attached' | 'player-loaded'): void {
  globalThis.performance?.mark?.(`streamhub:${step}`);
}

let shakaModule: Promise<typeof import('shaka-player')> | null = null;

/**
 * shaka's chunk, fetched once for the page (a failed fetch is tried again at the next call). The
 * player and whatever prepares a playback ahead of it (preload.ts) share it.
 */
export function loadShaka(): Promise<typeof import('shaka-player')> {
  shakaModule ??= import('shaka-player').catch((error: unknown) => {
    shakaModule = null;
    throw error;
  });
  return shakaModule;
}

/**
 * Loads shaka on demand (so no page that does not play downloads it), installs its polyfills and
 * attaches a new player to `video`. Undefined when `stillWanted()` turns false meanwhile.
 * `captions`: an element over the picture that shaka draws captions in (it picks its text
 * displayer when attaching, so this is set first); without it the browser's native cues are used.
 */
export async function attachShaka(
  video: HTMLVideoElement,
  stillWanted: () => boolean,
  captions?: HTMLElement | null,
): Promise<ShakaPlayerInstance | undefined> {
  const { default: shaka } = await loadShaka();
  markStart('shaka-loaded');
  if (!stillWanted()) return undefined;
  shaka.polyfill.installAll();
  const player = new shaka.Player();
  if (captions) player.setVideoContainer(captions);
  await player.attach(video);
  markStart('shaka-attached');
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
  onFailure: (error?: unknown) => void,
  onStop?: () => void,
  captions?: HTMLElement | null,
): () => void {
  let cancelled = false;
  let player: ShakaPlayerInstance | null = null;
  const stillWanted = () => !cancelled;
  (async () => {
    if (!video) return;
    player = (await attachShaka(video, stillWanted, captions)) ?? null;
    if (!player) return;
    if (cancelled) {
      void player.destroy();
      return;
    }
    await start(player, stillWanted);
  })().catch((error: unknown) => {
    if (!cancelled) onFailure(error);
  });
  return () => {
    cancelled = true;
    onStop?.();
    void player?.destroy();
  };
}
