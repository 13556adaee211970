import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_URL, browserPerFile, pagePerTest, WEB_URL } from '../src/browser';

const browser = browserPerFile();
let page: Page;

pagePerTest(browser, (p) => (page = p), { viewport: { width: 1280, height: 800 } });

const pathOf = (url: URL) => url.pathname;

async function waitForPath(expected: string): Promise<void> {
  await page.waitForURL((url) => pathOf(url) === expected, { timeout: 15_000 });
}

describe('viewer web shell', () => {
  it('shows header, footer and the guest Sign In link on the home page', async () => {
    await page.goto(`${WEB_URL}/`);
    const header = page.locator('header.site-header');
    await header.waitFor();

    await expect(header.getByRole('link', { name: 'StreamHub home' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('search').isVisible()).resolves.toBe(true);
    const signIn = header.getByRole('link', { name: 'Sign In' });
    await expect(signIn.getAttribute('href')).resolves.toBe('/login');
    await expect(header.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).resolves.toBe('/signup');
    await expect(header.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);

    const footer = page.locator('footer.site-footer');
    const footerHrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(footerHrefs).toEqual(expect.arrayContaining(['/privacy', '/deletion-policy', '/contact']));

    await signIn.click();
    await waitForPath('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });

  it('opens /search with the trimmed query and ignores blank input', async () => {
    await page.goto(`${WEB_URL}/`);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('   ');
    await box.press('Enter');
    expect(pathOf(new URL(page.url()))).toBe('/');

    await box.fill('  dark knight ');
    await box.press('Enter');
    await waitForPath('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('dark knight');
  });

  it('redirects an unknown path to the home page', async () => {
    await page.goto(`${WEB_URL}/no/such/page`);
    await waitForPath('/');
    await page.locator('header.site-header').waitFor();
  });

  it('redirects /movie/{id} to the home page', async () => {
    await page.goto(`${WEB_URL}/movie/abc`);
    await waitForPath('/');
  });

  it('sends a guest on /profile to /login', async () => {
    await page.goto(`${WEB_URL}/profile`);
    await waitForPath('/login');
    await page.getByLabel('Email').waitFor();
  });

  it('serves the policy pages with the points of the policy', async () => {
    await page.goto(`${WEB_URL}/deletion-policy`);
    await page.getByText('within 72 hours').waitFor();
    for (const point of ['within 30 days', 'kept for legal reasons', 'card or in-app billing partners', 'under 18']) {
      await page.getByText(point).first().waitFor();
    }
    // The privacy policy (docs/privacy.md): adults hold accounts, retention, payments, rights, breaches.
    await page.goto(`${WEB_URL}/privacy`);
    await page.getByText('Children under 18 do not hold accounts').first().waitFor();
    for (const point of [
      'at most 30 days',
      'as long as tax law requires',
      'never sees or stores your full card or UPI details',
      'Nominate a person who may exercise these rights',
      'Data Protection Board of India',
    ]) {
      await page.getByText(point).first().waitFor();
    }
  });
});

describe('admin web shell', () => {
  it('sends a guest on /admin to the admin sign-in form', async () => {
    await page.goto(`${ADMIN_URL}/admin`);
    await waitForPath('/login');
    await page.getByLabel('Email').waitFor();
    await expect(page.getByLabel('Password').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Sign In' }).isVisible()).resolves.toBe(true);
  });

  it('sends any other admin-app path through /admin to sign-in', async () => {
    await page.goto(`${ADMIN_URL}/somewhere`);
    await waitForPath('/login');
  });
});
