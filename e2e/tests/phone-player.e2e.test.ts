import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import { DEMO_ADMIN, makeTestClip, signInAs, unique, uploadReadyVideo } from '@streamhub/testkit';
import { subscribedViewer } from '../src/accounts';
import { closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { PHONE_WIDTHS } from '../src/phone-routes';

/* The player on a phone: every control inside the screen, menus readable, fullscreen reachable. */

const UI_TIMEOUT = 30_000;
const SUBTITLES = 'WEBVTT\n\n00:00:00.500 --> 00:00:04.000\nA line on a phone.\n';

let browser: Browser;
let dir: string;
let viewer: AuthResult;
let video: Video;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-phone-player-e2e-'));
  const [clip, admin] = await Promise.all([makeTestClip(join(dir, 'clip.mp4')), signInAs(DEMO_ADMIN)]);
  [viewer, video, browser] = await Promise.all([
    subscribedViewer('phone-player'),
    uploadReadyVideo(
      {
        videoTitle: unique('E2E PHONE PLAYER '),
        genre: 'documentary',
        videoType: 'movie',
        subtitleTracks: JSON.stringify([{ lang: 'en', label: 'English', kind: 'subtitles' }]),
      },
      {
        file: { data: clip, name: 'clip.mp4', type: 'video/mp4' },
        subtitle: { data: Buffer.from(SUBTITLES), name: 'en.vtt', type: 'text/vtt' },
      },
      admin.token,
    ),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(() => closeBrowserKafkaAndDir(browser, dir));

/** Every button and menu of the control bar whose box lies partly outside 0…width. */
function controlsOutside(page: Page, width: number) {
  return page.evaluate((right) => {
    const controls = [...document.querySelectorAll<HTMLElement>('.shaka-buttons button, .shaka-buttons select')];
    return controls
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => ({ name: el.getAttribute('aria-label') ?? el.textContent, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > right + 0.5)
      .map(({ name, box }) => `${name} at ${Math.round(box.left)}–${Math.round(box.right)}`);
  }, width);
}

/** Whether the chosen option's text fits inside the menu (its width less padding and the arrow). */
function menuTextFits(page: Page, label: string) {
  return page.getByRole('combobox', { name: label }).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]?.textContent ?? '').width;
    const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    // Chromium draws the arrow in about 20 px at the right of the box.
    return text <= inner - 16;
  });
}

describe('the player on a phone', () => {
  for (const width of PHONE_WIDTHS) {
    it(`keeps every control inside ${width} px, reads "Subtitles off" whole and goes fullscreen`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 780 }, hasTouch: true });
      try {
        await seedSession(context, viewer);
        const page = await context.newPage();
        page.setDefaultTimeout(UI_TIMEOUT);
        await page.goto(`${WEB_URL}/play/${video._id}`);
        await page.getByRole('combobox', { name: 'Quality' }).waitFor();
        await page.getByRole('combobox', { name: 'Subtitles' }).waitFor();

        expect(await controlsOutside(page, width)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await menuTextFits(page, 'Subtitles')).toBe(true);
        expect(await menuTextFits(page, 'Quality')).toBe(true);

        const fullscreen = page.getByRole('button', { name: 'Fullscreen', exact: true });
        await fullscreen.click();
        await page.waitForFunction(() => document.fullscreenElement !== null);
        await page.getByRole('button', { name: 'Exit fullscreen' }).click();
        await page.waitForFunction(() => document.fullscreenElement === null);
      } finally {
        await context.close();
      }
    });
  }
});
