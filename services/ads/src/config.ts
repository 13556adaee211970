import Joi from 'joi';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface AdsConfig extends ServiceConfig {
  /** Frequency caps and daily caps are counted in Redis (atomic per viewer, campaign and day). */
  REDIS_URL: string;
}

export const ADS_CONFIG = Symbol('ADS_CONFIG');

export function loadAdsConfig(): AdsConfig {
  return loadServiceConfig<AdsConfig>('ads', {
    REDIS_URL: Joi.string()
      .uri({ scheme: ['redis', 'rediss'] })
      .required(),
  });
}
