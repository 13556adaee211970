import Joi from 'joi';
import { MEDIA_BUCKET_DEFAULT, MediaQueues } from '@streamhub/contracts';
import { baseConfigSchema, validateEnv } from '@streamhub/nest-kit';

export interface WorkerConfig {
  NODE_ENV: string;
  LOG_LEVEL: string;
  KAFKA_BROKERS: string;
  KAFKA_PARTITIONS: number;
  KAFKA_REPLY_PARTITIONS: number;
  REDIS_URL: string;
  S3_ENDPOINT: string;
  S3_ACCESS_KEY: string;
  S3_SECRET_KEY: string;
  MEDIA_BUCKET: string;
  /** The BullMQ queue consumed (one per deployment; a test may run a worker on a queue of its own). */
  MEDIA_QUEUE: string;
  /** How long a job's lock lasts without renewal: a worker that died is noticed this long after. */
  TRANSCODE_LOCK_MS: number;
  /** Jobs encoded at the same time by this process. */
  TRANSCODE_CONCURRENCY: number;
  /** Encoder threads per rendition. */
  FFMPEG_THREADS: number;
  FFMPEG_PRESET: string;
  SEGMENT_SECONDS: number;
  /** Scratch space for a job's source and output (removed after each job). */
  MEDIA_WORK_DIR: string;
  /** Font file of the titles drawn on generated (demo) sources; found among common paths when empty. */
  MEDIA_FONT_FILE: string;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const { NODE_ENV, LOG_LEVEL, KAFKA_BROKERS, KAFKA_PARTITIONS, KAFKA_REPLY_PARTITIONS } = baseConfigSchema;
  return validateEnv<WorkerConfig & Record<string, unknown>>(
    'media-worker',
    {
      NODE_ENV,
      LOG_LEVEL,
      KAFKA_BROKERS,
      KAFKA_PARTITIONS,
      KAFKA_REPLY_PARTITIONS,
      REDIS_URL: Joi.string()
        .uri({ scheme: ['redis', 'rediss'] })
        .required(),
      S3_ENDPOINT: Joi.string()
        .uri({ scheme: ['http', 'https'] })
        .required(),
      S3_ACCESS_KEY: Joi.string().required(),
      S3_SECRET_KEY: Joi.string().required(),
      MEDIA_BUCKET: Joi.string().default(MEDIA_BUCKET_DEFAULT),
      MEDIA_QUEUE: Joi.string()
        .pattern(/^[A-Za-z0-9_-]{1,100}$/)
        .default(MediaQueues.transcode),
      TRANSCODE_LOCK_MS: Joi.number().integer().min(2_000).max(600_000).default(30_000),
      TRANSCODE_CONCURRENCY: Joi.number().integer().min(1).max(16).default(1),
      FFMPEG_THREADS: Joi.number().integer().min(1).max(64).default(2),
      FFMPEG_PRESET: Joi.string()
        .valid('ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow')
        .default('veryfast'),
      SEGMENT_SECONDS: Joi.number().integer().min(2).max(10).default(4),
      MEDIA_WORK_DIR: Joi.string().default(''),
      MEDIA_FONT_FILE: Joi.string().allow('').default(''),
    },
    env,
  );
}
