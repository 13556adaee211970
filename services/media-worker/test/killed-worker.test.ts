import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Queue, type Job } from 'bullmq';
import IORedis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscodeJob } from '@streamhub/contracts';
import { waitFor } from '@streamhub/testkit';

/*
 * A worker killed outright (SIGKILL) in the middle of an encode: its job is handed to the next
 * worker and completes, and that worker first kills the orphaned ffmpeg and removes the scratch
 * directory. The workers are this test's own processes on a queue of its own, so the stack's
 * worker and the other tests are not disturbed.
 */

const WORKER_DIR = resolve(__dirname, '..');
const queueName = `media-killed-worker-test-${process.pid}-${Date.now()}`;
const videoId = Array.from({ length: 24 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

let workDir: string;
let connection: IORedis;
let queue: Queue<TranscodeJob>;
const workers = new Set<ChildProcess>();

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: WORKER_DIR,
    env: {
      ...process.env,
      MEDIA_QUEUE: queueName,
      MEDIA_WORK_DIR: workDir,
      // A short lock, so the dead worker's job is noticed as stalled within seconds.
      TRANSCODE_LOCK_MS: '4000',
      FFMPEG_THREADS: '1',
      FFMPEG_PRESET: 'ultrafast',
      // The job is a generated (demo) source: H.264 only, so the encode stays cheap (demo titles add AV1 by default).
      DEMO_MEDIA_CODECS: 'h264',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.add(child);
  child.on('exit', () => workers.delete(child));
  return child;
}

/** [pid, arguments] of the live (not zombie) processes whose parent is `parent`. */
function childrenOf(parent: number): [number, string[]][] {
  const found: [number, string[]][] = [];
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== parent || state === 'Z') continue;
      found.push([Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')]);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'streamhub-killed-worker-'));
  connection = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  queue = new Queue<TranscodeJob>(queueName, { connection });
});

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  connection?.disconnect();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('a worker killed mid-transcode', () => {
  it('leaves a job the next worker completes, after it killed the orphaned ffmpeg and removed the scratch', async () => {
    const first = startWorker();
    const job: Job<TranscodeJob> = await queue.add(
      'transcode',
      {
        videoId,
        sourceKey: `uploads/killed-worker-test-${videoId}/file`,
        extractPoster: true,
        extractThumb: false,
        // 24 s of a cheap pattern at 426x240: one rung, and an encode long enough to be caught in.
        generated: {
          pattern: 'gradients',
          palette: ['#102030', '#405060', '#708090'],
          title: 'KILLED WORKER',
          subtitle: 'TEST',
          toneHz: 440,
          seconds: 24,
          width: 426,
          height: 240,
        },
      },
      { jobId: `transcode-${videoId}`, attempts: 3, backoff: { type: 'exponential', delay: 1_000 } },
    );

    const [encoder, args] = await waitFor(
      () => childrenOf(first.pid!).find(([, argv]) => argv[0]?.endsWith('ffmpeg') && argv.includes('dash')),
      { timeoutMs: 120_000, intervalMs: 50, what: 'the first worker to start the ladder encode' },
    );
    // The encoder's input sits in the job's scratch directory, right under the work directory.
    const input = args.find((a) => a.startsWith(`${workDir}/`))!;
    const jobDir = join(workDir, input.slice(workDir.length + 1).split('/')[0]!);
    const exited = new Promise((resolve) => first.on('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    // What a crash leaves: the encoder still running, its scratch directory still there.
    expect(running(encoder)).toBe(true);
    expect(existsSync(jobDir)).toBe(true);

    startWorker();
    await waitFor(() => !running(encoder) && !existsSync(jobDir), {
      timeoutMs: 60_000,
      what: 'the next worker to kill the orphaned ffmpeg and remove its scratch directory',
    });
    await waitFor(async () => (await job.getState()) === 'completed', {
      timeoutMs: 150_000,
      intervalMs: 500,
      what: 'the stalled job to be completed by the next worker',
    });
    const done = await queue.getJob(job.id!);
    expect(done?.returnvalue).toMatchObject({ videoId, durationSeconds: 24, renditions: [{ height: 240 }] });
    // The finished job cleaned up after itself.
    expect(await readdir(workDir)).toEqual([]);
  }, 300_000);
});
