import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { createVerifiedAccount, sessionOf } from '../src/accounts';
import { browserPerFile, seedSession, TOKEN_KEY, WEB_URL } from '../src/browser';

/*
 * Sign-in on a TV with a code (RFC 8628): a TV (a guest context at a TV's size) shows a code and a
 * QR code, a phone (a signed-in context at a phone's size) approves it at /activate, and the TV
 * lands on "Who's watching?" signed in to the phone's account; the phone's Profile → Devices then
 * signs the TV out again.
 */

const browser = browserPerFile();
let tv: BrowserContext;
let phone: BrowserContext;

beforeAll(async () => {
  tv = await browser().newContext({ viewport: { width: 1920, height: 1080 } });
  phone = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
});
afterAll(async () => {
  await tv?.close();
  await phone?.close();
});

describe('sign in on a TV with a code', () => {
  it('the TV shows a code, the phone approves it, and the TV signs in to the same account', async () => {
    const account = await createVerifiedAccount('tv-owner');
    await seedSession(phone, await sessionOf(account.token));

    const tvPage = await tv.newPage();
    tvPage.setDefaultTimeout(20_000);
    await tvPage.goto(`${WEB_URL}/tv`);
    const shown = tvPage.getByTestId('tv-user-code');
    await shown.waitFor();
    const userCode = (await shown.textContent())?.trim() ?? '';
    expect(userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    await tvPage.getByRole('img', { name: 'QR code of the activation page with this code' }).locator('svg').waitFor();

    const phonePage = await phone.newPage();
    phonePage.setDefaultTimeout(20_000);
    // What the QR code opens: the code filled in.
    await phonePage.goto(`${WEB_URL}/activate?code=${userCode}`);
    await phonePage.getByRole('button', { name: 'Continue' }).click();
    await phonePage.getByText('"TV" wants to sign in to your StreamHub account.').waitFor();
    await phonePage.getByRole('button', { name: 'Sign in the TV' }).click();
    await phonePage.getByText('is signing in').waitFor();

    // The TV's next poll (every 5 s) signs it in and opens "Who's watching?".
    await tvPage.waitForURL((url) => url.pathname === '/profiles', { timeout: 20_000 });
    const token = await tvPage.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    expect((await sessionOf(token!)).user._id).toBe(account.id);

    // Profile → Devices on the phone lists the TV; signing it out sends the TV back to sign-in.
    await phonePage.goto(`${WEB_URL}/profile?tab=devices`);
    const tvRow = phonePage.getByTestId('device-session').filter({ hasText: 'Signed in with a TV code' });
    await tvRow.waitFor();
    await expect.poll(() => phonePage.getByTestId('device-session').filter({ hasText: 'This device' }).count()).toBe(1);
    await tvRow.getByRole('button', { name: /^Sign out / }).click();
    await phonePage.getByText('was signed out').waitFor();
    await expect.poll(() => tvRow.count()).toBe(0);
    await tvPage.reload();
    await tvPage.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
  });

  it('a mistyped code on the phone says what is wrong and signs nothing in', async () => {
    const account = await createVerifiedAccount('tv-typo');
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    try {
      await seedSession(context, await sessionOf(account.token));
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${WEB_URL}/activate`);
      await page.getByLabel('Code').fill('ABC');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('alert').getByText('Enter the 8 letters shown on your TV').waitFor();
      await page.getByLabel('Code').fill('BCDF-GHJK');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('alert').getByText('This code is not valid or has expired').waitFor();
    } finally {
      await context.close();
    }
  });
});
