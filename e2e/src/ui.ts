import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Plan } from '@streamhub/contracts';
import { WEB_URL } from './browser';

/** Waits for a toast (react-hot-toast renders them as live status regions) with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/**
 * Waits until the URL's path is `path` (client-side navigation included). The router renders the
 * new page in a transition, after the URL changes: wait for something on that page before reading
 * or filling it.
 */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/** Waits until the page's video plays past `seconds` (not paused, currentTime beyond it). */
export async function waitUntilPlayingPast(page: Page, seconds: number, timeout: number): Promise<void> {
  await page.waitForFunction(
    (past) => {
      const video = document.querySelector('video');
      return video !== null && !video.paused && video.currentTime > past;
    },
    seconds,
    { timeout },
  );
}

/** Opens the plan dialog from Play Now on the watch page of `showName` and picks the plan titled `planTitle`. */
export async function choosePlanFromWatchPage(page: Page, showName: string, planTitle: string): Promise<void> {
  await page.goto(`${WEB_URL}/watch/${encodeURIComponent(showName)}`);
  await page
    .getByRole('region', { name: 'Selected video' })
    .getByRole('button', { name: /Play Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: new RegExp(planTitle) }).check();
}

/**
 * Opens a reminder's Renew link for `plan` and expects the plan dialog to have it chosen (once the
 * plans have loaded); returns the dialog.
 */
export async function openRenewLink(page: Page, plan: Pick<Plan, 'code' | 'title'>): Promise<Locator> {
  await page.goto(`${WEB_URL}/subscriptions?renew=${encodeURIComponent(plan.code)}`);
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await dialog.waitFor();
  const chosen = dialog.getByRole('radio', { name: new RegExp(plan.title) });
  await expect.poll(() => chosen.isChecked(), { timeout: 15_000 }).toBe(true);
  return dialog;
}

/**
 * Opens the player of `videoId`, expects its audio menu to list `languages` with English chosen,
 * and starts playback (waits until it plays); returns the menu.
 */
export async function playWithAudioMenu(
  page: Page,
  videoId: string,
  languages: string[],
  timeout: number,
): Promise<Locator> {
  await page.goto(`${WEB_URL}/play/${videoId}`);
  const menu = page.getByRole('combobox', { name: 'Audio language' });
  await menu.waitFor({ timeout });
  expect(await menu.locator('option').allTextContents()).toEqual(languages);
  expect(await menu.inputValue()).toBe('en');
  await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout });
  await waitUntilPlayingPast(page, 0.2, timeout);
  return menu;
}
