import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Plan } from '@streamhub/contracts';
import { closeRpc, createPlan, DEMO_ADMIN, signInAs, unique } from '@streamhub/testkit';
import { signInNewViewer } from '../src/accounts';
import { browserPerFile, pagePerTest, WEB_URL } from '../src/browser';
import { waitForPath } from '../src/ui';

/* The plans page: prices for everyone before Play, from the menu; choosing one opens the plan dialog. */

const UI_TIMEOUT = 15_000;
const browser = browserPerFile();
let page: Page;
let context: BrowserContext;
let plan: Plan;
pagePerTest(browser, (p, c) => ([page, context] = [p, c]), { timeoutMs: UI_TIMEOUT });

beforeAll(async () => {
  const admin = await signInAs(DEMO_ADMIN);
  plan = await createPlan(admin.token, { title: unique('E2E Plans Page '), price: 77, scope: 'all', screens: 2 });
});

afterAll(async () => {
  await closeRpc();
});

const planCard = () => page.getByRole('list', { name: 'Plans' }).getByRole('listitem', { name: plan.title });

describe('the plans page', () => {
  it('a guest opens Plans from the menu, sees each plan with its price, and is asked to sign in to choose', async () => {
    await page.goto(`${WEB_URL}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' }).click();
    await waitForPath(page, '/plans');
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    await planCard().waitFor();
    const text = await planCard().textContent();
    expect(text).toContain('₹77.00');
    expect(text).toContain('2 screens at a time');
    await planCard().getByRole('button', { name: 'Choose plan' }).click();
    await waitForPath(page, '/login');
  });

  it('a signed-in viewer chooses a plan and gets the plan dialog with it chosen', async () => {
    await signInNewViewer(context, 'e2e-plans');
    await page.goto(`${WEB_URL}/plans`);
    await planCard().getByRole('button', { name: 'Choose plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
    await dialog.waitFor();
    const radio = dialog.getByRole('radio', { name: new RegExp(plan.title) });
    await expect.poll(() => radio.isChecked(), { timeout: UI_TIMEOUT }).toBe(true);
    await expect(dialog.getByRole('button', { name: /^Subscribe/ }).isEnabled()).resolves.toBe(true);
  });
});
