import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import type { BrowserContext, Page } from 'playwright-core';
import { PRIVACY_NOTICE_VERSION, PrivacyMessages, type ConsentsReply, type DataExport } from '@streamhub/contracts';
import { api, newViewer, signInAs, testEnv, waitForOtp } from '@streamhub/testkit';
import { browserPerFile, WEB_URL } from '../src/browser';
import { newAccount, signInNewViewer } from '../src/accounts';
import { expectToast, waitForPath } from '../src/ui';
import { MESSAGES } from '../../web/src/shared/messages';

/*
 * Consent in the browser (docs/privacy.md): sign up with the notice, then withdraw a consent in
 * My Account → Privacy and see the record change.
 */

const browser = browserPerFile();
const contexts: BrowserContext[] = [];
let pageErrors: Error[];
let authDb: Connection;

beforeAll(async () => {
  authDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_auth' }).asPromise();
});

afterAll(async () => {
  await authDb.close();
});

beforeEach(() => {
  pageErrors = [];
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

async function newPage(): Promise<Page> {
  const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error));
  return page;
}

describe('privacy', () => {
  it('signs up with the notice, withdraws personalisation in My Account → Privacy and downloads the archive', async () => {
    const page = await newPage();
    const account = newAccount('privacy');
    await page.goto(`${WEB_URL}/signup`);
    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Mobile Number').fill(account.mobile);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(account.password);
    // The itemised notice is shown; nothing is ticked for the visitor.
    await page.getByText('Viewing activity', { exact: true }).waitFor();
    const optIn = page.getByRole('checkbox', { name: /Personalised rows/ });
    await expect(optIn.isChecked()).resolves.toBe(false);

    const submit = page.getByRole('button', { name: 'Continue' });
    await submit.click();
    await expectToast(page, PrivacyMessages.noticeRequired);
    await page.getByRole('checkbox', { name: /I have read the privacy notice/ }).check();
    await submit.click();
    await expectToast(page, PrivacyMessages.adultRequired);
    await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
    await optIn.check();
    await submit.click();
    await expectToast(page, MESSAGES.otpSent);
    await page.getByLabel('Verification code').fill(await waitForOtp(account.email));
    await page.getByRole('button', { name: 'Verify & Create Account' }).click();
    await expectToast(page, MESSAGES.accountCreated);
    await waitForPath(page, '/');

    await page.goto(`${WEB_URL}/profile?tab=privacy`);
    const row = page.locator('.consent-row[data-purpose="personalisation"]');
    await row.getByText(/^Given since/).waitFor();
    await row.getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(page, PrivacyMessages.consentsUpdated);
    await row.getByText(/^Not given since/).waitFor();
    await row.getByRole('button', { name: 'Give consent' }).waitFor();

    // Download my data: asked for, prepared in the background (the link is mailed), then saved
    // as one JSON file with every service's records, this account's consents among them.
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expectToast(page, PrivacyMessages.exportRequested);
    const save = page.getByRole('button', { name: 'Save the file' });
    await save.waitFor({ timeout: 30_000 });
    const downloaded = page.waitForEvent('download');
    await save.click();
    const file = await (await downloaded).path();
    const archive = JSON.parse(await readFile(file, 'utf8')) as DataExport;
    expect(archive.services.map((s) => s.service).sort()).toEqual([
      'analytics',
      'auth',
      'billing',
      'catalog',
      'support',
    ]);
    const auth = archive.services.find((s) => s.service === 'auth')!;
    expect(auth.records.consents).toHaveLength(2);

    // The records behind it: the sign-up's, then the withdrawal.
    const { token } = await signInAs({ email: account.email, password: account.password });
    const res = await api('GET', '/privacy/consents', { token });
    const reply = res.body.data as ConsentsReply;
    expect(reply.history.map((r) => [r.source, r.purposes.personalisation.granted])).toEqual([
      ['settings', false],
      ['signup', true],
    ]);
    expect(reply.current?.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('names, changes and removes the nominee in My Account → Privacy', async () => {
    const page = await newPage();
    const viewer = await signInNewViewer(page.context(), 'nominee');
    await page.goto(`${WEB_URL}/profile?tab=privacy`);
    const form = page.locator('.nominee-form');
    await form.getByLabel("Nominee's name").fill('Meera Rao');
    await form.getByLabel("Nominee's email").fill(viewer.email);
    await form.getByRole('button', { name: 'Save nominee' }).click();
    await expectToast(page, PrivacyMessages.nomineeIsYou);
    await form.getByLabel("Nominee's email").fill('meera.rao@example.com');
    await form.getByRole('button', { name: 'Save nominee' }).click();
    await expectToast(page, PrivacyMessages.nomineeSaved);
    await page.getByText(/Your nominee: Meera Rao \(meera\.rao@example\.com\)/).waitFor();
    expect((await api('GET', '/privacy/nominee', { token: viewer.token })).body.data.nominee).toMatchObject({
      name: 'Meera Rao',
      email: 'meera.rao@example.com',
    });
    await form.getByRole('button', { name: 'Remove nominee' }).click();
    await expectToast(page, PrivacyMessages.nomineeRemoved);
    await expect(form.getByLabel("Nominee's name").inputValue()).resolves.toBe('');
    expect((await api('GET', '/privacy/nominee', { token: viewer.token })).body.data.nominee).toBeNull();
  });

  it('asks right after sign-in to agree to a newer notice, and records the agreement', async () => {
    const viewer = await newViewer();
    // The account's latest agreement is to an older notice (as after a notice change).
    const latest = await authDb.collection('consents').findOne({ userId: viewer.userId });
    await authDb
      .collection('consents')
      .insertOne({ ...latest, _id: new mongoose.Types.ObjectId(), noticeVersion: '2001-01-01', at: new Date() });
    const page = await newPage();
    await page.goto(`${WEB_URL}/login`);
    await page.getByLabel('Email', { exact: true }).fill(viewer.email);
    await page.getByLabel('Password', { exact: true }).fill(viewer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const prompt = page.getByRole('dialog', { name: 'Our privacy notice has changed' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'I agree' }).click();
    await expectToast(page, PrivacyMessages.consentsUpdated);
    await prompt.waitFor({ state: 'detached' });
    const reply = (await api('GET', '/privacy/consents', { token: viewer.token })).body.data as ConsentsReply;
    expect(reply.current).toMatchObject({ source: 'notice', noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(reply.status.consentNeeded).toBe(false);
    // A reload does not ask again.
    await page.reload();
    await page.locator('.site-main').waitFor();
    await expect(prompt.count()).resolves.toBe(0);
  });
});
