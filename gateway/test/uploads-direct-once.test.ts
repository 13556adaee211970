import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, api, makeTestClip, signInAs, unique } from '@streamhub/testkit';

/*
 * The double-create window of a direct upload (docs/media.md "Direct uploads"): the gateway crashes
 * after catalog made the title and before the upload's Redis record names it. The retried complete
 * sends the same source key (the upload's external id) and catalog's unique index on it answers the
 * title made the first time: no second title.
 */

let redis: Redis;
let admin: string;
let dir: string;
let clip: Buffer;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  admin = (await signInAs(DEMO_ADMIN)).token;
  dir = await mkdtemp(join(tmpdir(), 'uploads-once-'));
  clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 180, seconds: 2 });
});

afterAll(async () => {
  redis?.disconnect();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function uploaded(): Promise<string> {
  const started = await api('POST', '/uploads', {
    token: admin,
    body: { filename: 'clip.mp4', size: clip.length, contentType: 'video/mp4' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const uploadId = started.body.data.uploadId as string;
  const signed = await api('GET', `/uploads/${uploadId}/parts/1`, { token: admin });
  expect(signed.status).toBe(200);
  expect((await fetch(signed.body.data.url as string, { method: 'PUT', body: clip })).status).toBe(200);
  return uploadId;
}

const complete = (uploadId: string, videoTitle: string) =>
  api('POST', `/uploads/${uploadId}/complete`, { token: admin, body: { metadata: { videoTitle, genre: 'DRAMA' } } });

describe('direct upload complete after a crash between the title and its record', () => {
  it('gives the title made the first time, never a second one', async () => {
    const uploadId = await uploaded();
    const title = unique('Once ');
    const first = await complete(uploadId, title);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const made = first.body.data.video as { _id: string };

    // What a crash right after catalog's create leaves: the record without its title, no claim.
    const record = `uploads:direct:${uploadId}`;
    expect(await redis.hexists(record, 'video')).toBe(1);
    await redis.hdel(record, 'video');
    await redis.del(`${record}:completing`);

    // The admin app retries (twice at once, for good measure): the same title each time.
    const retried = await Promise.all([complete(uploadId, title), complete(uploadId, `${title} renamed`)]);
    for (const res of retried) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.video._id).toBe(made._id);
    }
    const list = await api('GET', `/admin/videos?q=${encodeURIComponent(title)}&status=all`, { token: admin });
    const titled = (list.body.data.videos as { _id: string; videoTitle: string }[]).filter((v) =>
      v.videoTitle.toLowerCase().startsWith(title.toLowerCase()),
    );
    expect(titled.map((v) => v._id)).toEqual([made._id]);
    // The record names the title again, so later completes answer from it.
    expect(JSON.parse((await redis.hget(record, 'video'))!)._id).toBe(made._id);
  });
});
