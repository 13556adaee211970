import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, createVideo, unique } from '@streamhub/testkit';
import { createVerifiedAccount } from '../src/accounts';
import { browserPerFile, pagePerTest, WEB_URL } from '../src/browser';
import { waitForPath } from '../src/ui';
import hi from '../../web/src/locales/hi.json';
import ta from '../../web/src/locales/ta.json';

/*
 * The viewer app in the viewer's language (docs/i18n.md), in Chromium: a guest picks Hindi on the
 * sign-in page and a wrong password answers in Hindi; a profile whose language is Hindi gets a Hindi
 * home, title page, plan dialog and account pages; switching to Tamil from the header changes the
 * UI without a reload and survives one. With I18N_SCREENSHOTS=1 it also writes the home in hi and ta
 * at 390 and 1366 px to docs/screenshots/.
 */

const browser = browserPerFile();
let page: Page;
pagePerTest(browser, (p) => {
  page = p;
});

const SCREENSHOTS = process.env.I18N_SCREENSHOTS === '1';
const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
let showName: string;
let showNameHindi: string;

beforeAll(async () => {
  showName = unique('E2E I18N ').toUpperCase();
  showNameHindi = `कहानी ${showName.replace(/\D/g, '')}`;
  await createVideo({
    videoTitle: showName,
    genre: 'DRAMA',
    releaseDate: new Date().toISOString(),
    localized: [{ lang: 'hi', title: showNameHindi, description: 'एक नई कहानी।' }],
  });
});

/** Marks the document; a full reload would lose the mark. */
async function markDocument(): Promise<void> {
  await page.evaluate(() => ((window as unknown as { i18nMark: number }).i18nMark = 1));
}
async function stillSameDocument(): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { i18nMark?: number }).i18nMark === 1);
}

/** The script's web fonts, regular and bold, have arrived (loaded lazily once the language is active). */
async function waitForScriptFont(family: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      ['400', '700'].every((weight) =>
        [...document.fonts].some(
          (font) => font.family.replace(/"/g, '') === name && font.weight === weight && font.status === 'loaded',
        ),
      ),
    family,
    { timeout: 15_000 },
  );
}

async function screenshots(language: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await mkdir(screenshotDir, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(screenshotDir, `i18n-home-${language}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the viewer app in Indian languages', () => {
  it('a guest picks Hindi on the sign-in page without a reload, and a wrong password is told in Hindi', async () => {
    const account = await createVerifiedAccount('i18n-guest');
    await page.goto(`${WEB_URL}/login`);
    await markDocument();
    await page.getByTestId('language-picker').first().selectOption('hi');
    await page.getByRole('heading', { name: hi['auth.signIn'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await stillSameDocument()).toBe(true);

    await page.getByLabel(hi['auth.email'], { exact: true }).fill(account.email);
    await page.getByLabel(hi['auth.password'], { exact: true }).fill(`${account.password}-wrong`);
    await page.getByRole('button', { name: hi['auth.signIn'], exact: true }).click();
    await page.getByText(hi['server.auth.invalidCredentials']).first().waitFor({ timeout: 15_000 });
  });

  it('a Hindi profile sees Hindi on home, a title page, the plan dialog and its account pages; Tamil from the header switches without a reload', async () => {
    const account = await createVerifiedAccount('i18n-hindi');
    const added = await api('POST', '/profiles', {
      token: account.token,
      body: { name: 'Asha', language: 'hi' },
    });
    expect(added.status).toBe(201);

    await page.goto(`${WEB_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/profiles');
    // Who's watching? has the picker too.
    await page.getByRole('heading', { name: "Who's watching?" }).waitFor();
    expect(await page.locator('.whos-watching [data-testid="language-picker"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Asha' }).click();
    await waitForPath(page, '/');

    // Home: the header and the rows in Hindi, <html lang="hi">.
    const nav = page.getByRole('navigation', { name: hi['nav.main'] });
    await nav.getByRole('link', { name: hi['nav.home'], exact: true }).waitFor();
    await page.getByRole('heading', { name: hi['home.newReleases'] }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'hi',
      'ltr',
    ]);
    await waitForScriptFont('Noto Sans Devanagari');
    await screenshots('hi');

    // A title page, with the title's Hindi name (the browser itself asks for English), and its plan dialog.
    await page.goto(`${WEB_URL}/watch/${encodeURIComponent(showName)}`);
    const hero = page.getByRole('region', { name: hi['watch.selectedVideo'] });
    await hero.getByText(showNameHindi).first().waitFor();
    await hero.getByText('एक नई कहानी।').first().waitFor();
    await hero.getByRole('button', { name: hi['watch.playNow'] }).click();
    const dialog = page.getByRole('dialog', { name: hi['msg.subscriptionRequired'] });
    await dialog.waitFor();
    await dialog.getByRole('radiogroup', { name: hi['subscriptions.plans'] }).waitFor();
    await page.keyboard.press('Escape');

    // The account pages.
    await page.goto(`${WEB_URL}/profile`);
    await page.getByRole('heading', { name: hi['profile.myAccount'] }).waitFor();

    // Tamil from the header: the UI changes in place, and stays Tamil after a reload.
    await page.goto(`${WEB_URL}/`);
    await nav.getByRole('link', { name: hi['nav.home'], exact: true }).waitFor();
    await markDocument();
    await page.locator('header [data-testid="language-picker"]').selectOption('ta');
    const taNav = page.getByRole('navigation', { name: ta['nav.main'] });
    await taNav.getByRole('link', { name: ta['nav.home'], exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await stillSameDocument()).toBe(true);
    await page.getByRole('heading', { name: ta['home.newReleases'] }).waitFor();
    await waitForScriptFont('Noto Sans Tamil');
    await screenshots('ta');

    await page.reload();
    await taNav.getByRole('link', { name: ta['nav.movies'], exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
  });
});
