import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  BillingEvents,
  type AuthResult,
  type CreateVideoRequest,
  type SubscriptionEvent,
  type Video,
} from '@streamhub/contracts';
import {
  api,
  closeRpc,
  closeTestKafka,
  createVideo as createCatalogVideo,
  DEMO_ADMIN,
  publishEvent,
  signInAs,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { ADMIN_URL, launchBrowser, pagePerTest, seedSession, WEB_URL } from '../src/browser';

/*
 * Catalog screens against the real stack: videos are made through the catalog service's
 * `catalog.videos.create` pattern, access through billing's subscription events, and people sign
 * in as the seeded demo accounts.
 */

const DEMO_USER = { email: 'user@streamhub.local', password: 'User@123' };
const UI_TIMEOUT = 15_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let userSession: AuthResult;
let adminSession: AuthResult;

function createVideo(body: Partial<CreateVideoRequest> & { videoTitle: string }): Promise<Video> {
  return createCatalogVideo({ genre: 'DRAMA', ...body });
}

/** A release date just after the newest in the catalog, so a new group leads the home grid. */
async function newestReleaseDate(): Promise<string> {
  const res = await api('GET', '/videos/episodes/all?limit=1');
  const latest = Date.parse(res.body?.data?.episodes?.[0]?.latestRelease ?? '');
  return new Date(Math.max(Date.now(), Number.isNaN(latest) ? 0 : latest + 86_400_000)).toISOString();
}

/** An episode of `parts` parts, named and titled uniquely. */
async function createEpisode(parts: number, extra: Partial<CreateVideoRequest> = {}) {
  const name = unique('E2E EP ').toUpperCase();
  const videos: Video[] = [];
  for (let seq = 1; seq <= parts; seq++) {
    videos.push(
      await createVideo({
        videoTitle: `${name} PART ${seq}`,
        episodeName: name,
        episodeSeq: seq,
        videoType: 'episode',
        imdbRating: 7 + seq / 10,
        runtimeMinutes: 40 + seq * 10,
        releaseDate: new Date().toISOString(),
        ...extra,
      }),
    );
  }
  return { name, videos };
}

/** The public episode list (cached by the gateway) shows `name`. */
async function waitUntilListed(name: string): Promise<void> {
  await waitFor(
    async () => {
      const res = await api('GET', '/videos/episodes/all');
      return res.body?.data?.episodes?.some((group: { episodeName: string }) => group.episodeName === name);
    },
    { what: `episode ${name} in /videos/episodes/all` },
  );
}

/** Gives `userId` an episode-scope subscription to `episodeName`, as billing would announce it. */
async function grantEpisode(session: AuthResult, episodeName: string): Promise<void> {
  const subscriptionId = randomUUID();
  const now = Date.now();
  const payload: SubscriptionEvent = {
    subscriptionId,
    userId: session.user._id,
    planCode: 'E2E_EPISODE',
    scope: 'episode',
    episodeId: null,
    episodeName,
    startAt: new Date(now - 60_000).toISOString(),
    endAt: new Date(now + 86_400_000).toISOString(),
  };
  await publishEvent({
    id: randomUUID(),
    type: BillingEvents.subscriptionActivated,
    key: subscriptionId,
    occurredAt: new Date(now).toISOString(),
    payload,
  });
  await waitFor(
    async () => {
      const res = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(episodeName)}/access`, {
        token: session.token,
      });
      return res.body?.data?.hasAccess === true;
    },
    { what: `access to ${episodeName}` },
  );
}

/** Every page of this context starts signed in as `session` (both apps read the same storage keys). */
async function useSession(session: AuthResult): Promise<void> {
  await seedSession(context, session);
}

const pathOf = () => decodeURIComponent(new URL(page.url()).pathname);

async function waitForPath(expected: string): Promise<void> {
  await page.waitForURL((url) => decodeURIComponent(url.pathname) === expected, { timeout: UI_TIMEOUT });
}

async function waitForCount(locator: Locator, count: number): Promise<void> {
  await waitFor(async () => (await locator.count()) === count, { what: `${count} of ${locator}` });
}

const card = (title: string): Locator => page.getByRole('article', { name: title, exact: true });
/** A card of the home page's Episodes grid (the rows above it may show the same title). */
const gridCard = (title: string): Locator =>
  page.locator('.card-grid[aria-label="Episodes"]').getByRole('article', { name: title, exact: true });
const toast = (text: string): Locator => page.getByRole('status').filter({ hasText: text });

beforeAll(async () => {
  browser = await launchBrowser();
  [userSession, adminSession] = await Promise.all([signInAs(DEMO_USER), signInAs(DEMO_ADMIN)]);
});

afterAll(async () => {
  await browser?.close();
  await closeRpc();
  await closeTestKafka();
});

pagePerTest(
  () => browser,
  (p, c) => ([page, context] = [p, c]),
  { timeoutMs: UI_TIMEOUT },
);

describe('catalog browsing', () => {
  it('sends a guest who picks a home card to /login with the episodes message, and back after signing in', async () => {
    const { name } = await createEpisode(2, { releaseDate: await newestReleaseDate() });
    await waitUntilListed(name);

    await page.goto(`${WEB_URL}/`);
    const home = gridCard(name);
    await home.waitFor();
    await expect(home.textContent()).resolves.toContain('2 Parts');
    await home.getByRole('button').click();

    await waitForPath('/login');
    await toast('Please login to watch episodes').waitFor();

    // Signing in returns to the page the card was on.
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath('/');
    await gridCard(name).waitFor();
  });

  it('sends a guest who picks a movie in search results to /login with the videos message', async () => {
    const title = unique('E2E MOVIE ').toUpperCase();
    await createVideo({ videoTitle: title, videoType: 'movie', releaseDate: '2020-05-01' });

    await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(title)}`);
    await card(title).getByRole('button').click();
    await waitForPath('/login');
    await toast('Please login to watch videos').waitFor();
  });

  it('takes a subscribed user from home via See more to the watch page, where an episode tile switches the hero', async () => {
    const { name, videos } = await createEpisode(3);
    await grantEpisode(userSession, name);
    await waitUntilListed(name);
    await useSession(userSession);

    await page.goto(`${WEB_URL}/`);
    await page.getByRole('link', { name: 'See more' }).click();
    await waitForPath('/episodes');
    await card(name).getByRole('button').first().click();
    await waitForPath(`/watch/${name}`);

    const hero = page.getByRole('region', { name: 'Selected video' });
    await expect(hero.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`${name} PART 1`);
    await expect(hero.textContent()).resolves.toMatch(/Part 1.*★ 7\.1.*0h 50m/);

    const tiles = page.getByRole('region', { name: 'Episodes', exact: true }).getByRole('button');
    await expect(tiles.count()).resolves.toBe(3);
    await expect(tiles.nth(0).textContent()).resolves.toContain('NOW PLAYING');

    await tiles.filter({ hasText: 'EP 2' }).click();
    await hero.getByRole('heading', { name: `${name} PART 2` }).waitFor();
    await expect(hero.textContent()).resolves.toMatch(/Part 2.*★ 7\.2.*1h 0m/);
    await expect(tiles.nth(1).getAttribute('aria-current')).resolves.toBe('true');
    await expect(tiles.nth(0).textContent()).resolves.not.toContain('NOW PLAYING');

    const about = page.getByRole('region', { name: 'About', exact: true });
    await expect(about.textContent()).resolves.toMatch(/TypeSeries.*Total Episodes3/);

    // Play Now opens the player for the selected part, which waits for media.
    await hero.getByRole('button', { name: /Play Now/ }).click();
    await waitForPath(`/play/${videos[1]!._id}`);
    await page.getByText('This video is still being prepared').waitFor();
  });

  it('opens the subscription dialog when a signed-in user without access picks an episode', async () => {
    const { name } = await createEpisode(1);
    await waitUntilListed(name);
    await useSession(userSession);

    await page.goto(`${WEB_URL}/episodes`);
    await card(name).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain(name);
    expect(pathOf()).toBe('/episodes');
  });

  it('asks a guest on the player to sign in, and the Sign In button carries the origin to the access check', async () => {
    const video = await createVideo({ videoTitle: unique('E2E PLAYER ').toUpperCase(), videoType: 'movie' });
    await page.goto(`${WEB_URL}/play/${video._id}`);
    await page.getByRole('heading', { name: 'Sign in required' }).waitFor();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath('/login');

    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForPath(`/play/${video._id}`);
    // The demo user holds no subscription: the player asks for one instead of playing.
    await page.getByRole('heading', { name: 'Subscription Required' }).waitFor();
    await page.getByRole('button', { name: 'Get Subscription' }).waitFor();
  });

  it('shows Video not found on the player for an unknown id', async () => {
    await useSession(userSession);
    await page.goto(`${WEB_URL}/play/${'0'.repeat(24)}`);
    await page.getByRole('heading', { name: 'Video not found' }).waitFor();
  });

  it('shows Content Not Found for an unknown episode name', async () => {
    await page.goto(`${WEB_URL}/watch/${encodeURIComponent(unique('NO SUCH SHOW '))}`);
    await page.getByRole('heading', { name: 'Content Not Found' }).waitFor();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await waitForPath('/');
  });

  it('adds a video to the watchlist from its watch page and removes it from the profile tab', async () => {
    const title = unique('E2E WATCHLIST ').toUpperCase();
    const video = await createVideo({ videoTitle: title, videoType: 'movie' });
    await useSession(userSession);

    await page.goto(`${WEB_URL}/watch/${video._id}`);
    await page.getByRole('button', { name: '+ Add to My List' }).click();
    await toast('Added to watchlist').waitFor();
    await page.getByRole('button', { name: '✓ In My List' }).waitFor();

    await page.goto(`${WEB_URL}/watchlist`);
    const list = page.getByRole('list', { name: 'Watchlist' });
    await list.getByText(title, { exact: true }).waitFor();
    await list.getByRole('button', { name: `Remove ${title} from watchlist` }).click();
    await toast('Removed from watchlist').waitFor();
    await list.getByText(title, { exact: true }).waitFor({ state: 'detached' });
  });
});

describe('watch history', () => {
  it('lists what the user watched with its progress, and a click resumes at the saved position', async () => {
    const title = unique('E2E HISTORY ').toUpperCase();
    const video = await createVideo({ videoTitle: title, videoType: 'movie' });
    const saved = await api('PUT', `/history/${video._id}`, {
      token: userSession.token,
      body: { positionSeconds: 300, durationSeconds: 1200 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await useSession(userSession);

    await page.goto(`${WEB_URL}/profile`);
    await page.getByRole('tab', { name: 'Watch History' }).click();
    const resume = page.getByRole('button', { name: `Resume ${title}` });
    await expect(resume.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('25');
    await resume.click();
    await waitForPath(`/play/${video._id}`);
    expect(new URL(page.url()).searchParams.get('t')).toBe('300');
  });
});

describe('catalog search', () => {
  it('searches by query, narrows with filters kept in the URL, and shows both empty states', async () => {
    const token = unique('E2ESEARCH').toUpperCase();
    const genre = `${token} GENRE`;
    await createVideo({ videoTitle: `${token} ONE`, genre, quality: 'HD', videoType: 'movie', imdbRating: 9.1 });
    await createVideo({ videoTitle: `${token} TWO`, genre, quality: '4K', videoType: 'movie', imdbRating: 7.4 });
    await createVideo({ videoTitle: `${token} THREE`, genre, quality: 'SD', videoType: 'series', imdbRating: 8.2 });

    await page.goto(`${WEB_URL}/search`);
    await page.getByText('Start searching').waitFor();

    // Blank input is ignored; the query is trimmed.
    const box = page.getByRole('searchbox', { name: 'Search videos' });
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await box.fill(`  ${token.toLowerCase()}  `);
    await box.press('Enter');
    await page.getByText('3 results').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(token.toLowerCase());

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByLabel('Quality').selectOption('4K');
    await page.getByText('1 result', { exact: true }).waitFor();
    await card(`${token} TWO`).waitFor();
    expect(new URL(page.url()).searchParams.get('quality')).toBe('4K');

    // Filters live in the URL: a reload keeps them.
    await page.reload();
    await page.getByText('1 result', { exact: true }).waitFor();

    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Clear All' }).click();
    await page.getByText('3 results').waitFor();
    expect(new URL(page.url()).searchParams.has('quality')).toBe(false);

    await filters.getByLabel('Min Rating').selectOption('8');
    await filters.getByLabel('Type').selectOption('series');
    await page.getByText('1 result', { exact: true }).waitFor();
    await card(`${token} THREE`).waitFor();

    // A filter with nothing matching: no results.
    await filters.getByLabel('Min Rating').selectOption('9');
    await page.getByText('No results found').waitFor();

    // Filters alone (no query) search too.
    await page.goto(`${WEB_URL}/search?genre=${encodeURIComponent(genre)}&minRating=9`);
    await page.getByText('1 result', { exact: true }).waitFor();
    await card(`${token} ONE`).waitFor();

    await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(`${token} NOTHING LIKE THIS`)}`);
    await page.getByText('No results found').waitFor();

    // Symbols and emoji are not words: they neither find nor hide anything.
    await page.goto(`${WEB_URL}/search`);
    await box.fill(`🎬🍿 ${token.toLowerCase()}!`);
    await box.press('Enter');
    await page.getByText('3 results').waitFor();

    // The box stops at 100 characters; a longer query in a URL is cut there instead of failing.
    await box.fill('');
    await box.pressSequentially('x'.repeat(120));
    expect((await box.inputValue()).length).toBe(100);
    await page.goto(`${WEB_URL}/search?q=${encodeURIComponent(`${token} ${'y'.repeat(150)}`)}`);
    await page.getByText('No results found').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    // The Quality filter offers what some title has, as the catalogue says.
    const offered = (await api('GET', '/videos/filters')).body.data.qualities as string[];
    await page.getByRole('button', { name: 'Filters' }).click();
    const qualities = await page
      .getByRole('group', { name: 'Filters' })
      .getByLabel('Quality')
      .locator('option')
      .allTextContents();
    expect(qualities).toEqual(['All', ...offered]);
  });
});

describe('admin manage videos', () => {
  it('deactivates and deletes videos in admin-web, and viewers stop seeing them', async () => {
    const { name, videos } = await createEpisode(2);
    const [first, second] = videos as [Video, Video];
    await waitUntilListed(name);
    await useSession(adminSession);

    await page.goto(`${ADMIN_URL}/admin/movies`);
    await page.getByRole('searchbox', { name: 'Search videos' }).fill(name);
    const rows = page.locator('tbody tr[data-video-id]');
    await waitForCount(rows, 2);
    await page.locator(`tr[data-video-id="${first._id}"]`).waitFor();

    await page.getByRole('button', { name: `Deactivate ${first.videoTitle}` }).click();
    await toast('Video deactivated successfully').waitFor();
    // The list reloads by itself and the row now offers activation.
    await page.getByRole('button', { name: `Activate ${first.videoTitle}` }).waitFor();

    await page.getByLabel('Filter by status').selectOption('inactive');
    await waitForCount(rows, 1);
    await page.locator(`tr[data-video-id="${first._id}"]`).waitFor();
    await page.getByLabel('Filter by status').selectOption('all');
    await waitForCount(rows, 2);

    await page.getByRole('button', { name: `Delete ${second.videoTitle}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Video' });
    await confirm.getByText('Are you sure you want to delete this video?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Video deleted successfully').waitFor();
    await page.locator(`tr[data-video-id="${second._id}"]`).waitFor({ state: 'detached' });
    await waitForCount(rows, 1);

    // Viewers see neither: not by id, not in the episode list, not on the watch page or in search.
    await expect(api('GET', `/videos/${first._id}`).then((res) => res.status)).resolves.toBe(404);
    await expect(api('GET', `/videos/${second._id}`).then((res) => res.status)).resolves.toBe(404);
    await waitFor(
      async () => {
        const res = await api('GET', '/videos/episodes/all');
        return !res.body?.data?.episodes?.some((group: { episodeName: string }) => group.episodeName === name);
      },
      { what: `episode ${name} gone from /videos/episodes/all` },
    );

    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    try {
      await viewerPage.goto(`${WEB_URL}/watch/${encodeURIComponent(name)}`);
      await viewerPage.getByRole('heading', { name: 'Content Not Found' }).waitFor({ timeout: UI_TIMEOUT });
      await viewerPage.goto(`${WEB_URL}/search?q=${encodeURIComponent(name)}`);
      await viewerPage.getByText('No results found').waitFor({ timeout: UI_TIMEOUT });
    } finally {
      await viewer.close();
    }
  });
});
