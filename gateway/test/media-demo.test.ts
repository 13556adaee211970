import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  closeTestKafka,
  probeMedia,
  publishEvent,
  signInAs,
  signUpVerifiedUser,
  testEnv,
  unique,
  waitFor,
} from '@streamhub/testkit';

/*
 * Demo content through the media pipeline: catalog seeds an empty catalog at start and sends the
 * demo videos' generated sources (ffmpeg test patterns with the title drawn on) to the media
 * worker like uploads. scripts/test.sh lets one of them through (SEED_DEMO_MEDIA=1): the oldest
 * release, "Color of Rain".
 */
const DEMO_TITLE = 'COLOR OF RAIN';

let admin: string;
let video: Video;

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  video = await waitFor(
    async () => {
      const res = await api('GET', `/admin/videos?q=${encodeURIComponent(DEMO_TITLE)}&status=all`, { token: admin });
      const found = (res.body?.data?.videos as Video[] | undefined)?.find((v) => v.videoTitle === DEMO_TITLE);
      if (found?.status === 'failed') throw new Error(`demo transcode failed: ${found.failureReason}`);
      return found?.status === 'active' ? found : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE} to be transcoded` },
  );
}, 200_000);

afterAll(async () => {
  await closeTestKafka();
});

describe('demo content', () => {
  it('gets its poster and thumbnail from the pipeline, and keeps its catalogue runtime', async () => {
    expect(video.poster).toMatch(/^\/api\/v1\/media\/images\/[0-9a-f]{24}-poster\.jpg$/);
    expect(video.thumb).toMatch(/^\/api\/v1\/media\/images\/[0-9a-f]{24}-thumb\.jpg$/);
    expect(video.runtimeMinutes).toBe(97);
    for (const url of [video.poster!, video.thumb!]) {
      const res = await fetch(`${testEnv.gatewayUrl}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
    }
    // Stills no taller than the 480p source.
    expect(await probeMedia(`${testEnv.gatewayUrl}${video.poster!}`)).toMatchObject({ heights: [480] });
    expect(await probeMedia(`${testEnv.gatewayUrl}${video.thumb!}`)).toMatchObject({ heights: [360] });
  });

  it('has a trailer from the pipeline, a 4 s 480/360 ladder with sound that a guest may play', async () => {
    const res = await api('GET', `/videos/${video._id}`);
    const got = res.body.data.video as Video;
    expect(got).toMatchObject({ sources: [], defaultUrl: null });
    expect(got.trailer).toMatch(/^\/api\/v1\/media\/s\/[^/]+\.trailer\.[^/]+\/manifest\.mpd$/);
    // The first (here the only) part's trailer is the series' trailer.
    expect(got.seriesTrailerUrl).toMatch(/\.trailer\./);
    for (const manifest of [got.trailer!, got.trailer!.replace(/manifest\.mpd$/, 'master.m3u8')]) {
      const probed = await probeMedia(`${testEnv.gatewayUrl}${manifest}`);
      expect(probed).toMatchObject({ heights: [480, 360], audio: true });
      expect(probed.seconds).toBeGreaterThan(3);
      expect(probed.seconds).toBeLessThan(5);
    }
  });

  it('plays for a subscriber: a 12 s two-rung ladder with sound, in DASH and HLS', async () => {
    const email = `${unique('demo')}@test.local`;
    const viewer = await signUpVerifiedUser({
      name: 'Demo Viewer',
      email,
      mobile: '9876543210',
      password: 'secret123',
    });
    await publishEvent(allAccessEvent(viewer.userId));
    const sources = await waitFor(
      async () => {
        const res = await api('GET', `/videos/${video._id}`, { token: viewer.token });
        const got = res.body?.data?.video as Video | undefined;
        return got && got.sources.length > 0 ? got.sources : undefined;
      },
      { timeoutMs: 20_000, what: 'the subscription to reach the access check' },
    );
    expect(sources.map((s) => s.type).sort()).toEqual(['dash', 'hls']);
    for (const source of sources) {
      const probed = await probeMedia(`${testEnv.gatewayUrl}${source.url}`);
      expect(probed).toMatchObject({ heights: [480, 360], audio: true });
      expect(probed.seconds).toBeGreaterThan(11);
      expect(probed.seconds).toBeLessThan(13);
    }
  });
});
