import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForOtp } from '@streamhub/testkit';
import { ADMIN_URL, browserPerFile, WEB_URL } from '../src/browser';
import { createVerifiedAccount, DEMO_ADMIN, newAccount, type TestAccount } from '../src/accounts';
import { expectToast, waitForPath } from '../src/ui';
import { MESSAGES } from '../../web/src/shared/messages';
import { MESSAGES as ADMIN_MESSAGES } from '../../admin-web/src/shared/messages';

const browser = browserPerFile();
const contexts: BrowserContext[] = [];
let pageErrors: Error[];

beforeEach(() => {
  pageErrors = [];
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

/** A fresh browser profile (own storage), so each visitor starts as a guest. */
async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
  return page;
}

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Fills the sign-in form of the page it is on (web or admin: the same form) and submits it. */
async function submitLogin(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signInOnWeb(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await page.goto(`${WEB_URL}/login`);
  await submitLogin(page, account);
}

/** Signs in on the web app and waits for the success toast, for tests about what comes after. */
async function signedInOnWeb(page: Page, account: Pick<TestAccount, 'email' | 'password'>): Promise<void> {
  await signInOnWeb(page, account);
  await expectToast(page, MESSAGES.loginSuccess);
}

/** A new verified account signed in on a fresh page that shows its profile. */
async function openNewProfile(prefix: string): Promise<{ account: TestAccount; page: Page }> {
  const account = await createVerifiedAccount(prefix);
  const page = await newPage();
  await signedInOnWeb(page, account);
  await page.goto(`${WEB_URL}/profile`);
  return { account, page };
}

async function signInToAdmin(page: Page): Promise<void> {
  await page.goto(`${ADMIN_URL}/admin/users`);
  await waitForPath(page, '/login');
  await submitLogin(page, DEMO_ADMIN);
  await waitForPath(page, '/admin/users');
}

/** Fills step 1 of the sign-up form with the account's details (the submit is the test's). */
async function fillSignupDetails(page: Page, account: TestAccount): Promise<void> {
  await page.goto(`${WEB_URL}/signup`);
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mobile Number').fill(account.mobile);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
  // The privacy notice agreed to and the 18+ confirmation (docs/privacy.md); the opt-ins stay unticked.
  await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
}

/** The Manage Users row of one account, found through the (server-side) search box. */
async function findUserRow(page: Page, email: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.locator(`tr[data-user-email="${email}"]`);
  await row.waitFor({ timeout: 15_000 });
  return row;
}

describe('sign up', () => {
  it('refuses an incomplete form with the spec messages in order, before any call', async () => {
    const page = await newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/auth/signup')) calls.push(request.url());
    });
    await page.goto(`${WEB_URL}/signup`);
    const submit = page.getByRole('button', { name: 'Continue' });

    await submit.click();
    await expectToast(page, MESSAGES.nameRequired);
    await page.getByLabel('Full Name').fill('Asha');
    await submit.click();
    await expectToast(page, MESSAGES.emailRequired);
    await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await submit.click();
    await expectToast(page, MESSAGES.mobileRequired);
    await page.getByLabel('Mobile Number').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await submit.click();
    await expectToast(page, MESSAGES.passwordTooShort);
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByLabel('Confirm Password', { exact: true }).fill('1234567');
    await submit.click();
    await expectToast(page, MESSAGES.passwordsDoNotMatch);

    expect(calls).toEqual([]);
  });

  it('creates the account with the emailed OTP and lands home signed in', async () => {
    const page = await newPage();
    const account = newAccount('signup');
    await fillSignupDetails(page, account);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, MESSAGES.otpSent);

    // Step 2: blank code is refused locally, a wrong one by the server, the emailed one works.
    const otpField = page.getByLabel('Verification code');
    await expect(otpField.getAttribute('maxlength')).resolves.toBe('6');
    const verify = page.getByRole('button', { name: 'Verify & Create Account' });
    await otpField.fill('   ');
    await verify.click();
    await expectToast(page, MESSAGES.enterOtp);

    const otp = await waitForOtp(account.email);
    const wrong = otp === '000000' ? '111111' : '000000';
    await otpField.fill(wrong);
    await verify.click();
    await expectToast(page, 'Invalid OTP.');

    await otpField.fill(otp);
    await verify.click();
    await expectToast(page, MESSAGES.accountCreated);
    await waitForPath(page, '/');
    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: account.name }).waitFor();
    await expect(header.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);
  });

  it('goes back with the form kept, resends the OTP after the cooldown and verifies with the newest code', async () => {
    const page = await newPage();
    // The browser clock is fast-forwarded past the client's 60 s cooldown; the server keeps real time.
    await page.clock.install();
    const account = newAccount('resend');
    await fillSignupDetails(page, account);
    const submitDetails = page.getByRole('button', { name: 'Continue' });
    await submitDetails.click();
    await page.getByLabel('Verification code').waitFor();

    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page.getByLabel('Full Name').inputValue()).resolves.toBe(account.name);
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(account.email);
    await submitDetails.click(); // a repeated sign-up of a pending email mails a fresh code (#2)
    await page.getByLabel('Verification code').waitFor();

    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend.isDisabled()).resolves.toBe(true);
    await page.clock.fastForward(61_000);
    const resent = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/resend-signup-otp'));
    await resend.click();
    expect((await resent).status()).toBe(200);
    await expectToast(page, MESSAGES.otpSent);
    const newestCode = await waitForOtp(account.email, { count: 3 });

    // A second resend inside the server's real minute gets its rate-limit message, shown as is.
    await page.clock.fastForward(61_000);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/resend-signup-otp'));
    await resend.click();
    expect((await refused).status()).toBe(429);
    await expectToast(page, 'Please wait');

    await page.getByLabel('Verification code').fill(newestCode);
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await expectToast(page, MESSAGES.accountCreated);
    await waitForPath(page, '/');
  });
});

describe('sign in and out', () => {
  it('sends a guest from /profile to sign in and back to /profile, then logs out', async () => {
    const account = await createVerifiedAccount('login');
    const page = await newPage();
    await page.goto(`${WEB_URL}/profile`);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await expect(page.getByText('admin@streamhub.local / Admin@123').isVisible()).resolves.toBe(true);
    await expect(page.getByText('user@streamhub.local / User@123').isVisible()).resolves.toBe(true);

    await fillLogin(page, account.email, account.password);
    const password = page.getByLabel('Password', { exact: true });
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.getByLabel('Keep me signed in').check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expectToast(page, MESSAGES.loginSuccess);
    await waitForPath(page, '/profile');
    await page.getByText(account.email).first().waitFor();
    await expect(page.getByText(MESSAGES.emailCannotBeChanged).first().isVisible()).resolves.toBe(true);
    // "Keep me signed in" keeps the session in persistent storage.
    await expect(page.evaluate(() => localStorage.getItem('streamhub.token'))).resolves.toBeTruthy();

    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: account.name }).click();
    const menu = header.getByRole('menu');
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual([
      'Switch Profile',
      'Profile',
      'Watchlist',
      'Downloads',
      'Subscriptions',
      'Logout',
    ]);
    await expect(header.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    // Every API answer from here on: signing out must not earn the home page any 401.
    const answers: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/v1/')) answers.push({ url: res.url(), status: res.status() });
    });
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await waitForPath(page, '/');
    await expectToast(page, MESSAGES.loggedOut);
    await header.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(answers.filter((answer) => answer.status === 401)).toEqual([]);
    expect(answers.filter((answer) => /\/(history|watchlist)\b/.test(answer.url))).toEqual([]);
    await expect(page.evaluate(() => localStorage.getItem('streamhub.token'))).resolves.toBeNull();
    await page.goto(`${WEB_URL}/profile`);
    await waitForPath(page, '/login');
  });

  it('rejects a wrong password with the server message and stays on sign in', async () => {
    const account = await createVerifiedAccount('wrongpw');
    const page = await newPage();
    await signInOnWeb(page, { email: account.email, password: `${account.password}-wrong` });
    await expectToast(page, 'Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('shows the Admin link to an admin', async () => {
    const page = await newPage();
    await signedInOnWeb(page, DEMO_ADMIN);
    await page.locator('header.site-header').getByRole('link', { name: 'Admin' }).waitFor();
  });
});

describe('profile', () => {
  it('saves name and mobile for real and opens /watchlist and /subscriptions on their tabs', async () => {
    const { account, page } = await openNewProfile('profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Email', { exact: true }).isDisabled()).resolves.toBe(true);
    const newName = `${account.name} Renamed`;
    await page.getByLabel('Full Name').fill(newName);
    await page.getByLabel('Mobile Number').fill('9123456789');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, MESSAGES.profileUpdated);
    await page.locator('header.site-header').getByRole('button', { name: newName }).waitFor();

    // A reload re-reads the profile from the server (GET /auth/me).
    await page.reload();
    await page.getByRole('heading', { name: newName }).waitFor();
    await page.getByText('9123456789').waitFor();
    await expect(page.locator('.status-dot.on').count()).resolves.toBe(1);

    await page.goto(`${WEB_URL}/watchlist`);
    await expect(page.getByRole('tab', { name: 'Watchlist' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.goto(`${WEB_URL}/subscriptions`);
    await expect(page.getByRole('tab', { name: 'Subscriptions' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tab', { name: 'Profile Details' }).click();
    await waitForPath(page, '/profile');
  });

  it('changes the password, after which only the new one signs in', async () => {
    const { account, page } = await openNewProfile('chpw');

    const newPassword = `${account.password}-new`;
    await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Current password is incorrect');

    await page.getByLabel('Current Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, MESSAGES.passwordChanged);

    const other = await newPage();
    await signInOnWeb(other, account);
    await expectToast(other, 'Invalid email or password');
    await signedInOnWeb(other, { email: account.email, password: newPassword });
    await waitForPath(other, '/');
  });
});

describe('forgot password', () => {
  it('resets the password with the emailed code and sends the user to sign in', async () => {
    const account = await createVerifiedAccount('reset');
    const page = await newPage();
    await page.goto(`${WEB_URL}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    // The sign-in form has an Email field too: fill the one of the page the link opened.
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectToast(page, MESSAGES.resetCodeSent);

    // The sign-up OTP was mail #1; the reset code is mail #2.
    const code = await waitForOtp(account.email, { count: 2 });
    const newPassword = `${account.password}-reset`;
    await page.getByLabel('Reset code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, MESSAGES.passwordResetDone);
    await waitForPath(page, '/login');

    await submitLogin(page, { email: account.email, password: newPassword });
    await expectToast(page, MESSAGES.loginSuccess);
    await waitForPath(page, '/');
  });
});

describe('admin Manage Users', () => {
  it('deactivates a user, who is signed out at once and cannot sign in again', async () => {
    const account = await createVerifiedAccount('deact');
    const viewer = await newPage();
    await signedInOnWeb(viewer, account);

    const admin = await newPage();
    await signInToAdmin(admin);
    for (const label of ['Total Users', 'Active Users', 'Inactive Users', 'Admins']) {
      await admin.getByText(label, { exact: true }).waitFor();
    }
    const row = await findUserRow(admin, account.email);
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Deactivate / }).click();
    await expectToast(admin, ADMIN_MESSAGES.userDeactivated);
    // The list reloads by tag invalidation: the row now reads Inactive and offers Activate.
    await row.getByText('Inactive', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Activate / }).waitFor();
    // Status filter is applied by the server: the account shows under Inactive, not under Active.
    await admin.getByLabel('Filter by status').selectOption('active');
    await admin.getByText(ADMIN_MESSAGES.noUsersFound).waitFor();
    await admin.getByLabel('Filter by status').selectOption('inactive');
    await row.waitFor();

    // The viewer's existing session is refused at once: a reload signs them out.
    await viewer.reload();
    await viewer.locator('header.site-header').getByRole('link', { name: 'Sign In' }).waitFor();

    await signInOnWeb(viewer, account);
    await expectToast(viewer, MESSAGES.accountInactive);
    expect(new URL(viewer.url()).pathname).toBe('/login');
  });

  it('shows user details, reactivates and deletes a user after the spec confirmation', async () => {
    const account = await createVerifiedAccount('del');
    const admin = await newPage();
    await signInToAdmin(admin);
    const row = await findUserRow(admin, account.email);

    await row.getByRole('button', { name: 'View' }).click();
    const details = admin.getByRole('dialog', { name: 'User Details' });
    await details.getByText(account.mobile).waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();
    await details.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: /^Deactivate / }).click();
    await expectToast(admin, ADMIN_MESSAGES.userDeactivated);
    await row.getByRole('button', { name: /^Activate / }).click();
    await expectToast(admin, ADMIN_MESSAGES.userActivated);
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByText(ADMIN_MESSAGES.confirmDeleteUser).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(admin, ADMIN_MESSAGES.userDeleted);
    await row.waitFor({ state: 'detached' });
    await admin.getByText(ADMIN_MESSAGES.noUsersFound).waitFor();
  });

  it('creates an admin who can then sign in to the admin console', async () => {
    const account = newAccount('newadmin');
    const admin = await newPage();
    await signInToAdmin(admin);
    await admin.getByRole('button', { name: '+ Create Admin' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create Admin' });
    await dialog.getByLabel('Full Name').fill(account.name);
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Mobile Number').fill(account.mobile);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await expectToast(admin, ADMIN_MESSAGES.adminCreated);
    await dialog.waitFor({ state: 'detached' });
    const row = await findUserRow(admin, account.email);
    await row.getByText('Admin', { exact: true }).waitFor();

    const second = await newPage();
    await second.goto(`${ADMIN_URL}/login`);
    await submitLogin(second, account);
    await waitForPath(second, '/admin');
  });
});
