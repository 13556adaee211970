import { join } from 'node:path';
import Joi from 'joi';
import { MEDIA_BUCKET_DEFAULT, STREAM_HEARTBEAT_SECONDS, STREAM_SESSION_TTL_SECONDS } from '@streamhub/contracts';
import { baseConfigSchema, signingSecretSchema, validateEnv } from '@streamhub/nest-kit';

/**
 * Which routes a gateway process serves: `all` (the API and media delivery), or `media` (the media
 * origin: `/media` and health only, so segment misses never compete with API calls; it still has
 * object storage, the media signer, stream sessions in Redis and Kafka for the upstream calls of
 * the media path).
 */
export const GATEWAY_ROLES = ['all', 'media'] as const;
export type GatewayRole = (typeof GATEWAY_ROLES)[number];

export interface GatewayConfig {
  NODE_ENV: string;
  GATEWAY_ROLE: GatewayRole;
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
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  MEDIA_BUCKET: string;
  /** Object storage as browsers reach it (direct uploads' part URLs); S3_ENDPOINT when empty. */
  S3_PUBLIC_ENDPOINT: string;
  /** Region part URLs are signed for (MinIO's default). */
  S3_REGION: string;
  /** How long a direct upload's part URL is valid. */
  UPLOAD_PART_URL_TTL_SECONDS: number;
  /** A direct (multipart) upload unfinished after this long is aborted by the sweeper. */
  UPLOAD_ABANDON_AFTER_SECONDS: number;
  /** How often the sweeper looks for abandoned uploads (0: never). */
  UPLOAD_SWEEP_INTERVAL_MS: number;
  /** Virus-scan hook (docs/media.md "Direct uploads"): a URL the gateway POSTs each completed upload to; empty: none. */
  UPLOAD_SCAN_URL: string;
  /** Key of the HMAC in signed media URLs; no default: the stack generates one. */
  MEDIA_URL_SECRET: string;
  /** Lifetime of signed media URLs. */
  MEDIA_URL_TTL_MINUTES: number;
  /** The live ingest's HTTP origin of packaged files (docs/live.md): capped viewers' playlists are read from it. */
  LIVE_ORIGIN_URL: string;
  /** How often the player beats its stream session (the session lives STREAM_SESSION_TTL_SECONDS without one). */
  STREAM_HEARTBEAT_SECONDS: number;
  /** Largest file accepted in an upload (each file part); larger gets 413. */
  UPLOAD_MAX_BYTES: number;
  /** Largest poster or thumbnail image of an upload (413 above). */
  IMAGE_MAX_BYTES: number;
  /** Bucket of banner images (written by the gateway's upload routes, served by its image route). */
  BANNER_BUCKET: string;
  JWT_SECRET: string;
  /** Private bucket of "download my data" archives (docs/privacy.md); never served by the media edge. */
  PRIVACY_EXPORT_BUCKET: string;
  /** How long a mailed "download my data" link works after the archive is ready. */
  PRIVACY_EXPORT_LINK_TTL_SECONDS: number;
  /** "Download my data" requests an account may make per day. */
  PRIVACY_EXPORTS_PER_DAY: number;
  REQUEST_TIMEOUT_MS: number;
  /** Largest JSON body accepted (413 above); kept well below the broker's 1 MiB message limit. */
  BODY_LIMIT_BYTES: number;
  CORS_ORIGINS: string;
  /** Failed sign-ins allowed per client IP per window (generous: many people can share one IP). */
  SIGNIN_IP_MAX_FAILURES: number;
  SIGNIN_IP_WINDOW_SECONDS: number;
  /** Sign-ups, OTP resends and reset-code requests allowed per client IP per hour (each sends a mail). */
  MAIL_IP_MAX_PER_HOUR: number;
  /** Contact-form queries allowed per client IP and per sender address per hour (each sends a mail). */
  QUERY_IP_MAX_PER_HOUR: number;
  QUERY_EMAIL_MAX_PER_HOUR: number;
  /** Orders a user may create per minute (each is a payment-provider call). */
  ORDERS_PER_USER_PER_MINUTE: number;
  /** Key-encryption key of content keys (docs/drm.md); empty: no licence can be given. */
  DRM_KEK: string;
  /** ClearKey licence requests per account per minute (a player asks once per playback, and on key rotation). */
  LICENCES_PER_USER_PER_MINUTE: number;
  /** Batches of playback events an account may send per minute (a player sends about six). */
  PLAYBACK_BATCHES_PER_MINUTE: number;
  /** Prometheus metrics on their own port (0 = not served) and interface, never on the public one. */
  METRICS_PORT: number;
  METRICS_HOST: string;
  /** Strict-Transport-Security: only when clients reach the gateway over TLS (through the ingress). */
  HSTS: boolean;
  /** Proxies (IPs or CIDRs, comma-separated) whose X-Forwarded-For is believed; empty: none. */
  TRUSTED_PROXIES: string;
  /** Slow clients (common/slow-clients.ts): headers must arrive within this, or 408. */
  HEADERS_TIMEOUT_MS: number;
  /** A request body silent for this long is answered 408 and its connection closed. */
  BODY_IDLE_TIMEOUT_MS: number;
  /** Connections one client address may hold at once (our proxies exempt). */
  MAX_CONNECTIONS_PER_CLIENT: number;
  /** Lifetime of cached public catalog lists (safety net behind event invalidation); 0 turns caching off. */
  CATALOG_CACHE_TTL_MS: number;
  /** After catalogue changes, each cached list is refreshed at most once per this interval (stale copy served meanwhile). */
  CATALOG_CACHE_REFRESH_MS: number;
  /** An idempotent read that got no reply after this long is sent once more (0 = never); the 504 still comes at REQUEST_TIMEOUT_MS. */
  REQUEST_RETRY_AFTER_MS: number;
  /** How old a public list's last good copy may be to answer while catalog cannot be reached; 0: never. */
  STALE_IF_ERROR_MS: number;
  /** How old a kept access decision (or track list) may be to answer while catalog cannot be reached; 0: never. */
  ACCESS_RECALL_MS: number;
  /** How many access decisions and track lists are kept for outages (least recently stored dropped first). */
  ACCESS_RECALL_MAX_ENTRIES: number;
  /** Where the gateway keeps what must survive a restart (the journal of watchlist adds accepted during an outage). */
  GATEWAY_DATA_DIR: string;
  /** How many journalled writes are sent at once once their service is back (docs/ha.md "Writes during an outage"). */
  OUTBOX_DRAIN_CONCURRENCY: number;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return validateEnv<GatewayConfig & Record<string, unknown>>(
    'gateway',
    {
      ...baseConfigSchema,
      GATEWAY_ROLE: Joi.string()
        .valid(...GATEWAY_ROLES)
        .default('all'),
      GATEWAY_HOST: Joi.string().default('127.0.0.1'),
      GATEWAY_PORT: Joi.number().port().default(3000),
      REDIS_URL: Joi.string()
        .uri({ scheme: ['redis', 'rediss'] })
        .required(),
      S3_ENDPOINT: Joi.string()
        .uri({ scheme: ['http', 'https'] })
        .required(),
      S3_ACCESS_KEY: Joi.string().min(3).required(),
      S3_SECRET_KEY: Joi.string().min(8).required(),
      MEDIA_BUCKET: Joi.string().default(MEDIA_BUCKET_DEFAULT),
      S3_PUBLIC_ENDPOINT: Joi.string()
        .uri({ scheme: ['http', 'https'] })
        .allow('')
        .default(''),
      S3_REGION: Joi.string().default('us-east-1'),
      UPLOAD_PART_URL_TTL_SECONDS: Joi.number()
        .integer()
        .min(60)
        .max(7 * 24 * 3600)
        .default(3600),
      UPLOAD_ABANDON_AFTER_SECONDS: Joi.number()
        .integer()
        .min(60)
        .default(24 * 3600),
      UPLOAD_SWEEP_INTERVAL_MS: Joi.number()
        .integer()
        .min(0)
        .default(15 * 60_000),
      UPLOAD_SCAN_URL: Joi.string()
        .uri({ scheme: ['http', 'https'] })
        .allow('')
        .default(''),
      MEDIA_URL_SECRET: signingSecretSchema(),
      STREAM_HEARTBEAT_SECONDS: Joi.number()
        .integer()
        .min(2)
        .max(STREAM_SESSION_TTL_SECONDS / 2)
        .default(STREAM_HEARTBEAT_SECONDS),
      MEDIA_URL_TTL_MINUTES: Joi.number()
        .integer()
        .min(1)
        .max(24 * 60)
        .default(60),
      LIVE_ORIGIN_URL: Joi.string()
        .uri({ scheme: ['http', 'https'] })
        .default('http://127.0.0.1:8087'),
      UPLOAD_MAX_BYTES: Joi.number()
        .integer()
        .min(1024)
        // S3 multipart: at most 10,000 parts of the storage client's 5 MiB.
        .max(10_000 * 5 * 1024 * 1024)
        .default(4 * 1024 * 1024 * 1024),
      IMAGE_MAX_BYTES: Joi.number()
        .integer()
        .min(1024)
        .default(5 * 1024 * 1024),
      BANNER_BUCKET: Joi.string()
        .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
        .default('banners'),
      JWT_SECRET: signingSecretSchema(),
      PRIVACY_EXPORT_BUCKET: Joi.string()
        .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
        .default('privacy-exports'),
      PRIVACY_EXPORT_LINK_TTL_SECONDS: Joi.number()
        .integer()
        .min(5)
        .max(7 * 24 * 3600)
        .default(24 * 3600),
      PRIVACY_EXPORTS_PER_DAY: Joi.number().integer().min(1).default(3),
      REQUEST_TIMEOUT_MS: Joi.number().integer().min(100).default(10_000),
      BODY_LIMIT_BYTES: Joi.number()
        .integer()
        .min(1_024)
        .max(512 * 1024)
        .default(256 * 1024),
      CORS_ORIGINS: Joi.string().allow('').default(''),
      SIGNIN_IP_MAX_FAILURES: Joi.number().integer().min(1).default(300),
      SIGNIN_IP_WINDOW_SECONDS: Joi.number().integer().min(1).default(900),
      MAIL_IP_MAX_PER_HOUR: Joi.number().integer().min(1).default(10),
      QUERY_IP_MAX_PER_HOUR: Joi.number().integer().min(1).default(10),
      QUERY_EMAIL_MAX_PER_HOUR: Joi.number().integer().min(1).default(5),
      ORDERS_PER_USER_PER_MINUTE: Joi.number().integer().min(1).default(10),
      DRM_KEK: Joi.string().allow('').default(''),
      LICENCES_PER_USER_PER_MINUTE: Joi.number().integer().min(1).default(60),
      PLAYBACK_BATCHES_PER_MINUTE: Joi.number().integer().min(1).default(120),
      TRUSTED_PROXIES: Joi.string().allow('').default(''),
      HEADERS_TIMEOUT_MS: Joi.number().integer().min(1_000).max(60_000).default(15_000),
      BODY_IDLE_TIMEOUT_MS: Joi.number().integer().min(1_000).max(120_000).default(20_000),
      MAX_CONNECTIONS_PER_CLIENT: Joi.number().integer().min(1).default(256),
      METRICS_PORT: Joi.number().port().default(0),
      METRICS_HOST: Joi.string().default('127.0.0.1'),
      HSTS: Joi.boolean().default(false),
      CATALOG_CACHE_TTL_MS: Joi.number().integer().min(0).default(60_000),
      CATALOG_CACHE_REFRESH_MS: Joi.number().integer().min(0).max(10_000).default(250),
      REQUEST_RETRY_AFTER_MS: Joi.number().integer().min(0).default(3_000),
      STALE_IF_ERROR_MS: Joi.number().integer().min(0).max(3_600_000).default(900_000),
      ACCESS_RECALL_MS: Joi.number().integer().min(0).max(3_600_000).default(600_000),
      ACCESS_RECALL_MAX_ENTRIES: Joi.number().integer().min(1).default(20_000),
      GATEWAY_DATA_DIR: Joi.string().default(join(process.cwd(), '.data')),
      OUTBOX_DRAIN_CONCURRENCY: Joi.number().integer().min(1).max(256).default(16),
    },
    env,
  );
}
