import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGE_RATINGS, ProfileMessages } from '@streamhub/contracts';
import { api, createVideo, unique } from '@streamhub/testkit';
import { createVerifiedAccount } from '../src/accounts';
import { browserPerFile, pagePerTest, WEB_URL } from '../src/browser';
import { waitForPath } from '../src/ui';
import { MESSAGES } from '../../web/src/shared/messages';

/*
 * "Who's watching?" in Chromium: an account with a kids profile is asked after sign-in; the kids
 * profile's home lists only titles rated U and U/A 7+ (the server filters, the page shows its
 * simpler home), and switching back to the grown-up's profile from the user menu brings the rest.
 */

const browser = browserPerFile();
let page: Page;
pagePerTest(browser, (p) => {
  page = p;
});

const KIDS_RATINGS = ['U', 'U/A 7+'];

beforeAll(async () => {
  // The newest titles (New releases) include one for kids and one that is not.
  const tag = unique('E2E PROFILES ').toUpperCase();
  const releaseDate = new Date().toISOString();
  await createVideo({ videoTitle: `${tag} FOR TEENS`, genre: 'DRAMA', ageRating: 'U/A 13+', releaseDate });
  await createVideo({ videoTitle: `${tag} FOR KIDS`, genre: 'FAMILY', ageRating: 'U', releaseDate });
});

async function ratingsOnPage(): Promise<string[]> {
  await page.locator('.age-rating').first().waitFor();
  return page.locator('.age-rating').allTextContents();
}

describe("Who's watching?", () => {
  it('sign in → kids profile → the home shows only titles for kids; Switch Profile brings the rest back', async () => {
    const account = await createVerifiedAccount('kids');
    const added = await api('POST', '/profiles', { token: account.token, body: { name: 'Little One', kids: true } });
    expect(added.status).toBe(201);

    await page.goto(`${WEB_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await waitForPath(page, '/profiles');
    await page.getByRole('heading', { name: "Who's watching?" }).waitFor();
    await page.getByRole('button', { name: 'Little One, kids profile' }).click();
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Kids' }).waitFor();
    const kidsRatings = await ratingsOnPage();
    expect(kidsRatings.length).toBeGreaterThan(0);
    expect(kidsRatings.filter((rating) => !KIDS_RATINGS.includes(rating))).toEqual([]);
    // No promotional banners on the kids home.
    expect(await page.locator('section[aria-label="Featured"], .banner-carousel').count()).toBe(0);
    // The header names the profile.
    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: 'Little One' }).waitFor();

    // A title above the limit, opened by its address, plays nothing and says why.
    const teen = await api(
      'GET',
      `/videos?q=${encodeURIComponent('E2E PROFILES')}&ageRating=${encodeURIComponent('U/A 13+')}&limit=1`,
    );
    const teenId = teen.body.data.videos[0]._id as string;
    await page.goto(`${WEB_URL}/play/${teenId}`);
    await page.getByRole('heading', { name: 'Not available on this profile' }).waitFor();
    await page.getByText(ProfileMessages.profileLimit('U/A 13+', 'U/A 7+')).waitFor();
    expect(await page.locator('video').count()).toBe(0);

    // Kids stay in their room: the account pages are locked, the menu has no Subscriptions.
    for (const path of ['/profile', '/subscriptions', '/profile?tab=profiles']) {
      await page.goto(`${WEB_URL}${path}`);
      await page.getByText(MESSAGES.kidsAccountLocked).waitFor();
      expect(await page.getByRole('tab', { name: 'Profile Details' }).count()).toBe(0);
      expect(await page.getByLabel('Current Password').count()).toBe(0);
    }
    await page.goto(`${WEB_URL}/`);
    await header.getByRole('button', { name: 'Little One' }).click();
    await header.getByRole('menuitem', { name: 'Switch Profile' }).waitFor();
    expect(await header.getByRole('menuitem', { name: 'Subscriptions' }).count()).toBe(0);

    // Back to the account holder's profile through the user menu: leaving the kids room takes the password.
    await header.getByRole('menuitem', { name: 'Switch Profile' }).click();
    await waitForPath(page, '/profiles');
    await page.getByRole('button', { name: account.name.split(' ')[0], exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(MESSAGES.leaveKidsProfile).waitFor();
    await dialog.getByLabel('Account password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText(ProfileMessages.passwordIncorrect).waitFor();
    await dialog.getByLabel('Account password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/');
    await page.locator('section[aria-label="Featured"], .banner-carousel').first().waitFor();
    const allRatings = await ratingsOnPage();
    expect(allRatings.some((rating) => !KIDS_RATINGS.includes(rating))).toBe(true);
    expect(allRatings.every((rating) => (AGE_RATINGS as readonly string[]).includes(rating))).toBe(true);
  });

  it('asks for a PIN-locked profile with a masked, numeric PIN field that can be shown', async () => {
    const account = await createVerifiedAccount('pin');
    const pin = await api('PUT', '/account/parental-controls', {
      token: account.token,
      body: { password: account.password, pin: '4826' },
    });
    expect(pin.status).toBe(200);
    const added = await api('POST', '/profiles', {
      token: account.token,
      body: { name: 'Locked One', kids: true, pinRequired: true },
    });
    expect(added.status).toBe(201);

    await page.goto(`${WEB_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/profiles');
    await page.getByRole('button', { name: 'Locked One, kids profile, locked with the PIN' }).click();
    const field = page.getByRole('dialog').getByLabel('Account PIN', { exact: true });
    await field.pressSequentially('48x26');
    expect(await field.inputValue()).toBe('4826');
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await page.getByRole('dialog').getByRole('button', { name: MESSAGES.showPin }).click();
    expect(await field.getAttribute('type')).toBe('text');
    await page.getByRole('dialog').getByRole('button', { name: MESSAGES.hidePin }).click();
    expect(await field.getAttribute('type')).toBe('password');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/');
    await page.locator('header.site-header').getByRole('button', { name: 'Locked One' }).waitFor();
  });
});
