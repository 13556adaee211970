import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AuthResult, EpisodesReply } from '@streamhub/contracts';
import { api, DEMO_ADMIN, signInAs, unique } from '@streamhub/testkit';
import { ADMIN_URL, launchBrowser, seedSession, WEB_URL } from '../src/browser';
import { PHONE_ROUTES, PHONE_WIDTHS, type RouteData, type Visitor } from '../src/phone-routes';

/*
 * Both apps on phones: every route fits 360 and 390 px without sideways scrolling, controls are
 * touch-sized, and the pieces phones used to break (header, grids, admin drawer and users table)
 * work. One browser context per visitor, reused across routes.
 */

const DEMO_USER = { email: 'user@streamhub.local', password: 'User@123' };
const TOUCH = 44;

let browser: Browser;
const contexts = new Map<Visitor, BrowserContext>();
const sessions = new Map<Visitor, AuthResult>();
let data: RouteData;

async function contextFor(as: Visitor): Promise<BrowserContext> {
  let context = contexts.get(as);
  if (!context) {
    context = await browser.newContext({ viewport: { width: PHONE_WIDTHS[0], height: 780 }, hasTouch: true });
    const session = sessions.get(as);
    if (session) {
      await seedSession(context, session);
    }
    contexts.set(as, context);
  }
  return context;
}

async function phonePage(as: Visitor, width: number = PHONE_WIDTHS[0]): Promise<Page> {
  const page = await (await contextFor(as)).newPage();
  await page.setViewportSize({ width, height: 780 });
  return page;
}

/** Waits until the page has loaded its data: no spinner, no request in flight for a moment. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.locator('.loading-screen').first().waitFor({ state: 'detached', timeout: 15_000 });
}

const overflow = (page: Page) =>
  page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

/** Visible controls smaller than a fingertip (text links inside paragraphs are exempt). */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const selector = [
      'button',
      'a.btn',
      'nav a',
      'header a',
      'input:not([type=checkbox]):not([type=radio]):not([type=range])',
      'select',
      '[role=tab]',
    ].join(', ');
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        if (element.closest('[aria-hidden=true], .shaka-controls')) return false;
        return box.height < min - 0.5;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 24)}" ${Math.round(element.getBoundingClientRect().height)}px`,
      );
  }, TOUCH);

beforeAll(async () => {
  browser = await launchBrowser();
  const [viewer, admin, episodes] = await Promise.all([
    signInAs(DEMO_USER),
    signInAs(DEMO_ADMIN),
    api('GET', '/videos/episodes/all'),
    // A row in Manage Queries, whose table must scroll inside its card on a phone.
    api('POST', '/queries', {
      body: {
        name: 'Phone Check',
        email: `${unique('phone')}@example.com`,
        subject: 'A subject long enough to widen the table on a small screen',
        message: 'Checking that the admin table fits a phone.',
      },
    }),
  ]);
  sessions.set('viewer', viewer);
  sessions.set('admin', admin);
  const first = (episodes.body.data as EpisodesReply).episodes.find((group) => group.parts.length > 1);
  if (!first) throw new Error('the demo catalog has no series');
  data = { seriesName: first.episodeName, videoId: first.parts[0]!._id };
});

afterAll(async () => {
  await browser?.close();
});

describe('every screen on a phone', () => {
  it(`fits ${PHONE_WIDTHS.join(' and ')} px on every route without sideways scrolling, with touch-sized controls`, async () => {
    const problems: string[] = [];
    const pages = new Map<Visitor, Page>();
    for (const route of PHONE_ROUTES) {
      const path = typeof route.path === 'function' ? route.path(data) : route.path;
      const url = `${route.app === 'web' ? WEB_URL : ADMIN_URL}${path}`;
      const page = pages.get(route.as) ?? (await phonePage(route.as));
      pages.set(route.as, page);
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 780 });
      await page.goto(url);
      await settled(page);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 780 });
        const { scrollWidth, innerWidth } = await overflow(page);
        const where = `${route.as} ${route.app}${path.slice(0, 60)} at ${width}px`;
        if (scrollWidth > innerWidth) problems.push(`${where}: scrollWidth ${scrollWidth} > ${innerWidth}`);
        const small = await smallTargets(page);
        if (small.length > 0) problems.push(`${where}: small targets ${small.join(', ')}`);
      }
    }
    await Promise.all([...pages.values()].map((page) => page.close()));
    expect(problems).toEqual([]);
  }, 240_000);
});

describe('viewer app on a phone', () => {
  it('fits the signed-out header, offers Sign Up in the menu and keeps typed search text visible', async () => {
    const page = await phonePage('guest', 360);
    await page.goto(`${WEB_URL}/`);
    const header = page.locator('header.site-header');
    const signIn = header.getByRole('link', { name: 'Sign In' });
    await signIn.waitFor();
    const box = (await signIn.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await header.getByRole('button', { name: 'Toggle menu' }).click();
    await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).waitFor();
    await header.getByRole('button', { name: 'Toggle menu' }).click();

    const search = header.getByRole('searchbox', { name: 'Search' });
    await search.fill('horizon drift');
    const width = await search.evaluate((input) => input.clientWidth);
    const textWidth = await search.evaluate((input: HTMLInputElement) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(input).font;
      return context.measureText(input.value).width;
    });
    expect(width).toBeGreaterThan(textWidth + 40);
    await page.close();
  });

  it('lays home, /episodes and search out in two columns at 390 px', async () => {
    const page = await phonePage('guest', 390);
    for (const path of ['/', '/episodes', '/search?q=the']) {
      await page.goto(`${WEB_URL}${path}`);
      const cards = page.locator('.card-grid').first().locator('article.video-card');
      await cards.nth(1).waitFor();
      // Both boxes in one frame: rows above the grid that finish loading in between would move only the second.
      const [first, second] = await cards.evaluateAll((elements) =>
        elements.slice(0, 2).map((element) => {
          const box = element.getBoundingClientRect();
          return { y: box.y, width: box.width };
        }),
      );
      expect(Math.round(second!.y), path).toBe(Math.round(first!.y));
      expect(first!.width, path).toBeLessThan(195);
    }
    await page.close();
  });

  it('shows every profile tab and the whole profile card at 360 px', async () => {
    const page = await phonePage('viewer', 360);
    await page.goto(`${WEB_URL}/profile`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const edit = page.getByRole('button', { name: 'Edit Profile' });
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await page.close();
  });
});

describe('admin app on a phone', () => {
  it('opens the sidebar as a drawer over a backdrop that closes it', async () => {
    const page = await phonePage('admin', 390);
    await page.goto(`${ADMIN_URL}/admin/users`);
    const sidebar = page.locator('aside.sidebar');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.locator('.sidebar.open').waitFor();
    const backdrop = page.getByRole('button', { name: 'Close menu' });
    await backdrop.waitFor();
    // The backdrop dims the page beside the drawer; a tap there closes the drawer.
    await page.mouse.click(380, 400);
    await backdrop.waitFor({ state: 'detached' });
    await expect(sidebar.evaluate((element) => element.classList.contains('open'))).resolves.toBe(false);
    await page.close();
  });

  it('keeps emails whole in the users table and the top bar opaque over scrolled rows', async () => {
    for (const width of [390, 1366]) {
      const page = await phonePage('admin', width);
      await page.goto(`${ADMIN_URL}/admin/users`);
      const emails = page.locator('td.email-cell .email-text');
      await emails.first().waitFor();
      // An email wraps at most once, before its "@": two lines at most, none split mid-word.
      const lines = await emails.evaluateAll((spans) =>
        spans.map((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return { email: span.textContent, lines: tops.size };
        }),
      );
      for (const line of lines) expect(line.lines, `${line.email} at ${width}px`).toBeLessThanOrEqual(2);

      const topbar = page.locator('header.topbar');
      const background = await topbar.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
      await page.mouse.wheel(0, 400);
      await page.waitForFunction(() => window.scrollY > 0 || document.documentElement.scrollHeight <= innerHeight);
      const box = (await topbar.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('header.topbar') !== null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toBe(true);
      await page.close();
    }
  });
});
