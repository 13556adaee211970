import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DRM_TRACK_TYPES,
  DrmMessages,
  type ContentKeysReply,
  type ContentProtection,
  type WrappedContentKey,
} from '@streamhub/contracts';
import { KeyRing, ServiceError, contentKeyContext, newContentKey } from '@streamhub/nest-kit';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { ContentKeysRepository } from './content-keys.repository';

/**
 * The key service (docs/drm.md): one content key per track type of a protected title (audio, SD,
 * HD, UHD), made once, stored and handed on only wrapped by the key-encryption key. The worker and
 * the gateway's licence endpoint unwrap them; nothing here logs or sends a key in the clear.
 */
@Injectable()
export class ContentKeysService {
  private readonly logger = new Logger(ContentKeysService.name);
  private readonly ring: KeyRing | null;
  private readonly defaults: { upload: ContentProtection; seed: ContentProtection };

  constructor(
    private readonly keys: ContentKeysRepository,
    @Inject(CATALOG_CONFIG)
    config: Pick<CatalogConfig, 'DRM_KEK'> &
      Partial<Pick<CatalogConfig, 'DEFAULT_PROTECTION' | 'SEED_DEMO_PROTECTION'>>,
  ) {
    this.ring = config.DRM_KEK ? new KeyRing(config.DRM_KEK) : null;
    const upload = config.DEFAULT_PROTECTION ?? 'protected';
    // Without a KEK nothing can be encrypted: titles that do not ask for protection stay clear.
    this.defaults = this.ring
      ? { upload, seed: config.SEED_DEMO_PROTECTION ?? upload }
      : { upload: 'clear', seed: 'clear' };
    if (!this.ring) this.logger.warn('DRM_KEK is not set: new titles are clear unless uploaded as protected (refused)');
  }

  /** The protection of a new title that does not say: of an upload, or of generated demo media. */
  defaultProtection(of: 'upload' | 'seed' = 'upload'): ContentProtection {
    return this.defaults[of];
  }

  /** The title's wrapped keys, made now if it has none (a re-encode keeps its keys). */
  async forEncode(videoId: string): Promise<WrappedContentKey[]> {
    const ring = this.ring;
    if (!ring) throw ServiceError.invalid(DrmMessages.protectionUnavailable);
    const existing = await this.keys.find(videoId);
    if (existing) return existing;
    const fresh = DRM_TRACK_TYPES.map((track) => {
      const { kid, key } = newContentKey();
      return { track, kid, wrapped: ring.wrap(key, contentKeyContext(videoId, kid)) };
    });
    const kept = await this.keys.keep(videoId, fresh);
    this.logger.log(`content keys made for ${videoId} (${kept.map((k) => `${k.track} ${k.kid}`).join(', ')})`);
    return kept;
  }

  /** The title's AUDIO key (wrapped), for an audio language uploaded after the encode. */
  async forAudio(videoId: string): Promise<WrappedContentKey[]> {
    return (await this.forEncode(videoId)).filter((k) => k.track === 'AUDIO');
  }

  /** For the licence endpoint: the wrapped keys (none: the title is clear). */
  async reply(videoId: unknown): Promise<ContentKeysReply> {
    if (typeof videoId !== 'string' || !/^[0-9a-f]{24}$/.test(videoId))
      throw ServiceError.invalid(DrmMessages.licenceRequestInvalid);
    const keys = await this.keys.find(videoId);
    return keys ? { protection: 'protected', keys } : { protection: 'clear', keys: [] };
  }
}
