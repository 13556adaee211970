import { Inject, Injectable } from '@nestjs/common';
import {
  API_PREFIX,
  STREAM_MANIFESTS,
  type EpisodeDetail,
  type StreamLocation,
  type TrailerLinks,
  type Video,
} from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ANYONE, signMediaToken, verifyMediaToken, type MediaGrant } from './media-token';

/** Signs playback URLs for one user and checks them when they come back. */
@Injectable()
export class MediaSigner {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /**
   * The video with its DASH and HLS sources (and storyboard, when it has one), valid for
   * MEDIA_URL_TTL_MINUTES, bound to the user, and to the plan's quality cap and the device's
   * stream session when there are (admins have neither).
   */
  sign(
    video: Video,
    stream: StreamLocation,
    userId: string,
    limits: { maxHeight?: number; session?: string } = {},
    now = Date.now(),
  ): Video {
    const minutes = this.config.MEDIA_URL_TTL_MINUTES;
    const expiresAt = Math.floor(now / 1000) + minutes * 60;
    const token = signMediaToken({ videoId: video._id, userId, expiresAt, ...limits }, this.config.MEDIA_URL_SECRET);
    const base = `/${API_PREFIX}/media/s/${token}/`;
    // The tallest rendition this viewer plays.
    const tallest = stream.heights.find((h) => limits.maxHeight === undefined || h <= limits.maxHeight);
    const quality = tallest !== undefined ? `${tallest}p` : 'auto';
    const sources = [
      { type: 'dash', quality, url: `${base}${stream.dash}` },
      { type: 'hls', quality, url: `${base}${stream.hls}` },
    ];
    const signed: Video = {
      ...video,
      sources,
      defaultUrl: sources[0]!.url,
      expiresIn: `${minutes} minutes`,
    };
    if (stream.storyboard) signed.storyboardUrl = `${base}${stream.storyboard}`;
    // A protected title's keys come from the licence endpoint (docs/drm.md).
    if (video.protection === 'protected') signed.licenceUrl = `/${API_PREFIX}/drm/licence/${video._id}`;
    return signed;
  }

  /**
   * The DASH manifest URL of a video's transcoded trailer, for anyone (the HLS master playlist sits
   * beside it under the same token). It may be answered from the catalog cache, so it lasts the
   * cache's lifetime longer than a stream URL: a cached copy still has MEDIA_URL_TTL_MINUTES left.
   */
  trailerUrl(videoId: string, now = Date.now()): string {
    const lifetime = this.config.MEDIA_URL_TTL_MINUTES * 60 + Math.ceil(this.config.CATALOG_CACHE_TTL_MS / 1000);
    const expiresAt = Math.floor(now / 1000) + lifetime;
    const token = signMediaToken(
      { videoId, userId: ANYONE, expiresAt, scope: 'trailer' },
      this.config.MEDIA_URL_SECRET,
    );
    return `/${API_PREFIX}/media/s/${token}/${STREAM_MANIFESTS.dash}`;
  }

  /** `trailer` and `seriesTrailerUrl` of the video as signed URLs where its trailers are transcoded. */
  withTrailers(video: Video, links: TrailerLinks | undefined, now = Date.now()): Video {
    if (!links) return video;
    return {
      ...video,
      trailer: links.videos.includes(video._id) ? this.trailerUrl(video._id, now) : video.trailer,
      seriesTrailerUrl: links.series ? this.trailerUrl(links.series, now) : video.seriesTrailerUrl,
    };
  }

  /** An episode with its trailers signed (see withTrailers); the links themselves are not passed on. */
  episodeWithTrailers(detail: EpisodeDetail, now = Date.now()): EpisodeDetail {
    const { trailers, ...episode } = detail;
    if (!trailers) return episode;
    const seriesTrailerUrl = trailers.series ? this.trailerUrl(trailers.series, now) : null;
    const series =
      episode.series || seriesTrailerUrl
        ? {
            episodeName: episode.episodeName,
            seriesPosterUrl: null,
            seriesThumbUrl: null,
            ...episode.series,
            seriesTrailerUrl: seriesTrailerUrl ?? episode.series?.seriesTrailerUrl ?? null,
          }
        : null;
    return { ...episode, series, parts: episode.parts.map((part) => this.withTrailers(part, trailers, now)) };
  }

  verify(token: string, now = Date.now()): MediaGrant | null {
    return verifyMediaToken(token, this.config.MEDIA_URL_SECRET, Math.floor(now / 1000));
  }
}
