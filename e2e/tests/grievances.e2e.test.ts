import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AuthResult } from '@streamhub/contracts';
import { DEMO_ADMIN, mailsTo, signInAs, unique, waitFor } from '@streamhub/testkit';
import { ADMIN_URL, launchBrowser, pagePerTest, seedSession, WEB_URL } from '../src/browser';
import { expectToast } from '../src/ui';

/*
 * Grievance redressal against the real stack: a guest files a grievance from the footer's
 * Grievance Redressal page, sees its status by reference, and the admin decides it on the
 * Grievances screen; the complainant then sees the decision.
 */

const UI_TIMEOUT = 15_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminSession: AuthResult;

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await signInAs(DEMO_ADMIN);
});

afterAll(async () => {
  await browser?.close();
});

pagePerTest(
  () => browser,
  (p, c) => ([page, context] = [p, c]),
  { timeoutMs: UI_TIMEOUT },
);

describe('grievance redressal', () => {
  it('a guest files a grievance and sees its status by reference; the admin decides it', async () => {
    const email = `${unique('guest')}@example.com`;
    const text = unique('The film is rated U but shows graphic violence ');

    await page.goto(`${WEB_URL}/privacy`);
    await page.locator('footer.site-footer').getByRole('link', { name: 'Grievance Redressal' }).click();
    await page.getByRole('heading', { name: 'Grievance Redressal', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Grievance Officer' }).waitFor();

    const form = page.getByRole('form', { name: 'File a grievance' });
    await form.getByLabel('What is it about?').selectOption('content_rating');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Describe the grievance').fill(text);
    await form.getByRole('button', { name: 'File grievance' }).click();
    const registered = await form.getByTestId('grievance-reference').textContent({ timeout: UI_TIMEOUT });
    const reference = /GRV-\d{4}-\d{6}/.exec(registered ?? '')?.[0];
    expect(reference, registered ?? '').toBeTruthy();
    await waitFor(async () => (await mailsTo(email)).some((m) => m.subject.includes(reference!)), {
      what: `acknowledgement to ${email}`,
    });

    const lookup = page.getByRole('region', { name: 'Check a grievance' });
    await lookup.getByLabel('Reference').fill(reference!);
    await lookup.getByLabel('Email used to file it').fill(email);
    await lookup.getByRole('button', { name: 'Check status' }).click();
    await lookup.getByTestId('grievance-status').getByText('Acknowledged', { exact: true }).waitFor();

    await seedSession(context, adminSession);
    const admin = await context.newPage();
    await admin.goto(`${ADMIN_URL}/admin/grievances`);
    await admin.getByRole('heading', { name: 'Grievances' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search grievances' }).fill(reference!);
    const row = admin.locator(`tr[data-reference="${reference}"]`);
    await row.waitFor();
    await expect(row.getByTestId('time-left').textContent()).resolves.toBe('15 days left');
    await row.getByRole('button', { name: `Decide ${reference}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Decide ${reference}` });
    await dialog.getByLabel(/^Decision/).fill('We re-rated the film to A.');
    await dialog.getByLabel('Action taken').selectOption('rating_changed');
    await dialog.getByRole('button', { name: 'Send Decision' }).click();
    await expectToast(admin, 'Decision recorded and mailed to the complainant');
    await row.getByTestId('grievance-status').getByText('Decided', { exact: true }).waitFor();
    await waitFor(
      async () => (await mailsTo(email)).some((m) => m.subject === `Decision on your grievance ${reference}`),
      {
        what: `decision mail to ${email}`,
      },
    );

    await lookup.getByRole('button', { name: 'Check status' }).click();
    await lookup.getByTestId('grievance-decision').getByText('We re-rated the film to A.').waitFor();
    await lookup.getByTestId('grievance-status').getByText('Decided', { exact: true }).waitFor();
  });
});
