import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AuthResult, Banner } from '@streamhub/contracts';
import {
  api,
  apiForm,
  createVideo,
  DEMO_ADMIN,
  mailsTo,
  pngImage,
  signInAs,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { ADMIN_URL, launchBrowser, pagePerTest, seedSession, WEB_URL } from '../src/browser';
import { expectToast } from '../src/ui';

/*
 * Support and banner screens against the real stack: a visitor's contact form reaches the admin's
 * Manage Queries (the reply arrives in the mail catcher), and banners uploaded on Manage Banners
 * drive the home carousel.
 */

const UI_TIMEOUT = 15_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let adminSession: AuthResult;

async function useSession(session: AuthResult): Promise<void> {
  await seedSession(context, session);
}

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

describe('support queries', () => {
  it('a visitor sends the contact form; the admin finds it, replies by mail and resolves it', async () => {
    const email = `${unique('visitor')}@example.com`;
    const subject = unique('Cannot play episode ');

    await page.goto(`${WEB_URL}/contact`);
    await page.getByText('We reply within 24 hours').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Visiting Viewer');
    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('The player stops after a minute.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Please enter a valid email address');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, "Your query has been submitted successfully! We'll get back to you soon.");
    await waitFor(async () => (await mailsTo(email)).length >= 1, { what: `acknowledgement to ${email}` });

    await useSession(adminSession);
    const admin = await context.newPage();
    await admin.goto(`${ADMIN_URL}/admin/queries`);
    await admin.getByRole('heading', { name: 'Manage Queries' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search queries' }).fill(subject);
    const row = admin.locator(`tr[data-query-subject="${subject}"]`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Open');

    await row.getByRole('button', { name: `Reply to ${subject}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reply to Query' });
    await dialog.getByText('The player stops after a minute.').waitFor();
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expectToast(admin, 'Please enter a reply message');
    await dialog.getByLabel('Your Reply').fill('Please clear the cache and try again.');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await expectToast(admin, 'Reply sent successfully');
    await dialog.waitFor({ state: 'detached' });
    const reply = await waitFor(async () => (await mailsTo(email)).find((mail) => mail.subject === `Re: ${subject}`), {
      what: `reply mail to ${email}`,
    });
    expect(reply.text).toContain('Please clear the cache and try again.');
    await row.getByLabel('Latest reply').getByText('Please clear the cache and try again.').waitFor();

    await row.getByRole('combobox', { name: `Status of ${subject}` }).selectOption('resolved');
    await expectToast(admin, 'Query resolved successfully');
    await row.locator('.badge-resolved').waitFor();
    await admin.getByRole('combobox', { name: 'Filter by status' }).selectOption('open');
    await admin.getByText('No queries found').waitFor();
    await admin.getByText('Try adjusting your search criteria').waitFor();
  });
});

describe('banners', () => {
  it('the admin bulk-uploads 3 banners, the carousel shows and advances them; a deactivated one leaves it', async () => {
    await useSession(adminSession);
    await page.goto(`${ADMIN_URL}/admin/banners`);
    await page.getByRole('heading', { name: 'Manage Banners' }).waitFor();
    // The banners that exist before this upload (other tests add theirs), from the API: the table
    // may not have loaded yet when the page heading shows.
    const existing = await api('GET', '/admin/banners', { token: adminSession.token });
    const before = new Set((existing.body.data.banners as Banner[]).map((banner) => banner.imageKey));
    await page.getByRole('button', { name: '+ Upload Banners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Banners' });
    const files = [1, 2, 3].map((i) => ({
      name: `slide-${i}.png`,
      mimeType: 'image/png',
      buffer: pngImage(160, 50, [i * 70, 60, 120]),
    }));
    await dialog.getByLabel('Banner images').setInputFiles(files.slice(0, 2));
    await dialog.getByRole('button', { name: 'Add More' }).waitFor();
    await dialog.getByLabel('Banner images').setInputFiles(files.slice(2));
    await dialog.getByRole('button', { name: 'Remove slide-2.png' }).click();
    await dialog.getByLabel('Banner images').setInputFiles(files.slice(1, 2));
    await dialog.getByRole('button', { name: 'Upload 3 Banner(s)' }).click();
    await expectToast(page, '3 banner(s) uploaded successfully');
    const rows = page.locator('tr[data-banner-key]');
    const keysOf = (locator: typeof rows, attribute: string) =>
      locator.evaluateAll((all, name) => all.map((el) => el.getAttribute(name) ?? ''), attribute);
    const ours = await waitFor(
      async () => {
        const added = (await keysOf(rows, 'data-banner-key')).filter((key) => !before.has(key));
        return added.length === 3 ? added : undefined;
      },
      { what: '3 new banner rows' },
    );
    await expect(rows.first().textContent()).resolves.toMatch(/\d+\.\d{2} KB/);

    const home = await context.newPage();
    await home.goto(`${WEB_URL}/`);
    const bullets = home.locator('.banner-carousel .swiper-pagination-bullet');
    const slides = home.locator('.banner-carousel img');
    // Other tests may add banners of their own: the carousel shows ours among the active ones.
    const shownKeys = async () => (await keysOf(slides, 'src')).map((src) => src.split('/').pop()!);
    const activeCount = async () => ((await api('GET', '/banners')).body.data.banners as Banner[]).length;
    await waitFor(async () => (await shownKeys()).filter((k) => ours.includes(k)).length === 3, {
      what: 'our 3 banners in the carousel',
    });
    expect(await bullets.count()).toBe(await activeCount());
    const activeIndex = () =>
      bullets.evaluateAll((all) => all.findIndex((b) => b.classList.contains('swiper-pagination-bullet-active')));
    const first = await activeIndex();
    await waitFor(async () => (await activeIndex()) !== first, { what: 'the carousel to advance', timeoutMs: 20_000 });
    await home.locator('.banner-carousel .swiper-button-next').click();

    const key = ours[0]!;
    await page.getByRole('button', { name: `Deactivate ${key}` }).click();
    await expectToast(page, 'Banner deactivated');
    await page.getByRole('button', { name: `Activate ${key}` }).waitFor();

    await home.reload();
    await slides.first().waitFor();
    await waitFor(async () => (await shownKeys()).filter((k) => ours.includes(k)).length === 2, {
      what: '2 of our banners in the carousel',
    });
    expect(await shownKeys()).not.toContain(key);
    expect(await bullets.count()).toBe(await activeCount());
  });

  it('the admin links a banner to a title in Edit Banner; clicking it in the carousel opens the title', async () => {
    const video = await createVideo({ videoTitle: unique('Banner Title '), genre: 'drama' });
    const uploaded = await apiForm('POST', '/admin/banners', {
      token: adminSession.token,
      files: [{ field: 'banners', name: 'linked.png', type: 'image/png', bytes: pngImage(120, 40, [20, 120, 200]) }],
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const banner = (uploaded.body.data.banners as Banner[])[0]!;

    await useSession(adminSession);
    await page.goto(`${ADMIN_URL}/admin/banners`);
    await page.getByRole('button', { name: `Edit ${banner.imageKey}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Banner' });
    // Found by name, linked with one click, then shown by name.
    await dialog.getByLabel('Find a title to link').fill(video.videoTitle);
    await dialog.getByRole('button', { name: `Link to ${video.videoTitle}` }).click();
    await expectToast(page, 'Banner link updated');
    await expect.poll(() => dialog.getByTestId('banner-target').textContent()).toBe(video.videoTitle);

    const home = await context.newPage();
    await home.goto(`${WEB_URL}/`);
    // The carousel loops (it copies slides): any copy of our slide links to the title.
    const link = home
      .locator(`.banner-carousel a[data-testid=banner-link]:has(img[src$="${banner.imageKey}"])`)
      .first();
    await link.waitFor({ state: 'attached' });
    expect(await link.getAttribute('href')).toBe(`/watch/${video._id}`);
    await link.dispatchEvent('click');
    await home.waitForURL(`**/watch/${video._id}`);
  });
});
