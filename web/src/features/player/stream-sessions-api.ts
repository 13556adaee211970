import type { StreamSessionView } from '@streamhub/contracts';
import { api } from '../../shared/api/client';

const seg = (value: string) => encodeURIComponent(value);

/** Keeps this device's stream session alive; rejects with code STREAM_ENDED once it is over. */
export async function sendHeartbeat(sessionId: string): Promise<void> {
  await api.post(`/playback/sessions/${seg(sessionId)}/heartbeat`);
}

/** Ends a session of the account: another device's ("Stop watching there"), or this one's on leaving. */
export async function stopSession(
  sessionId: string,
  options: { keepalive?: boolean } = {},
): Promise<StreamSessionView[]> {
  const data = await api.delete<{ sessions: StreamSessionView[] }>(`/playback/sessions/${seg(sessionId)}`, options);
  return data.sessions;
}
