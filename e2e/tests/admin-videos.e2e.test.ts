import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResult, Video } from '@streamhub/contracts';
import { api, closeRpc, createVideo, DEMO_ADMIN, signInAs, unique } from '@streamhub/testkit';
import { openAdminAs } from '../src/accounts';
import { browserPerFile, pagePerTest } from '../src/browser';

/* Manage Videos on a 1366 px laptop: every row's actions in sight, the age rating plainly editable. */

const UI_TIMEOUT = 15_000;
const browser = browserPerFile();
let page: Page;
let admin: AuthResult;
let video: Video;
pagePerTest(
  browser,
  (p) => {
    page = p;
  },
  { viewport: { width: 1366, height: 768 }, timeoutMs: UI_TIMEOUT },
);

beforeAll(async () => {
  admin = await signInAs(DEMO_ADMIN);
  // A long title and episode name: the widest a row gets.
  video = await createVideo({
    videoTitle: unique('E2E A RATHER LONG TITLE OF A FILM FOR THE LAPTOP SCREEN ').toUpperCase(),
    episodeName: unique('E2E A LONG SERIES NAME THAT WRAPS ').toUpperCase(),
    genre: 'documentary',
    videoType: 'movie',
  });
});

afterAll(async () => {
  await closeRpc();
});

describe('Manage Videos at 1366 px', () => {
  it('shows every action of a row inside the table and the screen, and says the rating is editable', async () => {
    await openAdminAs(page, admin, '/admin/movies');
    await page.getByRole('searchbox', { name: 'Search videos' }).fill(video.videoTitle);
    const row = page.locator(`tr[data-video-id="${video._id}"]`);
    await row.waitFor();
    const remove = row.getByRole('button', { name: /^Delete/ });
    await remove.waitFor();

    const hidden = await row.locator('.actions-col button').evaluateAll((buttons) => {
      const card = buttons[0]!.closest('.table-card')!.getBoundingClientRect();
      return buttons
        .map((button) => ({ name: button.getAttribute('aria-label'), box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.right > Math.min(card.right, window.innerWidth) + 0.5 || box.width === 0)
        .map(({ name }) => name);
    });
    expect(hidden).toEqual([]);
    // Nothing to scroll sideways to reach them either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);

    const rating = row.getByRole('button', { name: `Edit the age rating of ${video.videoTitle} (${video.ageRating})` });
    await expect(rating.textContent()).resolves.toContain('Edit');
    await rating.click();
    await page.getByRole('dialog', { name: 'Edit Rating' }).waitFor();
  });

  it("keeps a title's name and synopsis per language from the Translations dialog, and viewers of that language get them", async () => {
    await openAdminAs(page, admin, '/admin/movies');
    await page.getByRole('searchbox', { name: 'Search videos' }).fill(video.videoTitle);
    const row = page.locator(`tr[data-video-id="${video._id}"]`);
    await row.getByRole('button', { name: `Translations of ${video.videoTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Translations' });
    const hindi = dialog.getByRole('group', { name: 'हिन्दी (Hindi)' });
    await hindi.getByLabel('Name').fill('एक लंबी फ़िल्म');
    await hindi.getByLabel('Synopsis').fill('लैपटॉप की स्क्रीन के लिए।');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Translations saved').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const asHindiViewer = await api('GET', `/videos/${video._id}?lang=hi`);
    expect(asHindiViewer.body.data.video).toMatchObject({
      title: 'एक लंबी फ़िल्म',
      description: 'लैपटॉप की स्क्रीन के लिए।',
      textLanguage: 'hi',
    });
    // Opened again, the dialog shows what is stored.
    await row.getByRole('button', { name: `Translations of ${video.videoTitle}` }).click();
    await expect
      .poll(() => page.getByRole('group', { name: 'हिन्दी (Hindi)' }).getByLabel('Name').inputValue())
      .toBe('एक लंबी फ़िल्म');
  });
});
