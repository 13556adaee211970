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
