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
  probeMedia,
  signInAs,
  unique,
  uploadForm,
  uploadVideo,
  viewerToken,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';

/*
 * An uploaded trailer goes through the pipeline with its video and is signed for anyone; deleting
 * the video removes its objects from the media bucket (a cleanup job of the media worker).
 */

let dir: string;
let admin: string;
let video: Video;
let uploadId: string;
/** Uploaded with a trailer ffmpeg cannot read. */
let brokenTrailer: Video;
let episodeName: string;
const gateway = () => process.env.GATEWAY_URL ?? '';
const SIGNED_TRAILER = /^\/api\/v1\/media\/s\/[0-9a-f]{24}\.anyone\.\d+\.trailer\.[A-Za-z0-9_-]+\/manifest\.mpd$/;

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
  // Smaller than the video, so what ffprobe reads tells the trailer from the video.
  const trailerClip = await makeTestClip(join(dir, 'trailer.mp4'), { width: 256, height: 144, seconds: 2 });
  admin = (await signInAs(DEMO_ADMIN)).token;
  episodeName = unique('CLEANUP SHOW ').toUpperCase();
  // Its container header and no more: the upload accepts it as a video, ffmpeg cannot read it.
  const broken = await uploadVideo(
    uploadForm(
      { videoTitle: unique('Broken trailer '), genre: 'documentary', episodeName: unique('BROKEN TRAILER ') },
      {
        file: { data: clip, name: 'clip.mp4', type: 'video/mp4' },
        trailer: { data: clip.subarray(0, 2048), name: 'trailer.mp4', type: 'video/mp4' },
      },
    ),
    admin,
  );
  expect(broken.status, JSON.stringify(broken.body)).toBe(201);
  const res = await uploadVideo(
    uploadForm(
      { videoTitle: unique('Cleanup '), genre: 'documentary', episodeName },
      {
        file: { data: clip, name: 'clip.mp4', type: 'video/mp4' },
        trailer: { data: trailerClip, name: 'trailer.mp4', type: 'video/mp4' },
        poster: { data: pngImage(32, 48), name: 'poster.png', type: 'image/png' },
        thumb: { data: pngImage(48, 27), name: 'thumb.png', type: 'image/png' },
      },
    ),
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  uploadId = /\/images\/(.+)-poster\.png$/.exec(res.body.data.video.poster)![1]!;
  [video, brokenTrailer] = await Promise.all([
    waitUntilTranscoded(res.body.data.video._id, admin),
    waitUntilTranscoded(broken.body.data.video._id, admin),
  ]);
}, 240_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an uploaded trailer', () => {
  it('is transcoded beside the video: DASH and HLS that ffprobe reads, with audio', async () => {
    expect(await objectsUnder(`videos/${video._id}/trailer/`)).toEqual(
      expect.arrayContaining([`videos/${video._id}/trailer/manifest.mpd`, `videos/${video._id}/trailer/master.m3u8`]),
    );
    const guest = await api('GET', `/videos/${video._id}`);
    const url = guest.body.data.video.trailer as string;
    expect(url).toMatch(SIGNED_TRAILER);
    // A 256x144 trailer (the video is 320x240): one rung at its own size.
    for (const manifest of [url, url.replace(/manifest\.mpd$/, 'master.m3u8')]) {
      expect(await probeMedia(`${gateway()}${manifest}`)).toMatchObject({ heights: [144], audio: true });
    }
  });

  it('is signed for a guest, who still gets no source of the video', async () => {
    const res = await api('GET', `/videos/${video._id}`);
    expect(res.status).toBe(200);
    const got = res.body.data.video as Video;
    expect(got).toMatchObject({ sources: [], defaultUrl: null, expiresIn: null });
    expect(got.trailer).toMatch(SIGNED_TRAILER);
    // The first part's trailer is the series' trailer.
    expect(got.seriesTrailerUrl).toMatch(SIGNED_TRAILER);
    const manifest = await fetch(`${gateway()}${got.trailer}`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/dash+xml');
    expect(await manifest.text()).toContain('<MPD');

    const episode = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(episodeName)}`);
    expect(episode.status).toBe(200);
    expect(episode.body.data.series.seriesTrailerUrl).toMatch(SIGNED_TRAILER);
    expect(episode.body.data.parts[0].trailer).toMatch(SIGNED_TRAILER);
    expect(episode.body.data).not.toHaveProperty('trailers');
  });

  it('refuses a tampered trailer link', async () => {
    const url = (await api('GET', `/videos/${video._id}`)).body.data.video.trailer as string;
    const token = /\/media\/s\/([^/]+)\//.exec(url)![1]!;
    const [id, user, expires, scope, sig] = token.split('.') as [string, string, string, string, string];
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      [id, user, expires, scope, flipped],
      [id, user, String(Number(expires) + 3600), scope, sig],
      // Without its scope the token would be the video's stream token: the signature says otherwise.
      [id, user, expires, sig],
    ];
    for (const parts of tampered) {
      const res = await fetch(`${gateway()}/api/v1/media/s/${parts.join('.')}/manifest.mpd`);
      expect(res.status, parts.join('.')).toBe(403);
    }
    expect((await fetch(`${gateway()}${url}`)).status).toBe(200);
  });

  it('does not hold the video back when it cannot be transcoded', () => {
    expect(brokenTrailer.status).toBe('active');
    expect(brokenTrailer.trailer).toBeNull();
  });

  it('tells admins, and only admins, why it could not be transcoded', async () => {
    const listed = async (search: string) => {
      const res = await api('GET', `/admin/videos?q=${encodeURIComponent(search)}`, { token: admin });
      expect(res.status).toBe(200);
      return res.body.data.videos as Video[];
    };
    const [broken] = await listed(brokenTrailer.videoTitle);
    expect(broken).toMatchObject({ _id: brokenTrailer._id, trailerFailure: expect.stringMatching(/\S/) });
    // Named for what failed, not where the worker keeps its scratch files.
    expect(broken!.trailerFailure).not.toMatch(/streamhub-media-worker|trailer-source/);
    expect((await listed(video.videoTitle)).map((v) => v.trailerFailure)).toEqual([null]);
    const adminRead = await api('GET', `/videos/${brokenTrailer._id}`, { token: admin });
    expect(adminRead.body.data.video.trailerFailure).toBe(broken!.trailerFailure);

    const viewer = await viewerToken();
    for (const token of [undefined, viewer]) {
      const read = await api('GET', `/videos/${brokenTrailer._id}`, { token });
      expect(read.status).toBe(200);
      expect(read.body.data.video).not.toHaveProperty('trailerFailure');
      const search = await api('GET', `/videos?q=${encodeURIComponent(brokenTrailer.videoTitle)}`, { token });
      expect(search.body.data.videos.map((v: Video) => v._id)).toEqual([brokenTrailer._id]);
      expect(search.body.data.videos[0]).not.toHaveProperty('trailerFailure');
    }
    expect((await api('GET', '/admin/videos', { token: viewer })).status).toBe(403);
  });
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
        `videos/${video._id}/trailer/manifest.mpd`,
        `videos/${video._id}/trailer/master.m3u8`,
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
