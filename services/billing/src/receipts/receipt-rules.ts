import { formatRupees } from '../common/money';

/** The GST included in an amount charged at `ratePercent`, to the nearest paisa, and the taxable value. */
export function gstIncluded(amountPaise: number, ratePercent: number): { gstPaise: number; taxablePaise: number } {
  const gstPaise = Math.round((amountPaise * ratePercent) / (100 + ratePercent));
  return { gstPaise, taxablePaise: amountPaise - gstPaise };
}

/** "SH-2026-000042": the year it was issued (UTC) and the service-wide sequence. */
export function receiptNumber(sequence: number, issuedAt: Date): string {
  return `SH-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "26 Nov 2026", in India's time zone. */
export function receiptDate(at: Date): string {
  return DATE.format(at);
}

export const rupees = (paise: number): string => `₹${formatRupees(paise)}`;

export interface ReceiptMailFields {
  number: string;
  issuedAt: Date;
  customerName: string | null;
  customerEmail: string;
  planTitle: string;
  planCode: string;
  episodeName: string | null;
  periodStart: Date;
  periodEnd: Date;
  amountPaise: number;
  gstRatePercent: number;
  gstPaise: number;
  taxablePaise: number;
  gstin: string;
  sellerName: string;
  couponCode: string | null;
  discountPaise: number;
  paymentId: string;
  orderId: string;
}

/** The receipt mail's subject and text. */
export function receiptMail(receipt: ReceiptMailFields, receiptUrl: string): { subject: string; text: string } {
  const lines = [
    `${receipt.sellerName} — payment receipt`,
    '',
    `Receipt number: ${receipt.number}`,
    `Date: ${receiptDate(receipt.issuedAt)}`,
    `Billed to: ${receipt.customerName ? `${receipt.customerName} <${receipt.customerEmail}>` : receipt.customerEmail}`,
    '',
    `Plan: ${receipt.planTitle} (${receipt.planCode})${receipt.episodeName ? ` — ${receipt.episodeName}` : ''}`,
    `Period: ${receiptDate(receipt.periodStart)} – ${receiptDate(receipt.periodEnd)}`,
    ...(receipt.couponCode ? [`Coupon: ${receipt.couponCode} (−${rupees(receipt.discountPaise)})`] : []),
    '',
    `Amount paid: ${rupees(receipt.amountPaise)} (GST included)`,
    `Taxable value: ${rupees(receipt.taxablePaise)}`,
    `GST @ ${receipt.gstRatePercent}% (included): ${rupees(receipt.gstPaise)}`,
    '',
    `Payment ID: ${receipt.paymentId}`,
    `Order ID: ${receipt.orderId}`,
    `GSTIN: ${receipt.gstin}`,
    '',
    `View or print this receipt: ${receiptUrl}`,
  ];
  return { subject: `Your StreamHub receipt ${receipt.number}`, text: lines.join('\n') };
}

/** The renewal reminder's subject and text. */
export function reminderMail(
  fields: { customerName: string | null; planTitle: string; episodeName: string | null; endAt: Date },
  renewUrl: string,
): { subject: string; text: string } {
  const what = `${fields.planTitle}${fields.episodeName ? ` (${fields.episodeName})` : ''}`;
  const lines = [
    `Hello${fields.customerName ? ` ${fields.customerName}` : ''},`,
    '',
    `Your StreamHub plan ${what} ends on ${receiptDate(fields.endAt)}.`,
    'It does not renew by itself. To keep watching without a break, renew it here:',
    '',
    `Renew: ${renewUrl}`,
    '',
    'If you have already renewed, you can ignore this mail.',
  ];
  return { subject: `Your StreamHub plan ends on ${receiptDate(fields.endAt)}`, text: lines.join('\n') };
}

/** The mail sent when a recurring plan's charges failed past every retry and access ended. */
export function haltedMail(
  fields: { customerName: string | null; planTitle: string; episodeName: string | null },
  plansUrl: string,
): { subject: string; text: string } {
  const what = `${fields.planTitle}${fields.episodeName ? ` (${fields.episodeName})` : ''}`;
  const lines = [
    `Hello${fields.customerName ? ` ${fields.customerName}` : ''},`,
    '',
    `We could not charge your payment method for your StreamHub plan ${what}.`,
    'The bank or UPI app declined the renewal charge and every retry after it, so auto-renew has stopped',
    'and your access to the plan has ended. Nothing more will be charged.',
    '',
    `To keep watching, choose a plan again: ${plansUrl}`,
  ];
  return { subject: `Your StreamHub plan ${fields.planTitle} has stopped: payment failed`, text: lines.join('\n') };
}
