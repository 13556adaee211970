import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  closeTestKafka,
  signInAs,
  unique,
  uploadForm,
  uploadVideo,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';
import { subscribedViewer, waitUntilEntitled } from '../src/accounts';
import { WEB_URL, launchBrowser, seedSession } from '../src/browser';
import { playWithAudioMenu, waitUntilPlayingPast } from '../src/ui';

/*
 * Subtitles in the player: the demo title that went through the pipeline has English and Hindi
 * subtitles (seeded with it); a subscriber picks a language, sees its cue drawn over the picture,
 * and toggles it with `c`. The choice is remembered by the browser.
 */

const UI_TIMEOUT = 30_000;
const DEMO_TITLE = 'COLOR OF RAIN';
/** The demo title's cues between 4.5 s and 8 s (services/catalog/src/seed/demo-subtitles.ts). */
const HINDI_LINE = 'बारिश का भी अपना एक रंग होता है।';

let browser: Browser;
let video: Video;
let subscriber: AuthResult;
let englishLine: string;

beforeAll(async () => {
  const admin = (await signInAs(DEMO_ADMIN)).token;
  video = await waitFor(
    async () => {
      const res = await api('GET', `/admin/videos?q=${encodeURIComponent(DEMO_TITLE)}&status=all`, { token: admin });
      const found = (res.body?.data?.videos as Video[] | undefined)?.find((v) => v.videoTitle === DEMO_TITLE);
      return found?.status === 'active' ? found : undefined;
    },
    { timeoutMs: 180_000, intervalMs: 1_000, what: `the demo video ${DEMO_TITLE} to be transcoded` },
  );
  englishLine = video.description;
  subscriber = await subscribedViewer('captions');
  await waitUntilEntitled(video._id, subscriber.token);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await closeTestKafka();
});

/** The captions shaka draws over the picture, as a viewer sees them (hidden ones read as ''). */
const shownCaption = (page: Page) =>
  page.evaluate(() => (document.querySelector<HTMLElement>('.shaka-text-container')?.innerText ?? '').trim());

async function waitForCaption(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (document.querySelector<HTMLElement>('.shaka-text-container')?.innerText ?? '').includes(wanted),
    text,
    { timeout: UI_TIMEOUT },
  );
}

/** Plays, then holds the picture at 5 s: inside the demo's second cue. */
async function holdAtSecondCue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
  await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
  await page.evaluate(() => {
    const v = document.querySelector('video')!;
    v.pause();
    v.currentTime = 5;
  });
  await page.waitForFunction(() => {
    const v = document.querySelector('video')!;
    return v.paused && !v.seeking && Math.abs(v.currentTime - 5) < 0.1;
  });
}

describe('subtitles in the player', () => {
  it('shows the chosen language, switches it, toggles it with c, and remembers it', async () => {
    const context = await browser.newContext();
    await seedSession(context, subscriber);
    const page = await context.newPage();
    try {
      await page.goto(`${WEB_URL}/play/${video._id}`);
      const menu = page.getByRole('combobox', { name: 'Subtitles' });
      await menu.waitFor({ timeout: UI_TIMEOUT });
      expect(await menu.locator('option').allTextContents()).toEqual(['Subtitles off', 'English', 'हिन्दी']);
      await holdAtSecondCue(page);
      expect(await shownCaption(page)).toBe('');

      await menu.selectOption({ label: 'English' });
      await waitForCaption(page, englishLine);

      await menu.selectOption({ label: 'हिन्दी' });
      await waitForCaption(page, HINDI_LINE);
      expect(await shownCaption(page)).not.toContain(englishLine);

      // `c` turns them off, and on again in the last language.
      await page.locator('body').press('c');
      await page.waitForFunction(
        () => (document.querySelector<HTMLElement>('.shaka-text-container')?.innerText ?? '').trim() === '',
        undefined,
        { timeout: UI_TIMEOUT },
      );
      expect(await menu.inputValue()).toBe('off');
      await expect(page.getByRole('status').filter({ hasText: 'Subtitles off' }).count()).resolves.toBe(1);
      await page.locator('body').press('c');
      await waitForCaption(page, HINDI_LINE);

      // Caption style: the size and background the viewer picks are what the cue is drawn with.
      await page.getByRole('button', { name: 'Caption style' }).click();
      await page.getByRole('combobox', { name: 'Caption background opacity' }).selectOption({ label: 'None' });
      await page.getByRole('combobox', { name: 'Caption size' }).selectOption({ label: 'Large' });
      const stage = page.locator('.shaka-stage');
      // Applied on the next render.
      await expect
        .poll(() => stage.evaluate((el) => getComputedStyle(el).getPropertyValue('--caption-scale')), {
          timeout: UI_TIMEOUT,
        })
        .toBe('1.4');

      // The next playback in this browser starts with Hindi subtitles on.
      await page.reload();
      await menu.waitFor({ timeout: UI_TIMEOUT });
      await page.waitForFunction(
        () => {
          const select = document.querySelector<HTMLSelectElement>('select[aria-label="Subtitles"]');
          return select?.selectedOptions[0]?.textContent === 'हिन्दी';
        },
        undefined,
        { timeout: UI_TIMEOUT },
      );
      await holdAtSecondCue(page);
      await waitForCaption(page, HINDI_LINE);
    } finally {
      await context.close();
    }
  });
});

describe('search by what is said', () => {
  it('finds a line of dialogue and opens the player within a second of it', async () => {
    const context = await browser.newContext();
    await seedSession(context, subscriber);
    const page = await context.newPage();
    try {
      await page.goto(`${WEB_URL}/search?q=${encodeURIComponent('रंग होता')}`);
      const saidIn = page.getByRole('region', { name: 'Said in' });
      const match = saidIn.getByRole('button', { name: new RegExp(`^Play ${DEMO_TITLE} at 0:04`) });
      await match.waitFor({ timeout: UI_TIMEOUT });
      expect(await match.textContent()).toContain(HINDI_LINE);
      await match.click();
      await page.waitForURL((url) => url.pathname === `/play/${video._id}` && url.searchParams.get('t') === '4', {
        timeout: UI_TIMEOUT,
      });
      // The click starts playback there: the first frames shown are within a second of the cue (4.5 s).
      const startedAt = await page.waitForFunction(
        () => {
          const v = document.querySelector('video');
          return v && !v.paused && v.currentTime > 0 ? v.currentTime : false;
        },
        undefined,
        { timeout: UI_TIMEOUT },
      );
      expect(Math.abs(Number(await startedAt.jsonValue()) - 4.5)).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});

describe('audio languages in the player', () => {
  it('offers each audio language and plays the chosen one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'streamhub-audio-e2e-'));
    try {
      // Two tones tagged English and Hindi: a film with two dubs.
      const path = join(dir, 'two-audio.mp4');
      await promisify(execFile)('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=24:duration=6'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=6'],
        ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
        ...['-metadata:s:a:0', 'language=eng', '-metadata:s:a:1', 'language=hin', '-shortest', path],
      ]);
      const admin = (await signInAs(DEMO_ADMIN)).token;
      const uploaded = await uploadVideo(
        uploadForm(
          { videoTitle: unique('E2E TWO DUBS '), genre: 'drama' },
          { file: { data: await readFile(path), name: 'two-audio.mp4', type: 'video/mp4' } },
        ),
        admin,
      );
      expect(uploaded.status).toBe(201);
      const dubbed = await waitUntilTranscoded(uploaded.body.data.video._id, admin);

      const context = await browser.newContext();
      await seedSession(context, subscriber);
      const page = await context.newPage();
      try {
        const menu = await playWithAudioMenu(page, dubbed._id, ['English', 'Hindi'], UI_TIMEOUT);
        // The Hindi stream is the DASH manifest's third representation (video 0, English 1, Hindi 2).
        const hindiFetched = page.waitForResponse((r) => /\/(init|chunk)-2(-\d+)?\.m4s$/.test(r.url()) && r.ok(), {
          timeout: UI_TIMEOUT,
        });
        await menu.selectOption({ label: 'Hindi' });
        await hindiFetched;
        expect(await menu.inputValue()).toBe('hi');
      } finally {
        await context.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
