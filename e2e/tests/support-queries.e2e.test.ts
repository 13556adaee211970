import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SupportQuery } from '@streamhub/contracts';
import { adminToken, api, unique } from '@streamhub/testkit';
import { signInNewViewer } from '../src/accounts';
import { launchBrowser, pagePerTest, WEB_URL } from '../src/browser';
import { expectToast } from '../src/ui';

/*
 * A signed-in viewer's support queries: the contact form's query shows on My queries with its
 * reference; the admin's reply moves it to "Answered", and the viewer's answer back opens it again.
 */

const UI_TIMEOUT = 15_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

pagePerTest(
  () => browser,
  (p, c) => ([page, context] = [p, c]),
  { timeoutMs: UI_TIMEOUT },
);

describe('my queries', () => {
  it('shows the thread and status of a signed-in viewer’s query, and lets them answer back', async () => {
    const account = await signInNewViewer(context, 'queries');
    const subject = unique('Receipt missing ');

    await page.goto(`${WEB_URL}/contact`);
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('I paid yesterday but have no receipt.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, "Your query has been submitted successfully! We'll get back to you soon.");

    const mine = await api('GET', '/queries/mine', { token: account.token });
    const query = (mine.body.data.queries as SupportQuery[]).find((q) => q.subject === subject)!;
    await api('POST', `/queries/${query._id}/reply`, {
      token: await adminToken(),
      body: { message: 'The receipt is on its way by mail.' },
    });

    await page.getByRole('link', { name: 'My queries' }).click();
    const thread = page.getByRole('article', { name: `Query ${query.reference}` });
    await thread.getByText('The receipt is on its way by mail.').waitFor();
    await thread.getByTestId('query-status').getByText('Answered', { exact: true }).waitFor();

    await thread.getByLabel('Your answer').fill('Thanks, it arrived.');
    await thread.getByRole('button', { name: 'Send answer' }).click();
    await expectToast(page, 'Your answer has been sent');
    await thread.getByText('Thanks, it arrived.').waitFor();
    await thread.getByTestId('query-status').getByText('Open', { exact: true }).waitFor();
  });
});
