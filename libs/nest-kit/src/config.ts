import Joi from 'joi';

/** Tuning of the request/reply transport; every key has a default. */
export function kafkaTuningSchema(): Record<string, Joi.Schema> {
  return {
    /** Requests one service process handles at once (the rest wait in Kafka). */
    KAFKA_RPC_CONCURRENCY: Joi.number().integer().min(1).max(10_000).default(64),
    /** How long produce calls wait to be sent together; 0 = those made in the same event-loop turn. */
    KAFKA_LINGER_MS: Joi.number().min(0).max(5).default(0),
    /** A replica that stops heartbeating loses its request partitions (or reply partition) after this long. */
    KAFKA_SESSION_TIMEOUT_MS: Joi.number().integer().min(6_000).max(60_000).default(6_000),
  };
}

export interface KafkaTuning {
  KAFKA_RPC_CONCURRENCY: number;
  KAFKA_LINGER_MS: number;
  KAFKA_SESSION_TIMEOUT_MS: number;
}

/** Settings every backend process needs. Each app extends this schema with its own keys. */
export const baseConfigSchema = {
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace').default('info'),
  KAFKA_BROKERS: Joi.string().required().description('comma-separated host:port list'),
  KAFKA_PARTITIONS: Joi.number().integer().min(2).max(64).default(6),
  KAFKA_REPLY_PARTITIONS: Joi.number().integer().min(1).max(64).default(2),
  ...kafkaTuningSchema(),
  MONGO_URL: Joi.string()
    .uri({ scheme: ['mongodb', 'mongodb+srv'] })
    .required(),
};

/**
 * Secret values that were ever published with the project (examples, old defaults, the compose
 * file's placeholder): anyone can sign with them, so no process accepts them.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'streamhub-local-development-secret',
  'change-me-to-a-long-random-secret',
  'streamhub-secret',
  'unit-test-secret-of-some-length',
  'changeme',
  'secret',
];

/**
 * A signing secret: required, never one of the published ones, at least 32 bytes in production
 * (16 elsewhere, for short-lived development stacks).
 */
export function signingSecretSchema(): Joi.StringSchema {
  return Joi.string()
    .required()
    .invalid(...PUBLISHED_SECRETS)
    .messages({ 'any.invalid': '{{#label}} is a value published with the project; generate a random one' })
    .when('NODE_ENV', {
      is: 'production',
      then: Joi.string().min(32).messages({ 'string.min': '{{#label}} must be at least 32 characters in production' }),
      otherwise: Joi.string().min(16),
    });
}

/** Validate `env` against `schema`; on failure print one line naming the variable and exit. */
export function validateEnv<T extends Record<string, unknown>>(
  app: string,
  schema: Record<string, Joi.Schema>,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const { error, value } = Joi.object(schema).unknown(true).validate(env, { abortEarly: true });
  if (error) {
    const detail = error.details[0];
    const key = detail?.path.join('.') ?? 'configuration';
    process.stderr.write(`streamhub ${app}: invalid configuration: ${key}: ${detail?.message ?? error.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  return value as T;
}

export interface ServiceConfig extends Partial<KafkaTuning> {
  NODE_ENV: string;
  LOG_LEVEL: string;
  KAFKA_BROKERS: string;
  KAFKA_PARTITIONS: number;
  KAFKA_REPLY_PARTITIONS: number;
  MONGO_URL: string;
}

/** Reads and validates a service's configuration once, at start-up. */
export function loadServiceConfig<T extends ServiceConfig = ServiceConfig>(
  service: string,
  extra: Record<string, Joi.Schema> = {},
  env: NodeJS.ProcessEnv = process.env,
): T {
  return validateEnv<T & Record<string, unknown>>(service, { ...baseConfigSchema, ...extra }, env);
}

export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
