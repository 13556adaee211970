import { useEffect, useState } from 'react';
import type { StreamSessionGrant } from '@streamhub/contracts';
import { ApiRequestError } from '../../shared/api/client';
import { sendHeartbeat, stopSession } from './stream-sessions-api';

// A session whose player unmounted, ended a moment later unless the same session mounts again
// (React's development double mount, or a re-render that keeps the player).
const leaving = new Map<string, number>();

/**
 * Keeps this device's stream session alive while the player is open (a heartbeat every
 * `heartbeatSeconds`) and ends it when the viewer leaves the player or closes the page, so the
 * screen is free again at once. `ended` turns true when the server says the session is over
 * (stopped from another device, or idle too long): the player stops.
 */
export function useStreamSession(session: StreamSessionGrant | null | undefined): { ended: boolean } {
  const [endedId, setEndedId] = useState<string | null>(null);
  const id = session?.id;
  const every = (session?.heartbeatSeconds ?? 30) * 1000;

  useEffect(() => {
    if (!id) return;
    const pending = leaving.get(id);
    if (pending !== undefined) {
      window.clearTimeout(pending);
      leaving.delete(id);
    }
    const timer = window.setInterval(() => {
      sendHeartbeat(id).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.code === 'STREAM_ENDED') setEndedId(id);
      });
    }, every);
    const onPageHide = () => void stopSession(id, { keepalive: true }).catch(() => undefined);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      leaving.set(
        id,
        window.setTimeout(() => {
          leaving.delete(id);
          void stopSession(id, { keepalive: true }).catch(() => undefined);
        }, 0),
      );
    };
  }, [id, every]);

  return { ended: id !== undefined && endedId === id };
}
