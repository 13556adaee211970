import type { Receipt } from '@streamhub/contracts';
import { paiseToRupees } from '../common/money';
import type { ReceiptRecord } from './receipts.repository';

export function toReceipt(record: ReceiptRecord): Receipt {
  return {
    number: record.number,
    issuedAt: record.issuedAt.toISOString(),
    paymentId: record.paymentId,
    orderId: record.orderId,
    planCode: record.planCode,
    planTitle: record.planTitle,
    scope: record.scope,
    episodeName: record.episodeName ?? null,
    periodStart: record.periodStart.toISOString(),
    periodEnd: record.periodEnd.toISOString(),
    amount: paiseToRupees(record.amountPaise),
    taxableValue: paiseToRupees(record.amountPaise - record.gstPaise),
    gstRatePercent: record.gstRatePercent,
    gst: paiseToRupees(record.gstPaise),
    gstin: record.gstin,
    sellerName: record.sellerName,
    couponCode: record.couponCode ?? null,
    discount: paiseToRupees(record.discountPaise ?? 0),
    customerName: record.customerName ?? null,
    customerEmail: record.customerEmail ?? null,
  };
}
