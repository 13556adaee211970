import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FlowProducer, Queue, Worker, type Job } from 'bullmq';
import IORedis from 'ioredis';
import pino from 'pino';
import {
  MEDIA_JOB_OPTIONS,
  MediaQueues,
  type Av1Job,
  type MediaJobName,
  type MediaJobPayloads,
  type ProbeJob,
} from '@streamhub/contracts';
import { KeyRing, ensureTopics, exitWithReason, startHealthServer, topicPlan } from '@streamhub/nest-kit';
import { loadWorkerConfig } from './config';
import { processAudio, processProbe } from './audio.processor';
import { processRepackage } from './repackage.processor';
import { processAv1 } from './av1.processor';
import { processChunk } from './chunk.processor';
import { av1ReleaseKey } from './test-hooks';
import { processCleanup } from './cleanup.processor';
import { TranscodeEvents } from './events';
import { DEFAULT_ENCODE } from './ffmpeg-args';
import { stopRunningTools } from './ffmpeg';
import { findFontFile } from './generated-source';
import { MediaStorage } from './storage';
import { sweepStaleWorkDirs } from './work-dirs';
import { processTranscode, type TranscodeDeps } from './transcode.processor';

function requireTool(tool: string): string {
  try {
    return execFileSync(tool, ['-version'], { encoding: 'utf8' }).split('\n')[0] ?? tool;
  } catch {
    throw new Error(`${tool} is not installed (apt-get install ffmpeg)`);
  }
}

const SHUTDOWN_GRACE_MS = 5_000;

type Handlers = {
  [K in MediaJobName]: (job: Job<MediaJobPayloads[K]>, deps: TranscodeDeps, token?: string) => Promise<unknown>;
};
const HANDLERS: Handlers = {
  transcode: processTranscode,
  cleanup: processCleanup,
  audio: processAudio,
  repackage: processRepackage,
  av1: processAv1,
  chunk: processChunk,
  join: processTranscode,
};
/** BullMQ priority of AV1 follow-ups: behind every upload's first (H.264) encode, ahead of demo titles. */
const AV1_PRIORITY = 10;
/** Probes the gateway waits for run beside encodes, a few at a time. */
const PROBE_CONCURRENCY = 4;

async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = pino({ name: 'media-worker', level: config.LOG_LEVEL, base: { service: 'media-worker' } });
  for (const tool of ['ffmpeg', 'ffprobe']) logger.info(requireTool(tool));
  // Every job name has exactly one handler.
  for (const name of Object.keys(MEDIA_JOB_OPTIONS)) {
    if (typeof HANDLERS[name as MediaJobName] !== 'function') throw new Error(`no handler for job ${name}`);
  }

  const fontFile = findFontFile(config.MEDIA_FONT_FILE);
  if (fontFile) logger.info({ fontFile }, 'titles of generated sources use this font');
  else logger.warn('no font file found: generated (demo) sources cannot be rendered (install fonts-dejavu-core)');
  const storage = new MediaStorage(
    config.S3_ENDPOINT,
    { accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY },
    config.MEDIA_BUCKET,
  );
  await storage.ensureBucket();
  await ensureTopics(
    'media-worker',
    config.KAFKA_BROKERS,
    topicPlan(config.KAFKA_PARTITIONS, config.KAFKA_REPLY_PARTITIONS),
  );
  const events = new TranscodeEvents(config.KAFKA_BROKERS, logger);
  await events.connect();

  let stopping = false;
  const connection = new IORedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  // Follow-up jobs go on the queue this worker consumes (any worker takes them).
  const followUps = new Queue<Av1Job>(config.MEDIA_QUEUE, { connection });
  const flows = new FlowProducer({ connection });
  const jobOptions = (name: MediaJobName) => {
    const { attempts, backoffMs } = MEDIA_JOB_OPTIONS[name];
    return {
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  };
  const deps: TranscodeDeps = {
    stopping: () => stopping,
    fontFile,
    storage,
    events,
    logger,
    workDir: config.MEDIA_WORK_DIR || join(tmpdir(), 'streamhub-media-worker'),
    encode: {
      ...DEFAULT_ENCODE,
      preset: config.FFMPEG_PRESET,
      threads: config.FFMPEG_THREADS,
      segmentSeconds: config.SEGMENT_SECONDS,
      av1Preset: config.AV1_PRESET,
    },
    codecs: { uploads: config.MEDIA_CODECS, demo: config.DEMO_MEDIA_CODECS },
    drm: {
      ring: config.DRM_KEK ? new KeyRing(config.DRM_KEK) : null,
      packagerPath: config.SHAKA_PACKAGER,
    },
    enqueueAv1: async (job, jobId) => {
      await followUps.add('av1', job, { jobId, priority: AV1_PRIORITY, ...jobOptions('av1') });
    },
    chunkSeconds: config.ENCODE_CHUNK_SECONDS,
    addChunkedEncode: async (join, jobId, chunks) => {
      await flows.add({
        name: 'join',
        queueName: config.MEDIA_QUEUE,
        data: join,
        opts: { jobId, ...jobOptions('join') },
        children: chunks.map((data) => ({
          name: 'chunk',
          queueName: config.MEDIA_QUEUE,
          data,
          opts: {
            jobId: `chunk-${data.videoId}-${data.encodeId}-${data.rung}-${data.chunk.index}`,
            // A chunk that fails for good fails the join (the title's failure is reported by the chunk).
            failParentOnFailure: true,
            ...jobOptions('chunk'),
          },
        })),
      });
    },
    chunkDone: async (videoId, encodeId) => {
      const key = `media:chunks-done:${videoId}:${encodeId}`;
      const [[, done]] = (await connection
        .multi()
        .incr(key)
        .expire(key, 24 * 3600)
        .exec()) as [[null, number]];
      return done;
    },
    testHooks: config.MEDIA_TEST_HOOKS
      ? { released: async (videoId) => (await connection.exists(av1ReleaseKey(videoId))) === 1 }
      : null,
  };
  if (config.MEDIA_TEST_HOOKS)
    logger.warn('MEDIA_TEST_HOOKS is on: sources may ask for test hooks (never in production)');
  // What a worker killed outright left behind (scratch files, a running ffmpeg) goes before any job starts.
  await sweepStaleWorkDirs(deps.workDir, logger);

  const inflight = new Set<Promise<unknown>>();
  const worker = new Worker(
    config.MEDIA_QUEUE,
    (job: Job, token?: string) => {
      const handler = HANDLERS[job.name as MediaJobName];
      if (!handler) throw new Error(`unknown job ${job.name}`);
      const run = handler(job, deps, token);
      inflight.add(run);
      return run.finally(() => inflight.delete(run));
    },
    {
      connection,
      concurrency: config.TRANSCODE_CONCURRENCY,
      // A worker that dies mid-job stops renewing its lock; the job is then stalled and run again.
      lockDuration: config.TRANSCODE_LOCK_MS,
      stalledInterval: Math.round(config.TRANSCODE_LOCK_MS / 2),
      maxStalledCount: 2,
    },
  );
  worker.on('failed', (job, err) => logger.warn({ jobId: job?.id, reason: err.message }, 'job failed'));
  worker.on('error', (err) => logger.error({ err }, 'worker error'));
  // Quick reads of uploads the gateway waits for: a queue of their own, never behind an encode.
  const prober = new Worker(MediaQueues.probe, (job: Job<ProbeJob>) => processProbe(job, deps), {
    connection,
    concurrency: PROBE_CONCURRENCY,
  });
  prober.on('error', (err) => logger.error({ err }, 'probe worker error'));
  await Promise.all([worker.waitUntilReady(), prober.waitUntilReady()]);
  await startHealthServer(
    'media-worker',
    () => !stopping && worker.isRunning() && prober.isRunning() && connection.status === 'ready',
  );
  logger.info(
    { queue: config.MEDIA_QUEUE, concurrency: config.TRANSCODE_CONCURRENCY, threads: config.FFMPEG_THREADS },
    'media-worker listening',
  );

  const shutdown = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping');
    // Encodes can take minutes: end them and leave their jobs to BullMQ's stalled-job recovery
    // (picked up again, from the start, by the next worker) instead of waiting or orphaning ffmpeg.
    stopRunningTools();
    // Let interrupted jobs clean their scratch files (bounded: a transfer may be mid-way).
    await Promise.race([Promise.allSettled(inflight), new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS))]);
    await Promise.all([worker.close(true), prober.close(true), followUps.close(), flows.close()]);
    await events.close();
    connection.disconnect();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch((err: unknown) => exitWithReason('media-worker', err));
