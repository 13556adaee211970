import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_UPLOAD_LIMITS, ImportMessages, MediaMessages } from '@streamhub/contracts';
import { DEMO_ADMIN, api, makeTestClip, signInAs, testEnv, unique, waitFor } from '@streamhub/testkit';

/*
 * Bulk import (docs/media.md "Bulk import"): `npm run import` checks the whole manifest, uploads
 * each row's file with the direct-upload path, and each external id makes one title; a re-run
 * resumes a cut upload from its stored parts and skips what is done.
 */

const IMPORTER = resolve(__dirname, '../../scripts/import.mjs');
const PART = DIRECT_UPLOAD_LIMITS.partSize;

interface RowStatus {
  line: number;
  externalId: string;
  state: string;
  reason: string | null;
  videoId: string | null;
  uploadId: string | null;
}

/** `clip` then an ISO BMFF `free` box up to `size` bytes: still a valid MP4, of more than one part. */
function paddedMp4(clip: Buffer, size: number): Buffer {
  const box = Buffer.alloc(size - clip.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  return Buffer.concat([clip, box]);
}

function runImporter(manifest: string, ...args: string[]) {
  return execa(process.execPath, [IMPORTER, manifest, ...args], {
    reject: false,
    env: { GATEWAY_URL: testEnv.gatewayUrl, IMPORT_EMAIL: DEMO_ADMIN.email, IMPORT_PASSWORD: DEMO_ADMIN.password },
    timeout: 120_000,
  });
}

describe('bulk import', () => {
  let admin: string;
  let viewer: string;
  let dir: string;

  beforeAll(async () => {
    admin = (await signInAs(DEMO_ADMIN)).token;
    viewer = (await signInAs({ email: 'user@streamhub.local', password: 'User@123' })).token;
    dir = await mkdtemp(join(tmpdir(), 'import-'));
    const clip = await makeTestClip(join(dir, 'a.mp4'), { width: 160, height: 90, seconds: 1 });
    await makeTestClip(join(dir, 'b.mp4'), { width: 160, height: 90, seconds: 1 });
    await writeFile(join(dir, 'big.mp4'), paddedMp4(clip, PART + 300_000));
    await writeFile(join(dir, 'notes.mp4'), randomBytes(20_000));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a manifest with bad rows whole, naming every one with its line; nothing is queued', async () => {
    const id = unique('bad-');
    const manifest = [
      'externalId,source,title,genre,ageRating,episode',
      `${id}-1,a.mp4,Fine,Drama,U,`,
      `${id}-2,a.mp4,,Drama,PG,`,
      `${id}-3,missing.mp4,Missing File,Drama,,`,
      `${id}-4,b.mp4,Zero,Drama,,0`,
    ].join('\n');
    const body = { name: `${id}.csv`, format: 'csv', manifest };

    const check = await api('POST', '/imports/check', { token: admin, body });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    expect(check.body.data.valid).toBe(false);
    expect(check.body.data.errors).toEqual([
      { line: 3, field: 'title', message: ImportMessages.titleRequired },
      { line: 3, field: 'ageRating', message: ImportMessages.ageRatingInvalid },
      { line: 5, field: 'episode', message: ImportMessages.episodeInvalid },
    ]);

    const queued = await api('POST', '/imports', { token: admin, body });
    expect(queued.status).toBe(400);
    expect(queued.body.message).toMatch(/3 bad rows.*line 3 \(title\).*line 3 \(ageRating\).*line 5 \(episode\)/);

    // The importer adds files that are not there, and queues nothing either.
    const path = join(dir, `${id}.csv`);
    await writeFile(path, manifest);
    const run = await runImporter(path);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('line 3 (title)');
    expect(run.stderr).toContain('line 4 (source): no such file: missing.mp4');
    expect(run.stderr).toContain('line 5 (episode)');
    const list = await api('GET', '/imports', { token: admin });
    expect(list.status).toBe(200);
    expect((list.body.data.imports as { name: string }[]).map((i) => i.name)).not.toContain(`${id}.csv`);

    for (const [token, status] of [
      [viewer, 403],
      [undefined, 401],
    ] as const) {
      expect((await api('POST', '/imports/check', { token, body })).status).toBe(status);
      expect((await api('GET', '/imports', { token })).status).toBe(status);
    }
  });

  it('imports each row once: a cut upload resumes, a non-video row fails with its reason, a re-run adds nothing', async () => {
    const id = unique('lib-');
    const manifest = [
      'externalId,source,title,genre,type,ageRating,language,series,episode,protection',
      `${id}-big,big.mp4,${id} Big,Drama,movie,U/A 13+,Hindi,,,clear`,
      `${id}-b,b.mp4,${id} Part Two,Drama,episode,U,Tamil,${id} Series,2,clear`,
      `${id}-bad,notes.mp4,${id} Not Video,Drama,movie,U,,,,clear`,
    ].join('\n');
    const path = join(dir, `${id}.csv`);
    await writeFile(path, manifest);

    // A first run got the first part of the big file stored, then the connection dropped.
    const created = await api('POST', '/imports', {
      token: admin,
      body: { name: `${id}.csv`, format: 'csv', manifest },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const importId = created.body.data.id as string;
    expect((created.body.data.rows as RowStatus[]).map((r) => [r.line, r.state])).toEqual([
      [2, 'queued'],
      [3, 'queued'],
      [4, 'queued'],
    ]);
    const started = await api('POST', `/imports/${importId}/rows/2/upload`, {
      token: admin,
      body: { size: PART + 300_000, contentType: 'video/mp4' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const signed = await api('GET', `/uploads/${started.body.data.uploadId}/parts/1`, { token: admin });
    const big = await readFile(join(dir, 'big.mp4'));
    expect((await fetch(signed.body.data.url, { method: 'PUT', body: big.subarray(0, PART) })).status).toBe(200);
    const half = await api('GET', `/imports/${importId}`, { token: admin });
    expect(half.body.data.rows[0]).toMatchObject({
      state: 'uploading',
      progress: Math.round((PART * 100) / (PART + 300_000)),
    });

    const run = await runImporter(path);
    expect(run.exitCode, run.stderr).toBe(1);
    expect(run.stdout).toContain(`import ${importId}`);
    expect(run.stdout).toContain(
      `line 2 ${id}-big: uploaded (${PART + 300_000} bytes, 1 of 2 parts were already stored)`,
    );
    expect(run.stderr).toContain(`line 4 ${id}-bad: failed: ${MediaMessages.notAVideo}`);

    const rowsOf = async (): Promise<RowStatus[]> => {
      const res = await api('GET', `/imports/${importId}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.rows as RowStatus[];
    };
    const published = await waitFor(
      async () => {
        const rows = await rowsOf();
        return rows.filter((r) => r.state === 'published').length === 2 ? rows : null;
      },
      { timeoutMs: 150_000, intervalMs: 1000, what: 'the two good rows published' },
    );
    expect(published[2]).toMatchObject({ state: 'failed', reason: MediaMessages.notAVideo, videoId: null });
    const videoIds = published.slice(0, 2).map((r) => r.videoId);
    expect(videoIds.every((v) => typeof v === 'string')).toBe(true);
    const episode = await api('GET', `/videos/${videoIds[1]}`, { token: admin });
    expect(episode.body.data.video).toMatchObject({
      videoType: 'episode',
      episodeSeq: 2,
      ageRating: 'U',
      languages: [expect.stringMatching(/^tamil$/i)],
      status: 'active',
    });

    // The same manifest again: done rows are skipped (only the bad one is tried again).
    const again = await runImporter(path);
    expect(again.stdout).toContain(`line 2 ${id}-big: published already, skipped`);
    expect(again.stdout).toContain(`line 3 ${id}-b: published already, skipped`);
    expect(again.stderr).toContain(`line 4 ${id}-bad: failed: ${MediaMessages.notAVideo}`);

    // Another manifest naming the same external ids (JSON this time) finds their titles: no second title.
    const json = join(dir, `${id}.json`);
    await writeFile(
      json,
      JSON.stringify([
        { externalId: `${id}-big`, source: 'big.mp4', title: `${id} Big again`, genre: 'Drama' },
        { externalId: `${id}-b`, source: 'b.mp4', title: `${id} Part Two again`, genre: 'Drama' },
      ]),
    );
    const other = await runImporter(json);
    expect(other.exitCode, other.stderr).toBe(0);
    expect(other.stdout).toContain(`line 1 ${id}-big: published already, skipped`);
    const list = await api('GET', `/admin/videos?q=${encodeURIComponent(id)}&status=all`, { token: admin });
    expect((list.body.data.videos as { _id: string }[]).map((v) => v._id).sort()).toEqual([...videoIds].sort());
  });
});
