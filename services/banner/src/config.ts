import Joi from 'joi';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface BannerConfig extends ServiceConfig {
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  /** Bucket of banner images (the gateway writes them; this service removes them with their banner). */
  BANNER_BUCKET: string;
}

export const BANNER_CONFIG = Symbol('BANNER_CONFIG');

export function loadBannerConfig(): BannerConfig {
  return loadServiceConfig<BannerConfig>('banner', {
    S3_ENDPOINT: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .required(),
    S3_ACCESS_KEY: Joi.string().min(3).required(),
    S3_SECRET_KEY: Joi.string().min(8).required(),
    BANNER_BUCKET: Joi.string()
      .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .default('banners'),
  });
}
