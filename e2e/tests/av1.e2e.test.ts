import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import { DEMO_ADMIN, api, makeTestClip, signInAs, unique, uploadReadyVideo, waitFor } from '@streamhub/testkit';
import { subscribedViewer, waitUntilEntitled } from '../src/accounts';
import { WEB_URL, closeBrowserKafkaAndDir, launchBrowser, seedSession } from '../src/browser';
import { waitUntilPlayingPast } from '../src/ui';

/*
 * AV1 beside H.264 in Debian's Chromium: a demo title (encoded in both codec families) plays its
 * AV1 renditions; the same title in a browser that does not decode AV1 plays H.264, and so does
 * an upload (H.264 only by default). The player shows shaka's active variant codec as
 * `data-video-codec`.
 */

const UI_TIMEOUT = 30_000;
const DEMO_TITLE = 'COLOR OF RAIN';

let browser: Browser;
let dir: string;
let viewer: AuthResult;
let demo: Video;
let upload: Video;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-av1-e2e-'));
  const admin = await signInAs(DEMO_ADMIN);
  [viewer, demo, upload, browser] = await Promise.all([
    // Three players open at once at most: one screen each.
    subscribedViewer('av1', 'E2E_ALL', { maxQuality: 'HD', screens: 3 }),
    waitFor(
      async () => {
        const res = await api('GET', `/admin/videos?q=${encodeURIComponent(DEMO_TITLE)}&status=all`, {
          token: admin.token,
        });
        const found = (res.body?.data?.videos as Video[] | undefined)?.find((v) => v.videoTitle === DEMO_TITLE);
        return found?.status === 'active' ? found : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE} to be transcoded` },
    ),
    // A small clip: one 240p rung, encoded in a few seconds.
    makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 4 }).then((clip) =>
      uploadReadyVideo(
        { videoTitle: unique('E2E H264 ONLY '), genre: 'documentary' },
        { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
        admin.token,
      ),
    ),
    launchBrowser(),
  ]);
  await waitUntilEntitled(demo._id, viewer.token);
}, 240_000);

afterAll(() => closeBrowserKafkaAndDir(browser, dir));

/** Plays `video` in a new context (`withoutAv1`: the browser reports it cannot decode AV1); returns shaka's active video codec. */
async function playedCodec(video: Video, withoutAv1 = false): Promise<string> {
  const context = await browser.newContext();
  await seedSession(context, viewer);
  if (withoutAv1) {
    // What a browser without an AV1 decoder answers (older Safari, many TVs): shaka asks both.
    await context.addInitScript(() => {
      const av1 = (type: string | undefined) => /av01/i.test(type ?? '');
      const isTypeSupported = MediaSource.isTypeSupported.bind(MediaSource);
      MediaSource.isTypeSupported = (type: string) => !av1(type) && isTypeSupported(type);
      const decodingInfo = navigator.mediaCapabilities.decodingInfo.bind(navigator.mediaCapabilities);
      navigator.mediaCapabilities.decodingInfo = (config: MediaDecodingConfiguration) =>
        av1(config.video?.contentType)
          ? Promise.resolve({ supported: false, smooth: false, powerEfficient: false } as MediaCapabilitiesDecodingInfo)
          : decodingInfo(config);
    });
  }
  const page: Page = await context.newPage();
  try {
    await page.goto(`${WEB_URL}/play/${video._id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    await waitUntilPlayingPast(page, 1, UI_TIMEOUT);
    return (await page.locator('.shaka-stage').getAttribute('data-video-codec')) ?? '';
  } finally {
    await context.close();
  }
}

describe('AV1 playback', () => {
  it('plays the AV1 renditions of a title that has them', async () => {
    expect(await playedCodec(demo)).toMatch(/^av01\./);
  });

  it('falls back to H.264 in a browser without AV1, and for a video encoded in H.264 only', async () => {
    expect(await playedCodec(demo, true)).toMatch(/^avc1\./);
    expect(await playedCodec(upload)).toMatch(/^avc1\./);
  });
});
