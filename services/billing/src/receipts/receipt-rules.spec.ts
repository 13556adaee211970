import { describe, expect, it } from 'vitest';
import { gstIncluded, receiptMail, receiptNumber, reminderMail } from './receipt-rules';

describe('GST included in a charge', () => {
  it('takes 18 % GST out of ₹199.00: 19900 × 18 / 118 = 3035.59 → 3036 paise GST, 16864 taxable', () => {
    expect(gstIncluded(19_900, 18)).toEqual({ gstPaise: 3036, taxablePaise: 16_864 });
  });

  it('takes 18 % GST out of ₹118.00: exactly ₹18.00 GST on ₹100.00', () => {
    expect(gstIncluded(11_800, 18)).toEqual({ gstPaise: 1800, taxablePaise: 10_000 });
  });

  it('includes no GST at a 0 % rate', () => {
    expect(gstIncluded(4900, 0)).toEqual({ gstPaise: 0, taxablePaise: 4900 });
  });
});

describe('receipt numbers', () => {
  it('are the issue year and the sequence, padded to six digits', () => {
    expect(receiptNumber(42, new Date('2026-11-26T10:00:00Z'))).toBe('SH-2026-000042');
  });
});

describe('mails', () => {
  const issuedAt = new Date('2026-11-26T10:00:00Z');
  it('shows the amount, the GST line and the payment id on the receipt', () => {
    const mail = receiptMail(
      {
        number: 'SH-2026-000001',
        issuedAt,
        customerName: 'Asha',
        customerEmail: 'asha@example.com',
        planTitle: 'Premium',
        planCode: 'PREMIUM',
        episodeName: null,
        periodStart: issuedAt,
        periodEnd: new Date('2026-12-26T10:00:00Z'),
        amountPaise: 19_900,
        gstRatePercent: 18,
        gstPaise: 3036,
        taxablePaise: 16_864,
        gstin: '29ABCDE1234F1Z5',
        sellerName: 'StreamHub',
        couponCode: 'SAVE10',
        discountPaise: 2211,
        paymentId: 'pay_1',
        orderId: 'order_1',
      },
      'http://web/receipts/SH-2026-000001',
    );
    expect(mail.subject).toBe('Your StreamHub receipt SH-2026-000001');
    expect(mail.text).toContain('Amount paid: ₹199.00 (GST included)');
    expect(mail.text).toContain('GST @ 18% (included): ₹30.36');
    expect(mail.text).toContain('Taxable value: ₹168.64');
    expect(mail.text).toContain('Period: 26 Nov 2026 – 26 Dec 2026');
    expect(mail.text).toContain('Coupon: SAVE10 (−₹22.11)');
    expect(mail.text).toContain('Payment ID: pay_1');
  });

  it('writes the receipt in the account’s language, amounts in rupees with India’s grouping', () => {
    const mail = receiptMail(
      {
        number: 'SH-2026-000002',
        issuedAt,
        customerName: null,
        customerEmail: 'asha@example.com',
        planTitle: 'Premium',
        planCode: 'PREMIUM',
        episodeName: null,
        periodStart: issuedAt,
        periodEnd: new Date('2027-11-26T10:00:00Z'),
        amountPaise: 149_900,
        gstRatePercent: 18,
        gstPaise: 22_866,
        taxablePaise: 127_034,
        gstin: '29ABCDE1234F1Z5',
        sellerName: 'StreamHub',
        couponCode: null,
        discountPaise: 0,
        paymentId: 'pay_2',
        orderId: 'order_2',
      },
      'http://web/receipts/SH-2026-000002',
      'hi',
    );
    expect(mail.subject).toBe('आपकी StreamHub रसीद SH-2026-000002');
    expect(mail.text).toContain('भुगतान की गई राशि: ₹1,499.00 (GST सहित)');
    expect(mail.text).toContain('बिल प्राप्तकर्ता: asha@example.com');
    expect(mail.text).toContain('अवधि: 26 नव॰ 2026 – 26 नव॰ 2027');
    expect(mail.text).not.toContain('Amount paid');
  });

  it('names the end date and the renew link in the reminder', () => {
    const mail = reminderMail(
      { customerName: null, planTitle: 'Pass', episodeName: 'MONSOON', endAt: new Date('2026-11-29T18:29:00Z') },
      'http://web/renew',
    );
    expect(mail.subject).toBe('Your StreamHub plan ends on 29 Nov 2026');
    expect(mail.text).toContain('Your StreamHub plan Pass (MONSOON) ends on 29 Nov 2026.');
    expect(mail.text).toContain('Renew: http://web/renew');
  });

  it('writes the reminder in the account’s language', () => {
    const mail = reminderMail(
      { customerName: 'Asha', planTitle: 'Pass', episodeName: null, endAt: new Date('2026-11-29T18:29:00Z') },
      'http://web/renew',
      'ta',
    );
    expect(mail.subject).toBe('உங்கள் StreamHub திட்டம் 29 நவ., 2026 அன்று முடிகிறது');
    expect(mail.text.split('\n')[0]).toBe('வணக்கம் Asha,');
    expect(mail.text).toContain('புதுப்பிக்க: http://web/renew');
  });
});
