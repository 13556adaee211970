import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingMessages,
  type Coupon,
  type MyPaymentsReply,
  type OrderReply,
  type Plan,
  type Receipt,
} from '@streamhub/contracts';
import {
  api,
  apiData,
  closeRpc,
  DEMO_ADMIN,
  mailsTo,
  payInSandbox,
  relayedCapture,
  signInAs,
  unique,
  waitFor,
  type CaughtMail,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { createPlan, mine, newViewer, order } from './billing-helpers';

let admin: string;
let monthPlan: Plan;
let dayPlan: Plan;

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  monthPlan = await createPlan(admin, { price: 199, scope: 'all', durationDays: 30 });
  dayPlan = await createPlan(admin, { price: 29, scope: 'all', durationDays: 1 });
});

afterAll(async () => {
  await closeRpc();
});

const payments = async (token: string) =>
  (await apiData<MyPaymentsReply>('GET', '/subscriptions/payments', { token })).payments;

async function mailWith(email: string, subject: RegExp): Promise<CaughtMail> {
  return waitFor(async () => (await mailsTo(email)).find((m) => subject.test(m.subject)), {
    timeoutMs: 20_000,
    what: `a mail "${subject}" to ${email}`,
  });
}

/** A new viewer buys `plan` (optionally with a coupon) and pays it in the sandbox (its webhook grants it). */
async function buy(
  plan: Plan,
  couponCode?: string,
  before?: (viewer: Awaited<ReturnType<typeof newViewer>>) => Promise<void>,
) {
  const viewer = await newViewer();
  await before?.(viewer);
  const reply = couponCode
    ? await apiData<OrderReply>('POST', '/subscriptions/order/by-episode-name', {
        token: viewer.token,
        body: { planCode: plan.code, episodeName: 'all', couponCode },
      })
    : await order(viewer.token, plan.code, 'all');
  const paid = await payInSandbox(reply.order!.id);
  await waitFor(async () => (await mine(viewer.token)).length === 1, { what: 'the subscription granted' });
  return { ...viewer, reply, paid };
}

describe('receipts', () => {
  it('mails a numbered receipt per charge with the GST included shown separately, and lists it with a receipt of its own', async () => {
    const buyer = await buy(monthPlan);
    const mail = await mailWith(buyer.email, /^Your StreamHub receipt SH-\d{4}-\d{6}$/);
    const number = mail.subject.replace('Your StreamHub receipt ', '');
    expect(mail.text).toContain(`Receipt number: ${number}`);
    expect(mail.text).toContain(`Plan: ${monthPlan.title} (${monthPlan.code})`);
    // ₹199.00 with 18 % GST included: 19900 × 18 / 118 = 3035.59 → ₹30.36 GST, ₹168.64 taxable.
    expect(mail.text).toContain('Amount paid: ₹199.00 (GST included)');
    expect(mail.text).toContain('GST @ 18% (included): ₹30.36');
    expect(mail.text).toContain('Taxable value: ₹168.64');
    expect(mail.text).toContain(`Payment ID: ${buyer.paid.razorpay_payment_id}`);
    expect(mail.text).toMatch(/GSTIN: \S+/);
    expect(mail.text).toContain(`/receipts/${number}`);

    const [listed] = await payments(buyer.token);
    expect(listed).toMatchObject({
      number,
      paymentId: buyer.paid.razorpay_payment_id,
      orderId: buyer.reply.order!.id,
      amount: 199,
      gst: 30.36,
      taxableValue: 168.64,
      gstRatePercent: 18,
      planCode: monthPlan.code,
      customerEmail: buyer.email,
      // A GST tax invoice: the seller's address and state, the service's SAC code, the place of
      // supply (the seller's state while the buyer's is not on record).
      sellerAddress: expect.stringMatching(/\S/),
      sellerState: 'Karnataka',
      sacCode: '998433',
      buyerState: null,
      buyerGstin: null,
      placeOfSupply: 'Karnataka',
    });
    const [sub] = await mine(buyer.token);
    expect(listed!.periodStart).toBe(sub!.startAt);
    expect(listed!.periodEnd).toBe(sub!.endAt);
    const one = await apiData<{ receipt: Receipt }>('GET', `/subscriptions/payments/${number}`, { token: buyer.token });
    expect(one.receipt).toEqual(listed);

    // The same capture reported again issues nothing new; someone else cannot read the receipt.
    const replay = await api('POST', '/subscriptions/webhook', { body: relayedCapture(buyer.paid, 19_900) });
    expect(replay.status).toBe(200);
    expect(await payments(buyer.token)).toHaveLength(1);
    const other = await newViewer();
    expectError(
      await api('GET', `/subscriptions/payments/${number}`, { token: other.token }),
      404,
      BillingMessages.receiptNotFound,
    );
    expect(await payments(other.token)).toEqual([]);
  });

  it("prints the buyer's state as the place of supply and a business buyer's checked GSTIN", async () => {
    const put = (token: string, body: unknown) => api('PUT', '/subscriptions/invoice-details', { token, body });
    const buyer = await buy(dayPlan, undefined, async (viewer) => {
      expect(await apiData('GET', '/subscriptions/invoice-details', { token: viewer.token })).toEqual({
        state: null,
        stateName: null,
        gstin: null,
      });
      // Refused: a state that is not one, a GSTIN with a wrong check character, one of another state.
      expectError(await put(viewer.token, { state: '99' }), 400, BillingMessages.invalidBuyerState);
      expectError(
        await put(viewer.token, { state: '27', gstin: '27AAPFU0939F1ZW' }),
        400,
        BillingMessages.invalidGstin,
      );
      expectError(
        await put(viewer.token, { state: '29', gstin: '27AAPFU0939F1ZV' }),
        400,
        BillingMessages.gstinStateMismatch,
      );
      const saved = await put(viewer.token, { state: '27', gstin: ' 27aapfu0939f1zv ' });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ state: '27', stateName: 'Maharashtra', gstin: '27AAPFU0939F1ZV' });
    });
    const [receipt] = await waitFor(
      async () => {
        const listed = await payments(buyer.token);
        return listed.length === 1 ? listed : undefined;
      },
      { what: 'the receipt' },
    );
    expect(receipt).toMatchObject({
      buyerState: 'Maharashtra',
      buyerGstin: '27AAPFU0939F1ZV',
      placeOfSupply: 'Maharashtra',
      sellerState: 'Karnataka',
    });
    expect((await api('PUT', '/subscriptions/invoice-details', { body: { state: '27' } })).status).toBe(401);
  });

  it('shows the coupon and charges the discounted amount on the receipt; a free grant has none', async () => {
    const code = unique('RCPT')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 32);
    await apiData<{ coupon: Coupon }>(
      'POST',
      '/admin/coupons',
      { token: admin, body: { code, kind: 'flat', value: 20 } },
      201,
    );
    const buyer = await buy(monthPlan, code);
    const mail = await mailWith(buyer.email, /^Your StreamHub receipt /);
    expect(mail.text).toContain('Amount paid: ₹179.00 (GST included)');
    expect(mail.text).toContain(`Coupon: ${code} (−₹20.00)`);
    expect((await payments(buyer.token))[0]).toMatchObject({ amount: 179, couponCode: code, discount: 20 });

    const freeCode = `${code.slice(0, 28)}FREE`;
    await apiData(
      'POST',
      '/admin/coupons',
      { token: admin, body: { code: freeCode, kind: 'percent', value: 100 } },
      201,
    );
    const taker = await newViewer();
    await apiData<OrderReply>('POST', '/subscriptions/order/by-episode-name', {
      token: taker.token,
      body: { planCode: monthPlan.code, episodeName: 'all', couponCode: freeCode },
    });
    expect(await mine(taker.token)).toHaveLength(1);
    expect(await payments(taker.token)).toEqual([]);
  });
});

describe('renewal reminders', () => {
  it('mails a Renew link once a plan is within 3 days of its end, and not for one ending later', async () => {
    const later = await buy(monthPlan);
    const soon = await buy(dayPlan);
    const reminder = await mailWith(soon.email, /^Your StreamHub plan ends on /);
    expect(reminder.text).toContain(`Your StreamHub plan ${dayPlan.title} ends on`);
    expect(reminder.text).toMatch(new RegExp(`Renew: https?://\\S+/subscriptions\\?renew=${dayPlan.code}`));
    // The pass that reminded the later buyer's neighbour saw the month plan too, and left it alone.
    expect((await mailsTo(later.email)).map((m) => m.subject).filter((s) => /ends on/.test(s))).toEqual([]);
    expect((await mailsTo(soon.email)).filter((m) => /ends on/.test(m.subject))).toHaveLength(1);
  });
});
