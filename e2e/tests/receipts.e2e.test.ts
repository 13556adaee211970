import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BillingMessages, type Plan } from '@streamhub/contracts';
import { api, closeRpc, DEMO_ADMIN, payInSandbox, signInAs, unique, waitFor, createPlan } from '@streamhub/testkit';
import { createVerifiedAccount, sessionOf, signInNewViewer } from '../src/accounts';
import { browserPerFile, pagePerTest, seedSession, WEB_URL } from '../src/browser';
import { openRenewLink } from '../src/ui';

/* Profile → Subscriptions lists each payment; its receipt page shows the GST line and prints. */

const browser = browserPerFile(closeRpc);
let context: BrowserContext;
let page: Page;
let plan: Plan;

beforeAll(async () => {
  const admin = await signInAs(DEMO_ADMIN);
  plan = await createPlan(admin.token, {
    code: unique('E2E_RCPT_').toUpperCase(),
    title: unique('Receipt Pass '),
    price: 118,
    durationDays: 30,
    scope: 'all',
  });
});

pagePerTest(browser, (p, c) => ([page, context] = [p, c]), { timeoutMs: 15_000 });

describe('payments on the profile', () => {
  it('lists a payment and opens its printable tax invoice with the GST shown separately, fitting 360 px', async () => {
    const buyer = await createVerifiedAccount('e2e-receipt');
    const ordered = await api('POST', '/subscriptions/order/by-episode-name', {
      token: buyer.token,
      body: { planCode: plan.code, episodeName: 'all' },
    });
    const paid = await payInSandbox(ordered.body.data.order.id);
    await waitFor(
      async () => (await api('GET', '/subscriptions/payments', { token: buyer.token })).body.data.payments.length === 1,
      {
        what: 'the receipt',
      },
    );
    await seedSession(context, await sessionOf(buyer.token));

    await page.goto(`${WEB_URL}/profile?tab=subscriptions`);
    const item = page.getByTestId('payment-item').filter({ hasText: plan.title });
    await item.waitFor();
    await expect(item.textContent()).resolves.toMatch(/SH-\d{4}-\d{6}.*₹118\.00/s);
    await item.getByRole('link', { name: 'Receipt' }).click();

    const receipt = page.getByRole('article', { name: /^Receipt SH-/ });
    await receipt.waitFor();
    const text = await receipt.textContent();
    // ₹118.00 with 18 % GST included is ₹100.00 taxable and ₹18.00 GST.
    expect(text).toMatch(/Taxable value\s*₹100\.00/);
    expect(text).toMatch(/GST @ 18% \(included\)\s*₹18\.00/);
    expect(text).toMatch(/Amount paid\s*₹118\.00/);
    expect(text).toContain(paid.razorpay_payment_id);
    // A GST tax invoice: the seller's address and state, the service's SAC code, the place of supply.
    expect(text).toContain('Tax invoice');
    expect(text).toMatch(/Bengaluru \d{6} · Karnataka/);
    expect(text).toContain('On-line video content (998433)');
    expect(text).toMatch(/Buyer's state\s*Not given/);
    expect(text).toMatch(/Place of supply\s*Karnataka/);

    // On a 360 px phone the whole receipt (e-mail, plan, period, ids) stays on the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect
      .poll(() => receipt.evaluate((el) => Math.round(el.getBoundingClientRect().right)))
      .toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const clipped = await receipt.evaluate((el) =>
      [...el.querySelectorAll('dd, p, code, strong')]
        .filter((node) => node.getBoundingClientRect().right > 360.5 || node.scrollWidth > node.clientWidth + 1)
        .map((node) => node.textContent),
    );
    expect(clipped).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(receipt.isVisible()).resolves.toBe(true);
  });

  it("takes the buyer's state and a checked GSTIN in Invoice details, and prints them on the next receipt", async () => {
    const buyer = await createVerifiedAccount('e2e-gstin');
    await seedSession(context, await sessionOf(buyer.token));
    await page.goto(`${WEB_URL}/profile?tab=subscriptions`);
    const form = page.getByRole('form', { name: 'Invoice details' });
    await form.getByLabel('State').selectOption({ label: 'Maharashtra' });
    // A GSTIN with a wrong check character is refused by the server's check.
    await form.getByLabel('GSTIN (businesses, optional)').fill('27AAPFU0939F1ZW');
    await form.getByRole('button', { name: 'Save invoice details' }).click();
    await page.getByText(BillingMessages.invalidGstin).waitFor();
    await form.getByLabel('GSTIN (businesses, optional)').fill('27aapfu0939f1zv');
    await form.getByRole('button', { name: 'Save invoice details' }).click();
    await page.getByText('Invoice details saved').waitFor();

    const ordered = await api('POST', '/subscriptions/order/by-episode-name', {
      token: buyer.token,
      body: { planCode: plan.code, episodeName: 'all' },
    });
    await payInSandbox(ordered.body.data.order.id);
    const number = await waitFor(
      async () =>
        (await api('GET', '/subscriptions/payments', { token: buyer.token })).body.data.payments[0]?.number as
          string | undefined,
      { what: 'the receipt' },
    );
    await page.goto(`${WEB_URL}/receipts/${number}`);
    const receipt = page.getByRole('article', { name: /^Receipt SH-/ });
    await receipt.waitFor();
    const text = await receipt.textContent();
    expect(text).toMatch(/Buyer's state\s*Maharashtra/);
    expect(text).toContain('27AAPFU0939F1ZV');
    expect(text).toMatch(/Place of supply\s*Maharashtra/);
  });

  it("a reminder's Renew link opens the plan dialog with the plan chosen", async () => {
    await signInNewViewer(context, 'e2e-renew-link');
    const dialog = await openRenewLink(page, plan);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });
});
