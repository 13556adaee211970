import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BillingMessages, type AuthResult, type Coupon, type Plan, type UserSubscription } from '@streamhub/contracts';
import {
  api,
  apiData,
  closeRpc,
  createVideo,
  DEMO_ADMIN,
  signInAs,
  unique,
  waitFor,
  createPlan,
} from '@streamhub/testkit';
import { createVerifiedAccount, signInNewViewer } from '../src/accounts';
import { ADMIN_URL, browserPerFile, pagePerTest, seedSession } from '../src/browser';
import { choosePlanFromWatchPage } from '../src/ui';

/*
 * Coupons in both apps: an admin creates a code on Manage Coupons; a viewer applies one in the plan
 * dialog, sees the server's price before paying, and pays that price in the sandbox checkout (or
 * nothing, with a 100 % code).
 */

const UI_TIMEOUT = 15_000;

const browser = browserPerFile(closeRpc);
let context: BrowserContext;
let page: Page;
let adminSession: AuthResult;
let plan: Plan;
let showName: string;

const couponCode = (prefix: string) =>
  unique(prefix)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 32);

async function newCoupon(body: Record<string, unknown>): Promise<Coupon> {
  const created = await apiData<{ coupon: Coupon }>(
    'POST',
    '/admin/coupons',
    { token: adminSession.token, body: { code: couponCode('E2EC'), planCodes: [plan.code], ...body } },
    201,
  );
  return created.coupon;
}

async function mySubscriptions(token: string): Promise<UserSubscription[]> {
  return (await apiData<{ subscriptions: UserSubscription[] }>('GET', '/subscriptions/mine', { token })).subscriptions;
}

const dialog = () => page.getByRole('dialog', { name: 'Subscription Required' });
const subscribeButton = () => dialog().getByRole('button', { name: /^Subscribe/ });

async function applyCoupon(code: string): Promise<void> {
  await dialog().getByLabel('Coupon code').fill(code);
  await dialog().getByRole('button', { name: 'Apply' }).click();
}

beforeAll(async () => {
  adminSession = await signInAs(DEMO_ADMIN);
  plan = await createPlan(adminSession.token, {
    code: unique('E2E_CPN_').toUpperCase(),
    title: unique('Coupon Pass '),
    price: 199,
    durationDays: 30,
    scope: 'all',
  });
  showName = unique('E2E COUPON SHOW ').toUpperCase();
  await createVideo({ videoTitle: `${showName} 1`, genre: 'DRAMA', episodeName: showName, episodeSeq: 1 });
});

pagePerTest(browser, (p, c) => ([page, context] = [p, c]), { timeoutMs: UI_TIMEOUT });

describe('coupons in the plan dialog', () => {
  it('shows the discounted price from the server and charges it in the checkout', async () => {
    const coupon = await newCoupon({ kind: 'percent', value: 20 });
    const { token } = await signInNewViewer(context, 'e2e-coupon');
    await choosePlanFromWatchPage(page, showName, plan.title);
    await expect(subscribeButton().textContent()).resolves.toContain('₹199.00');

    await applyCoupon(coupon.code.toLowerCase());
    const price = dialog().getByTestId('coupon-price');
    await price.waitFor();
    await expect(price.textContent()).resolves.toMatch(/₹199\.00\s*₹159\.20/);
    await expect(subscribeButton().textContent()).resolves.toContain('₹159.20');

    await subscribeButton().click();
    const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
    await checkout.waitFor();
    await expect(checkout.textContent()).resolves.toContain('159.20');
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Successfully subscribed to ${plan.title}!` })
      .waitFor();
    const [sub] = await waitFor(async () => {
      const subs = await mySubscriptions(token);
      return subs.length === 1 && subs;
    });
    expect(sub).toMatchObject({ amount: 159.2, plan: { code: plan.code } });
  });

  it('says why a code is refused, and grants the plan without a checkout for a 100 % code', async () => {
    const expired = await newCoupon({
      kind: 'percent',
      value: 50,
      validFrom: new Date(Date.now() - 7_200_000).toISOString(),
      validUntil: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const free = await newCoupon({ kind: 'percent', value: 100 });
    const { token } = await signInNewViewer(context, 'e2e-coupon');
    await choosePlanFromWatchPage(page, showName, plan.title);

    await applyCoupon(expired.code);
    await dialog()
      .getByRole('alert')
      .filter({ hasText: BillingMessages.couponExpired(expired.code) })
      .waitFor();
    await expect(subscribeButton().textContent()).resolves.toContain('₹199.00');

    await applyCoupon(free.code);
    await dialog().getByTestId('coupon-price').filter({ hasText: 'no payment needed' }).waitFor();
    await subscribeButton().click();
    await page
      .getByRole('status')
      .filter({ hasText: `Successfully subscribed to ${plan.title}!` })
      .waitFor();
    await expect(page.getByRole('dialog', { name: 'Sandbox checkout' }).count()).resolves.toBe(0);
    const subs = await mySubscriptions(token);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ amount: 0, status: 'active' });
  });
});

describe('Manage Coupons in admin-web', () => {
  it('creates a code from the sidebar page and lists its redemptions', async () => {
    await seedSession(context, adminSession);
    await page.goto(`${ADMIN_URL}/admin`);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
    await page.getByRole('heading', { name: 'Manage Coupons' }).waitFor();

    const code = couponCode('E2EADM');
    await page.getByRole('button', { name: '+ Create Coupon' }).click();
    const form = page.getByRole('dialog', { name: 'Create Coupon' });
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await form.getByLabel('Coupon Code').fill(code);
    await form.getByLabel('Discount Type').selectOption('flat');
    await form.getByLabel('Amount Off (₹)', { exact: true }).fill('50');
    await form.getByLabel('Total Redemptions (empty: no cap)').fill('100');
    await form.getByLabel(new RegExp(`${plan.code}`)).check();
    await form.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('status').filter({ hasText: BillingMessages.couponCreated }).waitFor();

    const row = page.locator(`tr[data-coupon-code="${code}"]`);
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/₹50\.00 off.*0 redeemed.*cap 100.*Active/s);
    const stored = (
      await apiData<{ coupons: Coupon[] }>('GET', '/admin/coupons', { token: adminSession.token })
    ).coupons.find((c) => c.code === code);
    expect(stored).toMatchObject({ kind: 'flat', value: 50, maxRedemptions: 100, planCodes: [plan.code] });

    // A viewer uses it; the redemptions dialog lists them.
    const buyer = await createVerifiedAccount('e2e-coupon-used');
    const ordered = await api('POST', '/subscriptions/order/by-episode-name', {
      token: buyer.token,
      body: { planCode: plan.code, episodeName: 'all', couponCode: code },
    });
    expect(ordered.body.data.order.amount).toBe(14_900);
    await row.getByRole('button', { name: `Redemptions of ${code}` }).click();
    const listed = page.getByRole('dialog', { name: `Redemptions · ${code}` });
    await listed.locator(`tr[data-redemption-email="${buyer.email}"]`).waitFor();
    await expect(listed.textContent()).resolves.toMatch(/Held \(unpaid\)/);
  });
});
