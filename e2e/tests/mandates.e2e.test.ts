import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { AuthResult, OrderReply, PaymentReply, Plan, UserSubscription } from '@streamhub/contracts';
import {
  apiData,
  closeRpc,
  createPlan,
  DEMO_ADMIN,
  newViewer,
  sandboxApi,
  signInAs,
  subscribeInSandbox,
  unique,
  waitFor,
} from '@streamhub/testkit';
import { signInNewViewer } from '../src/accounts';
import { ADMIN_URL, browserPerFile, pagePerTest, seedSession, WEB_URL } from '../src/browser';
import { openRenewLink } from '../src/ui';

/*
 * Recurring plans on screen: the trial plan's button says what is charged today and when the
 * first charge comes; a refunded plan reads cancelled and refunded on Profile → Subscriptions;
 * admins run the mandate mismatch report and see the provider's state beside ours.
 */

const UI_TIMEOUT = 15_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const browser = browserPerFile(closeRpc);
let context: BrowserContext;
let page: Page;
let admin: AuthResult;
let trialPlan: Plan;
let weekly: Plan;

/** A date as the web app prints it (India's time zone, en-US short month). */
const istDate = (at: number) =>
  new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });

beforeAll(async () => {
  admin = await signInAs(DEMO_ADMIN);
  trialPlan = await createPlan(admin.token, {
    code: unique('E2E_TRIAL_').toUpperCase(),
    title: unique('Trial Auto '),
    price: 99,
    durationDays: 7,
    scope: 'all',
    recurring: true,
    trialDays: 5,
  });
  weekly = await createPlan(admin.token, {
    code: unique('E2E_WEEKLY_').toUpperCase(),
    title: unique('Weekly Auto '),
    price: 10,
    durationDays: 7,
    scope: 'all',
    recurring: true,
  });
});

pagePerTest(browser, (p, c) => ([page, context] = [p, c]), { timeoutMs: UI_TIMEOUT });

const mine = async (token: string) =>
  (await apiData<{ subscriptions: UserSubscription[] }>('GET', '/subscriptions/mine', { token })).subscriptions;

/** `token`'s mandate for `plan`, authorised in the sandbox; `webhook: false` withholds its webhooks. */
async function subscribeByApi(token: string, plan: Plan, { webhook = true } = {}) {
  const reply = await apiData<OrderReply>('POST', '/subscriptions/order/by-episode-name', {
    token,
    body: { planCode: plan.code, episodeName: 'all' },
  });
  const paid = await subscribeInSandbox(reply.subscription!.id, { webhook });
  await apiData<PaymentReply>('POST', '/subscriptions/auto-renew/confirm', { token, body: paid });
  return paid;
}

describe('recurring plans in the viewer app', () => {
  it("the trial plan's button says ₹0 today and the first charge's amount and date", async () => {
    await signInNewViewer(context, 'e2e-trial');
    const before = Date.now();
    const dialog = await openRenewLink(page, trialPlan);
    const button = dialog.getByRole('button', { name: /^Start free trial/ });
    const text = await button.textContent();
    // The first charge falls when the 5-day trial ends (the day read either side of the render).
    const expected = [before, Date.now()].map(
      (at) => `Start free trial · ₹0 today, ₹99.00 on ${istDate(at + 5 * DAY_MS)}`,
    );
    expect(expected).toContain(text);
  });

  it('a refunded plan shows as cancelled and refunded on Profile → Subscriptions, with no cancel action', async () => {
    const viewer = await signInNewViewer(context, 'e2e-refunded');
    const paid = await subscribeByApi(viewer.token, weekly);
    await sandboxApi('POST', `/v1/payments/${paid.razorpay_payment_id}/refund`, {});
    await waitFor(async () => (await mine(viewer.token))[0]?.status === 'cancelled', {
      timeoutMs: 20_000,
      what: 'the subscription cancelled by the refund',
    });

    await page.goto(`${WEB_URL}/profile?tab=subscriptions`);
    const item = page.getByTestId('subscription-item').filter({ hasText: weekly.title });
    await expect.poll(() => item.locator('.status-pill').textContent(), { timeout: UI_TIMEOUT }).toBe('cancelled');
    await expect(item.getByTestId('refund-line').textContent()).resolves.toBe('Refunded ₹10.00');
    await expect(item.getByTestId('auto-renew-line').textContent()).resolves.toMatch(/^Auto-renew is off/);
    await expect(item.getByRole('button', { name: 'Cancel auto-renew' }).count()).resolves.toBe(0);
    await expect(item.getByRole('button', { name: 'Renew' }).count()).resolves.toBe(1);
  });
});

describe('mandate mismatch report in admin-web', () => {
  it("runs the report, lists the mismatch, and shows the provider's state beside ours in the list", async () => {
    // Renewing here, cancelled at the provider with its webhook lost.
    const viewer = await newViewer();
    const paid = await subscribeByApi(viewer.token, weekly, { webhook: false });
    const providerId = paid.razorpay_subscription_id;
    await sandboxApi('POST', `/v1/subscriptions/${providerId}/cancel`, {});

    await seedSession(context, admin);
    await page.goto(`${ADMIN_URL}/admin/subscriptions`);
    await page.getByRole('tab', { name: 'User Subscriptions' }).click();
    await page.getByRole('button', { name: 'Run mandate report' }).click();
    await page.getByRole('status').filter({ hasText: 'Mandate report ready' }).waitFor({ timeout: 60_000 });
    const mismatch = page.locator(`[data-testid="mandate-mismatch"][data-provider-subscription="${providerId}"]`);
    await expect(mismatch.textContent()).resolves.toMatch(/active · auto-renew on.*cancelled.*no charge will come/);

    await page.getByRole('searchbox', { name: 'Search' }).fill(viewer.email);
    const row = page.locator(`tr[data-subscription-email="${viewer.email}"]`);
    await expect.poll(() => row.getByTestId('provider-state').textContent(), { timeout: UI_TIMEOUT }).toBe('cancelled');
    await expect(row.textContent()).resolves.toContain('On');
  });
});
