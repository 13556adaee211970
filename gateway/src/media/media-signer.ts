import { Inject, Injectable } from '@nestjs/common';
import { API_PREFIX, type StreamLocation, type Video } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { signMediaToken, verifyMediaToken, type MediaGrant } from './media-token';

/** Signs playback URLs for one user and checks them when they come back. */
@Injectable()
export class MediaSigner {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /**
   * The video with its DASH and HLS sources (and storyboard, when it has one), valid for
   * MEDIA_URL_TTL_MINUTES, bound to the user.
   */
  sign(video: Video, stream: StreamLocation, userId: string, now = Date.now()): Video {
    const minutes = this.config.MEDIA_URL_TTL_MINUTES;
    const expiresAt = Math.floor(now / 1000) + minutes * 60;
    const token = signMediaToken({ videoId: video._id, userId, expiresAt }, this.config.MEDIA_URL_SECRET);
    const base = `/${API_PREFIX}/media/s/${token}/`;
    const quality = stream.heights.length > 0 ? `${stream.heights[0]}p` : 'auto';
    const sources = [
      { type: 'dash', quality, url: `${base}${stream.dash}` },
      { type: 'hls', quality, url: `${base}${stream.hls}` },
    ];
    const signed: Video = { ...video, sources, defaultUrl: sources[0]!.url, expiresIn: `${minutes} minutes` };
    if (stream.storyboard) signed.storyboardUrl = `${base}${stream.storyboard}`;
    return signed;
  }

  verify(token: string, now = Date.now()): MediaGrant | null {
    return verifyMediaToken(token, this.config.MEDIA_URL_SECRET, Math.floor(now / 1000));
  }
}
