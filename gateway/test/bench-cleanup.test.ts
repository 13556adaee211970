import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { api } from '@streamhub/testkit';

const run = promisify(execFile);
const repoRoot = resolve(__dirname, '../..');

interface Listed {
  _id: string;
  videoTitle: string;
}

async function activeTitles(): Promise<Listed[]> {
  const res = await api('GET', '/videos/all');
  expect(res.status).toBe(200);
  return (res.body.data as { videos: Listed[] }).videos;
}

describe('benchmarks clean up after themselves', () => {
  it('a catalogue bench run deletes the titles it seeded, leaving the catalogue as it found it', async () => {
    // The smallest episodes-all run: 3 seeded titles, one 1 s round per side, no warm-up.
    const { stdout } = await run(process.execPath, ['bench/run.mjs', 'episodes-all'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        BENCH_VIDEOS: '1',
        BENCH_SEED_AT_LEAST: '3',
        BENCH_SECONDS: '1',
        BENCH_ROUNDS: '1',
        BENCH_MIN_ROUND_SECONDS: '1',
        BENCH_WARMUP_SECONDS: '0',
      },
      // Stopped by a timeout, the run still deletes what it made (SIGTERM runs its cleanup).
      timeout: 180_000,
    });
    const seeded = /seed-bench: created (\d+) videos \(run (\w+)\)/.exec(stdout);
    expect(seeded, stdout).not.toBeNull();
    expect(Number(seeded![1])).toBe(3);
    expect(stdout).not.toMatch(/ERROR/);
    const prefix = `BENCH ${seeded![2]} `;
    const after = await activeTitles();
    // None of the run's titles is left. (Its clean-up deletes only the ids it seeded, bench/cleanup.mjs;
    // other test files run meanwhile and add and remove titles of their own, so the whole list before
    // and after cannot be compared here.)
    expect(after.filter((v) => v.videoTitle.startsWith(prefix))).toEqual([]);
  }, 240_000);
});
