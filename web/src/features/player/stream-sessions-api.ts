import type { StreamSessionView } from '@streamhub/contracts';
import { api, dataOf } from '../../shared/api/client';

/**
 * Keeps this player's stream session alive with the beat it was last given; resolves with the next
 * beat, rejects with code STREAM_ENDED once the session is over.
 */
export async function sendHeartbeat(sessionId: string, beat: string): Promise<string> {
  const data = await dataOf(
    api.POST('/api/v1/playback/sessions/{id}/heartbeat', { params: { path: { id: sessionId } }, body: { beat } }),
  );
  return data.beat;
}

/** Ends a session of the account: another device's ("Stop watching there"), or this one's on leaving. */
export async function stopSession(
  sessionId: string,
  options: { keepalive?: boolean } = {},
): Promise<StreamSessionView[]> {
  const data = await dataOf(
    api.DELETE('/api/v1/playback/sessions/{id}', { params: { path: { id: sessionId } }, keepalive: options.keepalive }),
  );
  return data.sessions;
}
