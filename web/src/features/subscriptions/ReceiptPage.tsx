import { useParams, Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { MESSAGES } from '../../shared/messages';
import { useViewerId } from '../catalog/catalog-queries';
import { fetchReceipt } from './billing-api';
import { formatInr, formatIstDate } from './plan-format';
import './receipt.css';

/** /receipts/{number}: one payment's receipt, laid out to print (the site's header and footer are hidden in print). */
export function ReceiptPage() {
  const { number = '' } = useParams();
  const viewerId = useViewerId();
  const receipt = useQuery({
    queryKey: [...queryKeys.subscriptions(viewerId ?? ''), 'receipt', number],
    queryFn: ({ signal }) => fetchReceipt(number, signal),
    enabled: viewerId !== null && number !== '',
  });
  if (receipt.isPending) return <p className="muted">{MESSAGES.loading}</p>;
  if (receipt.error) return <p role="alert">{errorMessage(receipt.error)}</p>;
  const r = receipt.data;
  return (
    <article className="receipt" aria-label={`Receipt ${r.number}`}>
      <header className="receipt-head">
        <div>
          <h1>Tax invoice</h1>
          <p className="muted">
            {r.sellerName} · GSTIN {r.gstin}
          </p>
          <p className="muted receipt-seller-address">
            {r.sellerAddress} · {r.sellerState}
          </p>
        </div>
        <div className="receipt-number">
          <strong>{r.number}</strong>
          <span>{formatIstDate(r.issuedAt)}</span>
        </div>
      </header>
      <dl className="receipt-lines">
        <dt>Billed to</dt>
        <dd>{r.customerName ? `${r.customerName} · ${r.customerEmail ?? ''}` : (r.customerEmail ?? '—')}</dd>
        <dt>Buyer's state</dt>
        <dd>{r.buyerState ?? MESSAGES.notGiven}</dd>
        {r.buyerGstin && (
          <>
            <dt>Buyer's GSTIN</dt>
            <dd>{r.buyerGstin}</dd>
          </>
        )}
        <dt>Place of supply</dt>
        <dd>{r.placeOfSupply}</dd>
        <dt>Plan</dt>
        <dd>
          {r.planTitle} ({r.planCode}){r.episodeName ? ` · ${r.episodeName}` : ''}
        </dd>
        <dt>Period</dt>
        <dd>
          {formatIstDate(r.periodStart)} – {formatIstDate(r.periodEnd)}
        </dd>
        {r.couponCode && (
          <>
            <dt>Coupon</dt>
            <dd>
              {r.couponCode} (−{formatInr(r.discount)})
            </dd>
          </>
        )}
        <dt>Service (SAC)</dt>
        <dd>On-line video content ({r.sacCode})</dd>
        <dt>Taxable value</dt>
        <dd>{formatInr(r.taxableValue)}</dd>
        <dt>GST @ {r.gstRatePercent}% (included)</dt>
        <dd>{formatInr(r.gst)}</dd>
        <dt className="receipt-total">Amount paid</dt>
        <dd className="receipt-total">{formatInr(r.amount)}</dd>
        <dt>Payment ID</dt>
        <dd>
          <code>{r.paymentId}</code>
        </dd>
        <dt>Order ID</dt>
        <dd>
          <code>{r.orderId}</code>
        </dd>
      </dl>
      <div className="receipt-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          Print
        </button>
        <Link to="/profile?tab=subscriptions" className="btn btn-ghost">
          Back to subscriptions
        </Link>
      </div>
    </article>
  );
}
