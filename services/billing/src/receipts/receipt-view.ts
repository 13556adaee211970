import { SAC_ONLINE_VIDEO, type Receipt } from '@streamhub/contracts';
import { paiseToRupees } from '../common/money';
import type { ReceiptRecord } from './receipts.repository';

/** The seller's address and state as configured now. */
export interface SellerDefaults {
  address: string;
  state: string;
}

/**
 * A receipt as the buyer sees it: a GST tax invoice with the seller's address, the service's SAC
 * code and the place of supply, which for services to a buyer in India is the buyer's state when
 * on record, else the seller's (IGST Act s. 12(2)(b)).
 */
export function toReceipt(record: ReceiptRecord, seller: SellerDefaults): Receipt {
  const sellerState = record.sellerState ?? seller.state;
  const buyerState = record.buyerState ?? null;
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
    sellerAddress: record.sellerAddress ?? seller.address,
    sellerState,
    sacCode: SAC_ONLINE_VIDEO,
    placeOfSupply: buyerState ?? sellerState,
    buyerState,
    buyerGstin: record.buyerGstin ?? null,
    couponCode: record.couponCode ?? null,
    discount: paiseToRupees(record.discountPaise ?? 0),
    customerName: record.customerName ?? null,
    customerEmail: record.customerEmail ?? null,
  };
}
