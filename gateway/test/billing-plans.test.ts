import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BillingMessages, type Plan } from '@streamhub/contracts';
import { api, DEMO_ADMIN, signInAs, signUpVerifiedUser, unique } from '@streamhub/testkit';
import { expectError } from './api-assertions';

let admin: string;
let viewer: string;

const planBody = (over: Record<string, unknown> = {}) => ({
  code: unique('PLAN_').toUpperCase(),
  title: 'Test Pass',
  price: 79.5,
  durationDays: 14,
  scope: 'episode',
  description: 'For tests',
  ...over,
});

async function createPlan(over: Record<string, unknown> = {}): Promise<Plan> {
  const res = await api('POST', '/subscriptions/plans', { token: admin, body: planBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(BillingMessages.planCreated);
  return res.body.data.plan;
}

async function listedCodes(token?: string): Promise<string[]> {
  const res = await api('GET', '/subscriptions/plans', { token });
  expect(res.status).toBe(200);
  return (res.body.data.plans as Plan[]).map((p) => p.code);
}

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  const email = `${unique('viewer')}@test.local`;
  viewer = (await signUpVerifiedUser({ name: 'Plan Viewer', email, mobile: '9876543210', password: 'viewer-pass' }))
    .token;
});

describe('plans', () => {
  it('are there on a new local stack: billing creates the defaults at start (SEED_DEMO_PLANS), so a viewer can subscribe at once', async () => {
    // The test command starts a stack with fresh data; billing logs what its seeder did.
    const log = readFileSync(join(process.env.STACK_DIR ?? '.stack-test', 'logs', 'billing.log'), 'utf8');
    expect(log).toContain('demo plans: 5 default plans created');
    const offered = await listedCodes();
    for (const code of ['EPISODE_7DAY', 'EPISODE_14DAY', 'ALL_30DAY', 'ALL_365DAY', 'ALL_30DAY_ADS'])
      expect(offered).toContain(code);
  });

  it('seeds the default INR plans once, however often it is called', async () => {
    const first = await api('POST', '/subscriptions/seed', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(BillingMessages.plansSeeded);
    const again = await api('POST', '/subscriptions/seed', { token: admin });
    expect(again.body.data.created).toBe(0);
    const codes = (again.body.data.plans as Plan[]).map((p) => p.code);
    for (const code of ['EPISODE_7DAY', 'EPISODE_14DAY', 'ALL_30DAY', 'ALL_365DAY', 'ALL_30DAY_ADS']) {
      expect(codes.filter((c) => c === code)).toHaveLength(1);
    }
  });

  it('creates a plan with the price in rupees and the code upper-cased; a second one with that code is a 409', async () => {
    const code = unique('dup_');
    const plan = await createPlan({ code, price: 19.99, scope: undefined });
    expect(plan).toMatchObject({
      code: code.toUpperCase(),
      price: 19.99,
      scope: 'episode',
      active: true,
      popular: false,
    });
    const again = await api('POST', '/subscriptions/plans', {
      token: admin,
      body: planBody({ code: code.toUpperCase() }),
    });
    expectError(again, 409, BillingMessages.planExists(code.toUpperCase()));
  });

  it('sells a quality tier and a number of screens: HD on 2 by default, the default plans from SD on 1 to 4K on 4', async () => {
    expect(await createPlan()).toMatchObject({ maxQuality: 'HD', screens: 2 });
    expect(await createPlan({ maxQuality: '4k', screens: 4 })).toMatchObject({ maxQuality: '4K', screens: 4 });
    const res = await api('GET', '/subscriptions/plans');
    const tiers = Object.fromEntries(
      (res.body.data.plans as Plan[]).map((p) => [p.code, `${p.maxQuality}/${p.screens}`] as const),
    );
    expect(tiers).toMatchObject({ EPISODE_7DAY: 'SD/1', EPISODE_14DAY: 'HD/1', ALL_30DAY: 'HD/2', ALL_365DAY: '4K/4' });
  });

  it('carries a download allowance: 25 titles on 4 devices by default, set and changed by the admin, fewer on the cheaper default plans', async () => {
    expect(await createPlan()).toMatchObject({ downloads: 25, downloadDevices: 4 });
    const plan = await createPlan({ downloads: 0, downloadDevices: 1 });
    expect(plan).toMatchObject({ downloads: 0, downloadDevices: 1 });
    const updated = await api('PUT', `/subscriptions/plans/${plan.code}`, {
      token: admin,
      body: planBody({ code: plan.code, downloads: 100, downloadDevices: 10 }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.plan).toMatchObject({ downloads: 100, downloadDevices: 10 });
    const res = await api('GET', '/subscriptions/plans');
    const allowances = Object.fromEntries(
      (res.body.data.plans as Plan[]).map((p) => [p.code, `${p.downloads}/${p.downloadDevices}`] as const),
    );
    expect(allowances).toMatchObject({ ALL_30DAY: '25/2', ALL_365DAY: '100/4', ALL_30DAY_ADS: '0/1' });
  });

  it('checks the plan form on the server with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: undefined }, BillingMessages.requiredFields],
      [{ title: '  ' }, BillingMessages.requiredFields],
      [{ price: undefined }, BillingMessages.requiredFields],
      [{ durationDays: undefined }, BillingMessages.requiredFields],
      [{ scope: 'season' }, BillingMessages.invalidScope],
      [{ price: -1 }, BillingMessages.invalidPrice],
      [{ price: 10.005 }, BillingMessages.invalidPrice],
      [{ price: '10' }, BillingMessages.invalidPrice],
      [{ durationDays: 0 }, BillingMessages.invalidDuration],
      [{ durationDays: 2.5 }, BillingMessages.invalidDuration],
      [{ code: 'BAD CODE' }, BillingMessages.invalidCode],
      [{ title: 'x'.repeat(121) }, BillingMessages.titleTooLong],
      [{ description: 'x'.repeat(1001) }, BillingMessages.descriptionTooLong],
      [{ maxQuality: 'UHD' }, BillingMessages.invalidQuality],
      [{ maxQuality: 4 }, BillingMessages.invalidQuality],
      [{ screens: 0 }, BillingMessages.invalidScreens],
      [{ screens: 9 }, BillingMessages.invalidScreens],
      [{ screens: '2' }, BillingMessages.invalidScreens],
      [{ downloads: -1 }, BillingMessages.invalidDownloads],
      [{ downloads: 101 }, BillingMessages.invalidDownloads],
      [{ downloads: 2.5 }, BillingMessages.invalidDownloads],
      [{ downloads: '3' }, BillingMessages.invalidDownloads],
      [{ downloadDevices: 0 }, BillingMessages.invalidDownloadDevices],
      [{ downloadDevices: 11 }, BillingMessages.invalidDownloadDevices],
      [{ downloadDevices: 1.5 }, BillingMessages.invalidDownloadDevices],
    ];
    for (const [over, message] of cases) {
      const res = await api('POST', '/subscriptions/plans', { token: admin, body: planBody(over) });
      expectError(res, 400, message);
    }
  });

  it('updates a plan by code, toggles it by id with the spec messages, and hides inactive plans from viewers', async () => {
    const plan = await createPlan();
    const updated = await api('PUT', `/subscriptions/plans/${plan.code}`, {
      token: admin,
      body: planBody({ code: plan.code, title: 'Renamed Pass', price: 99, scope: 'all' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(BillingMessages.planUpdated);
    expect(updated.body.data.plan).toMatchObject({ title: 'Renamed Pass', price: 99, scope: 'all' });

    const off = await api('PATCH', `/subscriptions/plans/${plan._id}/active`, {
      token: admin,
      body: { active: false },
    });
    expect(off.body.message).toBe(BillingMessages.planDeactivated);
    expect(await listedCodes(viewer)).not.toContain(plan.code);
    expect(await listedCodes()).not.toContain(plan.code);
    expect(await listedCodes(admin)).toContain(plan.code);

    const on = await api('PATCH', `/subscriptions/plans/${plan._id}/active`, { token: admin, body: { active: true } });
    expect(on.body.message).toBe(BillingMessages.planActivated);
    expect(await listedCodes(viewer)).toContain(plan.code);
  });

  it('deletes a plan without subscriptions; unknown codes are a 404', async () => {
    const plan = await createPlan();
    const res = await api('DELETE', `/subscriptions/plans/${plan.code}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(BillingMessages.planDeleted);
    expect(await listedCodes(admin)).not.toContain(plan.code);
    expectError(
      await api('DELETE', `/subscriptions/plans/${plan.code}`, { token: admin }),
      404,
      BillingMessages.planNotFound,
    );
    expectError(
      await api('PUT', `/subscriptions/plans/${unique('NONE_')}`, { token: admin, body: planBody() }),
      404,
      BillingMessages.planNotFound,
    );
  });

  it('keeps plan management, the subscription list and the dashboard for admins (403 for viewers, 401 for guests)', async () => {
    const plan = await createPlan();
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/subscriptions/seed'],
      ['POST', '/subscriptions/plans', planBody()],
      ['PUT', `/subscriptions/plans/${plan.code}`, planBody({ code: plan.code })],
      ['DELETE', `/subscriptions/plans/${plan.code}`],
      ['PATCH', `/subscriptions/plans/${plan._id}/active`, { active: false }],
      ['GET', '/admin/subscriptions'],
      ['GET', '/admin/dashboard'],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, { token: viewer, body })).status, `${method} ${path}`).toBe(403);
      expect((await api(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
    expect(await listedCodes(admin)).toContain(plan.code);
  });
});
