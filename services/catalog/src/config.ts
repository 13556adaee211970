import Joi from 'joi';
import {
  CONTENT_PROTECTIONS,
  DOWNLOAD_LICENCE_SECONDS,
  DOWNLOAD_PLAY_WINDOW_SECONDS,
  type ContentProtection,
} from '@streamhub/contracts';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface CatalogConfig extends ServiceConfig {
  /** 'false' turns off the demo content inserted into an empty catalog at start. */
  SEED_DEMO_CATALOG: 'true' | 'false';
  /**
   * How many demo videos (oldest first) get generated media through the pipeline: 'all', or a
   * number (the test stack sends one); the others are seeded without media.
   */
  SEED_DEMO_MEDIA: 'all' | number;
  /** Redis of the media pipeline's job queue. */
  REDIS_URL: string;
  /** Key-encryption key of content keys (32 bytes, hex or base64; docs/drm.md); empty: no title can be protected. */
  DRM_KEK: string;
  /** Where encoders publish live events (the RTMP application URL; docs/live.md). */
  LIVE_RTMP_URL: string;
  /**
   * Protection of a new upload that does not say (docs/drm.md): `protected` (the default; trailers
   * and promos are uploaded as `clear`) or `clear`. Without DRM_KEK every title is clear.
   */
  DEFAULT_PROTECTION: ContentProtection;
  /** Protection of the titles SEED_DEMO_MEDIA generates; the same as DEFAULT_PROTECTION unless set. */
  SEED_DEMO_PROTECTION: ContentProtection;
  /** A download licence's life from its issue, and from its first play (docs/offline.md "Expiry"). */
  DOWNLOAD_LICENCE_SECONDS: number;
  DOWNLOAD_PLAY_WINDOW_SECONDS: number;
}

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export function loadCatalogConfig(): CatalogConfig {
  return loadServiceConfig<CatalogConfig>('catalog', {
    SEED_DEMO_CATALOG: Joi.string().valid('true', 'false').default('true'),
    SEED_DEMO_MEDIA: Joi.alternatives(Joi.number().integer().min(0), Joi.string().valid('all')).default('all'),
    REDIS_URL: Joi.string()
      .uri({ scheme: ['redis', 'rediss'] })
      .required(),
    DRM_KEK: Joi.string().allow('').default(''),
    LIVE_RTMP_URL: Joi.string()
      .uri({ scheme: ['rtmp', 'rtmps'] })
      .default('rtmp://127.0.0.1:1935/live'),
    DEFAULT_PROTECTION: Joi.string()
      .valid(...CONTENT_PROTECTIONS)
      .default('protected'),
    SEED_DEMO_PROTECTION: Joi.string()
      .valid(...CONTENT_PROTECTIONS)
      .default(Joi.ref('DEFAULT_PROTECTION')),
    DOWNLOAD_LICENCE_SECONDS: Joi.number().integer().min(1).default(DOWNLOAD_LICENCE_SECONDS),
    DOWNLOAD_PLAY_WINDOW_SECONDS: Joi.number().integer().min(1).default(DOWNLOAD_PLAY_WINDOW_SECONDS),
  });
}
