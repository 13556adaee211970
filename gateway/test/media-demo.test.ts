import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaMessages, type Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  closeTestKafka,
  probeImageSize,
  probeMedia,
  signInAs,
  testEnv,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { adminVideoTitled, subscribedViewer, subscriberVideo } from './media-helpers';

/*
 * Demo content through the media pipeline: catalog seeds an empty catalog at start and sends the
 * demo videos' generated sources (ffmpeg test patterns with the title drawn on) to the media
 * worker like uploads. scripts/test.sh lets four of them through (SEED_DEMO_MEDIA=4); this file
 * checks the oldest release, "Color of Rain" (catalog-markers checks two parts of a series).
 */
const DEMO_TITLE = 'COLOR OF RAIN';

let admin: string;
let video: Video;

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  video = await waitFor(
    async () => {
      const found = await adminVideoTitled(admin, DEMO_TITLE);
      if (found?.status === 'failed') throw new Error(`demo transcode failed: ${found.failureReason}`);
      return found?.status === 'active' ? found : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE} to be transcoded` },
  );
}, 200_000);

let subscribed: Promise<Video> | undefined;

/** The video as a subscriber gets it (with signed sources); one subscriber for the file. */
function subscriberView(): Promise<Video> {
  subscribed ??= (async () => {
    const viewer = await subscribedViewer('Demo Viewer', 'demo');
    return subscriberVideo(video._id, viewer.token);
  })();
  return subscribed;
}

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
      // Trailers are H.264 only.
      expect(probed).toMatchObject({ heights: [480, 360], videoCodecs: ['h264'], audio: true });
      expect(probed.seconds).toBeGreaterThan(3);
      expect(probed.seconds).toBeLessThan(5);
    }
  });

  it('plays for a subscriber: a 12 s two-rung ladder in AV1 and H.264 with sound, in DASH and HLS', async () => {
    const { sources } = await subscriberView();
    expect(sources.map((s) => s.type).sort()).toEqual(['dash', 'hls']);
    for (const source of sources) {
      const probed = await probeMedia(`${testEnv.gatewayUrl}${source.url}`);
      // Demo titles are encoded in both codec families (DEMO_MEDIA_CODECS), each a full ladder.
      expect(probed).toMatchObject({ heights: [480, 360], videoCodecs: ['av1', 'h264'], audio: true });
      expect(probed.seconds).toBeGreaterThan(11);
      expect(probed.seconds).toBeLessThan(13);
    }
  });

  it('has a storyboard for a subscriber: every tile inside its sprite sheet, cues covering the video', async () => {
    const playable = await subscriberView();
    expect(playable.storyboardUrl).toMatch(/^\/api\/v1\/media\/s\/[^/]+\/storyboard\.vtt$/);
    const vttUrl = `${testEnv.gatewayUrl}${playable.storyboardUrl!}`;
    const res = await fetch(vttUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // Read independently of the player's parser: "WEBVTT", then blocks of a timing line and a tile.
    const [header, ...blocks] = (await res.text()).trim().split(/\n\n+/);
    expect(header).toBe('WEBVTT');
    const cues = blocks.map((block) => {
      const match =
        /^(\d\d):(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d):(\d\d\.\d{3})\n([\w.-]+)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(
          block,
        );
      expect(match, block).not.toBeNull();
      const n = match!.slice(1).map(Number);
      return {
        start: n[0]! * 3600 + n[1]! * 60 + n[2]!,
        end: n[3]! * 3600 + n[4]! * 60 + n[5]!,
        sprite: match![7]!,
        x: n[7]!,
        y: n[8]!,
        w: n[9]!,
        h: n[10]!,
      };
    });
    // 12 s, a tile every 2 s, 160 px wide at 16:9.
    expect(cues).toHaveLength(6);
    expect(cues[0]!.start).toBe(0);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBe(cues[i - 1]!.end);
    const { seconds } = await probeMedia(`${testEnv.gatewayUrl}${playable.defaultUrl!}`);
    expect(Math.abs(cues.at(-1)!.end - seconds)).toBeLessThan(0.5);

    for (const sprite of new Set(cues.map((c) => c.sprite))) {
      const spriteUrl = new URL(sprite, vttUrl).href;
      const image = await fetch(spriteUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const size = await probeImageSize(spriteUrl);
      for (const cue of cues.filter((c) => c.sprite === sprite)) {
        expect(cue.w).toBe(160);
        expect(cue.h).toBe(90);
        expect(cue.x + cue.w).toBeLessThanOrEqual(size.width);
        expect(cue.y + cue.h).toBeLessThanOrEqual(size.height);
      }
    }
  });

  it('gives a guest no storyboard, and refuses a tampered storyboard link', async () => {
    const guest = await api('GET', `/videos/${video._id}`);
    expect(guest.status).toBe(200);
    expect(guest.body.data.video.sources).toEqual([]);
    expect(guest.body.data.video).not.toHaveProperty('storyboardUrl');

    const { storyboardUrl } = await subscriberView();
    // One character of the signature (the token's last part) changed.
    const tampered = storyboardUrl!.replace(
      /\.([\w-])([\w-]*\/storyboard\.vtt)$/,
      (_, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect(tampered).not.toBe(storyboardUrl);
    for (const url of [tampered, tampered.replace('storyboard.vtt', 'storyboard-0.jpg')]) {
      const res = await fetch(`${testEnv.gatewayUrl}${url}`);
      expectError({ status: res.status, body: await res.json() }, 403, MediaMessages.invalidMediaLink);
    }
  });
});
