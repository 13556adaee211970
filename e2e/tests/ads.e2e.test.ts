import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import { api, DEMO_ADMIN, makeTestClip, signInAs, unique, uploadReadyVideo } from '@streamhub/testkit';
import { subscribedViewer, waitUntilEntitled } from '../src/accounts';
import { closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { waitForPath, waitUntilPlayingPast } from '../src/ui';

/*
 * Ads in the player (docs/ads.md "The player"): an ads-plan viewer gets the pre-roll before the
 * title, "Ad 1 of 2" with its countdown and no way to seek it, then the title; the mid-roll at the
 * title's ad marker plays when playback crosses it, and once only. The title is a tiny clip
 * transcoded by the real pipeline; the creatives are 1-2 second clips served to the browser at an ad
 * CDN address of this run (the advertiser's CDN is the one thing not ours here).
 */

const UI_TIMEOUT = 30_000;
const MARKER = 3;
const GENRE = unique('E2EADS').toUpperCase();

let browser: Browser;
let dir: string;
let title: Video;
let viewer: AuthResult;
const creatives: Record<string, Buffer> = {};
const CDN = `${WEB_URL}/e2e-ad-cdn/${unique('run')}`;

const mainVideo = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('video:not(.ad-break-video)')!;
    return { time: v.currentTime, paused: v.paused };
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-ads-e2e-'));
  const [clip, tea, phone, admin] = await Promise.all([
    makeTestClip(join(dir, 'title.mp4'), { seconds: 5, width: 426, height: 240 }),
    makeTestClip(join(dir, 'tea.mp4'), { seconds: 1, width: 320, height: 180, pattern: 'testsrc2' }),
    makeTestClip(join(dir, 'phone.mp4'), { seconds: 2, width: 320, height: 180 }),
    signInAs(DEMO_ADMIN),
  ]);
  Object.assign(creatives, { tea, phone });
  [title, viewer, browser] = await Promise.all([
    uploadReadyVideo(
      { videoTitle: unique('E2E ADS TITLE '), genre: GENRE, ageRating: 'U', videoType: 'movie' },
      { file: { data: clip, name: 'title.mp4', type: 'video/mp4' } },
      admin.token,
    ),
    subscribedViewer('ads', 'ALL_30DAY_ADS', { withAds: true }),
    launchBrowser(),
  ]);
  const markers = await api('PUT', `/admin/ads/markers/${title._id}`, {
    token: admin.token,
    body: { offsets: [MARKER] },
  });
  expect(markers.status, JSON.stringify(markers.body)).toBe(200);
  const advertiser = await api('POST', '/admin/ads/advertisers', {
    token: admin.token,
    body: { name: unique('Brand') },
  });
  expect(advertiser.status, JSON.stringify(advertiser.body)).toBe(201);
  const now = Date.now();
  // Tea: 1 s, not skippable, once a day per viewer (the pre-roll only); phone: 2 s, skippable after 1 s.
  for (const [key, priority, skip, seconds, cap] of [
    ['tea', 90, null, 1, 1],
    ['phone', 80, 1, 2, 100],
  ] as const) {
    const res = await api('POST', '/admin/ads/campaigns', {
      token: admin.token,
      body: {
        advertiserId: advertiser.body.data.advertiser._id,
        name: unique(key),
        category: unique(key).toUpperCase(),
        startAt: new Date(now - 3_600_000).toISOString(),
        endAt: new Date(now + 86_400_000).toISOString(),
        budgetImpressions: 100,
        priority,
        frequencyCap: cap,
        mediaUrl: `${CDN}/${key}.mp4`,
        durationSeconds: seconds,
        skipOffsetSeconds: skip,
        clickThroughUrl: 'https://example.com/offer',
        genres: [GENRE],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  await waitUntilEntitled(title._id, viewer.token);
}, 300_000);

afterAll(() => closeBrowserKafkaAndDir(browser, dir));

describe('ads in the player', () => {
  it('plays the pre-roll with its countdown and no seeking, then the title, then the mid-roll at its marker once', async () => {
    const context = await browser.newContext();
    try {
      await seedSession(context, viewer);
      await context.route(`${CDN}/**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'video/mp4',
          body: creatives[new URL(route.request().url()).pathname.split('/').pop()!.replace('.mp4', '')],
        }),
      );
      const page = await context.newPage();
      await page.goto(`${WEB_URL}/watch/${title._id}`);
      await page
        .getByRole('region', { name: 'Selected video' })
        .getByRole('button', { name: /Play Now/ })
        .click({ timeout: UI_TIMEOUT });
      await waitForPath(page, `/play/${title._id}`);

      // The pre-roll: two ads, a countdown, the title held at its start.
      const ad = page.getByRole('region', { name: 'Advertisement' });
      await ad.waitFor({ timeout: UI_TIMEOUT });
      expect(await ad.getAttribute('data-ad-break')).toBe('preroll');
      await expect.poll(() => ad.textContent(), { timeout: UI_TIMEOUT }).toMatch(/Ad 1 of 2\s*Ends in \d+ s/);
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>('video.ad-break-video');
        return v !== null && !v.paused && v.currentTime > 0.2;
      });
      // No seeking through it: the player's keys do nothing, and the ad has no controls.
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await page.locator('video.ad-break-video').getAttribute('controls')).toBeNull();
      expect((await mainVideo(page)).time).toBeLessThan(1);
      expect((await mainVideo(page)).paused).toBe(true);
      await expect.poll(() => ad.textContent(), { timeout: UI_TIMEOUT }).toMatch(/Ad 2 of 2/);

      // Then the title, until the mid-roll at its marker.
      await ad.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      await ad.waitFor({ timeout: UI_TIMEOUT });
      expect(await ad.getAttribute('data-ad-break')).toMatch(/^midroll/);
      const atBreak = await mainVideo(page);
      expect(atBreak.paused).toBe(true);
      expect(atBreak.time).toBeGreaterThanOrEqual(MARKER - 0.5);
      // Tea has reached its cap: the phone ad alone, skippable after a second.
      await expect.poll(() => ad.textContent(), { timeout: UI_TIMEOUT }).toMatch(/Ad 1 of 1/);
      await ad.getByRole('button', { name: 'Skip ad' }).click({ timeout: UI_TIMEOUT });
      await ad.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
      await waitUntilPlayingPast(page, MARKER + 0.5, UI_TIMEOUT);

      // Back before the marker and across it again: the break has played, the title goes on.
      await page.evaluate((to) => {
        document.querySelector<HTMLVideoElement>('video:not(.ad-break-video)')!.currentTime = to;
      }, MARKER - 1);
      await page.waitForFunction((past) => {
        const v = document.querySelector<HTMLVideoElement>('video:not(.ad-break-video)');
        return v !== null && v.currentTime < past;
      }, MARKER - 0.5);
      await waitUntilPlayingPast(page, MARKER + 1, UI_TIMEOUT);
      expect(await ad.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
