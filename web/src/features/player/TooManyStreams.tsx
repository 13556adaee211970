import { useState, type ReactNode } from 'react';
import { StreamMessages, type StreamSessionView } from '@streamhub/contracts';
import { toast } from '@streamhub/web-kit';
import { ApiRequestError, errorMessage } from '../../shared/api/client';
import { PlayerMessage } from './PlayerMessage';
import { stopSession } from './stream-sessions-api';

const since = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * Every screen of the plan is in use: the devices watching (name, title, since when) and "Stop
 * watching there", which ends that device's session (it stops at its next heartbeat) so this one
 * can watch. A device whose heartbeats stopped (a killed browser) is listed first as not
 * responding, with "End it now": its screen is freed at once instead of after its timeout.
 */
export function TooManyStreams({
  streams,
  screens,
  onFreed,
  children,
}: {
  streams: StreamSessionView[];
  screens: number;
  onFreed: () => void;
  children?: ReactNode;
}) {
  const [stopping, setStopping] = useState<string | null>(null);
  const stop = async (id: string) => {
    setStopping(id);
    try {
      await stopSession(id);
      toast.success(StreamMessages.sessionStopped);
    } catch (error) {
      // Already gone (it stopped by itself): the screen is free either way.
      if (!(error instanceof ApiRequestError && error.status === 404)) toast.error(errorMessage(error));
    } finally {
      setStopping(null);
    }
    onFreed();
  };
  return (
    <PlayerMessage
      title={StreamMessages.tooManyStreams}
      hint={StreamMessages.tooManyStreamsHint(screens)}
      details={
        <ul className="stream-devices" aria-label="Devices watching now">
          {[...streams.filter((s) => s.stale), ...streams.filter((s) => !s.stale)].map((s) => (
            <li key={s.id} className={s.stale ? 'stream-device--stale' : undefined}>
              <div>
                <strong>{s.deviceName}</strong>
                <span className="muted">
                  {s.title} · since {since(s.since)}
                </span>
                {s.stale && (
                  <span className="stream-device-stale">{StreamMessages.sessionStale(since(s.lastSeen))}</span>
                )}
              </div>
              <button
                type="button"
                className={s.stale ? 'btn btn-primary' : 'btn btn-ghost'}
                disabled={stopping !== null}
                aria-label={
                  s.stale ? `${StreamMessages.endStaleSession} on ${s.deviceName}` : `Stop watching on ${s.deviceName}`
                }
                onClick={() => void stop(s.id)}
              >
                {stopping === s.id ? 'Stopping…' : s.stale ? StreamMessages.endStaleSession : 'Stop watching there'}
              </button>
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </PlayerMessage>
  );
}
