import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { AuthResult, CreateVideoRequest, Video } from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  createVideo,
  DEMO_ADMIN,
  newViewer,
  signInAs,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { sessionOf } from '../src/accounts';
import { ADMIN_URL, launchBrowser, seedSession, TOKEN_KEY, WEB_URL } from '../src/browser';
import { expectToast, waitForPath } from '../src/ui';

/*
 * /movies and /series, the home rows, the profile routes of the user menu and a deactivation
 * mid-session, in one browser against the real stack. Each test opens a context of its own; the
 * viewer account is made once.
 */

const PHONE = { width: 390, height: 844 };

let browser: Browser;
let viewer: AuthResult;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];

async function open(viewport: { width: number; height: number }, session?: AuthResult): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  if (session) {
    await seedSession(context, session);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

const card = (scope: Page | Locator, title: string): Locator =>
  scope.getByRole('article', { name: title, exact: true });

async function movie(title: string, extra: Partial<CreateVideoRequest> = {}): Promise<Video> {
  return createVideo({ videoTitle: title, genre: 'DRAMA', videoType: 'movie', ...extra });
}

/** The gateway's cached lists show `title` once the catalog's event has dropped the old pages. */
async function waitUntilListed(query: string, title: string): Promise<void> {
  await waitFor(
    async () => {
      const res = await api('GET', `/videos/episodes/all?${query}`);
      return (res.body?.data?.episodes ?? []).some((g: { episodeName: string }) => g.episodeName === title);
    },
    { what: `${title} listed for ${query}` },
  );
}

async function signUpViewer(): Promise<AuthResult> {
  const { token } = await newViewer();
  return sessionOf(token);
}

beforeAll(async () => {
  browser = await launchBrowser();
  viewer = await signUpViewer();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(pageErrors.splice(0)).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await closeRpc();
});

describe('/movies and /series', () => {
  it('lets a guest on a phone open Movies from the menu, filter by genre and pick a title', async () => {
    const genre = unique('GENRE').toUpperCase();
    const title = unique('E2E FILM ').toUpperCase();
    await movie(title, { genre, releaseDate: '2011-04-01' });
    await movie(unique('E2E OTHER FILM ').toUpperCase(), { genre: 'DRAMA' });
    await waitUntilListed(`section=movies&genre=${genre}`, title);
    await waitFor(async () => (await api('GET', '/videos/filters')).body.data.genres.includes(genre), {
      what: `${genre} among the filters`,
    });

    const page = await open(PHONE);
    await page.goto(`${WEB_URL}/`);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Movies' }).click();
    await waitForPath(page, '/movies');
    await page.getByRole('heading', { name: 'Movies', level: 1 }).waitFor();

    await page.getByRole('group', { name: 'Filters' }).getByLabel('Genre').selectOption(genre);
    await page.waitForURL((url) => url.searchParams.get('genre') === genre);
    const grid = page.locator('.card-grid[aria-label="Movies"]');
    await card(grid, title).waitFor();
    await waitFor(async () => (await grid.getByRole('article').count()) === 1, { what: 'only the genre’s movie' });
    await expect(page.getByText('1 title', { exact: true }).isVisible()).resolves.toBe(true);
    // The list and its filters fit the phone.
    expect(await page.evaluate(() => document.querySelector('main')!.scrollWidth <= window.innerWidth)).toBe(true);

    // Same access behaviour as home: a guest is asked to sign in.
    await card(grid, title).locator('.video-card-hit').click();
    await waitForPath(page, '/login');
    await expectToast(page, 'Please login to watch videos');

    // Back returns to the filtered list.
    await page.goBack();
    await waitForPath(page, '/movies');
    expect(new URL(page.url()).searchParams.get('genre')).toBe(genre);
    await card(grid, title).waitFor();
  });

  it('lists series as episode groups and shows an empty state for filters that match nothing', async () => {
    const name = unique('E2E SERIES ').toUpperCase();
    for (const seq of [1, 2]) {
      await createVideo({ videoTitle: `${name} ${seq}`, episodeName: name, genre: 'DRAMA', videoType: 'series' });
    }
    await waitUntilListed('section=series', name);

    const page = await open({ width: 1280, height: 900 });
    await page.goto(`${WEB_URL}/series`);
    const series = card(page, name);
    await series.waitFor();
    await expect(series.textContent()).resolves.toContain('2 Parts');
    expect(
      await page
        .locator('.card-grid[aria-label="Series"]')
        .getByRole('article', { name: /E2E FILM/ })
        .count(),
    ).toBe(0);

    await page.goto(`${WEB_URL}/series?genre=${unique('NOTHING')}`);
    await page.getByText('No series match these filters.').waitFor();
  });
});

describe('signed-in home and menus', () => {
  it('shows Continue watching after watching, resuming at the saved position, and My list', async () => {
    const watched = await movie(unique('E2E WATCHED ').toUpperCase());
    const saved = await movie(unique('E2E SAVED ').toUpperCase());
    const progress = await api('PUT', `/history/${watched._id}`, {
      token: viewer.token,
      body: { positionSeconds: 90, durationSeconds: 600 },
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    expect((await api('POST', '/watchlist', { token: viewer.token, body: { videoId: saved._id } })).status).toBe(201);

    const page = await open(PHONE, viewer);
    await page.goto(`${WEB_URL}/`);
    const continueRow = page.getByRole('list', { name: 'Continue watching' });
    const resume = card(continueRow, watched.videoTitle);
    await resume.waitFor();
    await card(page.getByRole('list', { name: 'My list' }), saved.videoTitle).waitFor();
    await page.getByRole('list', { name: 'New releases' }).waitFor();

    // Rows scroll sideways inside the page: none is wider than the phone's screen.
    const rows = await page
      .locator('.home-row-track')
      .evaluateAll((tracks) => tracks.map((track) => track.getBoundingClientRect().right <= window.innerWidth + 0.5));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every(Boolean)).toBe(true);

    // The click on the card is the gesture that lets the player start by itself, as Play Now's does:
    // it opens the player asking it to (router state, which the player clears once read).
    await page.evaluate(() => {
      const pushed: unknown[] = [];
      (window as unknown as { pushed: unknown[] }).pushed = pushed;
      const push = window.history.pushState.bind(window.history);
      window.history.pushState = (state, unused, url) => {
        pushed.push((state as { usr?: unknown } | null)?.usr ?? null);
        push(state, unused, url);
      };
    });
    await resume.locator('.video-card-hit').click();
    await waitForPath(page, `/play/${watched._id}`);
    expect(new URL(page.url()).searchParams.get('t')).toBe('90');
    expect(await page.evaluate(() => (window as unknown as { pushed: unknown[] }).pushed)).toEqual([
      { autoplay: true },
    ]);
  });

  it('takes a title out of Continue watching; it stays out after a reload and is still in the history', async () => {
    const account = await signUpViewer();
    const title = unique('E2E DISMISSED ').toUpperCase();
    const dismissed = await movie(title);
    expect(
      (
        await api('PUT', `/history/${dismissed._id}`, {
          token: account.token,
          body: { positionSeconds: 60, durationSeconds: 600 },
        })
      ).status,
    ).toBe(200);
    const page = await open({ width: 1280, height: 900 }, account);
    await page.goto(`${WEB_URL}/`);
    const row = page.getByRole('list', { name: 'Continue watching' });
    await card(row, title).waitFor();
    await page.getByRole('button', { name: `Remove ${title} from Continue watching` }).click();
    await page.getByText(`${title} removed from Continue watching`).waitFor();
    await expect.poll(() => card(row, title).count()).toBe(0);
    await page.reload();
    await page.getByRole('list', { name: 'New releases' }).waitFor();
    expect(await row.count()).toBe(0);
    await page.goto(`${WEB_URL}/profile?tab=history`);
    await page.getByRole('button', { name: `Resume ${title}` }).waitFor();
  });

  it('opens My List from the user menu as a deep link, and Back returns to where the viewer was', async () => {
    const page = await open({ width: 1280, height: 900 }, viewer);
    await page.goto(`${WEB_URL}/episodes`);
    await page.getByRole('button', { name: viewer.user.name }).click();
    await page.getByRole('menuitem', { name: 'Watchlist' }).click();
    await waitForPath(page, '/watchlist');
    await expect(page.getByRole('tab', { name: 'Watchlist' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tabpanel').waitFor();

    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await waitForPath(page, '/subscriptions');
    await page.goBack();
    await waitForPath(page, '/watchlist');
    await page.goBack();
    await waitForPath(page, '/episodes');

    // A deep link opens the tab directly.
    await page.goto(`${WEB_URL}/subscriptions`);
    await expect(page.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).resolves.toBe('true');
  });

  it('tells a viewer deactivated mid-session once that the account is inactive and signs them out', async () => {
    const account = await signUpViewer();
    const name = unique('E2E INACTIVE ').toUpperCase();
    await createVideo({ videoTitle: `${name} 1`, episodeName: name, genre: 'DRAMA', videoType: 'series' });
    await waitUntilListed('section=series', name);

    const page = await open({ width: 1280, height: 900 }, account);
    await page.goto(`${WEB_URL}/series`);
    await card(page, name).waitFor();
    const deactivated = await api('PUT', `/auth/user-status/${account.user._id}`, {
      token: await adminToken(),
      body: { status: 'inactive' },
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);

    await card(page, name).locator('.video-card-hit').click();
    await waitForPath(page, '/login');
    await expectToast(page, 'Your account is inactive');
    const toasts = page.getByRole('status');
    expect(await toasts.filter({ hasText: 'Your account is inactive' }).count()).toBe(1);
    expect(await toasts.filter({ hasText: 'Error checking access' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Subscription Required' }).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  });
});

describe('Admin link', () => {
  it('carries the signed-in admin across to the admin app with a one-time code', async () => {
    const admin = await signInAs(DEMO_ADMIN);
    const page = await open({ width: 1280, height: 900 }, admin);
    await page.goto(`${WEB_URL}/`);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    // The viewer app is built with the admin app's default address: send that origin to this stack's admin app.
    const built = new URL((await link.getAttribute('href'))!);
    const target = new URL(ADMIN_URL);
    if (built.origin !== target.origin) {
      await page.context().route(`${built.origin}/**`, (route) => {
        const url = new URL(route.request().url());
        return route.fulfill({ status: 302, headers: { location: `${target.origin}${url.pathname}${url.search}` } });
      });
    }

    await link.click();
    await page.waitForURL((url) => url.origin === target.origin && url.pathname.startsWith('/admin'));
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    // The code left the address at once, and this browser session is signed in on the admin app too.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
  });
});
