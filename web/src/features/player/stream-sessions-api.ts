import type { StreamSessionView } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

const seg = (value: string) => encodeURIComponent(value);

/**
 * Keeps this player's stream session alive with the beat it was last given; resolves with the next
 * beat, rejects with code STREAM_ENDED once the session is over.
 */
export async function sendHeartbeat(sessionId: string, beat: string): Promise<string> {
  const data = await api.post<{ beat: string }>(`/playback/sessions/${seg(sessionId)}/heartbeat`, { beat });
  return data.beat;
}

/** Ends a session of the account: another device's ("Stop watching there"), or this one's on leaving. */
export async function stopSession(
  sessionId: string,
  options: { keepalive?: boolean } = {},
): Promise<StreamSessionView[]> {
  const data = await api.delete<{ sessions: StreamSessionView[] }>(`/playback/sessions/${seg(sessionId)}`, options);
  return data.sessions;
}
