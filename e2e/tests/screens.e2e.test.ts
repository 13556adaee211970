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
async function device(): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await seedSession(context, viewer);
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
});
