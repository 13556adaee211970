import Joi from 'joi';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface CatalogConfig extends ServiceConfig {
  /** 'false' turns off the demo content inserted into an empty catalog at start. */
  SEED_DEMO_CATALOG: 'true' | 'false';
  /** Redis of the media pipeline's job queue. */
  REDIS_URL: string;
}

export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export function loadCatalogConfig(): CatalogConfig {
  return loadServiceConfig<CatalogConfig>('catalog', {
    SEED_DEMO_CATALOG: Joi.string().valid('true', 'false').default('true'),
    REDIS_URL: Joi.string()
      .uri({ scheme: ['redis', 'rediss'] })
      .required(),
  });
}
