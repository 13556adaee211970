import Joi from 'joi';
import { loadServiceConfig, signingSecretSchema, type ServiceConfig } from '@streamhub/nest-kit';

export interface AuthConfig extends ServiceConfig {
  JWT_SECRET: string;
  REDIS_URL: string;
  SMTP_URL: string;
  MAIL_FROM: string;
  /** Where the viewer app is, for links in mails (sign in, reset the password). */
  WEB_APP_URL: string;
  OWNER_ADMIN_EMAIL: string;
  OTP_TTL_SECONDS: number;
  SIGNIN_MAX_FAILURES: number;
  SIGNIN_WINDOW_SECONDS: number;
  SEED_DEMO_USERS: boolean;
  DEMO_ADMIN_EMAIL: string;
  DEMO_ADMIN_PASSWORD: string;
  DEMO_USER_EMAIL: string;
  DEMO_USER_PASSWORD: string;
  OUTBOX_RELAY_INTERVAL_MS: number;
  ACCOUNT_DELETION_GRACE_SECONDS: number;
  ACCOUNT_DELETION_SWEEP_MS: number;
  BREACH_NOTICE_SWEEP_MS: number;
  BREACH_NOTICE_LEASE_MS: number;
}

export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

const email = () => Joi.string().trim().lowercase().email({ tlds: false });

export const authConfigSchema: Record<string, Joi.Schema> = {
  JWT_SECRET: signingSecretSchema(),
  REDIS_URL: Joi.string()
    .uri({ scheme: ['redis', 'rediss'] })
    .required(),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .required(),
  MAIL_FROM: Joi.string().default('StreamHub <no-reply@streamhub.local>'),
  WEB_APP_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://127.0.0.1:5173'),
  OWNER_ADMIN_EMAIL: email().default('owner@streamhub.local'),
  OTP_TTL_SECONDS: Joi.number().integer().min(1).default(600),
  SIGNIN_MAX_FAILURES: Joi.number().integer().min(1).default(5),
  SIGNIN_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
  SEED_DEMO_USERS: Joi.boolean().default(true),
  DEMO_ADMIN_EMAIL: email().default('admin@streamhub.local'),
  DEMO_ADMIN_PASSWORD: Joi.string().min(6).default('Admin@123'),
  DEMO_USER_EMAIL: email().default('user@streamhub.local'),
  DEMO_USER_PASSWORD: Joi.string().min(6).default('User@123'),
  OUTBOX_RELAY_INTERVAL_MS: Joi.number().integer().min(100).default(5_000),
  /** How long a user's own deletion request waits before the account is erased (the policy: 30 days). */
  ACCOUNT_DELETION_GRACE_SECONDS: Joi.number()
    .integer()
    .min(0)
    .default(30 * 86_400),
  /** How often the deletion job looks for requests to acknowledge and accounts to erase. */
  ACCOUNT_DELETION_SWEEP_MS: Joi.number().integer().min(100).default(60_000),
  /** How often auth looks for a breach notice whose mailing stopped partway (docs/privacy.md). */
  BREACH_NOTICE_SWEEP_MS: Joi.number().integer().min(100).default(5_000),
  /** How long a replica holds a breach notice's mailing without renewing it before another resumes it. */
  BREACH_NOTICE_LEASE_MS: Joi.number().integer().min(1_000).default(60_000),
};

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadServiceConfig<AuthConfig>('auth', authConfigSchema, env);
}
