/** Pure helpers of the player (docs/product.md §4 Player, §9 constants). */

/** Refetch when the signed URL expires within this long… */
export const EXPIRY_THRESHOLD_MS = 5 * 60 * 1000;
/** …this long after noticing. */
export const REFETCH_DELAY_MS = 1000;
export const SKIP_SECONDS = 10;
export const VOLUME_STEP = 0.1;
export const CONTROLS_HIDE_MS = 3000;
/** How long the age rating card stays over the picture when a playback starts. */
export const OPENING_NOTICE_MS = 5_000;
/** Arrow keys seek by this much (J and L by SKIP_SECONDS), as the players people know do. */
export const ARROW_SEEK_SECONDS = 5;
/** Two taps within this long are a double tap. */
export const DOUBLE_TAP_MS = 300;

/** What a key pressed anywhere on the player's page does. */
export type PlayerCommand =
  | { kind: 'toggle-play' }
  | { kind: 'seek'; by: number }
  | { kind: 'volume'; by: number }
  | { kind: 'toggle-mute' }
  | { kind: 'toggle-fullscreen' };

/**
 * Keyboard shortcuts of the player, answered anywhere on the page: Space and K play/pause, J and L
 * ∓10 s, ← and → ∓5 s, ↑ and ↓ volume, M mute, F fullscreen. None while typing in a field, with a
 * modifier held, or for a key a focused control already handles (a button's Space, a list's arrows).
 */
export function playerCommand(event: {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target?: EventTarget | null;
}): PlayerCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean; type?: string } | null | undefined;
  const tag = target?.tagName?.toLowerCase();
  if (target?.isContentEditable || tag === 'textarea' || tag === 'select') return null;
  // The seek bar (a range input) handles its own arrows, Home and End; other inputs take every key.
  if (tag === 'input' && !(target?.type === 'range' && /^[kjlmf ]$/i.test(event.key))) return null;
  const onButton = tag === 'button' || tag === 'a';
  switch (event.key) {
    case ' ':
      return onButton ? null : { kind: 'toggle-play' };
    case 'k':
    case 'K':
      return { kind: 'toggle-play' };
    case 'j':
    case 'J':
      return { kind: 'seek', by: -SKIP_SECONDS };
    case 'l':
    case 'L':
      return { kind: 'seek', by: SKIP_SECONDS };
    case 'ArrowLeft':
      return { kind: 'seek', by: -ARROW_SEEK_SECONDS };
    case 'ArrowRight':
      return { kind: 'seek', by: ARROW_SEEK_SECONDS };
    case 'ArrowUp':
      return { kind: 'volume', by: VOLUME_STEP };
    case 'ArrowDown':
      return { kind: 'volume', by: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { kind: 'toggle-mute' };
    case 'f':
    case 'F':
      return { kind: 'toggle-fullscreen' };
    default:
      return null;
  }
}

/** A double tap's side of the picture: the left third goes back, the right third forward, the middle nothing. */
export function doubleTapSeek(x: number, width: number): number {
  if (width <= 0) return 0;
  if (x < width / 3) return -SKIP_SECONDS;
  if (x > (width * 2) / 3) return SKIP_SECONDS;
  return 0;
}

/** Minutes of "<n> minutes"; null when it is not that. */
export function expiresInMinutes(expiresIn: string | null | undefined): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*minutes?$/i.exec(expiresIn?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * How long until the source must be refetched: 1 s after the moment the URL comes within 5 minutes
 * of expiring (at once + 1 s when it already is); null when the URL does not expire.
 */
export function refetchDelayMs(expiresIn: string | null | undefined, fetchedAt: number, now: number): number | null {
  const minutes = expiresInMinutes(expiresIn);
  if (minutes === null) return null;
  const noticeAt = fetchedAt + minutes * 60_000 - EXPIRY_THRESHOLD_MS;
  return Math.max(0, noticeAt - now) + REFETCH_DELAY_MS;
}

const TOKEN_SEGMENT = /\/media\/s\/[^/]+\//;

/** `uri` with the signed token of `latestUrl`, so segments keep loading after a refetch. */
export function withLatestToken(uri: string, latestUrl: string): string {
  const token = TOKEN_SEGMENT.exec(latestUrl)?.[0];
  return token && TOKEN_SEGMENT.test(uri) ? uri.replace(TOKEN_SEGMENT, token) : uri;
}

/** Distinct heights of the variant tracks, tallest first (the quality list). */
export function qualityHeights(tracks: readonly { height?: number | null }[]): number[] {
  const heights = tracks.map((t) => t.height).filter((h): h is number => typeof h === 'number' && h > 0);
  return [...new Set(heights)].sort((a, b) => b - a);
}

/**
 * The video codec families shaka is asked to prefer, best first: AV1 (fewer bytes for the same
 * picture) where the browser decodes it, else H.264. shaka drops what the browser cannot decode
 * before it applies the preference, so a browser without AV1 plays the H.264 renditions.
 */
export const PREFERRED_VIDEO_CODECS = ['av01', 'avc1'] as const;

/** shaka's `preferredVideo` configuration for PREFERRED_VIDEO_CODECS. */
export const preferredVideo = () =>
  PREFERRED_VIDEO_CODECS.map((codec) => ({ codec, label: '', role: '', language: '', hdrLevel: 'AUTO', layout: '' }));

/** The codec of the variant playing (`av01.0.04M.08`, `avc1.64001e`), '' before one is chosen. */
export function activeVideoCodec(tracks: readonly { active: boolean; videoCodec?: string | null }[]): string {
  return tracks.find((t) => t.active)?.videoCodec ?? '';
}

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * Router state of a navigation that asks the player to start by itself: Play Now's click is the
 * user gesture the browser's autoplay policy wants (an in-app navigation keeps the document's
 * user activation). A direct load carries no such state and waits for ▶.
 */
export const AUTOPLAY_STATE = { autoplay: true } as const;

/** Whether a navigation's router state asks the player to start by itself. */
export function wantsAutoplay(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { autoplay?: unknown }).autoplay === true;
}

/**
 * Router state of the next part started by the "Next episode" countdown (no click): it counts the
 * parts autoplayed in a row without the viewer touching anything, for "Are you still watching?".
 */
export function autoplayedState(inRow: number): { autoplay: true; autoplayedInRow: number } {
  return { autoplay: true, autoplayedInRow: inRow };
}

/** How many parts in a row started by themselves before this one (0 unless the countdown started it). */
export function autoplayedInRow(state: unknown): number {
  const n = typeof state === 'object' && state !== null ? (state as { autoplayedInRow?: unknown }).autoplayedInRow : 0;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

/** Resuming within this much of the end starts over instead: the viewer had finished. */
export const FINISHED_PERCENT = 95;

/**
 * Where playback starts: `?t=` when given, else where the viewer left off (watch history), unless
 * they had (almost) finished; 0 otherwise.
 */
export function resumePosition(
  explicitSeconds: number,
  history: { positionSeconds: number; percent: number } | undefined,
): number {
  if (Number.isFinite(explicitSeconds) && explicitSeconds > 0) return explicitSeconds;
  if (!history || !Number.isFinite(history.positionSeconds) || history.percent >= FINISHED_PERCENT) return 0;
  return Math.max(0, history.positionSeconds);
}

/** Arrow keys on the focused seek bar move this many seconds. */
export const KEY_STEP_SECONDS = 5;

/** Where a key on the seek bar goes: arrows ±5 s, Home, End; null for other keys. */
export function keyTarget(key: string, current: number, duration: number): number | null {
  const clamp = (t: number) => Math.max(0, Math.min(duration, t));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + KEY_STEP_SECONDS);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - KEY_STEP_SECONDS);
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}
