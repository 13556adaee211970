import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AdsMessages, type AuthResult } from '@streamhub/contracts';
import { api, DEMO_ADMIN, signInAs, unique } from '@streamhub/testkit';
import { ADMIN_URL, closeBrowserKafkaAndDir, launchBrowser, seedSession } from '../src/browser';

/*
 * The admin app's Ads section (docs/ads.md "Reports"): the campaign list, the editor (the server's
 * message shown beside its field, then a save) and the campaign's report page.
 */

const UI_TIMEOUT = 15_000;

let browser: Browser;
let admin: AuthResult;
let advertiser: string;

beforeAll(async () => {
  [admin, browser] = await Promise.all([signInAs(DEMO_ADMIN), launchBrowser()]);
  advertiser = unique('E2E Brand ');
  const created = await api('POST', '/admin/ads/advertisers', { token: admin.token, body: { name: advertiser } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}, 60_000);

afterAll(() => closeBrowserKafkaAndDir(browser, undefined));

describe('admin Ads', () => {
  it('lists campaigns, saves one from the editor with the server message beside its field, and shows its report', async () => {
    const context = await browser.newContext();
    await seedSession(context, admin);
    const page = await context.newPage();
    try {
      await page.goto(`${ADMIN_URL}/admin/ads`);
      await page.getByRole('heading', { name: 'Ads', exact: true }).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('button', { name: '+ New Campaign' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/ads/campaigns/new');

      const name = unique('E2E Campaign ');
      const form = page.getByRole('form', { name: 'Campaign' });
      await form.getByLabel('Advertiser').selectOption({ label: advertiser }, { timeout: UI_TIMEOUT });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel(/^Category/).fill('E2E_SNACKS');
      await form.getByLabel(/^Budget/).fill('500');
      await form.getByLabel(/^Media URL/).fill('https://ads.example.com/e2e.mp4');
      await form.getByLabel(/^Duration/).fill('15');
      await form.getByLabel(/^Skip offset/).fill('500');
      // A genre no title has: the campaign never lands in another test's ad breaks.
      await form.getByLabel(/^Genres/).fill(unique('E2EGENRE'));
      await form.getByRole('button', { name: 'Create Campaign' }).click();
      // The server refuses the skip offset; its message is shown under that field.
      const skipError = form
        .locator('label', { has: page.locator('input[name="skipOffsetSeconds"]') })
        .getByRole('alert');
      await expect(skipError.textContent({ timeout: UI_TIMEOUT })).resolves.toBe(AdsMessages.invalidSkipOffset);

      await form.getByLabel(/^Skip offset/).fill('5');
      await form.getByRole('button', { name: 'Create Campaign' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/ads', { timeout: UI_TIMEOUT });
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor({ timeout: UI_TIMEOUT });
      expect(await row.textContent()).toContain('0 / 500');
      expect(await row.textContent()).toContain('Running');

      await row.getByRole('link', { name: 'Report' }).click();
      await page.getByRole('heading', { name: `Report: ${name}` }).waitFor({ timeout: UI_TIMEOUT });
      expect(await page.getByTestId('pacing').textContent()).toMatch(/pace/);
      expect(await page.getByText('Not measured').count()).toBe(1);
      await page.getByRole('button', { name: 'Download CSV' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
