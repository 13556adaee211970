import { useState, type ReactNode } from 'react';
import type { StreamSessionView } from '@streamhub/contracts';
import { formatTime } from '../../shared/i18n/format';
import { useT } from '../../shared/i18n/i18n';
import { toast } from '@streamhub/web-kit';
import { ApiRequestError, errorMessage } from '../../shared/api/client';
import { PlayerMessage } from './PlayerMessage';
import { stopSession } from './stream-sessions-api';

const since = (iso: string) => formatTime(iso);

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
  const t = useT();
  const [stopping, setStopping] = useState<string | null>(null);
  const stop = async (id: string) => {
    setStopping(id);
    try {
      await stopSession(id);
      toast.success(t('player.sessionStopped'));
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
      title={t('player.tooManyStreams')}
      hint={t('player.tooManyStreamsHint', { screens })}
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
                  <span className="stream-device-stale">{t('player.sessionStale', { time: since(s.lastSeen) })}</span>
                )}
              </div>
              <button
                type="button"
                className={s.stale ? 'btn btn-primary' : 'btn btn-ghost'}
                disabled={stopping !== null}
                aria-label={
                  s.stale
                    ? t('player.endStaleOn', { device: s.deviceName })
                    : t('player.stopWatchingOn', { device: s.deviceName })
                }
                onClick={() => void stop(s.id)}
              >
                {stopping === s.id
                  ? t('player.stopping')
                  : s.stale
                    ? t('player.endStale')
                    : t('player.stopWatchingThere')}
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
