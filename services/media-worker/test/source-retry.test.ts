import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Queue, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BUCKET_DEFAULT, type TranscodeJob } from '@streamhub/contracts';
import { waitFor } from '@streamhub/testkit';

/*
 * An upload's first attempt reads the source from storage by a signed URL while encoding; a retry
 * copies it first. Here the first attempt finds no source (as if storage failed it), its reason
 * names "the upload" and never the signed URL, and the retry, once the source is there, completes.
 * The worker is this test's own process on a queue of its own.
 */

const WORKER_DIR = resolve(__dirname, '..');
const queueName = `media-source-retry-test-${process.pid}-${Date.now()}`;
const videoId = Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const sourceKey = `uploads/source-retry-test-${videoId}/file`;
const bucket = process.env.MEDIA_BUCKET ?? MEDIA_BUCKET_DEFAULT;

let workDir: string;
let connection: IORedis;
let queue: Queue<TranscodeJob>;
let worker: ChildProcess | undefined;
let storage: Client;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'streamhub-source-retry-'));
  connection = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  queue = new Queue<TranscodeJob>(queueName, { connection });
  const endpoint = new URL(process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000');
  storage = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: endpoint.protocol === 'https:',
    accessKey: process.env.S3_ACCESS_KEY ?? '',
    secretKey: process.env.S3_SECRET_KEY ?? '',
  });
  worker = spawn(process.execPath, ['dist/main.js'], {
    cwd: WORKER_DIR,
    env: {
      ...process.env,
      MEDIA_QUEUE: queueName,
      MEDIA_WORK_DIR: workDir,
      FFMPEG_THREADS: '1',
      FFMPEG_PRESET: 'ultrafast',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
});

afterAll(async () => {
  worker?.kill('SIGKILL');
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  connection?.disconnect();
  await storage?.removeObject(bucket, sourceKey).catch(() => undefined);
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('the source of an upload', () => {
  it('is read from storage by the first attempt and copied by the retry; the signed URL is never a reason', async () => {
    const job: Job<TranscodeJob> = await queue.add(
      'transcode',
      { videoId, sourceKey, extractPoster: false, extractThumb: true },
      { jobId: `transcode-${videoId}`, attempts: 2, backoff: { type: 'fixed', delay: 4_000 } },
    );
    await waitFor(async () => (await queue.getJob(job.id!))?.attemptsMade === 1, {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: 'the first attempt to fail on the missing source',
    });
    const failed = await queue.getJob(job.id!);
    expect(failed?.failedReason).toMatch(/the upload/);
    expect(failed?.failedReason).not.toMatch(/https?:|X-Amz/i);

    // The source arrives during the backoff; the retry copies it and completes.
    const clip = join(workDir, 'clip.mp4');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-c:a', 'aac', '-shortest', clip],
    ]);
    await storage.fPutObject(bucket, sourceKey, clip, { 'Content-Type': 'video/mp4' });
    await waitFor(async () => (await job.getState()) === 'completed', {
      timeoutMs: 90_000,
      intervalMs: 250,
      what: 'the retry to complete',
    });
    const done = await queue.getJob(job.id!);
    expect(done?.attemptsMade).toBe(2);
    expect(done?.returnvalue).toMatchObject({ videoId, renditions: [{ height: 240 }], thumb: `${videoId}-thumb.jpg` });
    expect(done?.returnvalue.durationSeconds).toBeCloseTo(4, 0);
  }, 180_000);
});
