import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CatalogPatterns,
  DEFAULT_AGE_RATING,
  DEFAULT_PLAN_DOWNLOAD_DEVICES,
  DEFAULT_PLAN_DOWNLOADS,
  DOWNLOAD_QUALITIES,
  DownloadMessages,
  DownloadPatterns,
  DrmMessages,
  MediaMessages,
  PLAN_QUALITY_HEIGHT,
  ProfileMessages,
  downloadHeight,
  downloadSizeBytes,
  drmTrackOfHeight,
  kidToBase64Url,
  playBlock,
  type ApiErrorCode,
  type ClearKeyJwk,
  type DownloadAllowance,
  type DownloadLicence,
  type DownloadOptions,
  type DownloadQuality,
  type PlaybackReply,
  type Principal,
  type StoredDownload,
} from '@streamhub/contracts';
import { KeyRing, ServiceError, contentKeyContext } from '@streamhub/nest-kit';
import { UserAccessStates } from '../auth/user-access-states';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { effectiveCap } from '../media/quality-cap';

export interface DownloadCaller {
  principal: Principal;
  device: { id: string; name: string };
}

/** What the checks of a title found: the playback reply, the plan's allowance and quality cap. */
interface Checked {
  playback: PlaybackReply & { stream: NonNullable<PlaybackReply['stream']> };
  allowance: DownloadAllowance;
  capHeight: number | undefined;
}

/**
 * Download licences (docs/offline.md). Every grant, play and renewal passes the same checks as
 * playback (the profile's limits, a plan that includes the title) and the plan's download
 * allowance; catalog keeps the licences and their expiry. A protected title's licence carries
 * the ClearKey keys of its audio and of the kept rendition only.
 */
@Injectable()
export class DownloadsService {
  private readonly ring: KeyRing | null;

  constructor(
    private readonly upstream: Upstream,
    private readonly states: UserAccessStates,
    @Inject(GATEWAY_CONFIG) config: Pick<GatewayConfig, 'DRM_KEK'>,
  ) {
    this.ring = config.DRM_KEK ? new KeyRing(config.DRM_KEK) : null;
  }

  /** The qualities a title downloads at for this viewer, with their renditions and estimated sizes. */
  async options(videoId: string, principal: Principal): Promise<DownloadOptions> {
    const { playback, capHeight } = await this.check(videoId, principal);
    const seconds = playback.stream.durationSeconds ?? playback.video.durationSeconds ?? 0;
    return {
      videoId: playback.video._id,
      options: DOWNLOAD_QUALITIES.map((quality) => {
        const height = downloadHeight(playback.stream.heights, quality, capHeight) ?? 0;
        return { quality, height, sizeBytes: downloadSizeBytes(height, seconds) };
      }),
    };
  }

  async grant(videoId: string, quality: DownloadQuality, caller: DownloadCaller): Promise<DownloadLicence> {
    const { playback, allowance, capHeight } = await this.check(videoId, caller.principal);
    const height = downloadHeight(playback.stream.heights, quality, capHeight);
    if (height === null) refuse(DownloadMessages.notReady, 'FORBIDDEN');
    const stored = await this.upstream.send(
      DownloadPatterns.grant,
      {
        videoId: playback.video._id,
        title: playback.video.videoTitle || playback.video.title || 'Untitled',
        quality,
        height: height!,
        device: caller.device,
        allowance,
        revokedSessions: await this.revoked(caller.principal),
      },
      caller.principal,
    );
    return this.view(stored, caller, await this.keysFor(playback, stored.height));
  }

  async list(caller: DownloadCaller): Promise<{ downloads: DownloadLicence[] }> {
    const revokedSessions = await this.revoked(caller.principal);
    const { downloads } = await this.upstream.send(DownloadPatterns.list, { revokedSessions }, caller.principal);
    return { downloads: downloads.map((d) => this.view(d, caller, null)) };
  }

  /** The app plays a download (online): the title is checked again and the first play starts the play window. */
  async play(id: string, caller: DownloadCaller): Promise<DownloadLicence> {
    const stored = await this.own(id, caller);
    const { playback } = await this.check(stored.videoId, caller.principal);
    const revokedSessions = await this.revoked(caller.principal);
    const played = await this.upstream.send(DownloadPatterns.play, { id, revokedSessions }, caller.principal);
    return this.view(played, caller, await this.keysFor(playback, played.height));
  }

  /** The app renews a download when online (at start, and before it expires): a fresh licence period. */
  async renew(id: string, caller: DownloadCaller): Promise<DownloadLicence> {
    const stored = await this.own(id, caller);
    const { playback, allowance } = await this.check(stored.videoId, caller.principal);
    const revokedSessions = await this.revoked(caller.principal);
    const renewed = await this.upstream.send(
      DownloadPatterns.renew,
      { id, allowance, revokedSessions },
      caller.principal,
    );
    return this.view(renewed, caller, await this.keysFor(playback, renewed.height));
  }

  async remove(id: string, caller: DownloadCaller): Promise<{ downloads: DownloadLicence[] }> {
    const revokedSessions = await this.revoked(caller.principal);
    const { downloads } = await this.upstream.send(DownloadPatterns.remove, { id, revokedSessions }, caller.principal);
    return { downloads: downloads.map((d) => this.view(d, caller, null)) };
  }

  /** The same checks as playback and the licence endpoint (docs/drm.md), then the plan's allowance. */
  private async check(videoId: string, principal: Principal): Promise<Checked> {
    const playback = await this.upstream.send(CatalogPatterns.getPlayback, { id: videoId }, principal);
    const rating = playback.video.ageRating ?? DEFAULT_AGE_RATING;
    const block = playBlock(rating, principal.profile);
    if (block === 'PROFILE_LIMIT' && principal.profile)
      refuse(ProfileMessages.profileLimit(rating, principal.profile.maturityLimit), 'PROFILE_LIMIT');
    if (block === 'AGE_CONFIRMATION_REQUIRED') refuse(ProfileMessages.ageConfirmationToPlay, block);
    if (block === 'PIN_REQUIRED') refuse(ProfileMessages.pinToPlay, block);
    if (playback.access === 'sign-in') refuse(DrmMessages.signInRequired, 'SIGN_IN_REQUIRED');
    if (playback.access === 'subscription') refuse(MediaMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
    if (playback.access !== 'granted' || !playback.stream) refuse(DownloadMessages.notReady, 'FORBIDDEN');
    const tier = playback.tier;
    const allowance: DownloadAllowance = {
      titles: tier?.downloads ?? DEFAULT_PLAN_DOWNLOADS,
      devices: tier?.downloadDevices ?? DEFAULT_PLAN_DOWNLOAD_DEVICES,
    };
    if (allowance.titles <= 0) refuse(DownloadMessages.notAllowed, 'DOWNLOADS_NOT_IN_PLAN');
    const capHeight = tier ? effectiveCap(playback.stream!.heights, PLAN_QUALITY_HEIGHT[tier.maxQuality]) : undefined;
    return { playback: playback as Checked['playback'], allowance, capHeight };
  }

  /** A licence of this device: another device's licence is not played or renewed here. */
  private async own(id: string, caller: DownloadCaller): Promise<StoredDownload> {
    const revokedSessions = await this.revoked(caller.principal);
    const stored = await this.upstream.send(DownloadPatterns.get, { id, revokedSessions }, caller.principal);
    if (stored.deviceId !== caller.device.id) throw new NotFoundException(DownloadMessages.notFound);
    return stored;
  }

  /** The device sessions of the account that were signed out: their licences are revoked. */
  private async revoked(principal: Principal): Promise<string[]> {
    const state = await this.states.get(principal.userId);
    return state.deleted ? [] : (state.revokedSessions ?? []);
  }

  /**
   * A protected title's keys for an offline copy: the audio's and the kept rendition's track type
   * only. ClearKey has no persistent licences, so the app keeps these with the copy and stops using
   * them at the licence's expiry (docs/offline.md "Keys of an offline copy"). Null for a clear title.
   */
  private async keysFor(playback: PlaybackReply, height: number): Promise<ClearKeyJwk[] | null> {
    if (playback.video.protection !== 'protected') return null;
    const stored = await this.upstream.send(CatalogPatterns.contentKeys, { videoId: playback.video._id });
    if (stored.protection !== 'protected') return null;
    const ring = this.ring;
    if (!ring) throw ServiceError.invalid(DrmMessages.protectionUnavailable);
    const wanted = new Set(['AUDIO', drmTrackOfHeight(height)]);
    return stored.keys
      .filter((k) => wanted.has(k.track))
      .map((k) => ({
        kty: 'oct' as const,
        kid: kidToBase64Url(k.kid),
        k: ring.unwrap(k.wrapped, contentKeyContext(playback.video._id, k.kid)).toString('base64url'),
      }));
  }

  private view(stored: StoredDownload, caller: DownloadCaller, keys: ClearKeyJwk[] | null): DownloadLicence {
    return {
      id: stored.id,
      videoId: stored.videoId,
      title: stored.title,
      quality: stored.quality,
      height: stored.height,
      deviceId: stored.deviceId,
      deviceName: stored.deviceName,
      issuedAt: stored.issuedAt,
      expiresAt: stored.expiresAt,
      firstPlayedAt: stored.firstPlayedAt,
      current: stored.deviceId === caller.device.id,
      keys,
    };
  }
}

function refuse(message: string, code: ApiErrorCode): never {
  throw new ForbiddenException({ message, code });
}
