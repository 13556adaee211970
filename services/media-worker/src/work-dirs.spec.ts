import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive, jobDirName, ownerOf, processesUsing, sweepStaleWorkDirs } from './work-dirs';

const logger = pino({ level: 'silent' });
let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('job directories', () => {
  it('carry the pid of the worker that owns them', () => {
    const name = jobDirName('abcdefabcdefabcdefabcdef', 4242);
    expect(name).toMatch(/^4242\.abcdefabcdefabcdefabcdef-[0-9a-f-]{36}$/);
    expect(ownerOf(name)).toBe(4242);
    expect(ownerOf('abcdefabcdefabcdefabcdef-uuid')).toBeNull();
  });

  it("removes a dead worker's directory and kills what still runs in it, and leaves a live worker's alone", async () => {
    root = await mkdtemp(join(tmpdir(), 'streamhub-sweep-'));
    const dead = join(root, '999999.aaaaaaaaaaaaaaaaaaaaaaaa-x');
    const live = join(root, '1.bbbbbbbbbbbbbbbbbbbbbbbb-y');
    await mkdir(dead);
    await mkdir(live);
    await writeFile(join(dead, 'source'), 'x');
    // A leftover process working in the dead worker's directory (as an orphaned ffmpeg would).
    const orphan = spawn('sleep', ['300'], { cwd: dead, stdio: 'ignore' });
    const exited = new Promise((resolve) => orphan.on('exit', resolve));
    expect(processesUsing(dead)).toContain(orphan.pid);

    const result = await sweepStaleWorkDirs(root, logger, (pid) => pid === 1);
    expect(result).toEqual({ dirs: 1, killed: 1 });
    await exited;
    expect(isAlive(orphan.pid!)).toBe(false);
    expect(await readdir(root)).toEqual(['1.bbbbbbbbbbbbbbbbbbbbbbbb-y']);
  });
});
