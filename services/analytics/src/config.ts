import Joi from 'joi';
import { DEFAULT_ANALYTICS_TZ } from '@streamhub/contracts';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';
import { isTimeZone } from './figures/rollup-math';

export interface AnalyticsConfig extends ServiceConfig {
  /** Where the DuckDB file lives (the service's own data directory). */
  ANALYTICS_DATA_DIR: string;
  /** Events, sessions and rollups older than this many days are deleted. */
  ANALYTICS_RETENTION_DAYS: number;
  /** How often the retention sweep runs. */
  ANALYTICS_SWEEP_INTERVAL_MS: number;
  /** The operators' time zone (IANA name): figures count its calendar days. */
  ANALYTICS_TZ: string;
}

export const ANALYTICS_CONFIG = Symbol('ANALYTICS_CONFIG');

export function loadAnalyticsConfig(): AnalyticsConfig {
  return loadServiceConfig<AnalyticsConfig>('analytics', {
    ANALYTICS_DATA_DIR: Joi.string().default('./data'),
    ANALYTICS_RETENTION_DAYS: Joi.number().integer().min(1).max(3650).default(395),
    ANALYTICS_SWEEP_INTERVAL_MS: Joi.number().integer().min(1_000).default(3_600_000),
    ANALYTICS_TZ: Joi.string()
      .default(DEFAULT_ANALYTICS_TZ)
      .custom((zone: string, helpers) => (isTimeZone(zone) ? zone : helpers.error('any.invalid')))
      .messages({ 'any.invalid': 'ANALYTICS_TZ must be an IANA time zone such as Asia/Kolkata' }),
  });
}
