import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AuthResult, TitleAnalytics, Video } from '@streamhub/contracts';
import { api, DEMO_ADMIN, makeTestClip, signInAs, unique, uploadReadyVideo, waitFor } from '@streamhub/testkit';
import { subscribedViewer } from '../src/accounts';
import { ADMIN_URL, closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { waitUntilPlayingPast } from '../src/ui';

/*
 * Playback analytics end to end: shaka plays a freshly transcoded title in Chromium, the player's
 * events go through the gateway and Kafka into the analytics service, and the admin Analytics
 * page draws the title's retention curve.
 */

const UI_TIMEOUT = 30_000;

let browser: Browser;
let dir: string;
let video: Video;
let viewer: AuthResult;
let admin: AuthResult;

async function titleFigures(): Promise<TitleAnalytics> {
  const res = await api('GET', `/analytics/titles/${video._id}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.data as TitleAnalytics;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-analytics-e2e-'));
  const clip = await makeTestClip(join(dir, 'clip.mp4'));
  admin = await signInAs(DEMO_ADMIN);
  [viewer, video, browser] = await Promise.all([
    subscribedViewer('analytics'),
    uploadReadyVideo(
      { videoTitle: unique('E2E ANALYTICS '), genre: 'documentary', videoType: 'movie', ageRating: 'U' },
      { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
      admin.token,
    ),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(() => closeBrowserKafkaAndDir(browser, dir));

describe('playback analytics', () => {
  it("counts a shaka playback in the title's figures within 10 s, and the Analytics page draws its retention curve", async () => {
    expect((await titleFigures()).summary.views).toBe(0);

    const context = await browser.newContext();
    await seedSession(context, viewer);
    const page = await context.newPage();
    try {
      await page.goto(`${WEB_URL}/watch/${video._id}`);
      await page
        .getByRole('region', { name: 'Selected video' })
        .getByRole('button', { name: /Play Now/ })
        .click({ timeout: UI_TIMEOUT });
      await waitUntilPlayingPast(page, 1, UI_TIMEOUT);
      const figures = await waitFor(
        async () => {
          const f = await titleFigures();
          return f.summary.views >= 1 ? f : undefined;
        },
        { timeoutMs: 10_000, what: 'the playback in the title figures' },
      );
      expect(figures.summary).toMatchObject({ views: 1, uniqueViewers: 1 });
      expect(figures.retention[0]).toEqual({ percent: 0, viewers: 100 });

      // Played to its end (6 s): the end event carries how far it got, so the curve reaches the end.
      await page.waitForFunction(() => document.querySelector('video')?.ended === true, undefined, {
        timeout: UI_TIMEOUT,
      });
      await waitFor(async () => ((await titleFigures()).retention.at(-1)?.viewers ?? 0) > 0, {
        what: 'the end of the playback in the curve',
      });
    } finally {
      await context.close();
    }

    const adminContext = await browser.newContext();
    await seedSession(adminContext, admin);
    const adminPage = await adminContext.newPage();
    try {
      await adminPage.goto(`${ADMIN_URL}/admin`);
      // The dashboard's watch time comes from the same figures (the playback above is in it).
      const watchTime = adminPage.getByTestId('card-Watch Time').locator('strong');
      await adminPage.waitForFunction(
        () => /^[\d,.]+ h$/.test(document.querySelector('[data-testid="card-Watch Time"] strong')?.textContent ?? ''),
        undefined,
        { timeout: UI_TIMEOUT },
      );
      expect(await watchTime.textContent()).toMatch(/^[\d,.]+ h$/);
      await adminPage
        .getByLabel('Quick Actions')
        .getByRole('link', { name: 'Analytics' })
        .click({ timeout: UI_TIMEOUT });
      await adminPage.waitForURL((url) => url.pathname === '/admin/analytics');
      await adminPage.getByTestId('analytics-Views').waitFor({ timeout: UI_TIMEOUT });
      // Other tests' titles may fill the top ten: the title is chosen by link, as from a shared URL.
      await adminPage.goto(`${ADMIN_URL}/admin/analytics?video=${video._id}`);
      const summary = adminPage.getByTestId('title-summary');
      await summary.waitFor({ timeout: UI_TIMEOUT });
      expect(await summary.textContent()).toMatch(/^1 starts/);
      const area = adminPage.getByTestId('retention-chart').locator('path.recharts-area-area');
      await area.waitFor({ timeout: UI_TIMEOUT });
      expect(await area.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);
      // The playback quality of the title: one session, in Chromium on Linux.
      const browsers = adminPage.getByRole('table', { name: 'By browser' });
      expect(await browsers.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe('Chrome');
    } finally {
      await adminContext.close();
    }
  });
});
