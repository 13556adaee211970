import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';

/*
 * Scratch directories of jobs, named after the worker process that owns them. A worker killed
 * outright (SIGKILL, a crash) leaves its directory and its running ffmpeg behind; the next worker
 * to start on the same directory removes both before it takes jobs.
 */

/** A new job directory's name: `<owner pid>.<video id>-<uuid>`. */
export function jobDirName(videoId: string, ownerPid = process.pid): string {
  return `${ownerPid}.${videoId}-${randomUUID()}`;
}

/** The pid that owns a job directory; null for names of another shape. */
export function ownerOf(name: string): number | null {
  const match = /^(\d{1,10})\./.exec(name);
  return match ? Number(match[1]) : null;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Pids of processes (ours or orphaned) working in `dir`: a path under it among their arguments, or it as their cwd. */
export function processesUsing(dir: string, proc = '/proc'): number[] {
  let entries: string[];
  try {
    entries = readdirSync(proc).filter((e) => /^\d+$/.test(e));
  } catch {
    return []; // no /proc: nothing to find
  }
  const inside = (path: string): boolean => path === dir || path.startsWith(`${dir}/`);
  const found: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      const args = readFileSync(join(proc, entry, 'cmdline'), 'utf8').split('\0');
      let cwd = '';
      try {
        cwd = readlinkSync(join(proc, entry, 'cwd'));
      } catch {
        // another user's process: its cwd is not ours to read
      }
      if (args.some(inside) || inside(cwd)) found.push(pid);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

export interface SweepResult {
  dirs: number;
  killed: number;
}

/**
 * Removes the job directories of workers that are gone (and of a pid now ours: a dead worker's pid
 * reused), after killing whatever still runs in them. Directories of live workers stay.
 */
export async function sweepStaleWorkDirs(
  workDir: string,
  logger: Logger,
  alive: (pid: number) => boolean = isAlive,
): Promise<SweepResult> {
  await mkdir(workDir, { recursive: true });
  const result: SweepResult = { dirs: 0, killed: 0 };
  for (const name of await readdir(workDir)) {
    const owner = ownerOf(name);
    if (owner !== null && owner !== process.pid && alive(owner)) continue;
    const dir = join(workDir, name);
    for (const pid of processesUsing(dir)) {
      try {
        process.kill(pid, 'SIGKILL');
        result.killed++;
      } catch {
        // exited meanwhile
      }
    }
    await rm(dir, { recursive: true, force: true });
    result.dirs++;
  }
  if (result.dirs > 0) logger.warn({ ...result, workDir }, 'removed the scratch of jobs whose worker is gone');
  return result;
}
