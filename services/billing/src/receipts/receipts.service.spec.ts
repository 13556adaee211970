import { describe, expect, it } from 'vitest';
import { BillingMessages, ServiceErrorCode, type Principal } from '@streamhub/contracts';
import type { Mailer, OutgoingMail } from '@streamhub/nest-kit';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { BillingConfig } from '../config';
import type { Customer, CustomersRepository } from '../customers/customers.repository';
import type { NewReceipt, ReceiptRecord, ReceiptsRepository } from './receipts.repository';
import { ReceiptsService, type Charge } from './receipts.service';

const now = new Date('2026-11-26T09:15:00.000Z');
const owner: Principal = { userId: 'u1', email: 'owner@example.com', role: 'user', isAdmin: false };

const charge = (over: Partial<Charge> = {}): Charge => ({
  paymentId: 'pay_1',
  orderId: 'order_1',
  userId: 'u1',
  subscriptionId: 'sub-1',
  planCode: 'MONTHLY',
  planTitle: 'Monthly',
  scope: 'all',
  episodeName: null,
  periodStart: now,
  periodEnd: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
  amountPaise: 19_900,
  couponCode: null,
  discountPaise: 0,
  ...over,
});

const record = (over: Partial<ReceiptRecord> = {}): ReceiptRecord => ({
  ...charge(),
  _id: 'r1',
  number: 'SH-2026-000042',
  issuedAt: now,
  gstRatePercent: 18,
  gstPaise: 3_036,
  gstin: '29ABCDE1234F1Z5',
  sellerName: 'StreamHub Media Pvt Ltd',
  sellerAddress: '1 MG Road, Bengaluru 560001',
  sellerState: 'Karnataka',
  buyerState: null,
  buyerGstin: null,
  mailedAt: null,
  mailingUntil: null,
  customerName: null,
  customerEmail: null,
  createdAt: now,
  updatedAt: now,
  ...over,
});

interface Ports {
  receipts?: Partial<ReceiptsRepository>;
  customers?: Partial<CustomersRepository>;
  mailer?: Partial<Mailer>;
  clock?: () => Date;
}

function service(ports: Ports = {}): ReceiptsService {
  return new ReceiptsService(
    strictFake<ReceiptsRepository>('receipts', ports.receipts),
    strictFake<CustomersRepository>('customers', {
      invoiceDetails: async () => ({ state: null, gstin: null }),
      ...ports.customers,
    }),
    strictFake<Mailer>('mailer', ports.mailer),
    strictFake<BillingConfig>('config', {
      GST_RATE_PERCENT: 18,
      GSTIN: '29ABCDE1234F1Z5',
      SELLER_NAME: 'StreamHub Media Pvt Ltd',
      SELLER_ADDRESS: '1 MG Road, Bengaluru 560001',
      SELLER_STATE: 'Karnataka',
      WEB_APP_URL: 'https://watch.example',
    }),
    ports.clock ?? (() => now),
  );
}

/** A repository with no receipt yet for the payment, handing out `sequence` next. */
function issuing(
  sequence: number,
  created: Array<{ receipt: NewReceipt; number: string }>,
): Partial<ReceiptsRepository> {
  return {
    byPaymentId: async () => null,
    next: async () => sequence,
    createOnce: async (receipt, number) => {
      created.push({ receipt, number });
      return record({ ...receipt, number });
    },
    // The mail goes out after the receipt is stored; nothing is due in these tests.
    claimUnmailed: async () => [],
  };
}

describe('ReceiptsService.issue', () => {
  it.each([
    // GST is included in the price: gst = round(amount × 18 / 118), to the nearest paisa.
    [19_900, 3_036],
    [14_900, 2_273],
    [15_920, 2_428],
    [100, 15],
  ])(
    'splits the GST included in %i paise as %i paise, since a GST invoice shows the tax within the price',
    async (amountPaise, gstPaise) => {
      const created: Array<{ receipt: NewReceipt; number: string }> = [];
      await service({ receipts: issuing(7, created) }).issue(charge({ amountPaise }));
      expect(created[0]!.receipt).toMatchObject({
        amountPaise,
        gstPaise,
        gstRatePercent: 18,
        gstin: '29ABCDE1234F1Z5',
        sellerName: 'StreamHub Media Pvt Ltd',
        issuedAt: now,
      });
    },
  );

  it.each([
    [42, now, 'SH-2026-000042'],
    [1_234_567, now, 'SH-2026-1234567'],
    // The year is the UTC one: 31 Dec 20:00 UTC is already 1 Jan in India.
    [3, new Date('2026-12-31T20:00:00.000Z'), 'SH-2026-000003'],
    [4, new Date('2027-01-01T00:00:00.000Z'), 'SH-2027-000004'],
  ])(
    'numbers the receipt from sequence %i issued at %s as %s, one service-wide series per year prefix',
    async (sequence, at, number) => {
      const created: Array<{ receipt: NewReceipt; number: string }> = [];
      await service({ receipts: issuing(sequence, created), clock: () => at }).issue(charge());
      expect(created[0]!.number).toBe(number);
    },
  );

  it('issues nothing for a free (100 % coupon) grant, since nothing was charged', async () => {
    await expect(service().issue(charge({ amountPaise: 0 }))).resolves.toBeUndefined();
  });

  it('issues no second receipt for a replayed payment and spends no number on it', async () => {
    const receipts = service({
      receipts: { byPaymentId: async () => record(), claimUnmailed: async () => [] },
    });
    await expect(receipts.issue(charge())).resolves.toBeUndefined();
  });

  it("prints the buyer's state (the place of supply) and GSTIN from their invoice details", async () => {
    const created: Array<{ receipt: NewReceipt; number: string }> = [];
    const asked: string[] = [];
    await service({
      receipts: issuing(1, created),
      customers: { invoiceDetails: async (userId) => (asked.push(userId), { state: '27', gstin: '27AAPFU0939F1ZV' }) },
    }).issue(charge());
    expect(asked).toEqual([charge().userId]);
    expect(created[0]!.receipt).toMatchObject({ buyerState: 'Maharashtra', buyerGstin: '27AAPFU0939F1ZV' });
  });

  it('keeps the coupon and its discount on the receipt', async () => {
    const created: Array<{ receipt: NewReceipt; number: string }> = [];
    await service({ receipts: issuing(1, created) }).issue(
      charge({ amountPaise: 15_920, couponCode: 'DIWALI20', discountPaise: 3_980 }),
    );
    expect(created[0]!.receipt).toMatchObject({ amountPaise: 15_920, couponCode: 'DIWALI20', discountPaise: 3_980 });
  });
});

describe('ReceiptsService.mailPending', () => {
  it('mails each claimed receipt with its amounts and link, then records to whom it went', async () => {
    const sent: OutgoingMail[] = [];
    const marked: unknown[] = [];
    const claims: Array<[Date, Date, number]> = [];
    const receipts = service({
      receipts: {
        claimUnmailed: async (at, until, limit) => (claims.push([at, until, limit]), [record()]),
        markMailed: async (paymentId, at, customer) => void marked.push([paymentId, at, customer]),
      },
      customers: { find: async () => ({ userId: 'u1', name: 'Asha Rao', email: 'asha@example.com' }) as Customer },
      mailer: { send: async (mail) => void sent.push(mail) },
    });
    await expect(receipts.mailPending()).resolves.toBe(1);
    // Claimed for a minute, so another replica does not send the same mail meanwhile.
    expect(claims).toEqual([[now, new Date(now.getTime() + 60_000), 20]]);
    expect(sent[0]).toMatchObject({ to: 'asha@example.com', subject: 'Your StreamHub receipt SH-2026-000042' });
    expect(sent[0]!.text).toContain('Amount paid: ₹199.00 (GST included)');
    expect(sent[0]!.text).toContain('Taxable value: ₹168.64');
    expect(sent[0]!.text).toContain('GST @ 18% (included): ₹30.36');
    expect(sent[0]!.text).toContain('https://watch.example/receipts/SH-2026-000042');
    expect(marked).toEqual([['pay_1', now, { name: 'Asha Rao', email: 'asha@example.com' }]]);
  });

  it('leaves a receipt whose customer is not known yet for a later pass, rather than mailing nobody', async () => {
    const receipts = service({
      receipts: { claimUnmailed: async () => [record()] },
      customers: { find: async () => null },
    });
    await expect(receipts.mailPending()).resolves.toBe(0);
  });
});

describe('ReceiptsService.receipt', () => {
  it('finds the caller’s own receipt by its number in any case', async () => {
    const asked: string[] = [];
    const receipts = service({ receipts: { byNumber: async (n) => (asked.push(n), record()) } });
    await expect(receipts.receipt(owner, ' sh-2026-000042 ')).resolves.toMatchObject({
      number: 'SH-2026-000042',
      amount: 199,
      taxableValue: 168.64,
      gst: 30.36,
    });
    expect(asked).toEqual(['SH-2026-000042']);
  });

  it('answers not found for someone else’s receipt, so numbers cannot be walked to read other people’s', async () => {
    const receipts = service({ receipts: { byNumber: async () => record({ userId: 'someone-else' }) } });
    await expect(serviceFailure(receipts.receipt(owner, 'SH-2026-000042'))).resolves.toEqual({
      code: ServiceErrorCode.NotFound,
      message: BillingMessages.receiptNotFound,
    });
  });

  it('lets an admin read any receipt', async () => {
    const receipts = service({ receipts: { byNumber: async () => record({ userId: 'someone-else' }) } });
    await expect(receipts.receipt({ ...owner, isAdmin: true }, 'SH-2026-000042')).resolves.toMatchObject({
      number: 'SH-2026-000042',
    });
  });
});
