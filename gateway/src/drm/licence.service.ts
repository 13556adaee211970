import { ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CatalogPatterns,
  DEFAULT_AGE_RATING,
  DrmMessages,
  MediaMessages,
  PLAN_QUALITY_HEIGHT,
  ProfileMessages,
  StreamMessages,
  drmTrackAllowed,
  kidFromBase64Url,
  kidToBase64Url,
  playBlock,
  type ApiErrorCode,
  type ClearKeyLicence,
  type Principal,
  type StreamSessionGrant,
} from '@streamhub/contracts';
import { KeyRing, ServiceError, contentKeyContext } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { effectiveCap } from '../media/quality-cap';
import { StreamSessions, type WantedSession } from '../streams/stream-sessions';

/** Who asks: the principal (absent for a guest), the token binding, the device, the session the player names. */
export interface LicenceCaller {
  principal?: Principal;
  owner: string;
  device: { id: string; name: string };
  /** null: X-Stream-Session `none` (asks for no playback: refused like a full house would be). */
  wanted: WantedSession | null;
}

export interface LicenceGrant {
  licence: ClearKeyLicence;
  session: StreamSessionGrant | null;
}

/**
 * The ClearKey licence endpoint's decision (docs/drm.md): the same checks as the playback reply
 * (profile limits, plan, screens), then the keys of the requested key ids that the plan's quality
 * cap allows, unwrapped with the KEK. Every decision is written to the audit log (who, which title,
 * which key ids, which session, granted or why not), never a key.
 */
@Injectable()
export class LicenceService {
  private readonly logger = new Logger('DrmLicenceAudit');
  private readonly ring: KeyRing | null;

  constructor(
    private readonly upstream: Upstream,
    private readonly streams: StreamSessions,
    @Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'DRM_KEK'>,
  ) {
    this.ring = config.DRM_KEK ? new KeyRing(config.DRM_KEK) : null;
  }

  async licence(videoId: string, requestedKids: readonly string[], caller: LicenceCaller): Promise<LicenceGrant> {
    const audit = {
      videoId,
      userId: caller.principal?.userId ?? null,
      profileId: caller.principal?.profile?.id ?? null,
    };
    try {
      const grant = await this.decide(videoId, requestedKids, caller);
      this.logger.log({
        audit: 'drm.licence',
        outcome: 'granted',
        ...audit,
        kids: grant.licence.keys.map((k) => k.kid),
        session: grant.session?.id ?? null,
      });
      return grant;
    } catch (err) {
      const refusal = err as { getResponse?: () => unknown; message?: string };
      const response = refusal.getResponse?.();
      const code = typeof response === 'object' && response && 'code' in response ? response.code : undefined;
      this.logger.log({
        audit: 'drm.licence',
        outcome: 'refused',
        ...audit,
        code: code ?? null,
        reason: refusal.message,
      });
      throw err;
    }
  }

  private async decide(
    videoId: string,
    requestedKids: readonly string[],
    caller: LicenceCaller,
  ): Promise<LicenceGrant> {
    const kids = requestedKids.map(kidFromBase64Url);
    if (kids.some((k) => k === null)) throw ServiceError.invalid(DrmMessages.licenceRequestInvalid);
    const { principal } = caller;
    const playback = await this.upstream.send(CatalogPatterns.getPlayback, { id: videoId }, principal);
    const rating = playback.video.ageRating ?? DEFAULT_AGE_RATING;
    const block = playBlock(rating, principal?.profile);
    if (block === 'PROFILE_LIMIT' && principal?.profile)
      refuse(ProfileMessages.profileLimit(rating, principal.profile.maturityLimit), 'PROFILE_LIMIT');
    if (playback.access === 'sign-in' || !principal) refuse(DrmMessages.signInRequired, 'SIGN_IN_REQUIRED');
    if (block === 'AGE_CONFIRMATION_REQUIRED') refuse(ProfileMessages.ageConfirmationToPlay, block);
    if (block === 'PIN_REQUIRED') refuse(ProfileMessages.pinToPlay, block);
    if (playback.access === 'subscription') refuse(MediaMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
    if (playback.access !== 'granted' || !playback.stream) refuse(DrmMessages.notReady, 'FORBIDDEN');
    const stored = await this.upstream.send(CatalogPatterns.contentKeys, { videoId });
    // A clear title being re-packaged has keys already; it needs a licence only once it is protected.
    if (stored.protection !== 'protected' || playback.video.protection !== 'protected')
      throw new NotFoundException(DrmMessages.notProtected);
    const ring = this.ring;
    if (!ring) throw ServiceError.invalid(DrmMessages.protectionUnavailable);

    // A plan's screens: the licence opens or renews this playback's stream session, as the playback reply does.
    let maxHeight: number | undefined;
    let session: StreamSessionGrant | null = null;
    const tier = playback.tier;
    if (tier) {
      if (!caller.wanted) refuse(StreamMessages.tooManyStreams, 'TOO_MANY_STREAMS');
      const opened = await this.streams.open(
        principal!.userId,
        caller.owner,
        caller.wanted!,
        caller.device,
        { id: playback.video._id, title: playback.video.videoTitle || playback.video.title || 'Untitled' },
        tier.screens,
      );
      if (!opened.ok) refuse(StreamMessages.tooManyStreams, 'TOO_MANY_STREAMS');
      session = this.streams.grant(opened.session);
      maxHeight = effectiveCap(playback.stream!.heights, PLAN_QUALITY_HEIGHT[tier.maxQuality]);
    }
    const wanted = new Set(kids as string[]);
    const allowed = stored.keys.filter((k) => wanted.has(k.kid) && drmTrackAllowed(k.track, maxHeight));
    if (allowed.length === 0) {
      const known = stored.keys.some((k) => wanted.has(k.kid));
      refuse(known ? DrmMessages.aboveQualityCap : DrmMessages.unknownKeys, 'FORBIDDEN');
    }
    const keys = allowed.map((k) => ({
      kty: 'oct' as const,
      kid: kidToBase64Url(k.kid),
      k: base64Url(ring.unwrap(k.wrapped, contentKeyContext(videoId, k.kid))),
    }));
    return { licence: { keys, type: 'temporary' }, session };
  }
}

function refuse(message: string, code: ApiErrorCode): never {
  throw new ForbiddenException({ message, code });
}

const base64Url = (bytes: Buffer): string => bytes.toString('base64url');
