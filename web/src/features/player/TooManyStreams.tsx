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
 * can watch.
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
          {streams.map((s) => (
            <li key={s.id}>
              <div>
                <strong>{s.deviceName}</strong>
                <span className="muted">
                  {s.title} · since {since(s.since)}
                </span>
              </div>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={stopping !== null}
                aria-label={`Stop watching on ${s.deviceName}`}
                onClick={() => void stop(s.id)}
              >
                {stopping === s.id ? 'Stopping…' : 'Stop watching there'}
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
