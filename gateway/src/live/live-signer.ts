import { Inject, Injectable } from '@nestjs/common';
import { API_PREFIX, LIVE_FILE_PATTERN, LIVE_MANIFESTS, type LiveEvent, type LivePlayback } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { signMediaToken, verifyMediaToken, type MediaGrant } from '../media/media-token';
import { liveMediaSecret } from './live-secrets';

/**
 * Signs live playback URLs (`/api/v1/live/s/<token>/<file>`, the token naming the event and the
 * viewer) and checks them for the media edge. The token format is the titles' (media-token.ts)
 * under a key of its own (live-secrets.ts).
 */
@Injectable()
export class LiveSigner {
  private readonly secret: string;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    this.secret = liveMediaSecret(config.MEDIA_URL_SECRET);
  }

  /**
   * The event's manifests signed for the viewer, bound to the plan's quality cap and the stream
   * session when there are (admins have neither).
   */
  sign(
    event: LiveEvent,
    userId: string,
    limits: { maxHeight?: number; session?: string } = {},
    now = Date.now(),
  ): LivePlayback {
    const minutes = this.config.MEDIA_URL_TTL_MINUTES;
    const token = signMediaToken(
      { videoId: event._id, userId, expiresAt: Math.floor(now / 1000) + minutes * 60, ...limits },
      this.secret,
    );
    const base = `/${API_PREFIX}/live/s/${token}/`;
    return {
      event,
      sources: [
        { type: 'dash', url: `${base}${LIVE_MANIFESTS.dash}` },
        { type: 'hls', url: `${base}${LIVE_MANIFESTS.hls}` },
      ],
      expiresIn: `${minutes} minutes`,
    };
  }

  /** The grant of an untampered, unexpired live token for a file of the event's directory; null otherwise. */
  admit(token: string, file: string, now = Date.now()): MediaGrant | null {
    if (!LIVE_FILE_PATTERN.test(file)) return null;
    const grant = verifyMediaToken(token, this.secret, Math.floor(now / 1000));
    return grant && /^[0-9a-f]{24}$/.test(grant.videoId) && grant.scope === undefined ? grant : null;
  }
}
