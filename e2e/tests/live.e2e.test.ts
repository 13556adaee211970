import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AdminLiveEvent, AuthResult, LiveEvent } from '@streamhub/contracts';
import { DEMO_ADMIN, api, signInAs, unique, waitFor } from '@streamhub/testkit';
import { subscribedViewer } from '../src/accounts';
import { closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';

/*
 * A live event in Chromium (docs/live.md, "Player"): ffmpeg's lavfi test source (320x180) pushed to
 * the stack's ingest for a bounded time, the ladder and the media edge, played by shaka on the event's
 * page with the LIVE badge, the DVR window and Go live.
 */

const UI_TIMEOUT = 30_000;
/** How long the encoder pushes at most: long enough for the DVR checks below, bounded if the test fails. */
const PUSH_SECONDS = 75;
/** The DVR window the test waits for before going back: enough that going back lands clearly behind live. */
const DVR_NEEDED_SECONDS = 24;
/** The DVR window takes its seconds in real time, and a busy machine starts the browser slowly. */
const TEST_TIMEOUT_MS = 120_000;

let browser: Browser;
let viewer: AuthResult;
let created: AdminLiveEvent;
let encoder: ChildProcess | undefined;

function pushTestSource(publishUrl: string): ChildProcess {
  // prettier-ignore
  return spawn('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-re',
    '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', String(PUSH_SECONDS),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k',
    '-f', 'flv', publishUrl,
  ], { stdio: 'ignore' });
}

beforeAll(async () => {
  const admin = await signInAs(DEMO_ADMIN);
  const res = await api('POST', '/admin/live-events', {
    token: admin.token,
    body: {
      title: unique('E2E Live '),
      startAt: new Date(Date.now() + 10 * 60_000).toISOString(),
      expectedDurationMinutes: 60,
      ageRating: 'U/A 13+',
      access: 'subscribers',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created = res.body.data as AdminLiveEvent;
  encoder = pushTestSource(`${created.ingest.rtmpUrl}/${created.ingest.streamKey}`);
  [viewer, browser] = await Promise.all([subscribedViewer('live'), launchBrowser()]);
  await waitFor(
    async () => {
      const list = await api('GET', '/live-events');
      return (list.body.data.events as LiveEvent[]).some((e) => e._id === created.event._id && e.state === 'live')
        ? true
        : undefined;
    },
    { timeoutMs: 15_000, what: 'the event to go live' },
  );
}, 60_000);

afterAll(async () => {
  encoder?.kill('SIGKILL');
  await closeBrowserKafkaAndDir(browser, undefined);
});

describe('live event player', () => {
  it(
    'opens from home as Live now, plays live, seeks back in the DVR window and returns to live',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await seedSession(context, viewer);
      const page = await context.newPage();
      try {
        await page.goto(`${WEB_URL}/`);
        const card = page.getByRole('link', { name: new RegExp(created.event.title) });
        await card.waitFor({ timeout: UI_TIMEOUT });
        expect(await card.textContent()).toContain('LIVE NOW');
        await card.click();
        await page.waitForURL((url) => url.pathname === `/live/${created.event._id}`);

        // Plays by itself (the click on the card is the gesture), at the live edge.
        const stage = page.locator('.live-stage');
        await page.waitForFunction(
          () => {
            const video = document.querySelector('video');
            return video !== null && !video.paused && video.readyState >= 3;
          },
          undefined,
          { timeout: UI_TIMEOUT },
        );
        await page.locator('.live-stage[data-at-live="true"]').waitFor({ timeout: UI_TIMEOUT });
        expect(
          await page
            .getByRole('status')
            .filter({ hasText: /^LIVE$/ })
            .count(),
        ).toBe(1);
        expect(await page.getByRole('button', { name: 'Go live' }).isDisabled()).toBe(true);

        // The stats overlay shows the latency shaka measures.
        await page.getByRole('button', { name: 'Stats' }).click();
        await page.waitForFunction(
          () => /^\d+\.\d s$/.test(document.querySelector('[data-testid="live-latency"]')?.textContent ?? ''),
          undefined,
          { timeout: UI_TIMEOUT },
        );

        // Once the DVR window holds enough, Back 30 s goes back in it (to its start when it holds less than 30 s).
        await page.waitForFunction(
          (needed) => Number(document.querySelector('.live-stage')?.getAttribute('data-dvr-seconds') ?? 0) >= needed,
          DVR_NEEDED_SECONDS,
          { timeout: UI_TIMEOUT + DVR_NEEDED_SECONDS * 1000 },
        );
        const before = await page.evaluate(() => document.querySelector('video')!.currentTime);
        await page.getByRole('button', { name: 'Back 30 s' }).click();
        await page.locator('.live-stage[data-at-live="false"]').waitFor({ timeout: UI_TIMEOUT });
        const behind = Number(await stage.getAttribute('data-behind-seconds'));
        expect(behind).toBeGreaterThan(8);
        expect(await page.getByRole('status').textContent()).toMatch(/^Behind live −0:\d\d$/);
        const back = await page.evaluate(() => document.querySelector('video')!.currentTime);
        expect(before - back).toBeGreaterThan(8);
        // It plays on from there, in the recording.
        await page.waitForFunction(
          (from) => {
            const video = document.querySelector('video')!;
            return !video.paused && video.currentTime > from + 1;
          },
          back,
          { timeout: UI_TIMEOUT },
        );

        // Go live returns to the edge.
        await page.getByRole('button', { name: 'Go live' }).click();
        await page.locator('.live-stage[data-at-live="true"]').waitFor({ timeout: UI_TIMEOUT });
        expect(
          await page
            .getByRole('status')
            .filter({ hasText: /^LIVE$/ })
            .count(),
        ).toBe(1);
        expect(await page.evaluate(() => document.querySelector('video')!.currentTime)).toBeGreaterThan(back + 8);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
