import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NEW_STREAM_SESSION, STREAM_SESSION_HEADER, type AuthResult, type Video } from '@streamhub/contracts';
import { DEMO_ADMIN, api, makeTestClip, signInAs, unique, uploadReadyVideo } from '@streamhub/testkit';
import { subscribedViewer } from '../src/accounts';
import { closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { waitUntilPlayingPast } from '../src/ui';

/*
 * A protected title in Chromium (docs/drm.md): shaka plays the CENC-encrypted ladder with keys
 * from the ClearKey licence endpoint, seeks and switches quality; a licence refused for the
 * plan's screens is told as "Too many screens".
 */

const UI_TIMEOUT = 30_000;

let browser: Browser;
let dir: string;
let video: Video;
let viewer: AuthResult;
let oneScreen: AuthResult;
const contexts: BrowserContext[] = [];

async function pageAs(session: AuthResult): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await seedSession(context, session);
  return context.newPage();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-drm-e2e-'));
  const [clip, admin] = await Promise.all([makeTestClip(join(dir, 'clip.mp4')), signInAs(DEMO_ADMIN)]);
  // The viewers one after the other: testkit's Kafka producer connects on its first event.
  const viewers = (async () => {
    viewer = await subscribedViewer('drm', 'E2E_ALL', { maxQuality: 'HD', screens: 3 });
    oneScreen = await subscribedViewer('drm-screen', 'E2E_ONE_SCREEN', { maxQuality: 'HD', screens: 1 });
  })();
  [, video, browser] = await Promise.all([
    viewers,
    uploadReadyVideo(
      { videoTitle: unique('E2E PROTECTED '), genre: 'documentary', videoType: 'movie', protection: 'protected' },
      { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
      admin.token,
    ),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await closeBrowserKafkaAndDir(browser, dir);
});

describe('a protected title', () => {
  it('plays in Chromium with ClearKey keys from the licence endpoint, seeks and switches quality', async () => {
    expect(video.protection).toBe('protected');
    const page = await pageAs(viewer);
    const licences: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/drm/licence/')) licences.push(r.status());
    });
    await page.goto(`${WEB_URL}/play/${video._id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    await waitUntilPlayingPast(page, 1, UI_TIMEOUT);
    expect(licences).toContain(200);

    // Seek to 4 s (the second segment, under the same keys) and keep playing.
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 4;
    });
    await waitUntilPlayingPast(page, 4.3, UI_TIMEOUT);

    // A quality switch: the 360p rung (another rendition, its own segments) plays on. The controls
    // hide 3 s after the pointer last moved: moving it over the picture shows them.
    await page.locator('video').hover();
    const quality = page.getByLabel('Quality');
    await quality.waitFor({ timeout: UI_TIMEOUT });
    expect(await quality.locator('option').allTextContents()).toEqual(['Auto', '480p', '360p']);
    await page.evaluate(() => {
      document.querySelector('video')!.currentTime = 0;
    });
    await quality.selectOption({ label: '360p' });
    await page.waitForFunction(() => (document.querySelector('video')?.videoHeight ?? 0) === 360, undefined, {
      timeout: UI_TIMEOUT,
    });
    await waitUntilPlayingPast(page, 1, UI_TIMEOUT);
    expect(await page.locator('[data-drm-error]').count()).toBe(0);
  });

  it('says "Too many screens" when a licence would take a screen more than the plan has', async () => {
    const page = await pageAs(oneScreen);
    // The player's own playback holds the plan's one screen; its licence request asks for another
    // playback (as a second player of this account would), which the licence must refuse.
    await page.route('**/api/v1/drm/licence/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION } }),
    );
    const refusals: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/v1/drm/licence/') && r.status() === 403) refusals.push(r.request().url());
    });
    await page.goto(`${WEB_URL}/play/${video._id}`);
    await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    const alert = page.locator('[data-drm-error]');
    await alert.waitFor({ timeout: UI_TIMEOUT });
    expect(await alert.locator('p').first().textContent()).toBe('Too many screens');
    expect(refusals.length).toBeGreaterThan(0);
    // The refusal is the licence's own: the API says why.
    const sessions = await api('GET', '/playback/sessions', { token: oneScreen.token });
    expect(sessions.body.data.sessions).toHaveLength(1);
  });
});
