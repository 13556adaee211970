import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { BillingEvents, type AuthResult, type Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  makeTestClip,
  publishEvent,
  signInAs,
  unique,
  uploadReadyVideo,
  waitFor,
} from '@streamhub/testkit';
import { createVerifiedAccount } from '../src/accounts';
import { closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { waitUntilPlayingPast } from '../src/ui';

/*
 * Offline downloads in Chromium (docs/offline.md): the installed app's service worker keeps the
 * shell, shaka stores a protected title in IndexedDB with its ClearKey keys, the copy plays with the
 * context offline, and once the subscription is cancelled the app back online deletes it.
 */

const UI_TIMEOUT = 30_000;

let browser: Browser;
let dir: string;
let video: Video;
let viewer: AuthResult;
let subscription: ReturnType<typeof allAccessEvent>;
let context: BrowserContext;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-downloads-e2e-'));
  const [clip, admin] = await Promise.all([
    makeTestClip(join(dir, 'clip.mp4'), { width: 640, height: 360, seconds: 2 }),
    signInAs(DEMO_ADMIN),
  ]);
  const subscribe = (async () => {
    const account = await createVerifiedAccount('downloads');
    viewer = await signInAs({ email: account.email, password: account.password });
    subscription = allAccessEvent(viewer.user._id, 'E2E_DOWNLOADS');
    await publishEvent(subscription);
  })();
  [, video, browser] = await Promise.all([
    subscribe,
    uploadReadyVideo(
      { videoTitle: unique('E2E OFFLINE '), genre: 'documentary', videoType: 'movie', ageRating: 'U' },
      { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
      admin.token,
    ),
    launchBrowser(),
  ]);
  context = await browser.newContext();
  await seedSession(context, viewer);
}, 240_000);

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await closeBrowserKafkaAndDir(browser, dir);
});

describe('offline downloads', () => {
  it(
    'downloads a title, plays it offline, and deletes it back online once the subscription ended',
    { timeout: 150_000 },
    async () => {
      const page = await context.newPage();
      await page.goto(`${WEB_URL}/play/${video._id}`);
      // The installed app: its service worker controls the page (the shell is cached).
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
        timeout: UI_TIMEOUT,
      });

      await page.getByRole('button', { name: 'Download', exact: true }).click({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: /^Data saver · \d+p · / }).click({ timeout: UI_TIMEOUT });
      await page.getByRole('status').filter({ hasText: 'is downloaded' }).first().waitFor({ timeout: UI_TIMEOUT });

      await context.setOffline(true);
      await page.goto(`${WEB_URL}/downloads`);
      const title = video.videoTitle;
      await page.getByRole('button', { name: `Play ${title}` }).click({ timeout: UI_TIMEOUT });
      await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
      expect(await page.getByText(/Storage used: /).textContent()).toMatch(/\d/);

      // Billing cancels the subscription; back online, the app renews its licences and is refused.
      await publishEvent({
        ...subscription,
        id: randomUUID(),
        type: BillingEvents.subscriptionCancelled,
        occurredAt: new Date().toISOString(),
        payload: { ...subscription.payload, endAt: new Date().toISOString() },
      });
      await waitFor(
        async () => {
          const res = await api('GET', `/videos/${video._id}`, { token: viewer.token });
          return res.body?.code === 'SUBSCRIPTION_REQUIRED' ? true : undefined;
        },
        { timeoutMs: 20_000, what: 'the cancellation to reach the access check' },
      );
      await context.setOffline(false);
      await page.goto(`${WEB_URL}/downloads`);
      await page
        .getByRole('alert')
        .filter({ hasText: `${title} was removed from this device` })
        .waitFor({ timeout: UI_TIMEOUT });
      await expect.poll(() => page.getByRole('button', { name: `Play ${title}` }).count()).toBe(0);
    },
  );
});
