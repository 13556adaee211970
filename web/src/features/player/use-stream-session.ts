import { useEffect, useRef, useState } from 'react';
import type { StreamSessionGrant } from '@streamhub/contracts';
import { ApiRequestError } from '../../shared/api/client';
import { beatOf, holdSession, nextBeat, releaseSession } from './player-session';
import { sendHeartbeat, stopSession } from './stream-sessions-api';

/**
 * How long a session outlives its player's unmount: the next player of this page (the next
 * episode, React's development double mount) renews it within that instead of taking a new screen.
 */
const LEAVE_GRACE_MS = 3_000;

// A session whose player unmounted, ended a moment later unless a player of this page mounts it again.
const leaving = new Map<string, number>();
// Sessions with a heartbeat on the way: one at a time, as a beat is good once.
const beating = new Set<string>();

/**
 * Keeps this player's stream session alive while the player is open (a heartbeat every
 * `heartbeatSeconds`, each sending the beat the last reply gave) and ends it when the viewer
 * leaves the player or closes the page, so the screen is free again. `ended` turns true when the
 * server says the session is over (stopped from another device, idle too long, or played in two
 * places): the player stops.
 */
export function useStreamSession(session: StreamSessionGrant | null | undefined): { ended: boolean } {
  const [endedId, setEndedId] = useState<string | null>(null);
  const id = session?.id;
  const firstBeat = useRef('');
  firstBeat.current = session?.beat ?? '';
  const every = (session?.heartbeatSeconds ?? 30) * 1000;

  useEffect(() => {
    if (!id) return;
    const pending = leaving.get(id);
    if (pending !== undefined) {
      window.clearTimeout(pending);
      leaving.delete(id);
    }
    holdSession(id, firstBeat.current);
    const timer = window.setInterval(() => {
      if (beating.has(id)) return;
      beating.add(id);
      sendHeartbeat(id, beatOf(id))
        .then((beat) => nextBeat(id, beat))
        .catch((error: unknown) => {
          if (error instanceof ApiRequestError && error.code === 'STREAM_ENDED') {
            releaseSession(id);
            setEndedId(id);
          }
        })
        .finally(() => beating.delete(id));
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
          releaseSession(id);
          void stopSession(id, { keepalive: true }).catch(() => undefined);
        }, LEAVE_GRACE_MS),
      );
    };
  }, [id, every]);

  return { ended: id !== undefined && endedId === id };
}
