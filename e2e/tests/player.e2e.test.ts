import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import { DEMO_ADMIN, makeTestClip, signInAs, unique, uploadReadyVideo } from '@streamhub/testkit';
import { createVerifiedAccount, subscribedViewer } from '../src/accounts';
import { ADMIN_URL, closeBrowserKafkaAndDir, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { waitUntilPlayingPast } from '../src/ui';

/*
 * The player against the real pipeline: a clip made by ffmpeg is uploaded through the API,
 * transcoded by the media worker and played by shaka-player in Debian's Chromium.
 */

const UI_TIMEOUT = 30_000;

let browser: Browser;
let dir: string;
let video: Video;
let subscriber: AuthResult;
let unpaid: AuthResult;
let adminSession: AuthResult;

async function pageAs(
  session: AuthResult,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  await seedSession(context, session);
  return { context, page: await context.newPage() };
}

/** The watch page's Play Now, which opens the player. */
async function playNowFromWatchPage(page: Page): Promise<void> {
  await page.goto(`${WEB_URL}/watch/${video._id}`);
  await page
    .getByRole('region', { name: 'Selected video' })
    .getByRole('button', { name: /Play Now/ })
    .click({ timeout: UI_TIMEOUT });
  await page.waitForURL((url) => url.pathname === `/play/${video._id}`);
}

async function signedUpViewer(): Promise<AuthResult> {
  const account = await createVerifiedAccount('player');
  return signInAs({ email: account.email, password: account.password });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-player-e2e-'));
  const [clip, trailer, admin] = await Promise.all([
    makeTestClip(join(dir, 'clip.mp4')),
    makeTestClip(join(dir, 'trailer.mp4'), { width: 320, height: 240, seconds: 2 }),
    signInAs(DEMO_ADMIN),
  ]);
  adminSession = admin;
  [subscriber, unpaid, video, browser] = await Promise.all([
    subscribedViewer('player'),
    signedUpViewer(),
    uploadReadyVideo(
      {
        videoTitle: unique('E2E PLAYBACK '),
        genre: 'documentary',
        videoType: 'movie',
        ageRating: 'U/A 13+',
        contentDescriptors: 'language,violence',
      },
      {
        file: { data: clip, name: 'clip.mp4', type: 'video/mp4' },
        trailer: { data: trailer, name: 'trailer.mp4', type: 'video/mp4' },
      },
      admin.token,
    ),
    launchBrowser(),
  ]);
}, 240_000);

afterAll(() => closeBrowserKafkaAndDir(browser, dir));

describe('player', () => {
  it('starts by itself after Play Now for an entitled viewer, and the quality list shows the ladder', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      await playNowFromWatchPage(page);
      // No further click: the click on Play Now is the gesture that lets the player start.
      await waitUntilPlayingPast(page, 1, UI_TIMEOUT);
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
      expect(await page.evaluate(() => document.querySelector('video')!.muted)).toBe(false);
      // The request to start is not kept: a reload waits for ▶ like a direct load.
      expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();

      const quality = page.getByLabel('Quality');
      await quality.waitFor({ timeout: UI_TIMEOUT });
      expect(await quality.locator('option').allTextContents()).toEqual(['Auto', '480p', '360p']);

      // Storyboard: hovering the seek bar at 60 % of the 6 s clip shows the 2–4 s tile, cropped from its sprite sheet.
      const sprite = page.waitForResponse((r) => r.url().endsWith('/storyboard-0.jpg') && r.status() === 200, {
        timeout: UI_TIMEOUT,
      });
      const seekBar = page.getByLabel('Seek');
      const bar = (await seekBar.boundingBox())!;
      await seekBar.hover({ position: { x: bar.width * 0.6, y: bar.height / 2 } });
      const preview = page.getByTestId('seek-preview');
      await preview.waitFor({ timeout: UI_TIMEOUT });
      const tile = await preview.locator('.seek-preview-image').evaluate((element) => {
        const style = getComputedStyle(element);
        return { image: style.backgroundImage, position: style.backgroundPosition, width: style.width };
      });
      expect(tile).toEqual({
        image: expect.stringMatching(/\/api\/v1\/media\/s\/[^/]+\/storyboard-0\.jpg"\)$/),
        position: '-160px 0px',
        width: '160px',
      });
      expect(await preview.textContent()).toBe('0:03');
      await sprite;

      // The keyboard shows the tile too: End, then one step back (5 s) from the 6 s end.
      await page.mouse.move(0, 0);
      await seekBar.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowLeft');
      await preview.waitFor({ timeout: UI_TIMEOUT });
      expect(await preview.textContent()).toBe('0:01');
      expect(await preview.locator('.seek-preview-image').evaluate((e) => getComputedStyle(e).backgroundPosition)).toBe(
        '0px 0px',
      );
    } finally {
      await context.close();
    }
  });

  it('shows the age rating and its descriptors on the watch page, and over the picture for the first seconds of playback', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      await page.goto(`${WEB_URL}/watch/${video._id}`);
      const hero = page.getByRole('region', { name: 'Selected video' });
      const note = hero.getByRole('note', { name: 'Rated U/A 13+' });
      await note.waitFor({ timeout: UI_TIMEOUT });
      expect(await note.textContent()).toBe('U/A 13+Violence, Language');

      await hero.getByRole('button', { name: /Play Now/ }).click({ timeout: UI_TIMEOUT });
      const card = page.locator('.player-opening-notice');
      await card.waitFor({ timeout: UI_TIMEOUT });
      expect(await card.textContent()).toBe('U/A 13+Violence, Language');
      await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
      // About 5 s, then the picture is clear again.
      await card.waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    } finally {
      await context.close();
    }
  });

  it('shows the paused player with ▶, not an error, when the browser refuses to start it after Play Now', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      // The browser's autoplay policy says no to the first play() (as it may, e.g. without media engagement).
      await context.addInitScript(() => {
        const play = HTMLMediaElement.prototype.play;
        let refused = false;
        HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
          if (refused) return play.call(this);
          refused = true;
          (window as unknown as { playRefused: boolean }).playRefused = true;
          return Promise.reject(new DOMException('play() can only be initiated by a user gesture.', 'NotAllowedError'));
        };
      });
      await playNowFromWatchPage(page);
      await page.waitForFunction(
        () => (window as unknown as { playRefused?: boolean }).playRefused === true,
        undefined,
        {
          timeout: UI_TIMEOUT,
        },
      );
      await page.locator('[data-state="paused"]').waitFor({ timeout: UI_TIMEOUT });
      await page.getByLabel('Quality').waitFor({ timeout: UI_TIMEOUT });
      expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);
      expect(await page.getByText('Error loading video').count()).toBe(0);

      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await waitUntilPlayingPast(page, 1, UI_TIMEOUT);
    } finally {
      await context.close();
    }
  });

  it('waits for Play on a direct load, and plays when Play is pressed while the player is still loading', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      // A direct load has no user gesture: the player does not start by itself.
      await page.goto(`${WEB_URL}/play/${video._id}`);
      await page.locator('[data-state="paused"]').waitFor({ timeout: UI_TIMEOUT });
      await page.getByLabel('Quality').waitFor({ timeout: UI_TIMEOUT });
      expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);

      // Pressed at once, while shaka is still loading and seeking to the start position.
      await page.goto(`${WEB_URL}/play/${video._id}?t=1`);
      await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: UI_TIMEOUT });
      await waitUntilPlayingPast(page, 1.5, UI_TIMEOUT);
    } finally {
      await context.close();
    }
  });

  it('answers Space, K, J/L, arrows, M and F anywhere on the page, not only on a focused control', async () => {
    const { context, page } = await pageAs(subscriber);
    try {
      await page.goto(`${WEB_URL}/play/${video._id}`);
      await page.locator('[data-state="paused"]').waitFor({ timeout: UI_TIMEOUT });
      await page.getByLabel('Quality').waitFor({ timeout: UI_TIMEOUT });
      // Nothing of the player has focus: the page's body does.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
      const videoState = () =>
        page.evaluate(() => {
          const v = document.querySelector('video')!;
          return { paused: v.paused, time: v.currentTime, muted: v.muted, volume: v.volume };
        });

      await page.keyboard.press('k');
      await waitUntilPlayingPast(page, 0.5, UI_TIMEOUT);
      await page.keyboard.press(' ');
      await page.locator('[data-state="paused"]').waitFor({ timeout: UI_TIMEOUT });
      const at = (await videoState()).time;
      await page.keyboard.press('l'); // +10 s: clamped to the 6 s clip's end
      await page.waitForFunction(() => document.querySelector('video')!.currentTime > 5, undefined, {
        timeout: UI_TIMEOUT,
      });
      await page.keyboard.press('j'); // −10 s: back to the start
      await page.waitForFunction(() => document.querySelector('video')!.currentTime < 0.5, undefined, {
        timeout: UI_TIMEOUT,
      });
      await page.keyboard.press('ArrowRight'); // +5 s
      await page.waitForFunction(() => Math.abs(document.querySelector('video')!.currentTime - 5) < 0.6, undefined, {
        timeout: UI_TIMEOUT,
      });
      expect(at).toBeGreaterThanOrEqual(0);

      await page.keyboard.press('ArrowDown');
      expect((await videoState()).volume).toBeCloseTo(0.9, 5);
      await page.keyboard.press('m');
      expect((await videoState()).muted).toBe(true);
      await page.getByRole('button', { name: 'Unmute' }).waitFor();
      await page.keyboard.press('M');
      expect((await videoState()).muted).toBe(false);

      await page.keyboard.press('f');
      await page.waitForFunction(
        () => document.fullscreenElement?.classList.contains('shaka-stage') === true,
        undefined,
        {
          timeout: UI_TIMEOUT,
        },
      );
      await page.getByRole('button', { name: 'Exit fullscreen' }).waitFor();
      await page.keyboard.press('f');
      await page.waitForFunction(() => document.fullscreenElement === null, undefined, { timeout: UI_TIMEOUT });
    } finally {
      await context.close();
    }
  });

  it('on a phone, keeps the controls to a bottom strip of 44 px targets with SVG icons; a tap shows or hides them, a double tap seeks', async () => {
    for (const width of [390, 360]) {
      const { context, page } = await pageAs(subscriber, {
        viewport: { width, height: 780 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        await page.goto(`${WEB_URL}/play/${video._id}`);
        await page.locator('[data-state="paused"]').waitFor({ timeout: UI_TIMEOUT });
        const stage = (await page.locator('.shaka-stage').boundingBox())!;
        const controls = (await page.locator('.shaka-controls').boundingBox())!;
        // The strip covers well under half of the picture and sits at its bottom.
        expect(controls.height / stage.height, `controls ${controls.height} of ${stage.height} px`).toBeLessThan(0.45);
        expect(controls.y + controls.height).toBeCloseTo(stage.y + stage.height, 0);
        const seek = (await page.getByLabel('Seek').boundingBox())!;
        expect(seek.y).toBeGreaterThan(stage.y + stage.height * 0.55);
        // Every visible button is a finger-sized target and draws an SVG icon, not a glyph.
        const buttons = await page.locator('.shaka-buttons button').evaluateAll((elements) =>
          elements
            .filter((e) => getComputedStyle(e).display !== 'none')
            .map((e) => ({
              label: e.getAttribute('aria-label'),
              width: e.getBoundingClientRect().width,
              height: e.getBoundingClientRect().height,
              svg: e.querySelector('svg') !== null,
              text: (e.textContent ?? '').replace(/\d+%|10/g, '').trim(),
            })),
        );
        expect(buttons.map((b) => b.label)).toEqual([
          'Play',
          'Back 10 seconds',
          'Forward 10 seconds',
          'Mute',
          'Fullscreen',
        ]);
        for (const button of buttons) {
          expect(button, `${button.label} at ${width} px`).toMatchObject({ svg: true, text: '' });
          expect(Math.min(button.width, button.height), `${button.label} at ${width} px`).toBeGreaterThanOrEqual(44);
        }

        // Play with the big button in the middle; then a tap on the picture hides the controls if they
        // show, else shows them (they also hide by themselves after 3 s of playing). The picture is
        // tapped above the big button, which takes taps while the controls show; each tap waits for
        // the one before to take effect, so two are not a double tap.
        await page.locator('.shaka-center').tap();
        await waitUntilPlayingPast(page, 0.3, UI_TIMEOUT);
        const center = (await page.locator('.shaka-center').boundingBox())!;
        const picture = { x: stage.width / 2, y: (center.y - stage.y) / 2 };
        const controlsShown = async () => (await page.locator('.shaka-stage--idle').count()) === 0;
        for (let tap = 0; tap < 2; tap += 1) {
          const shown = await controlsShown();
          await page.locator('video').tap({ position: picture });
          await expect.poll(controlsShown, { timeout: UI_TIMEOUT }).toBe(!shown);
        }
        expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(false);

        // A double tap on the right third: +10 s (to the clip's end); on the left third: back to the start.
        await page.evaluate(() => document.querySelector('video')!.pause());
        await page.evaluate(() => (document.querySelector('video')!.currentTime = 1));
        // Straight to the touchscreen: a locator's checks before each tap can outlast the 300 ms
        // double-tap window on a loaded machine, making two single taps of it.
        const videoBox = (await page.locator('video').boundingBox())!;
        const doubleTap = async (x: number) => {
          await page.touchscreen.tap(videoBox.x + x, videoBox.y + stage.height / 3);
          await page.touchscreen.tap(videoBox.x + x, videoBox.y + stage.height / 3);
        };
        // The "+10 s" hint shows for 0.7 s: every one that appears is recorded, so a slow poll cannot miss it.
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { seekHints: string[] }).seekHints = seen;
          new MutationObserver(() => {
            document.querySelectorAll('.shaka-tap-seek').forEach((hint) => seen.push(hint.textContent ?? ''));
          }).observe(document.body, { childList: true, subtree: true });
        });
        await doubleTap(stage.width * 0.85);
        await page.waitForFunction(
          () => (window as unknown as { seekHints: string[] }).seekHints.includes('+10 s'),
          undefined,
          { timeout: UI_TIMEOUT },
        );
        await page.waitForFunction(() => document.querySelector('video')!.currentTime > 5, undefined, {
          timeout: UI_TIMEOUT,
        });
        await doubleTap(stage.width * 0.15);
        await page.waitForFunction(() => document.querySelector('video')!.currentTime < 0.5, undefined, {
          timeout: UI_TIMEOUT,
        });
      } finally {
        await context.close();
      }
    }
  });

  it('shows Subscription Required to a viewer without a subscription', async () => {
    const { context, page } = await pageAs(unpaid);
    try {
      await page.goto(`${WEB_URL}/play/${video._id}`);
      await page.getByRole('heading', { name: 'Subscription Required' }).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: 'Get Subscription' }).waitFor();
      await page.getByRole('button', { name: 'Go Home' }).waitFor();
      expect(await page.locator('video').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows a guest the video's transcoded trailer on its watch page, loaded by shaka", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${WEB_URL}/watch/${video._id}`);
      await page.getByLabel('Trailer').waitFor({ timeout: UI_TIMEOUT });
      await page.waitForFunction(
        () => {
          const v = document.querySelector<HTMLVideoElement>('video[aria-label="Trailer"]');
          // Media Source Extensions (a blob: URL) means shaka loaded the signed manifest.
          return v !== null && v.readyState >= 1 && v.currentSrc.startsWith('blob:') && v.muted;
        },
        undefined,
        { timeout: UI_TIMEOUT },
      );
    } finally {
      await context.close();
    }
  });

  it('asks a guest to sign in', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${WEB_URL}/play/${video._id}`);
      await page.getByRole('heading', { name: 'Sign in required' }).waitFor({ timeout: UI_TIMEOUT });
    } finally {
      await context.close();
    }
  });
});

describe('admin Upload Video', () => {
  it('uploads with byte progress, then shows the transcode progressing to ready', async () => {
    // Long enough (15 segments of 4 s) for the encode's progress to be seen moving.
    const longClip = join(dir, 'long-clip.mp4');
    await makeTestClip(longClip, { width: 640, height: 360, seconds: 60, crf: 32 });
    const { context, page } = await pageAs(adminSession);
    try {
      const title = unique('E2E MODAL ').toUpperCase();
      await page.goto(`${ADMIN_URL}/admin/movies`);
      await page.getByRole('button', { name: '+ Upload Video' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Video' });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Please fill in all required fields (Video Title, Genre)').first().waitFor();

      await dialog.getByLabel('Video Title *').fill(title);
      await dialog.getByLabel('Genre *').fill('documentary');
      await dialog.getByLabel('Video File *').setInputFiles(longClip);
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await page.getByText('Video uploaded successfully').first().waitFor({ timeout: UI_TIMEOUT });
      // The percentages the dialog shows while the worker encodes, read until it says Ready.
      const seen = new Set<number>();
      const ready = dialog.getByText(`Ready: ${title} can be played now.`);
      const giveUpAt = Date.now() + 180_000;
      while (!(await ready.isVisible()) && Date.now() < giveUpAt) {
        const value = await dialog
          .getByRole('progressbar', { name: 'Transcode progress' })
          .getAttribute('value', { timeout: 200 })
          .catch(() => null);
        if (value !== null) seen.add(Number(value));
        await page.waitForTimeout(200);
      }
      await ready.waitFor({ timeout: 1_000 });
      const between = [...seen].filter((percent) => percent > 0 && percent < 100);
      expect(between.length, `percentages shown: ${[...seen].join(', ')}`).toBeGreaterThanOrEqual(3);
    } finally {
      await context.close();
    }
  }, 280_000);
});
