import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { StreamMessages, type AuthResult, type Video } from '@streamhub/contracts';
import { DEMO_ADMIN, makeTestClip, signInAs, unique, uploadReadyVideo } from '@streamhub/testkit';
import { subscribedViewer } from '../src/accounts';
import { closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { expectToast, waitUntilPlayingPast } from '../src/ui';

/*
 * A plan's screens in the browser: with a one-screen plan, a second browser (another device) is
 * told "Too many people are watching on this account", sees the first one, stops it there and
 * plays; the first browser stops at its next heartbeat and cannot take the screen back.
 */

const UI_TIMEOUT = 30_000;

let browser: Browser;
let dir: string;
let video: Video;
let viewer: AuthResult;
const contexts: BrowserContext[] = [];

/** Another device of the viewer: a browser context of its own (its own device id). */
async function device(of: AuthResult = viewer): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await seedSession(context, of);
  return context.newPage();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-screens-e2e-'));
  const [clip, admin] = await Promise.all([
    makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 8 }),
    signInAs(DEMO_ADMIN),
  ]);
  [viewer, video, browser] = await Promise.all([
    subscribedViewer('screens', 'E2E_ONE_SCREEN', { maxQuality: 'SD', screens: 1 }),
    uploadReadyVideo(
      { videoTitle: unique('E2E SCREENS '), genre: 'documentary', videoType: 'movie' },
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

describe('screens', () => {
  it('shows who is watching when every screen is in use, and "Stop watching there" hands the screen over', async () => {
    const tv = await device();
    await tv.goto(`${WEB_URL}/play/${video._id}`);
    await tv.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    await waitUntilPlayingPast(tv, 0.5, UI_TIMEOUT);

    const laptop = await device();
    await laptop.goto(`${WEB_URL}/play/${video._id}`);
    await laptop.getByRole('heading', { name: StreamMessages.tooManyStreams }).waitFor({ timeout: UI_TIMEOUT });
    await laptop.getByText(StreamMessages.tooManyStreamsHint(1)).waitFor();
    const devices = laptop.getByRole('list', { name: 'Devices watching now' });
    const watching = devices.getByRole('listitem');
    expect(await watching.count()).toBe(1);
    expect(await watching.first().textContent()).toContain('Chrome on Linux');
    expect(await watching.first().textContent()).toContain(video.videoTitle);
    expect(await laptop.locator('video').count()).toBe(0);

    await watching.first().getByRole('button', { name: 'Stop watching on Chrome on Linux' }).click();
    await expectToast(laptop, StreamMessages.sessionStopped);
    await laptop.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    await waitUntilPlayingPast(laptop, 0.5, UI_TIMEOUT);

    // The TV hears at its next heartbeat (every STREAM_HEARTBEAT_SECONDS) and stops.
    await tv.getByRole('heading', { name: StreamMessages.sessionEndedTitle }).waitFor({ timeout: UI_TIMEOUT });
    expect(await tv.locator('video').count()).toBe(0);
    // Taking the screen back is refused while the laptop holds it.
    await tv.getByRole('button', { name: 'Watch Here' }).click();
    await tv.getByRole('heading', { name: StreamMessages.tooManyStreams }).waitFor({ timeout: UI_TIMEOUT });
  });

  it('offers "End it now" for a browser killed mid-play, which frees its screen at once', async () => {
    const owner = await subscribedViewer('screens-stale', 'E2E_ONE_SCREEN', { maxQuality: 'SD', screens: 1 });
    const killed = await device(owner);
    await killed.goto(`${WEB_URL}/play/${video._id}`);
    await killed.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    await waitUntilPlayingPast(killed, 0.5, UI_TIMEOUT);
    // Killed: no heartbeat and no goodbye reaches the server any more.
    await killed.context().setOffline(true);
    await killed.context().close();

    const phone = await device(owner);
    await phone.goto(`${WEB_URL}/play/${video._id}`);
    await phone.getByRole('heading', { name: StreamMessages.tooManyStreams }).waitFor({ timeout: UI_TIMEOUT });
    // Once its heartbeats are overdue the killed browser is listed as not responding, with "End it now".
    const endIt = phone.getByRole('button', { name: 'End it now on Chrome on Linux' });
    const deadline = Date.now() + 60_000;
    while (!(await endIt.isVisible())) {
      if (Date.now() > deadline) throw new Error('the killed browser was never offered as "End it now"');
      await phone.waitForTimeout(2_000);
      await phone.reload();
      await phone.getByRole('heading', { name: StreamMessages.tooManyStreams }).waitFor({ timeout: UI_TIMEOUT });
    }
    await expect(phone.getByText(/Not responding since/).count()).resolves.toBe(1);
    await endIt.click();
    await expectToast(phone, StreamMessages.sessionStopped);
    await phone.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
    await waitUntilPlayingPast(phone, 0.5, UI_TIMEOUT);
  }, 150_000);
});
