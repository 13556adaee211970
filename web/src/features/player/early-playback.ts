import { sessionStore } from '@streamhub/web-kit';
import type { QueryClient } from '@tanstack/react-query';
import { fetchPlayback, type Playback } from '../catalog/catalog-api';
import { fetchHistory } from '../history/history-api';
import { queryKeys } from '../../shared/api/query-keys';
import { playbackSessionHeader } from './player-session';

/**
 * The playback call (`GET /videos/{id}`) started as soon as a player page is asked for, beside the
 * player's chunk instead of after it (docs/media.md "Start-up"): on Play Now's click (a /play/{id}
 * opened directly asks from the player page; starting it from the app's entry was tried and taken
 * out). The player page's first read of the playback takes it (once: a reply carries a stream
 * session and signed URLs, so it is never reused).
 */
interface Early {
  viewerId: string;
  videoId: string;
  at: number;
  reply: Promise<Playback>;
}

/** An early reply older than this is left unused (the player asks again). */
export const EARLY_PLAYBACK_MAX_AGE_MS = 20_000;

let early: Early | null = null;

/** The signed-in viewer as stored, or null (signed out: the player page shows its sign-in message). */
function storedViewerId(): string | null {
  const session = sessionStore.read();
  return session?.token && session.user?._id ? session.user._id : null;
}

/**
 * Starts the playback call of `videoId` for the stored viewer, and their watch history (the resume
 * position) into `client`; returns the reply. Nothing (null) when signed out.
 */
export function startPlaybackEarly(videoId: string, client?: QueryClient, now = Date.now()): Promise<Playback> | null {
  const viewerId = storedViewerId();
  if (!viewerId) return null;
  const reply = fetchPlayback(videoId, playbackSessionHeader());
  // A failure is the player page's to show, when it reads the reply.
  reply.catch(() => undefined);
  early = { viewerId, videoId, at: now, reply };
  if (client) {
    void client.prefetchQuery({
      queryKey: queryKeys.history(viewerId),
      queryFn: ({ signal }) => fetchHistory(signal),
    });
  }
  return reply;
}

/** The early reply of `videoId` is not for a player (the watch page kept the viewer, e.g. for a plan). */
export function forgetEarlyPlayback(videoId: string): void {
  if (early?.videoId === videoId) early = null;
}

/** The early playback reply of `videoId` for `viewerId`, once: null when none was started, or it is too old. */
export function takeEarlyPlayback(viewerId: string, videoId: string, now = Date.now()): Promise<Playback> | null {
  const taken = early;
  if (!taken || taken.viewerId !== viewerId || taken.videoId !== videoId) return null;
  early = null;
  return now - taken.at <= EARLY_PLAYBACK_MAX_AGE_MS ? taken.reply : null;
}
