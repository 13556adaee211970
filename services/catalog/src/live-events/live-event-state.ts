import { LIVE_LIMITS, type LiveEventState } from '@streamhub/contracts';
import type { StoredLiveState } from './live-event.schema';

export interface LiveStateFields {
  state: StoredLiveState;
  encoderLeftAt: Date | null;
}

/**
 * The state a viewer sees. A live event whose encoder left stays live for the reconnect grace (the
 * encoder may come back without ending the event), and is ended after it; no timer is needed.
 */
export function effectiveState(
  event: LiveStateFields,
  now: Date,
  graceSeconds: number = LIVE_LIMITS.reconnectGraceSeconds,
): LiveEventState {
  if (event.state !== 'live' || event.encoderLeftAt === null) return event.state;
  return now.getTime() - event.encoderLeftAt.getTime() > graceSeconds * 1000 ? 'ended' : 'live';
}

/** Oldest `encoderLeftAt` from which an encoder may still reconnect at `now`. */
export function graceCutoff(now: Date, graceSeconds: number = LIVE_LIMITS.reconnectGraceSeconds): Date {
  return new Date(now.getTime() - graceSeconds * 1000);
}

export interface RecordingFields extends LiveStateFields {
  encoderConnectedAt: Date | null;
  recordingConnection: string | null;
  vodVideoId: string | null;
}

/** How much earlier than the publish check a ladder's connection name may be stamped (clocks of two hosts). */
export const CONNECTION_CLOCK_SKEW_MS = 5_000;

/** When a ladder connection started: its name is `c` + base-36 milliseconds (deploy/local/live-transcode.mjs). */
export function connectionStartedAt(connection: string): Date | null {
  const ms = parseInt(connection.slice(1), 36);
  return connection.startsWith('c') && Number.isFinite(ms) ? new Date(ms) : null;
}

/**
 * Whether the event's recording is complete, so its title can be made (docs/live.md, "Live to VOD"):
 * the event has ended, the encoder has left (its ladder uploads on leaving), and the stored recording
 * is of the last connection (it holds every earlier one), not an upload that overtook it.
 */
export function recordingComplete(event: RecordingFields, now: Date, graceSeconds?: number): boolean {
  if (event.vodVideoId !== null || event.recordingConnection === null) return false;
  if (effectiveState(event, now, graceSeconds) !== 'ended' || event.encoderLeftAt === null) return false;
  const started = connectionStartedAt(event.recordingConnection);
  if (!started) return false;
  return (
    !event.encoderConnectedAt || started.getTime() >= event.encoderConnectedAt.getTime() - CONNECTION_CLOCK_SKEW_MS
  );
}
