import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AuthResult } from '@streamhub/contracts';
import { closeRpc, DEMO_ADMIN, signInAs } from '@streamhub/testkit';
import { openAdminAs } from '../src/accounts';
import { browserPerFile, pagePerTest } from '../src/browser';

/* The admin app in Hindi (docs/i18n.md "The admin app"): picked in the header, kept over a reload. */

const UI_TIMEOUT = 15_000;
const browser = browserPerFile();
let page: Page;
let admin: AuthResult;
pagePerTest(
  browser,
  (p) => {
    page = p;
  },
  { viewport: { width: 1366, height: 768 }, timeoutMs: UI_TIMEOUT },
);

beforeAll(async () => {
  admin = await signInAs(DEMO_ADMIN);
});

afterAll(async () => {
  await closeRpc();
});

describe('the admin app in Hindi', () => {
  it('switches without a reload, shows the dashboard, Manage Videos and a dialog in Hindi, and keeps the choice', async () => {
    await openAdminAs(page, admin, '/admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Switching is in place: a marker set on the window survives it (a reload would drop it).
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.getByTestId('language-picker').selectOption('hi');
    await page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 }).waitFor();
    await page.getByTestId('card-Total Users').getByText('कुल उपयोगकर्ता').waitFor();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect(page.title()).resolves.toBe('डैशबोर्ड · StreamHub एडमिन');

    await page.getByRole('navigation', { name: 'एडमिन' }).getByRole('link', { name: 'वीडियो प्रबंधन' }).click();
    await page.getByRole('heading', { name: 'वीडियो प्रबंधन', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'वीडियो खोजें' }).waitFor();
    await page.getByRole('button', { name: '+ वीडियो अपलोड करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'वीडियो अपलोड करें' });
    await dialog.getByLabel('वीडियो शीर्षक *').waitFor();
    // The shared dialog's × is labelled in the active language too.
    await dialog.getByRole('button', { name: 'बंद करें', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: 'वीडियो प्रबंधन', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect(page.getByTestId('language-picker').inputValue()).resolves.toBe('hi');

    // Screens translated later: Manage Banners and Manage Coupons, with their dialog.
    const nav = page.getByRole('navigation', { name: 'एडमिन' });
    await nav.getByRole('link', { name: 'बैनर', exact: true }).click();
    await page.getByRole('heading', { name: 'बैनर प्रबंधन', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'बैनर खोजें' }).waitFor();
    await nav.getByRole('link', { name: 'कूपन', exact: true }).click();
    await page.getByRole('heading', { name: 'कूपन प्रबंधन', level: 1 }).waitFor();
    await page.getByRole('button', { name: '+ कूपन बनाएँ' }).click();
    const coupon = page.getByRole('dialog', { name: 'कूपन बनाएँ' });
    await coupon.getByLabel('कूपन कोड').waitFor();
    await coupon.getByRole('button', { name: 'रद्द करें' }).click();
    await coupon.waitFor({ state: 'detached' });
  });
});
