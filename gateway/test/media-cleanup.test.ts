import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BUCKET_DEFAULT, type Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  makeTestClip,
  pngImage,
  signInAs,
  unique,
  uploadForm,
  uploadVideo,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';

/* Deleting a video removes its objects from the media bucket (a cleanup job of the media worker). */

let dir: string;
let admin: string;
let video: Video;
let uploadId: string;

function bucket(): Client {
  const url = new URL(process.env.S3_ENDPOINT ?? 'http://127.0.0.1:9000');
  return new Client({
    endPoint: url.hostname,
    port: Number(url.port),
    useSSL: false,
    accessKey: process.env.S3_ACCESS_KEY ?? '',
    secretKey: process.env.S3_SECRET_KEY ?? '',
  });
}

async function objectsUnder(prefix: string): Promise<string[]> {
  const names: string[] = [];
  const stream = bucket().listObjectsV2(process.env.MEDIA_BUCKET ?? MEDIA_BUCKET_DEFAULT, prefix, true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) names.push(item.name);
  return names.sort();
}

/** Everything stored for the upload: source and trailer, poster and thumb, the stream and its storyboard. */
async function storedObjects(): Promise<string[]> {
  const all = await Promise.all([
    objectsUnder(`uploads/${uploadId}/`),
    objectsUnder(`images/${uploadId}-`),
    objectsUnder(`videos/${video._id}/`),
  ]);
  return all.flat();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-cleanup-test-'));
  // 3 s at 320x240: one rung, one segment.
  const clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 3 });
  admin = (await signInAs(DEMO_ADMIN)).token;
  const res = await uploadVideo(
    uploadForm(
      { videoTitle: unique('Cleanup '), genre: 'documentary', episodeName: unique('CLEANUP SHOW ') },
      {
        file: { data: clip, name: 'clip.mp4', type: 'video/mp4' },
        trailer: { data: clip, name: 'trailer.mp4', type: 'video/mp4' },
        poster: { data: pngImage(32, 48), name: 'poster.png', type: 'image/png' },
        thumb: { data: pngImage(48, 27), name: 'thumb.png', type: 'image/png' },
      },
    ),
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  uploadId = /\/images\/(.+)-poster\.png$/.exec(res.body.data.video.poster)![1]!;
  video = await waitUntilTranscoded(res.body.data.video._id, admin);
}, 240_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('deleting a video', () => {
  it('removes its source, trailer, images, renditions and storyboard from the media bucket', async () => {
    const before = await storedObjects();
    expect(before).toEqual(
      expect.arrayContaining([
        `uploads/${uploadId}/file`,
        `uploads/${uploadId}/trailer`,
        `images/${uploadId}-poster.png`,
        `images/${uploadId}-thumb.png`,
        `videos/${video._id}/stream/manifest.mpd`,
        `videos/${video._id}/stream/master.m3u8`,
        `videos/${video._id}/stream/storyboard.vtt`,
        `videos/${video._id}/stream/storyboard-0.jpg`,
      ]),
    );

    const deleted = await api('DELETE', `/videos/${video._id}`, { token: admin });
    expect(deleted.status).toBe(200);

    await waitFor(async () => (await storedObjects()).length === 0, {
      timeoutMs: 60_000,
      intervalMs: 500,
      what: 'the media objects of the deleted video to be removed',
    });
    const poster = await fetch(`${process.env.GATEWAY_URL}${video.poster}`);
    expect(poster.status).toBe(404);
  });
});
