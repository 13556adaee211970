import { NEW_STREAM_SESSION } from '@streamhub/contracts';

/**
 * The stream session this page's player holds (one player per page): a playback reply renews it
 * (a refetch before the links expire, the next episode) instead of taking another screen. With
 * none held, the next playback is a new one. Beats are the heartbeat chain of each session.
 */
let held: string | null = null;
const beats = new Map<string, string>();

/** What GET /videos/{id} sends as X-Stream-Session for the player. */
export function playbackSessionHeader(): string {
  return held ?? NEW_STREAM_SESSION;
}

/** The player now plays on `id`; `firstBeat` counts only for a session not seen before. */
export function holdSession(id: string, firstBeat: string): void {
  held = id;
  if (!beats.has(id)) beats.set(id, firstBeat);
}

/** The beat the next heartbeat of `id` sends. */
export function beatOf(id: string): string {
  return beats.get(id) ?? '';
}

/** A heartbeat's reply: the beat for the one after. */
export function nextBeat(id: string, beat: string): void {
  if (beats.has(id)) beats.set(id, beat);
}

/** The session is over (stopped, or the player left it): the next playback is a new one. */
export function releaseSession(id: string): void {
  beats.delete(id);
  if (held === id) held = null;
}
