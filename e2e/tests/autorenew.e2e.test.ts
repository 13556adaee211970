import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Plan, UserSubscription } from '@streamhub/contracts';
import { api, apiData, closeRpc, createPlan, DEMO_ADMIN, signInAs, unique, waitFor } from '@streamhub/testkit';
import { createVerifiedAccount } from '../src/accounts';
import { launchBrowser, pagePerTest, seedSession, WEB_URL } from '../src/browser';

/*
 * Auto-renew in the viewer app: a recurring plan bought through the sandbox's Checkout for a
 * subscription_id (UPI AutoPay), Profile → Subscriptions with the next charge, and Cancel auto-renew.
 */

const UI_TIMEOUT = 15_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let plan: Plan;

/** A date as Profile prints subscription dates (India's time zone, en-US short month). */
const istDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signInAs(DEMO_ADMIN);
  plan = await createPlan(admin.token, {
    code: unique('E2E_AUTO_').toUpperCase(),
    title: unique('Monthly Auto '),
    price: 149,
    durationDays: 30,
    scope: 'all',
    recurring: true,
  });
});

afterAll(async () => {
  await browser?.close();
  await closeRpc();
});

pagePerTest(
  () => browser,
  (p, c) => ([page, context] = [p, c]),
  { timeoutMs: UI_TIMEOUT },
);

const mine = async (token: string) =>
  (await apiData<{ subscriptions: UserSubscription[] }>('GET', '/subscriptions/mine', { token })).subscriptions;

describe('auto-renew in the viewer app', () => {
  it('buys a recurring plan through the checkout, shows the next charge, and cancels auto-renew', async () => {
    const viewer = await createVerifiedAccount('e2e-autorenew');
    const me = await api('GET', '/auth/me', { token: viewer.token });
    await seedSession(context, { token: viewer.token, user: me.body.data.user ?? me.body.data });

    await page.goto(`${WEB_URL}/subscriptions?renew=${encodeURIComponent(plan.code)}`);
    const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
    await dialog.waitFor();
    const chosen = dialog.getByRole('radio', { name: new RegExp(plan.title) });
    await expect.poll(() => chosen.isChecked(), { timeout: UI_TIMEOUT }).toBe(true);
    const option = dialog.locator('label', { hasText: plan.title });
    await expect(option.getByTestId('plan-renewal').textContent()).resolves.toBe('Renews every 30 days');
    // Coupons do not apply to auto-renewing plans.
    await expect(dialog.getByLabel('Coupon code').isDisabled()).resolves.toBe(true);

    await dialog.getByRole('button', { name: /^Subscribe/ }).click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.waitFor();
    await expect(checkout.textContent()).resolves.toContain('Auto-renewing subscription');
    await checkout.getByRole('radio', { name: 'UPI AutoPay' }).check();
    await checkout.getByRole('button', { name: 'Authorise' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Successfully subscribed to ${plan.title}!` })
      .waitFor();
    const [sub] = await waitFor(async () => {
      const subs = await mine(viewer.token);
      return subs.length === 1 && subs;
    });
    expect(sub).toMatchObject({ recurring: true, autoRenew: 'on', plan: { code: plan.code } });

    await page.goto(`${WEB_URL}/profile?tab=subscriptions`);
    const item = page.getByTestId('subscription-item').filter({ hasText: plan.title });
    const line = item.getByTestId('auto-renew-line');
    await expect
      .poll(() => line.textContent(), { timeout: UI_TIMEOUT })
      .toBe(`Auto-renews on ${istDate(sub!.nextChargeAt!)} · next charge ₹149.00`);

    await item.getByRole('button', { name: 'Cancel auto-renew' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel auto-renew?' });
    await confirm.waitFor();
    await expect(confirm.textContent()).resolves.toContain(istDate(sub!.endAt));
    await confirm.getByRole('button', { name: 'Cancel auto-renew' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect
      .poll(() => line.textContent(), { timeout: UI_TIMEOUT })
      .toBe(`Auto-renew is off; access until ${istDate(sub!.endAt)}`);
    await expect(item.getByRole('button', { name: 'Cancel auto-renew' }).count()).resolves.toBe(0);
    expect((await mine(viewer.token))[0]).toMatchObject({ autoRenew: 'off', endAt: sub!.endAt, status: 'active' });
  });
});
