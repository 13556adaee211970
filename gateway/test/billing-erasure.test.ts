import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPaymentsReply, Plan, Receipt } from '@streamhub/contracts';
import { api, apiData, closeRpc, DEMO_ADMIN, mailsTo, payInSandbox, signInAs, waitFor } from '@streamhub/testkit';
import { createPlan, mine, newViewer, order } from './billing-helpers';

// Receipts after erasure (issue 44): the tax record stays, the person's name and e-mail go.

let admin: string;
let plan: Plan;

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  plan = await createPlan(admin, { price: 118, scope: 'all', durationDays: 30 });
});

afterAll(async () => {
  await closeRpc();
});

const receipt = async (number: string) =>
  (await apiData<{ receipt: Receipt }>('GET', `/subscriptions/payments/${number}`, { token: admin })).receipt;

describe('receipts after erasure', () => {
  it('keep number, amounts, GST and dates, and lose the customer name and e-mail once the account is erased', async () => {
    const viewer = await newViewer();
    await payInSandbox((await order(viewer.token, plan.code, 'all')).order!.id);
    await waitFor(async () => (await mine(viewer.token)).length === 1, { what: 'the subscription granted' });
    await waitFor(async () => (await mailsTo(viewer.email)).some((m) => /^Your StreamHub receipt /.test(m.subject)), {
      timeoutMs: 20_000,
      what: 'the receipt mail',
    });
    const [listed] = (await apiData<MyPaymentsReply>('GET', '/subscriptions/payments', { token: viewer.token }))
      .payments;
    const before = await receipt(listed!.number);
    expect(before).toMatchObject({ customerEmail: viewer.email, amount: 118, gst: 18, taxableValue: 100 });

    const res = await api('POST', '/auth/account/deletion', {
      token: viewer.token,
      body: { password: viewer.password },
    });
    expect(res.status).toBe(201);
    // The stack erases after ACCOUNT_DELETION_GRACE_SECONDS (a few seconds under test).
    const after = await waitFor(
      async () => {
        const current = await receipt(listed!.number);
        return current.customerEmail === null ? current : undefined;
      },
      { timeoutMs: 60_000, what: 'the receipt without the person' },
    );
    expect(after).toEqual({ ...before, customerName: null, customerEmail: null });
  });
});
