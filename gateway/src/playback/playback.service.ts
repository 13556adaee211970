import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  CatalogMessages,
  DEFAULT_AGE_RATING,
  LiveMessages,
  MediaMessages,
  PLAN_QUALITY_HEIGHT,
  ProfileMessages,
  STREAM_SESSION_HEADER,
  StreamMessages,
  playBlock,
  type LivePlayback,
  type LivePlaybackGrant,
  type PlaybackReply,
  type PlaybackVideoReply,
  type Principal,
} from '@streamhub/contracts';
import { ok, type ApiResult } from '../common/api-result';
import { LiveSigner } from '../live/live-signer';
import { MediaSigner } from '../media/media-signer';
import { effectiveCap } from '../media/quality-cap';
import { deviceOf } from '../streams/device';
import {
  sessionView,
  StreamSessions,
  tokenBindingOf,
  wantedSession,
  type StoredSession,
  type WantedSession,
} from '../streams/stream-sessions';

/** Who asks to play, as the request tells: the principal, the playback it names, its token and device. */
export interface Viewer {
  principal?: Principal;
  /** What X-Stream-Session asks for; null: the details only, no playback. */
  wanted: WantedSession | null;
  /** The access token's binding (tokenBindingOf): only it renews or beats the sessions it opens. */
  owner: string;
  device: { id: string; name: string };
}

/** The viewer a request describes (headers and address); pure, for the controllers. */
export function viewerOf(
  request: { headers: Record<string, string | string[] | undefined>; ip?: string },
  principal: Principal | undefined,
): Viewer {
  const device = deviceOf(request, principal?.userId ?? '');
  return {
    ...(principal ? { principal } : {}),
    wanted: wantedSession(request.headers[STREAM_SESSION_HEADER]),
    owner: tokenBindingOf(request),
    device: { id: device.id, name: device.name },
  };
}

/** A playback the plan's screens admit: its session, or the sessions that hold every screen. */
type Seat = { ok: true; session: StoredSession } | { ok: false; others: StoredSession[] };

/**
 * What a viewer may play and with what (docs/media.md "Screens", docs/profiles.md, docs/live.md):
 * the active profile's limits (maturity, age confirmation, PIN) before anything is signed, then
 * catalog's entitlement answer, then the plan's screens (a stream session opened or renewed, or
 * refused when every screen is taken) and its quality cap, and last the signed URLs bound to the
 * viewer, the cap and the session. Titles and live events follow the same rules; controllers only
 * read the request and call this.
 */
@Injectable()
export class PlaybackService {
  constructor(
    private readonly signer: MediaSigner,
    private readonly liveSigner: LiveSigner,
    private readonly streams: StreamSessions,
  ) {}

  /**
   * A title's playback reply (GET /videos/{id}) from catalog's answer: the details only, with the
   * code that says why, unless the viewer may play it now; then its signed sources and session.
   */
  async title(playback: PlaybackReply, viewer: Viewer): Promise<ApiResult<PlaybackVideoReply>> {
    const { principal } = viewer;
    // Trailers are promotional: signed for anyone, with or without access to the video itself.
    // The active profile's limits come before the plan: nothing playable is signed for a title above
    // its limit (not even the trailer), and no sources while a lock or the age confirmation stands.
    const rating = playback.video.ageRating ?? DEFAULT_AGE_RATING;
    const block = playBlock(rating, principal?.profile);
    if (block === 'PROFILE_LIMIT' && principal?.profile) {
      const limit = principal.profile.maturityLimit;
      return ok({ video: playback.video }, ProfileMessages.profileLimit(rating, limit), block);
    }
    const video = this.signer.withTrailers(playback.video, playback.trailers);
    if (playback.access === 'sign-in') return ok({ video }, MediaMessages.signInRequired);
    if (block === 'AGE_CONFIRMATION_REQUIRED') return ok({ video }, ProfileMessages.ageConfirmationToPlay, block);
    if (block === 'PIN_REQUIRED') return ok({ video }, ProfileMessages.pinToPlay, block);
    if (playback.access === 'subscription')
      return ok({ video }, MediaMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
    if (playback.access !== 'granted' || !playback.stream || !principal) {
      return ok({ video }, CatalogMessages.videoFetched);
    }
    const tier = playback.tier;
    if (!tier)
      return ok({ video: this.signer.sign(video, playback.stream, principal.userId) }, CatalogMessages.videoFetched);
    // A plan's screens: this playback's stream session (the one the player names, or the token's
    // default one, or a new one), unless every screen is in use by other playbacks.
    if (!viewer.wanted) return ok({ video }, CatalogMessages.videoFetched);
    const seat = await this.seat(principal, viewer, viewer.wanted, video._id, video.videoTitle || video.title, tier);
    if (!seat.ok) {
      const streams = this.views(seat.others, viewer);
      return ok({ video, streams, screens: tier.screens }, StreamMessages.tooManyStreams, 'TOO_MANY_STREAMS');
    }
    const maxHeight = effectiveCap(playback.stream.heights, PLAN_QUALITY_HEIGHT[tier.maxQuality]);
    const signed = this.signer.sign(video, playback.stream, principal.userId, {
      maxHeight,
      session: seat.session.id,
    });
    return ok({ video: signed, session: this.streams.grant(seat.session) }, CatalogMessages.videoFetched);
  }

  /**
   * A live event's playback (GET /live-events/{id}/playback) from catalog's grant (it is live and the
   * viewer's plan or ticket opens it): the profile's limits, then on a plan a stream session like a
   * title's (a live play takes one of the plan's screens), then URLs signed with the plan's quality
   * cap and the session. Refusals are 403 with their code (TOO_MANY_STREAMS as the DRM licence's).
   */
  async live(grant: LivePlaybackGrant, viewer: Viewer & { principal: Principal }): Promise<ApiResult<LivePlayback>> {
    const { principal } = viewer;
    const rating = grant.event.ageRating;
    const block = playBlock(rating, principal.profile);
    if (block === 'PROFILE_LIMIT' && principal.profile)
      refuse(ProfileMessages.profileLimit(rating, principal.profile.maturityLimit), block);
    if (block === 'AGE_CONFIRMATION_REQUIRED') refuse(ProfileMessages.ageConfirmationToPlay, block);
    if (block === 'PIN_REQUIRED') refuse(ProfileMessages.pinToPlay, block);
    if (!grant.maxQuality || grant.screens === undefined)
      return ok(this.liveSigner.sign(grant.event, principal.userId), LiveMessages.playbackReady);
    // A live play takes a screen like a title's: the token's default playback unless the player names
    // one (X-Stream-Session: none asks for no playback, which a live page has no use for).
    const wanted = viewer.wanted ?? { kind: 'default' };
    const seat = await this.seat(principal, viewer, wanted, grant.event._id, grant.event.title, {
      screens: grant.screens,
    });
    if (!seat.ok) refuse(StreamMessages.tooManyStreams, 'TOO_MANY_STREAMS');
    // The cap is the plan's height; the rungs above it are left out of the manifests when they are
    // read (live-manifests.ts), where the ladder's rungs are known.
    const signed = this.liveSigner.sign(grant.event, principal.userId, {
      maxHeight: PLAN_QUALITY_HEIGHT[grant.maxQuality],
      session: seat.session.id,
    });
    return ok({ ...signed, session: this.streams.grant(seat.session) }, LiveMessages.playbackReady);
  }

  private seat(
    principal: Principal,
    viewer: Viewer,
    wanted: WantedSession,
    id: string,
    title: string | undefined,
    tier: { screens: number },
  ): Promise<Seat> {
    return this.streams.open(
      principal.userId,
      viewer.owner,
      wanted,
      viewer.device,
      { id, title: title || 'Untitled' },
      tier.screens,
    );
  }

  private views(others: StoredSession[], viewer: Viewer) {
    return others.map((s) =>
      sessionView(s, { owner: viewer.owner, deviceId: viewer.device.id }, { staleAfterMs: this.streams.staleAfterMs }),
    );
  }
}

type LiveRefusal = 'PROFILE_LIMIT' | 'AGE_CONFIRMATION_REQUIRED' | 'PIN_REQUIRED' | 'TOO_MANY_STREAMS';

function refuse(message: string, code: LiveRefusal): never {
  throw new ForbiddenException({ message, code });
}
