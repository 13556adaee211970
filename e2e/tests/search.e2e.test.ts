import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CreateVideoRequest, Video } from '@streamhub/contracts';
import { closeRpc, createVideo as createCatalogVideo, unique } from '@streamhub/testkit';
import { browserPerFile, pagePerTest, WEB_URL } from '../src/browser';

/* What a family tripped over in search: the Age Rating filter, emoji-only text and a typo. */

const UI_TIMEOUT = 15_000;
const browser = browserPerFile();
let page: Page;
pagePerTest(browser, (p) => {
  page = p;
});

beforeEach(() => {
  page.setDefaultTimeout(UI_TIMEOUT);
});

afterAll(async () => {
  await closeRpc();
});

const card = (title: string): Locator => page.getByRole('article', { name: title, exact: true });
const createVideo = (body: Partial<CreateVideoRequest> & { videoTitle: string }): Promise<Video> =>
  createCatalogVideo({ genre: 'DRAMA', videoType: 'movie', ...body });

/** A word of consonants only (no digits, so typos in it are forgiven), unique to this run. */
function letterWord(length = 7): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

describe('search', () => {
  it('sends the Age Rating filter and lists only titles of that rating', async () => {
    const tag = unique('E2EAGE').toUpperCase();
    await createVideo({ videoTitle: `${tag} FAMILY`, genre: 'CRIME', ageRating: 'U' });
    await createVideo({ videoTitle: `${tag} GROWN`, genre: 'CRIME', ageRating: 'A' });

    const sent = page.waitForRequest((request) => request.url().includes('/api/v1/videos?'));
    await page.goto(`${WEB_URL}/search?q=${tag}&genre=CRIME&ageRating=U`);
    expect(new URL((await sent).url()).searchParams.get('ageRating')).toBe('U');
    await page.getByText('1 result', { exact: true }).waitFor();
    await card(`${tag} FAMILY`).waitFor();
    expect(await card(`${tag} GROWN`).count()).toBe(0);

    // The filters are open when the URL has one.
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Age Rating').selectOption('A');
    await card(`${tag} GROWN`).waitFor();
    await page.getByText('1 result', { exact: true }).waitFor();
    expect(await card(`${tag} FAMILY`).count()).toBe(0);
  });

  it('shows "No results found" for emoji or punctuation alone, not the whole catalogue', async () => {
    await page.goto(`${WEB_URL}/search`);
    const box = page.getByRole('searchbox', { name: 'Search videos' });
    for (const text of ['🎬🍿', '?!…']) {
      await box.fill(text);
      await box.press('Enter');
      await page.getByText('No results found').waitFor();
      expect(await page.getByRole('article').count()).toBe(0);
    }
  });

  it('finds a title typed with a letter missing', async () => {
    const word = letterWord();
    const title = `THE LAST ${word.toUpperCase()}`;
    await createVideo({ videoTitle: title });
    await page.goto(`${WEB_URL}/search`);
    const box = page.getByRole('searchbox', { name: 'Search videos' });
    await box.fill(word.slice(0, 3) + word.slice(4));
    await box.press('Enter');
    await card(title).waitFor();
    await page.getByText('1 result', { exact: true }).waitFor();
  });
});
