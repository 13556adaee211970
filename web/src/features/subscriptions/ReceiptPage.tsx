import { useParams, Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/client';
import { queryKeys } from '../../shared/api/query-keys';
import { MESSAGES } from '../../shared/messages';
import { useViewerId } from '../catalog/catalog-queries';
import { fetchReceipt } from './billing-api';
import { formatInr, formatIstDate } from './plan-format';
import './receipt.css';
import { useT } from '../../shared/i18n/i18n';

/** /receipts/{number}: one payment's receipt, laid out to print (the site's header and footer are hidden in print). */
export function ReceiptPage() {
  const t = useT();
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
          <h1>{t('subscriptions.taxInvoice')}</h1>
          <p className="muted">
            {r.sellerName} {t('subscriptions.gstin')} {r.gstin}
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
        <dt>{t('subscriptions.billedTo')}</dt>
        <dd>{r.customerName ? `${r.customerName} · ${r.customerEmail ?? ''}` : (r.customerEmail ?? '—')}</dd>
        <dt>{t('subscriptions.buyerSState')}</dt>
        <dd>{r.buyerState ?? MESSAGES.notGiven}</dd>
        {r.buyerGstin && (
          <>
            <dt>{t('subscriptions.buyerSGstin')}</dt>
            <dd>{r.buyerGstin}</dd>
          </>
        )}
        <dt>{t('subscriptions.placeOfSupply')}</dt>
        <dd>{r.placeOfSupply}</dd>
        <dt>{t('subscriptions.plan')}</dt>
        <dd>
          {r.planTitle} ({r.planCode}){r.episodeName ? ` · ${r.episodeName}` : ''}
        </dd>
        <dt>{t('subscriptions.period')}</dt>
        <dd>
          {formatIstDate(r.periodStart)} – {formatIstDate(r.periodEnd)}
        </dd>
        {r.couponCode && (
          <>
            <dt>{t('subscriptions.coupon')}</dt>
            <dd>
              {r.couponCode} {t('subscriptions.text')}
              {formatInr(r.discount)})
            </dd>
          </>
        )}
        <dt>{t('subscriptions.serviceSac')}</dt>
        <dd>
          {t('subscriptions.onLineVideoContent')}
          {r.sacCode})
        </dd>
        <dt>{t('subscriptions.taxableValue')}</dt>
        <dd>{formatInr(r.taxableValue)}</dd>
        <dt>
          {t('subscriptions.gst')} {r.gstRatePercent}
          {t('subscriptions.included')}
        </dt>
        <dd>{formatInr(r.gst)}</dd>
        <dt className="receipt-total">{t('subscriptions.amountPaid')}</dt>
        <dd className="receipt-total">{formatInr(r.amount)}</dd>
        <dt>{t('subscriptions.paymentId')}</dt>
        <dd>
          <code>{r.paymentId}</code>
        </dd>
        <dt>{t('subscriptions.orderId')}</dt>
        <dd>
          <code>{r.orderId}</code>
        </dd>
      </dl>
      <div className="receipt-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('subscriptions.print')}
        </button>
        <Link to="/profile?tab=subscriptions" className="btn btn-ghost">
          {t('subscriptions.backToSubscriptions')}
        </Link>
      </div>
    </article>
  );
}
