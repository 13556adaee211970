import type { ProfileLanguage } from '@streamhub/contracts';
import { billingMailText, helloOf, mailDate, mailMoney } from '../mail/mail-text';

/** The GST included in an amount charged at `ratePercent`, to the nearest paisa, and the taxable value. */
export function gstIncluded(amountPaise: number, ratePercent: number): { gstPaise: number; taxablePaise: number } {
  const gstPaise = Math.round((amountPaise * ratePercent) / (100 + ratePercent));
  return { gstPaise, taxablePaise: amountPaise - gstPaise };
}

/** "SH-2026-000042": the year it was issued (UTC) and the service-wide sequence. */
export function receiptNumber(sequence: number, issuedAt: Date): string {
  return `SH-${issuedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}

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

/** The receipt mail's subject and text, in the account's language (docs/i18n.md "Mails"). */
export function receiptMail(
  receipt: ReceiptMailFields,
  receiptUrl: string,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const date = (at: Date) => mailDate(lang, at);
  const customer = receipt.customerName ? `${receipt.customerName} <${receipt.customerEmail}>` : receipt.customerEmail;
  const plan = `${receipt.planTitle} (${receipt.planCode})${receipt.episodeName ? ` — ${receipt.episodeName}` : ''}`;
  const lines = [
    w.receiptHeading({ seller: receipt.sellerName }),
    '',
    w.receiptNumber({ number: receipt.number }),
    w.receiptDate({ date: date(receipt.issuedAt) }),
    w.billedTo({ customer }),
    '',
    w.plan({ plan }),
    w.period({ from: date(receipt.periodStart), to: date(receipt.periodEnd) }),
    ...(receipt.couponCode ? [w.coupon({ code: receipt.couponCode, discount: mailMoney(receipt.discountPaise) })] : []),
    '',
    w.amountPaid({ amount: mailMoney(receipt.amountPaise) }),
    w.taxableValue({ amount: mailMoney(receipt.taxablePaise) }),
    w.gstLine({ rate: String(receipt.gstRatePercent), amount: mailMoney(receipt.gstPaise) }),
    '',
    w.paymentId({ id: receipt.paymentId }),
    w.orderId({ id: receipt.orderId }),
    w.gstin({ gstin: receipt.gstin }),
    '',
    w.viewReceipt({ url: receiptUrl }),
  ];
  return { subject: w.receiptSubject({ number: receipt.number }), text: lines.join('\n') };
}

/** The renewal reminder's subject and text, in the account's language. */
export function reminderMail(
  fields: { customerName: string | null; planTitle: string; episodeName: string | null; endAt: Date },
  renewUrl: string,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const what = `${fields.planTitle}${fields.episodeName ? ` (${fields.episodeName})` : ''}`;
  const date = mailDate(lang, fields.endAt);
  const lines = [
    helloOf(w, fields.customerName),
    '',
    w.reminderEnds({ plan: what, date }),
    w.reminderNoAutoRenew,
    '',
    w.renewLink({ url: renewUrl }),
    '',
    w.reminderIgnore,
  ];
  return { subject: w.reminderSubject({ date }), text: lines.join('\n') };
}

/** The mail sent when a recurring plan's charges failed past every retry and access ended. */
export function haltedMail(
  fields: { customerName: string | null; planTitle: string; episodeName: string | null },
  plansUrl: string,
  lang: ProfileLanguage = 'en',
): { subject: string; text: string } {
  const w = billingMailText(lang);
  const what = `${fields.planTitle}${fields.episodeName ? ` (${fields.episodeName})` : ''}`;
  const lines = [
    helloOf(w, fields.customerName),
    '',
    w.haltedCouldNotCharge({ plan: what }),
    w.haltedStopped,
    '',
    w.haltedChooseAgain({ url: plansUrl }),
  ];
  return { subject: w.haltedSubject({ plan: fields.planTitle }), text: lines.join('\n') };
}
