import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Plan, UserSubscription } from '@streamhub/contracts';
import { apiData, closeRpc, createPlan, DEMO_ADMIN, signInAs, unique, waitFor } from '@streamhub/testkit';
import { signInNewViewer } from '../src/accounts';
import { browserPerFile, pagePerTest, WEB_URL } from '../src/browser';
import { openRenewLink } from '../src/ui';

/*
 * Auto-renew in the viewer app: a recurring plan bought through the sandbox's Checkout for a
 * subscription_id (UPI AutoPay), Profile → Subscriptions with the next charge, and Cancel auto-renew.
 */

const UI_TIMEOUT = 15_000;

const browser = browserPerFile(closeRpc);
let context: BrowserContext;
let page: Page;
let plan: Plan;

/** A date as Profile prints subscription dates (India's time zone, en-US short month). */
const istDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });

beforeAll(async () => {
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

pagePerTest(browser, (p, c) => ([page, context] = [p, c]), { timeoutMs: UI_TIMEOUT });

const mine = async (token: string) =>
  (await apiData<{ subscriptions: UserSubscription[] }>('GET', '/subscriptions/mine', { token })).subscriptions;

describe('auto-renew in the viewer app', () => {
  it('buys a recurring plan through the checkout, shows the next charge, and cancels auto-renew', async () => {
    const viewer = await signInNewViewer(context, 'e2e-autorenew');

    const dialog = await openRenewLink(page, plan);
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
