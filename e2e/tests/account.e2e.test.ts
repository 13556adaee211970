import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { AuthMessages, CatalogMessages } from '@streamhub/contracts';
import { api, DEMO_ADMIN, mailsTo, signInAs, unique, waitFor } from '@streamhub/testkit';
import { createVerifiedAccount } from '../src/accounts';
import { ADMIN_URL, browserPerFile, pagePerTest, TOKEN_KEY, USER_KEY, WEB_URL } from '../src/browser';
import { expectToast, waitForPath } from '../src/ui';

/*
 * A viewer deletes their own account from the profile (the data deletion policy, for real), and
 * an admin manages the categories that feed the viewers' genre filter.
 */

const browser = browserPerFile();
let context: BrowserContext;
let page: Page;

async function signedInAs(credentials: { email: string; password: string }): Promise<void> {
  const session = await signInAs({ email: credentials.email, password: credentials.password });
  await context.addInitScript(
    ([tokenKey, userKey, token, user]) => {
      if (!location.protocol.startsWith('http')) return; // a new page's about:blank: no storage
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(tokenKey, token);
        localStorage.setItem(userKey, user);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)] as const,
  );
}

pagePerTest(browser, (p, c) => ([page, context] = [p, c]), { timeoutMs: 15_000 });

describe('account deletion from the profile', () => {
  it('confirms with the password, signs the viewer out, mails the acknowledgement and refuses the next sign-in', async () => {
    const account = await createVerifiedAccount('leaver');
    await signedInAs(account);
    await page.goto(`${WEB_URL}/profile`);
    const section = page.getByRole('region', { name: 'Delete Account' });
    await section.getByText('removed within 30 days').waitFor();
    await section.getByRole('link', { name: 'Data Deletion Policy' }).waitFor();

    await section.getByRole('button', { name: 'Delete Account...' }).click();
    await section.getByLabel('Password', { exact: true }).fill('not-my-password');
    await section.getByRole('button', { name: 'Delete My Account' }).click();
    await expectToast(page, AuthMessages.deletionPasswordIncorrect);

    await section.getByLabel('Password', { exact: true }).fill(account.password);
    await section.getByRole('button', { name: 'Delete My Account' }).click();
    await expectToast(page, AuthMessages.deletionRequested(1));
    await waitForPath(page, '/deletion-policy');
    await page.getByRole('heading', { name: 'Data Deletion Policy' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    await waitFor(
      async () => (await mailsTo(account.email)).some((m) => m.subject === 'Your StreamHub account deletion request'),
      { what: 'the acknowledgement mail' },
    );

    await page.goto(`${WEB_URL}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Refused: pending deletion, or already erased when the grace period is short.
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`${AuthMessages.accountPendingDeletion}|Invalid email or password`) })
      .first()
      .waitFor();
  });
});

describe('categories on Manage Videos', () => {
  it('an admin adds and deactivates a category; the viewers’ genre filter follows', async () => {
    await signedInAs(DEMO_ADMIN);
    const name = unique('Noir');
    const key = name.toUpperCase();
    await page.goto(`${ADMIN_URL}/admin/movies`);
    const section = page.getByRole('region', { name: 'Categories' });
    await section.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, CatalogMessages.categoryNameRequired);
    await section.getByLabel('New category name').fill(name);
    await section.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, CatalogMessages.categoryCreated);
    const row = section.locator(`tr[data-category="${name}"]`);
    await row.getByText('Active', { exact: true }).waitFor();

    const viewer = await context.newPage();
    await viewer.goto(`${WEB_URL}/search?q=x`);
    await viewer.getByRole('button', { name: /Filters/ }).click();
    const genre = viewer.getByLabel('Genre');
    await waitFor(async () => (await genre.locator('option').allTextContents()).includes(key), {
      what: 'the new category among the genre options',
    });

    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expectToast(page, CatalogMessages.categoryDeactivated);
    await row.getByText('Inactive', { exact: true }).waitFor();
    await viewer.reload();
    await viewer.getByRole('button', { name: /Filters/ }).click();
    await waitFor(async () => !(await viewer.getByLabel('Genre').locator('option').allTextContents()).includes(key), {
      what: 'the deactivated category to leave the genre options',
    });
    expect((await api('GET', '/categories')).body.data.categories).toContainEqual(
      expect.objectContaining({ name, status: 'inactive' }),
    );
  });
});
