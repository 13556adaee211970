import {
  STREAM_SESSION_HEADER,
  type LiveEvent,
  type LivePlayback,
  type LiveTicketOrder,
  type StreamSessionView,
} from '@streamhub/contracts';
import { ApiRequestError, api, dataOf } from '../../shared/api/client';
import { playbackSessionHeader } from '../player/player-session';

/** Events live now, then those starting soon (docs/live.md, "Events"). */
export async function fetchLiveEvents(signal?: AbortSignal): Promise<LiveEvent[]> {
  const data = await dataOf(api.GET('/api/v1/live-events', { signal }));
  return data.events;
}

/** One event, also an ended one, with the title of its recording once made (docs/live.md, "Live to VOD"). */
export async function fetchLiveEvent(id: string, signal?: AbortSignal): Promise<LiveEvent> {
  return dataOf(api.GET('/api/v1/live-events/{id}', { params: { path: { id } }, signal }));
}

/** Why a live event does not play for this viewer now; null when it plays. */
export type LiveRefusal = 'not-live' | 'subscription-required' | 'purchase-required' | 'not-found';

export type LivePlaybackResult =
  | { playback: LivePlayback; refusal: null }
  | { playback: null; refusal: LiveRefusal }
  /** Every screen of the plan is in use: the playbacks holding them, to stop one (docs/live.md "Playback"). */
  | { playback: null; refusal: 'too-many-streams'; streams: StreamSessionView[]; screens: number };

/**
 * The event's signed live URLs, or why the viewer may not play it (its code, not its text, decides).
 * A live play holds a stream session like a title's: the page's held one is renewed, else a new one.
 */
export async function fetchLivePlayback(id: string, signal?: AbortSignal): Promise<LivePlaybackResult> {
  try {
    const playback = await dataOf(
      api.GET('/api/v1/live-events/{id}/playback', {
        params: { path: { id } },
        headers: { [STREAM_SESSION_HEADER]: playbackSessionHeader() },
        signal,
      }),
    );
    return { playback, refusal: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'TOO_MANY_STREAMS') {
      const { sessions, screens } = await dataOf(api.GET('/api/v1/playback/sessions', { signal }));
      return { playback: null, refusal: 'too-many-streams', streams: sessions, screens: screens ?? sessions.length };
    }
    const refusal = refusalOf(error);
    if (refusal) return { playback: null, refusal };
    throw error;
  }
}

function refusalOf(error: unknown): LiveRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'SUBSCRIPTION_REQUIRED') return 'subscription-required';
  if (error.code === 'PURCHASE_REQUIRED') return 'purchase-required';
  if (error.status === 409) return 'not-live';
  if (error.status === 404 || error.status === 400) return 'not-found';
  return null;
}

/** A pay-per-view event's ticket order (docs/live.md, "Pay-per-view"): the Razorpay order to pay in Checkout. */
export async function orderLiveTicket(id: string): Promise<LiveTicketOrder> {
  return dataOf(api.POST('/api/v1/live-events/{id}/order', { params: { path: { id } } }));
}
