import Joi from 'joi';
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
  });
}
