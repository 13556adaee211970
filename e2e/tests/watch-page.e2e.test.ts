import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { AuthResult, CreateVideoRequest, Video } from '@streamhub/contracts';
import { api, closeRpc, createVideo, pngImage, signInAs, unique, waitFor } from '@streamhub/testkit';
import { ADMIN_URL, launchBrowser, WEB_URL } from '../src/browser';

/*
 * Artwork, the watch page, cards and the small behaviours of the viewer app (favicon, titles, OTP
 * and password fields), in Chromium at desktop and phone widths. Videos are made through the
 * catalog service; the viewer is the seeded demo user, signed in through shared storage.
 */

const DEMO_USER = { email: 'user@streamhub.local', password: 'User@123' };
const UI_TIMEOUT = 15_000;

let browser: Browser;
let viewer: AuthResult;
const contexts: BrowserContext[] = [];
let series: { name: string; parts: Video[] };
/** A series whose only part has no artwork at all. */
let plain: { name: string; part: Video };

async function newPage(width: number, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  contexts.push(context);
  if (signedIn) {
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('streamhub.token', token);
        localStorage.setItem('streamhub.user', user);
      },
      [viewer.token, JSON.stringify(viewer.user)] as const,
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(UI_TIMEOUT);
  return page;
}

const toast = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });
const pngDataUrl = (rgb: [number, number, number]) => `data:image/png;base64,${pngImage(4, 6, rgb).toString('base64')}`;

/** The placeholder colour of a card or hero (its inline background), or null when it shows an image. */
const placeholderBackground = (scope: Locator) =>
  scope
    .locator('.poster-placeholder')
    .first()
    .evaluate((element) => (element as HTMLElement).style.background);

function make(body: Partial<CreateVideoRequest> & { videoTitle: string }): Promise<Video> {
  return createVideo({ genre: 'DRAMA', releaseDate: new Date().toISOString(), ...body });
}

beforeAll(async () => {
  browser = await launchBrowser();
  viewer = await signInAs(DEMO_USER);
  const name = unique('E2E ART ').toUpperCase();
  const parts = [
    await make({
      videoTitle: `${name}: ARRIVAL`,
      episodeName: name,
      episodeSeq: 1,
      videoType: 'episode',
      genre: 'SCI-FI, DRAMA',
      description: 'A crew wakes up far from home.',
      actors: ['ASHA RAO', 'VIKRAM SEN'],
      thumb: pngDataUrl([20, 120, 200]),
    }),
    await make({
      videoTitle: `${name}: A VERY LONG PART TITLE THAT NEEDS TWO LINES ON A TILE`,
      episodeName: name,
      episodeSeq: 2,
      videoType: 'episode',
      genre: 'SCI-FI, DRAMA',
    }),
  ];
  series = { name, parts };
  const plainName = unique('E2E PLAIN ').toUpperCase();
  plain = {
    name: plainName,
    part: await make({
      videoTitle: `${plainName}: PILOT`,
      episodeName: plainName,
      episodeSeq: 1,
      videoType: 'episode',
    }),
  };
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await closeRpc();
});

describe('watch page', () => {
  it("shows each part's own title and thumbnail, and description, cast, genres and Add to My List beside Play Now", async () => {
    const page = await newPage(1366, true);
    await page.goto(`${WEB_URL}/watch/${encodeURIComponent(series.name)}`);
    const hero = page.getByRole('region', { name: 'Selected video' });
    await hero.getByRole('heading', { level: 1, name: `${series.name}: ARRIVAL` }).waitFor();
    await expect(page.title()).resolves.toBe(`${series.name}: ARRIVAL · StreamHub`);

    await hero.getByText('A crew wakes up far from home.').waitFor();
    await expect(hero.getByText(/Cast:.*ASHA RAO, VIKRAM SEN/).count()).resolves.toBe(1);
    await expect(hero.getByRole('list', { name: 'Genres' }).getByRole('listitem').allTextContents()).resolves.toEqual([
      'SCI-FI',
      'DRAMA',
    ]);
    await hero.getByRole('button', { name: '+ Add to My List' }).waitFor();

    const tiles = page.getByRole('region', { name: 'Episodes', exact: true }).getByRole('button');
    await expect(tiles.nth(0).locator('.episode-tile-title').textContent()).resolves.toBe('ARRIVAL');
    await expect(tiles.nth(0).locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/png/);
    const long = tiles.nth(1).locator('.episode-tile-title');
    await expect(long.textContent()).resolves.toBe('A VERY LONG PART TITLE THAT NEEDS TWO LINES ON A TILE');
    const lineHeight = await long.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    const height = (await long.boundingBox())!.height;
    expect(Math.round(height / lineHeight)).toBe(2);

    // Selecting the other part names the tab after it.
    await tiles.nth(1).click();
    await page.waitForFunction((title) => document.title === title, `${series.parts[1]!.videoTitle} · StreamHub`);
  });

  it('shows Content Not Found for an unknown or 300-character name, with no toast', async () => {
    const page = await newPage(390, false);
    for (const name of [unique('NO SUCH SERIES '), 'x'.repeat(300)]) {
      await page.goto(`${WEB_URL}/watch/${name}`);
      await page.getByRole('heading', { name: 'Content Not Found' }).waitFor();
      await expect(page.getByRole('status').filter({ hasText: /\S/ }).count()).resolves.toBe(0);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    }
  });
});

describe('artwork and cards', () => {
  it('shows a poster when the video has one, else one monogram colour per title on every screen', async () => {
    const withPoster = await make({
      videoTitle: unique('E2E POSTER ').toUpperCase(),
      videoType: 'movie',
      poster: pngDataUrl([200, 40, 40]),
    });
    const page = await newPage(1366, false);

    await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(withPoster.videoTitle)}`);
    const posterCard = page.getByRole('article', { name: withPoster.videoTitle, exact: true });
    await expect(posterCard.locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/png/);

    // A series without artwork: its part in search, the part on the watch page and the series on
    // /episodes have the same placeholder colour.
    const { part } = plain;
    await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(part.videoTitle)}`);
    const inSearch = await placeholderBackground(page.getByRole('article', { name: part.videoTitle, exact: true }));
    await page.goto(`${WEB_URL}/watch/${part._id}`);
    const onWatch = await placeholderBackground(page.getByRole('region', { name: 'Selected video' }));
    await waitFor(
      async () =>
        (await api('GET', '/videos/episodes/all')).body.data.episodes.some(
          (group: { episodeName: string }) => group.episodeName === plain.name,
        ),
      { what: 'the series listed' },
    );
    await page.goto(`${WEB_URL}/episodes`);
    const onEpisodes = await placeholderBackground(page.getByRole('article', { name: plain.name, exact: true }));
    expect(inSearch).toMatch(/gradient/);
    expect(onWatch).toBe(inSearch);
    expect(onEpisodes).toBe(inSearch);
  });

  it('wraps long card titles, keeps cards of a row equally tall and adds to My List from a card', async () => {
    const page = await newPage(1366, true);
    await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(series.name)}`);
    const cards = page.getByRole('article');
    await cards.nth(1).waitFor();
    const long = page.getByRole('article', { name: series.parts[1]!.videoTitle, exact: true });
    const title = long.locator('.video-card-title');
    await expect(title.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).resolves.toBe(true);
    await expect(title.evaluate((element) => getComputedStyle(element).textOverflow)).resolves.not.toBe('ellipsis');
    const heights = await cards.evaluateAll((articles) =>
      articles.slice(0, 2).map((a) => a.getBoundingClientRect().height),
    );
    expect(heights[0]).toBe(heights[1]);

    await long.hover();
    await long.getByRole('button', { name: `Add ${series.parts[1]!.videoTitle} to My List` }).click();
    await toast(page, 'Added to watchlist').waitFor();
    await waitFor(
      async () => {
        const list = await api('GET', '/watchlist', { token: viewer.token });
        return list.body.data.videos.some((video: Video) => video._id === series.parts[1]!._id);
      },
      { what: 'the part in the watchlist' },
    );
    await api('DELETE', `/watchlist/${series.parts[1]!._id}`, { token: viewer.token });
  });
});

describe('small behaviours', () => {
  it('serves favicon.ico from both apps and names each page in the tab', async () => {
    for (const base of [WEB_URL, ADMIN_URL]) {
      const res = await fetch(`${base}/favicon.ico`);
      expect(res.status, base).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    }
    const page = await newPage(1366, false);
    await page.goto(`${WEB_URL}/contact`);
    await page.waitForFunction(() => document.title === 'Contact Us · StreamHub');
    await page.goto(`${ADMIN_URL}/login`);
    await page.waitForFunction(() => document.title === 'Sign In · StreamHub Admin');
  });

  it('takes only digits in the code field, as a numeric one-time code', async () => {
    const page = await newPage(390, false);
    await page.goto(`${WEB_URL}/forgot-password`);
    await page.getByLabel('Email').fill(`${unique('otp')}@example.com`);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    const code = page.getByLabel('Reset code');
    await code.waitFor();
    await expect(code.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await code.pressSequentially('12ab3c4');
    await expect(code.inputValue()).resolves.toBe('1234');
  });

  it('refuses the current password as the new one in the form', async () => {
    const page = await newPage(390, true);
    await page.goto(`${WEB_URL}/profile`);
    await page.getByLabel('Current Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByLabel('New Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'New password must be different').waitFor();
  });
});
