import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CatalogMessages, type AuthResult, type Video } from '@streamhub/contracts';
import { api, DEMO_ADMIN, makeTestClip, signInAs, unique, uploadReadyVideo, waitFor } from '@streamhub/testkit';
import { subscribedViewer } from '../src/accounts';
import { ADMIN_URL, closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { expectToast, waitForPath, waitUntilPlayingPast } from '../src/ui';

/*
 * Binge watching against the real pipeline: a two-part series uploaded through the API and
 * transcoded by the media worker; Skip Intro from the first part's markers, the "Next episode"
 * card at its end, and the markers dialog of Manage Videos.
 */

const UI_TIMEOUT = 30_000;
const INTRO = { start: 1, end: 5 };

let browser: Browser;
let dir: string;
let first: Video;
let second: Video;
let subscriber: AuthResult;
let adminSession: AuthResult;

async function pageAs(session: AuthResult): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await seedSession(context, session);
  return { context, page: await context.newPage() };
}

const currentTime = (page: Page) => page.evaluate(() => document.querySelector('video')!.currentTime);

/** Opens the first part from the watch page's Play Now: the click lets the player start by itself. */
async function playFirstPart(page: Page): Promise<void> {
  await page.goto(`${WEB_URL}/watch/${first._id}`);
  await page
    .getByRole('region', { name: 'Selected video' })
    .getByRole('button', { name: /Play Now/ })
    .click({ timeout: UI_TIMEOUT });
  await waitForPath(page, `/play/${first._id}`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-binge-e2e-'));
  const [clip, admin] = await Promise.all([makeTestClip(join(dir, 'clip.mp4'), { seconds: 8 }), signInAs(DEMO_ADMIN)]);
  adminSession = admin;
  const series = unique('E2E BINGE ').toUpperCase();
  const upload = (episodeSeq: number) =>
    uploadReadyVideo(
      {
        videoTitle: `${series} part ${episodeSeq}`,
        episodeName: series,
        episodeSeq: String(episodeSeq),
        videoType: 'episode',
        genre: 'drama',
        ageRating: 'U',
      },
      { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
      admin.token,
    );
  [subscriber, first, second, browser] = await Promise.all([
    subscribedViewer('binge'),
    upload(1),
    upload(2),
    launchBrowser(),
  ]);
  const marked = await api('PATCH', `/videos/${first._id}/markers`, {
    token: admin.token,
    body: { introStart: INTRO.start, introEnd: INTRO.end, recapStart: null, recapEnd: null },
  });
  expect(marked.status, JSON.stringify(marked.body)).toBe(200);
  // The series read is cached by the gateway until the change event drops it.
  await waitFor(
    async () => {
      const res = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(series)}`);
      const part = (res.body?.data?.parts as Video[] | undefined)?.find((video) => video._id === first._id);
      return part?.markers.introEnd === INTRO.end && res.body.data.parts.length === 2 ? part : undefined;
    },
    { what: 'the markers and both parts in the series read' },
  );
}, 300_000);

afterAll(() => closeBrowserKafkaAndDir(browser, dir));

describe('binge watching', () => {
  it('skips the intro past its marker, then starts the next episode after the countdown', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      await playFirstPart(page);
      const skip = page.getByRole('button', { name: 'Skip Intro' });
      await skip.waitFor({ timeout: UI_TIMEOUT });
      // Paused, so only the skip can move the playback past the intro.
      await page.evaluate(() => document.querySelector('video')!.pause());
      const before = await currentTime(page);
      expect(before).toBeGreaterThanOrEqual(INTRO.start);
      expect(before).toBeLessThan(INTRO.end);
      await skip.click();
      await page.waitForFunction(
        (end) => {
          const video = document.querySelector('video');
          return video !== null && video.paused && video.currentTime >= end;
        },
        INTRO.end,
        { timeout: UI_TIMEOUT },
      );
      await skip.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Play', exact: true }).click();

      // At the end of the part: the card counts down, then the second part plays by itself.
      const card = page.getByRole('dialog', { name: 'Next episode' });
      await card.getByText(/^Next episode in [1-5] s$/).waitFor({ timeout: UI_TIMEOUT });
      await card.getByText(`${second.videoTitle}`, { exact: false }).waitFor();
      expect(page.url()).toBe(`${WEB_URL}/play/${first._id}`);
      await waitForPath(page, `/play/${second._id}`);
      await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
      // The second part has no markers: no skip button.
      expect(await page.getByRole('button', { name: 'Skip Intro' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('Cancel keeps the viewer on the part that ended; Play now starts the next one at once', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      await playFirstPart(page);
      await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
      const toEnd = () => page.evaluate(() => (document.querySelector('video')!.currentTime = 7.5));
      await toEnd();
      const card = page.getByRole('dialog', { name: 'Next episode' });
      await card.waitFor({ timeout: UI_TIMEOUT });
      await card.getByRole('button', { name: 'Cancel' }).click();
      await card.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${WEB_URL}/play/${first._id}`);

      // Played to the end again, it offers the next part again.
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await toEnd();
      await card.getByRole('button', { name: 'Play now' }).click({ timeout: UI_TIMEOUT });
      await waitForPath(page, `/play/${second._id}`);
      await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
    } finally {
      await context.close();
    }
  });

  it('lets an admin set a part’s markers on Manage Videos, refusing markers past its end', async () => {
    const { context, page } = await pageAs(adminSession);
    try {
      await page.goto(`${ADMIN_URL}/admin/movies`);
      await page.getByRole('searchbox', { name: 'Search videos' }).fill(second.videoTitle);
      await page.locator(`tr[data-video-id="${second._id}"]`).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: `Edit the skip markers of ${second.videoTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Skip Markers' });
      await dialog.getByRole('spinbutton', { name: 'Recap start (s)' }).fill('0');
      await dialog.getByRole('spinbutton', { name: 'Recap end (s)' }).fill(String(second.durationSeconds! + 5));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByRole('alert').getByText(CatalogMessages.markersPastEnd).waitFor();

      await dialog.getByRole('spinbutton', { name: 'Recap end (s)' }).fill('1.5');
      // The storyboard frame at the marker: the tile of the video at that time.
      await dialog.getByRole('img', { name: 'Recap end (s) at 1.5 s' }).waitFor({ timeout: UI_TIMEOUT });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, CatalogMessages.markersSaved);
      await dialog.waitFor({ state: 'detached' });
      const saved = await api('GET', `/videos/${second._id}`, { token: adminSession.token });
      expect(saved.body.data.video.markers).toEqual({
        introStart: null,
        introEnd: null,
        recapStart: 0,
        recapEnd: 1.5,
        source: 'admin',
      });
    } finally {
      await context.close();
    }
  });
});
