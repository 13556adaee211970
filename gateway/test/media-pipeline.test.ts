import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogMessages, MediaMessages, imageTooLargeMessage, type Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  closeTestKafka,
  publishEvent,
  signInAs,
  signUpVerifiedUser,
  makeTestClip,
  pngImage,
  probeMedia,
  testEnv,
  unique,
  uploadForm,
  uploadVideo,
  waitUntilTranscoded,
} from '@streamhub/testkit';
import { signMediaToken } from '../src/media/media-token';
import { expectError } from './api-assertions';

// scripts/test.sh starts the test stack with this limit.
const UPLOAD_MAX_BYTES = Number(process.env.UPLOAD_MAX_BYTES ?? 8 * 1024 * 1024);
// The gateway's default image cap (npm test leaves it as it is).
const IMAGE_MAX_BYTES = Number(process.env.IMAGE_MAX_BYTES ?? 5 * 1024 * 1024);

let dir: string;
let source: Buffer;
let admin: string;
let subscriber: { token: string; userId: string };
let viewer: { token: string; userId: string };
let video: Video;

const form = uploadForm;
const upload = uploadVideo;

const media = (url: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${testEnv.gatewayUrl}${url}`, { headers });

async function signUp(): Promise<{ token: string; userId: string }> {
  const email = `${unique('media')}@test.local`;
  return signUpVerifiedUser({ name: 'Media Viewer', email, mobile: '9876543210', password: 'secret123' });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-media-test-'));
  // 6 s of 480p test card and a tone: two rungs (480, 360), two 4 s segments, quick to encode.
  source = await makeTestClip(join(dir, 'source.mp4'));
  admin = (await signInAs(DEMO_ADMIN)).token;
  [subscriber, viewer] = await Promise.all([signUp(), signUp()]);
  await publishEvent(allAccessEvent(subscriber.userId));

  const res = await upload(
    form(
      {
        videoTitle: unique('Pipeline '),
        genre: 'documentary',
        actors: ' ada lovelace, ,alan turing ',
        imdbRating: '7.46',
        // What the form says until the media tell otherwise.
        quality: '4K',
        ageRating: 'U/A 7+',
        contentDescriptors: 'language,themes',
      },
      { file: { data: source, name: 'source.mp4', type: 'video/mp4' } },
    ),
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(MediaMessages.videoUploaded);
  video = res.body.data.video;
  expect(video).toMatchObject({
    status: 'processing',
    genre: 'DOCUMENTARY',
    actors: ['ADA LOVELACE', 'ALAN TURING'],
    imdbRating: 7.5,
    quality: '4K',
    ageRating: 'U/A 7+',
    contentDescriptors: ['themes', 'language'],
  });
  video = await waitUntilTranscoded(video._id, admin);
}, 240_000);

afterAll(async () => {
  await closeTestKafka();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('upload → transcode → ready', () => {
  it('labels the quality by the tallest rendition: a 480p upload marked 4K is SD once transcoded', async () => {
    expect(video.quality).toBe('SD');
    const listed = await api('GET', `/videos?q=${encodeURIComponent(video.videoTitle)}&quality=SD`);
    expect(listed.body.data.videos.map((v: Video) => v._id)).toEqual([video._id]);
  });

  it('fills runtime, poster and thumbnail from the media and serves the images', async () => {
    expect(video.runtimeMinutes).toBe(1);
    expect(video.poster).toMatch(/^\/api\/v1\/media\/images\/[0-9a-f]{24}-poster\.jpg$/);
    for (const url of [video.poster!, video.thumb!]) {
      const res = await media(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 2)
          .toString('hex'),
      ).toBe('ffd8');
    }
  });
});

describe('signed delivery', () => {
  let sources: Video['sources'];
  let base: string;

  beforeAll(async () => {
    const res = await api('GET', `/videos/${video._id}`, { token: subscriber.token });
    expect(res.status).toBe(200);
    ({ sources } = res.body.data.video as Video);
    expect(res.body.data.video.expiresIn).toMatch(/^\d+ minutes$/);
    expect(res.body.data.video.defaultUrl).toBe(sources.find((s) => s.type === 'dash')?.url);
    base = sources[0]!.url.slice(0, sources[0]!.url.lastIndexOf('/') + 1);
  });

  it('gives an entitled viewer DASH and HLS manifests that ffprobe reads as the whole ladder', async () => {
    expect(sources.map((s) => s.type).sort()).toEqual(['dash', 'hls']);
    const dash = sources.find((s) => s.type === 'dash')!.url;
    const hls = sources.find((s) => s.type === 'hls')!.url;
    expect((await media(dash)).headers.get('content-type')).toBe('application/dash+xml');
    expect((await media(hls)).headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    for (const url of [dash, hls]) {
      // Uploads are H.264 only by default (MEDIA_CODECS).
      expect(await probeMedia(`${testEnv.gatewayUrl}${url}`)).toMatchObject({
        heights: [480, 360],
        videoCodecs: ['h264'],
        audio: true,
      });
    }
  });

  it('has both manifests point at the same CMAF segments', async () => {
    const mpd = await (await media(`${base}manifest.mpd`)).text();
    const template = /media="([^"]+)"/.exec(mpd)![1]!;
    const representations = [...mpd.matchAll(/<Representation id="(\d+)"/g)].map((m) => m[1]!);
    const master = await (await media(`${base}master.m3u8`)).text();
    const playlists = [...new Set(master.match(/[A-Za-z0-9_-]+\.m3u8/g))];
    expect(playlists.length).toBe(3); // two video renditions and the audio
    const hlsSegments = new Set<string>();
    for (const playlist of playlists) {
      const text = await (await media(`${base}${playlist}`)).text();
      for (const line of text.split('\n')) if (line.endsWith('.m4s')) hlsSegments.add(line.trim());
    }
    const dashSegments = new Set<string>();
    for (const id of representations) {
      for (let n = 1; n <= 2; n++) {
        dashSegments.add(
          template.replace('$RepresentationID$', id).replace('$Number%05d$', String(n).padStart(5, '0')),
        );
      }
    }
    expect([...hlsSegments].sort()).toEqual([...dashSegments].sort());
  });

  it('answers a Range request with exactly those bytes', async () => {
    const url = `${base}chunk-0-00001.m4s`;
    const whole = Buffer.from(await (await media(url)).arrayBuffer());
    const part = await media(url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(100, 200));
    expect((await media(url, { range: `bytes=${whole.length}-` })).status).toBe(416);
  });

  it('refuses a tampered or expired link with 403, and any path outside the video', async () => {
    const token = base.split('/').at(-2)!;
    const [videoId, userId, expires, sig] = token.split('.') as [string, string, string, string];
    const longer = [videoId, userId, String(Number(expires) + 3600), sig].join('.');
    const res = await media(`/api/v1/media/s/${longer}/master.m3u8`);
    expectError({ status: res.status, body: await res.json() }, 403, MediaMessages.invalidMediaLink);

    const secret = process.env.MEDIA_URL_SECRET;
    expect(secret, 'the test stack exports MEDIA_URL_SECRET').toBeTruthy();
    const expired = signMediaToken({ videoId, userId, expiresAt: Math.floor(Date.now() / 1000) - 1 }, secret!);
    expect((await media(`/api/v1/media/s/${expired}/master.m3u8`)).status).toBe(403);

    expect((await media(`${base}..%2F..%2Fimages%2Fx.jpg`)).status).toBe(404);
    expect((await media(`${base}source`)).status).toBe(404);
  });

  it('gives a viewer without a subscription and a guest the details but no media', async () => {
    const unpaid = await api('GET', `/videos/${video._id}`, { token: viewer.token });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.message).toContain('Subscription required');
    expect(unpaid.body.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(unpaid.body.data.video).toMatchObject({ _id: video._id, sources: [], defaultUrl: null, expiresIn: null });

    const guest = await api('GET', `/videos/${video._id}`);
    expect(guest.body.message).toBe(MediaMessages.signInRequired);
    expect(guest.body.code).toBeUndefined();
    expect(guest.body.data.video).toMatchObject({ sources: [], defaultUrl: null });
  });
});

describe('bad uploads', () => {
  const fields = { videoTitle: 'Refused', genre: 'drama' };
  const mp4 = () => ({ data: source, name: 'clip.mp4', type: 'video/mp4' });

  it('refuses a text file named .mp4 with 415', async () => {
    const res = await upload(
      form(fields, { file: { data: Buffer.from('not a video\n'.repeat(100)), name: 'fake.mp4', type: 'video/mp4' } }),
      admin,
    );
    expect(res).toEqual({
      status: 415,
      body: { success: false, statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MediaMessages.notAVideo },
    });
  });

  it('refuses a video as the poster with 415', async () => {
    const res = await upload(form(fields, { poster: mp4(), file: mp4() }), admin);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(MediaMessages.notAnImage);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.concat([source, Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024 - source.length)]);
    const res = await upload(form(fields, { file: { data: big, name: 'big.mp4', type: 'video/mp4' } }), admin);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      success: false,
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('too large'),
    });
  });

  it('refuses a poster or thumbnail over the image cap with 413, far below the video cap', async () => {
    const big = Buffer.concat([pngImage(8, 8), Buffer.alloc(IMAGE_MAX_BYTES)]);
    for (const field of ['poster', 'thumb']) {
      const res = await upload(
        form(fields, { file: mp4(), [field]: { data: big, name: 'big.png', type: 'image/png' } }),
        admin,
      );
      expectError(res, 413, imageTooLargeMessage(IMAGE_MAX_BYTES));
    }
  });

  it('refuses a form without title, genre or file with the spec messages', async () => {
    expectError(await upload(form({ genre: 'drama' }, { file: mp4() }), admin), 400, CatalogMessages.requiredFields);
    expect((await upload(form({ videoTitle: 'x' }, { file: mp4() }), admin)).body.message).toBe(
      CatalogMessages.requiredFields,
    );
    expectError(await upload(form(fields), admin), 400, MediaMessages.fileRequired);
  });

  it('answers a malformed multipart body with 400, not a server error', async () => {
    const boundary = 'x0b0u0n0d0a0r0y';
    const res = await fetch(`${testEnv.gatewayUrl}/api/v1/videos/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      // A part without headers, as a fuzzer sent it.
      body: `--${boundary}\r\n-3.5312565244591964e+16--${boundary}--\r\n`,
    });
    expectError({ status: res.status, body: await res.json() }, 400, MediaMessages.malformedMultipart);
  });

  it('checks the fields catalog checks, after the file arrived', async () => {
    const res = await upload(form({ ...fields, imdbRating: '11' }, { file: mp4() }), admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CatalogMessages.invalidRating);
  });

  it('is for admins only', async () => {
    expect((await upload(form(fields, { file: mp4() }), viewer.token)).status).toBe(403);
    expect((await upload(form(fields, { file: mp4() }))).status).toBe(401);
  });
});
