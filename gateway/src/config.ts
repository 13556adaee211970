import Joi from 'joi';
import { baseConfigSchema, validateEnv } from '@streamhub/nest-kit';

export interface GatewayConfig {
  NODE_ENV: string;
  LOG_LEVEL: string;
  GATEWAY_HOST: string;
  GATEWAY_PORT: number;
  KAFKA_BROKERS: string;
  KAFKA_PARTITIONS: number;
  KAFKA_REPLY_PARTITIONS: number;
  KAFKA_LINGER_MS: number;
  KAFKA_SESSION_TIMEOUT_MS: number;
  MONGO_URL: string;
  REDIS_URL: string;
  S3_ENDPOINT: string;
  JWT_SECRET: string;
  REQUEST_TIMEOUT_MS: number;
  CORS_ORIGINS: string;
  /** Failed sign-ins allowed per client IP per window (generous: many people can share one IP). */
  SIGNIN_IP_MAX_FAILURES: number;
  SIGNIN_IP_WINDOW_SECONDS: number;
  /** Lifetime of cached public catalog lists (safety net behind event invalidation); 0 turns caching off. */
  CATALOG_CACHE_TTL_MS: number;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return validateEnv<GatewayConfig & Record<string, unknown>>(
    'gateway',
    {
      ...baseConfigSchema,
      GATEWAY_HOST: Joi.string().default('127.0.0.1'),
      GATEWAY_PORT: Joi.number().port().default(3000),
      REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }).required(),
      S3_ENDPOINT: Joi.string().uri({ scheme: ['http', 'https'] }).required(),
      JWT_SECRET: Joi.string().min(16).required(),
      REQUEST_TIMEOUT_MS: Joi.number().integer().min(100).default(10_000),
      CORS_ORIGINS: Joi.string().allow('').default(''),
      SIGNIN_IP_MAX_FAILURES: Joi.number().integer().min(1).default(300),
      SIGNIN_IP_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
      CATALOG_CACHE_TTL_MS: Joi.number().integer().min(0).default(60_000),
    },
    env,
  );
}
