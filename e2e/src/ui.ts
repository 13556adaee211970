import type { Page } from 'playwright-core';

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
