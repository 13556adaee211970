import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECT_UPLOAD_LIMITS, MEDIA_BUCKET_DEFAULT, MediaMessages, tooLargeMessage } from '@streamhub/contracts';
import { DEMO_ADMIN, api, makeTestClip, signInAs, unique, waitUntilTranscoded } from '@streamhub/testkit';
import type { GatewayConfig } from '../src/config';
import { AuthRedis } from '../src/auth/auth-redis';
import { DirectUploadRecords } from '../src/media/direct-upload-records';
import { MediaStorage } from '../src/media/media-storage';
import { UploadSweeper } from '../src/media/upload-sweeper';

/*
 * Direct uploads (docs/media.md "Direct uploads"): the parts go straight to MinIO with URLs the
 * gateway signs for admins only; an upload cut half-way resumes from the parts stored, and complete
 * checks the stored file before the title exists, once.
 */

const UPLOAD_MAX_BYTES = Number(process.env.UPLOAD_MAX_BYTES ?? 8 * 1024 * 1024);
const BUCKET = process.env.MEDIA_BUCKET ?? MEDIA_BUCKET_DEFAULT;
const S3 = new URL(process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000');
const minio = new Client({
  endPoint: S3.hostname,
  port: Number(S3.port),
  useSSL: false,
  accessKey: process.env.S3_ACCESS_KEY ?? '',
  secretKey: process.env.S3_SECRET_KEY ?? '',
});
const PART = DIRECT_UPLOAD_LIMITS.partSize;
const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex');

/**
 * `clip` followed by an ISO BMFF `free` box, so the file is `size` bytes and still a valid MP4
 * (players skip free boxes): a source of more than one part from a tiny clip.
 */
function paddedMp4(clip: Buffer, size: number): Buffer {
  const box = Buffer.alloc(size - clip.length);
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  return Buffer.concat([clip, box]);
}

async function storedMd5(key: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of await minio.getObject(BUCKET, key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function objectExists(key: string): Promise<boolean> {
  return minio.statObject(BUCKET, key).then(
    () => true,
    (err: { code?: string }) => {
      if (err.code === 'NotFound') return false;
      throw err;
    },
  );
}

interface Started {
  uploadId: string;
  key: string;
  partSize: number;
}

async function start(token: string, size: number): Promise<Started> {
  const res = await api('POST', '/uploads', {
    token,
    body: { filename: 'source.mp4', size, contentType: 'video/mp4' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as Started;
}

/** Signs part `n` and PUTs it straight to object storage, as the admin app does. */
async function sendPart(token: string, uploadId: string, n: number, bytes: Buffer): Promise<void> {
  const signed = await api('GET', `/uploads/${uploadId}/parts/${n}`, { token });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  const url = new URL(signed.body.data.url as string);
  expect(url.host).toBe(S3.host); // to storage, not through the gateway
  const put = await fetch(url, { method: 'PUT', body: bytes });
  expect(put.status).toBe(200);
  expect(put.headers.get('etag')).toBeTruthy();
}

const complete = (token: string, uploadId: string, videoTitle = unique('Direct ')) =>
  api('POST', `/uploads/${uploadId}/complete`, { token, body: { metadata: { videoTitle, genre: 'DRAMA' } } });

describe('direct uploads', () => {
  let admin: string;
  let viewer: string;
  let dir: string;
  let clip: Buffer;

  beforeAll(async () => {
    admin = (await signInAs(DEMO_ADMIN)).token;
    viewer = (await signInAs({ email: 'user@streamhub.local', password: 'User@123' })).token;
    dir = await mkdtemp(join(tmpdir(), 'uploads-direct-'));
    clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 180, seconds: 2 });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('resumes an upload cut half-way from the parts stored: the object is byte-identical and the title plays', async () => {
    const source = paddedMp4(clip, PART + 1_234_567);
    const { uploadId, key, partSize } = await start(admin, source.length);
    expect(partSize).toBe(PART);
    const parts = [source.subarray(0, PART), source.subarray(PART)];

    // The first half arrives, then the connection is lost: a new session asks what is stored.
    await sendPart(admin, uploadId, 1, parts[0]!);
    const listed = await api('GET', `/uploads/${uploadId}/parts`, { token: admin });
    expect(listed.status).toBe(200);
    expect(listed.body.data.parts).toEqual([{ PartNumber: 1, Size: PART, ETag: expect.any(String) }]);

    // Complete before the rest is refused, and nothing is lost by it.
    const early = await complete(admin, uploadId);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe(MediaMessages.directUploadIncomplete);

    await sendPart(admin, uploadId, 2, parts[1]!);
    const title = unique('Resumed ');
    // Two completes at once (a retried request): one title, processing started once.
    const [first, second] = await Promise.all([complete(admin, uploadId, title), complete(admin, uploadId, title)]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const video = first.body.data.video as { _id: string; status: string };
    expect(second.body.data.video._id).toBe(video._id);
    expect(video.status).toBe('processing');
    const again = await complete(admin, uploadId, title);
    expect(again.body.data.video._id).toBe(video._id);

    expect(await storedMd5(key)).toBe(md5(source));
    const list = await api('GET', `/admin/videos?q=${encodeURIComponent(title)}&status=all`, { token: admin });
    const titled = (list.body.data.videos as { videoTitle: string }[]).filter(
      (v) => v.videoTitle.toLowerCase() === title.toLowerCase(),
    );
    expect(titled).toHaveLength(1);

    const ready = await waitUntilTranscoded(video._id, admin);
    expect(ready.sources.map((s) => s.type).sort()).toEqual(['dash', 'hls']);
  });

  it('gives part URLs to admins only', async () => {
    const { uploadId } = await start(admin, 1000);
    for (const token of [viewer, undefined]) {
      const status = token ? 403 : 401;
      expect((await api('POST', '/uploads', { token, body: { size: 1000 } })).status).toBe(status);
      expect((await api('GET', `/uploads/${uploadId}/parts/1`, { token })).status).toBe(status);
      expect((await api('GET', `/uploads/${uploadId}/parts`, { token })).status).toBe(status);
      expect((await complete(token as string, uploadId)).status).toBe(status);
      expect((await api('DELETE', `/uploads/${uploadId}`, { token })).status).toBe(status);
    }
    expect((await api('DELETE', `/uploads/${uploadId}`, { token: admin })).status).toBe(200);
    expect((await api('GET', `/uploads/${uploadId}/parts/1`, { token: admin })).status).toBe(404);
  });

  it('refuses at complete a file that is not a video, and deletes it', async () => {
    const bytes = randomBytes(50_000);
    const { uploadId, key } = await start(admin, bytes.length);
    await sendPart(admin, uploadId, 1, bytes);
    const res = await complete(admin, uploadId);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MediaMessages.notAVideo);
    expect(await objectExists(key)).toBe(false);
    expect((await complete(admin, uploadId)).status).toBe(404);
  });

  it('refuses a size over the cap before anything is stored, and bad input with 4xx', async () => {
    const over = await api('POST', '/uploads', { token: admin, body: { size: UPLOAD_MAX_BYTES + 1 } });
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(tooLargeMessage(UPLOAD_MAX_BYTES));
    expect((await api('POST', '/uploads', { token: admin, body: { size: 'big' } })).status).toBe(400);
    // A file type that is not a media type never reaches storage (it would be the object's header).
    const oddType = await api('POST', '/uploads', { token: admin, body: { size: 430, contentType: '\u00d3\u001a;}' } });
    expect(oddType.status).toBe(400);
    expect(oddType.body.message).toBe(MediaMessages.directUploadContentTypeInvalid);
    expect((await api('GET', '/uploads/not-an-id/parts/1', { token: admin })).status).toBe(404);
    const { uploadId } = await start(admin, 1000);
    expect((await api('GET', `/uploads/${uploadId}/parts/0`, { token: admin })).status).toBe(400);
    expect((await api('GET', `/uploads/${uploadId}/parts/10001`, { token: admin })).status).toBe(400);
    const untitled = await api('POST', `/uploads/${uploadId}/complete`, {
      token: admin,
      body: { metadata: { videoTitle: ' ', genre: 'DRAMA' } },
    });
    expect(untitled.status).toBe(400);
    await api('DELETE', `/uploads/${uploadId}`, { token: admin });
  });

  it('aborts uploads abandoned for longer than the configured age', async () => {
    const { uploadId, key } = await start(admin, PART + 10);
    await sendPart(admin, uploadId, 1, randomBytes(PART));
    const config = {
      REDIS_URL: process.env.REDIS_URL ?? '',
      S3_ENDPOINT: S3.toString(),
      S3_ACCESS_KEY: process.env.S3_ACCESS_KEY ?? '',
      S3_SECRET_KEY: process.env.S3_SECRET_KEY ?? '',
      MEDIA_BUCKET: BUCKET,
      S3_PUBLIC_ENDPOINT: '',
      S3_REGION: 'us-east-1',
      UPLOAD_ABANDON_AFTER_SECONDS: 3600,
      UPLOAD_SWEEP_INTERVAL_MS: 0,
    } as GatewayConfig;
    const redis = new AuthRedis(config);
    const sweeper = new UploadSweeper(new MediaStorage(config), new DirectUploadRecords(redis, config), config);
    const incomplete = async () => {
      const keys: string[] = [];
      for await (const upload of minio.listIncompleteUploads(BUCKET, key, true) as AsyncIterable<{ key: string }>)
        keys.push(upload.key);
      return keys;
    };
    expect(await incomplete()).toEqual([key]);
    // Only this test's upload: others of the shared stack are left alone.
    const mine = (id: string) => id === uploadId;
    try {
      // Younger than the age: kept.
      expect(await sweeper.sweep(new Date(), mine)).toBe(0);
      expect((await api('GET', `/uploads/${uploadId}/parts`, { token: admin })).status).toBe(200);
      // Seen two hours later: aborted, its parts gone from storage.
      expect(await sweeper.sweep(new Date(Date.now() + 2 * 3600_000), mine)).toBe(1);
      expect((await api('GET', `/uploads/${uploadId}/parts`, { token: admin })).status).toBe(404);
      expect(await incomplete()).toEqual([]);
    } finally {
      await redis.onApplicationShutdown();
    }
  });
});
