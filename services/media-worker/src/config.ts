import Joi from 'joi';
import { MEDIA_BUCKET_DEFAULT, MediaQueues, VIDEO_CODECS, type VideoCodec } from '@streamhub/contracts';
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
  /** Codec families of an upload's ladder (`h264`, `av1`, or both: `h264,av1`). */
  MEDIA_CODECS: VideoCodec[];
  /** Codec families of a demo title's ladder. */
  DEMO_MEDIA_CODECS: VideoCodec[];
  /** SVT-AV1 preset of the AV1 rungs (0 slowest … 13 fastest). */
  AV1_PRESET: number;
  SEGMENT_SECONDS: number;
  /** Uploads longer than this are encoded in chunks of about this length by any worker (docs/media.md). */
  ENCODE_CHUNK_SECONDS: number;
  /** Scratch space for a job's source and output (removed after each job). */
  MEDIA_WORK_DIR: string;
  /** Font file of the titles drawn on generated (demo) sources; found among common paths when empty. */
  MEDIA_FONT_FILE: string;
  /** Key-encryption key of the content keys in protected titles' jobs (docs/drm.md); empty: such jobs fail. */
  DRM_KEK: string;
  /** Shaka Packager's executable (the stack installs it in its cache; docs/drm.md). */
  SHAKA_PACKAGER: string;
  /** Test-only hooks a source may ask for in its comment tag (`test-hooks.ts`); never set in production. */
  MEDIA_TEST_HOOKS: boolean;
}

/** A comma list of codec families (`h264,av1`): each known, none twice, at least one. */
const codecList = Joi.string().custom((value: string, helpers) => {
  const codecs = value
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  const unknown = codecs.find((c) => !(VIDEO_CODECS as readonly string[]).includes(c));
  if (codecs.length === 0 || unknown !== undefined || new Set(codecs).size !== codecs.length)
    return helpers.message({ custom: `must list ${VIDEO_CODECS.join(' and/or ')}, comma-separated (got "${value}")` });
  return codecs as VideoCodec[];
});

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
      // Uploads: H.264 only by default (every upload's ready time and CPU stay as they were; AV1
      // costs about twice x264's CPU); demo titles: both, so AV1 playback is exercised everywhere.
      MEDIA_CODECS: codecList.default(['h264']),
      DEMO_MEDIA_CODECS: codecList.default(['h264', 'av1']),
      AV1_PRESET: Joi.number().integer().min(0).max(13).default(10),
      SEGMENT_SECONDS: Joi.number().integer().min(2).max(10).default(4),
      ENCODE_CHUNK_SECONDS: Joi.number().integer().min(4).max(3600).default(60),
      MEDIA_WORK_DIR: Joi.string().default(''),
      MEDIA_FONT_FILE: Joi.string().allow('').default(''),
      DRM_KEK: Joi.string().allow('').default(''),
      SHAKA_PACKAGER: Joi.string().default('packager'),
      MEDIA_TEST_HOOKS: Joi.boolean().truthy('1').falsy('0', '').default(false),
    },
    env,
  );
}
