import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AuthResult } from '@streamhub/contracts';
import { api, DEMO_ADMIN, signInAs, unique } from '@streamhub/testkit';
import { ADMIN_URL, browserPerFile, pagePerTest, seedSession } from '../src/browser';

/*
 * The admin app's Import screen (docs/media.md "Bulk import"): a manifest checked there names every
 * bad row with its line, and an import queued by the importer shows its rows with their state.
 */

const UI_TIMEOUT = 20_000;
const browser = browserPerFile();
let page: Page;
let context: BrowserContext;
let admin: AuthResult;
pagePerTest(
  browser,
  (p, c) => {
    page = p;
    context = c;
  },
  { timeoutMs: UI_TIMEOUT },
);

beforeAll(async () => {
  admin = await signInAs(DEMO_ADMIN);
});

describe('Import screen', () => {
  it("checks a manifest's rows by line and shows a queued import's rows", async () => {
    const id = unique('screen-');
    const name = `${id}.csv`;
    const manifest = ['externalId,source,title,genre', `${id}-1,a.mp4,First,Drama`, `${id}-2,b.mp4,Second,Drama`].join(
      '\n',
    );
    const queued = await api('POST', '/imports', { token: admin.token, body: { name, format: 'csv', manifest } });
    expect(queued.status, JSON.stringify(queued.body)).toBe(201);

    await seedSession(context, admin);
    await page.goto(`${ADMIN_URL}/admin/imports`);
    await page.getByRole('heading', { name: 'Import', level: 1 }).waitFor();

    await page.getByLabel('Check a manifest (CSV or JSON)').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['externalId,source,title,genre', 'ok,a.mp4,Fine,Drama', 'bad,a.mp4,,Drama'].join('\n')),
    });
    await page.getByText('Line 3 (title): title is required').waitFor();

    await page.getByRole('button', { name }).click();
    const rows = page.locator('[data-import-row]');
    await expect.poll(() => rows.count(), { timeout: UI_TIMEOUT }).toBe(2);
    await expect(page.locator(`[data-import-row="${id}-2"]`).getAttribute('data-state')).resolves.toBe('queued');
  });
});
