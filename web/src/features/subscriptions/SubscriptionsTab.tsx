import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Modal, toast } from '@streamhub/web-kit';
import { errorMessage } from '../../shared/api/client';
import { cancelAutoRenew } from './billing-api';
import type { UserSubscription } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { useMyPayments, useMySubscriptions } from './billing-queries';
import { autoRenewLine, displayStatus, formatInr, formatIstDate, refundLine, scopeLabel } from './plan-format';
import { InvoiceDetailsForm } from './InvoiceDetailsForm';
import { SubscriptionDialog } from './SubscriptionDialog';
import './subscriptions.css';
import './receipt.css';
import { useT } from '../../shared/i18n/i18n';

/** Profile → Subscriptions: each subscription with its status from the end date; Renew reopens the plan. */
export function SubscriptionsTab() {
  const t = useT();
  const subscriptions = useMySubscriptions();
  const payments = useMyPayments();
  const [renewing, setRenewing] = useState<UserSubscription | null>(null);
  const [stopping, setStopping] = useState<UserSubscription | null>(null);
  const [cancelBusy, setCancelBusy] = useState(false);
  const confirmCancel = async () => {
    if (!stopping) return;
    setCancelBusy(true);
    try {
      await cancelAutoRenew(stopping._id);
      toast.success(t('plans.autoRenewTurnedOff', { date: formatIstDate(stopping.endAt) }));
      setStopping(null);
      void subscriptions.refetch();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setCancelBusy(false);
    }
  };
  // A reminder mail's Renew link: /subscriptions?renew=<plan code>&episode=<name>.
  const [params, setParams] = useSearchParams();
  const renewPlan = params.get('renew');
  const renewEpisode = params.get('episode');
  const closeRenewLink = () => {
    const next = new URLSearchParams(params);
    next.delete('renew');
    next.delete('episode');
    setParams(next, { replace: true });
  };
  const now = new Date();
  const list = subscriptions.data ?? [];

  return (
    <div className="subscriptions-tab">
      <h2>{t('subscriptions.mySubscriptions')}</h2>
      {subscriptions.isPending && <p className="muted">{MESSAGES.loading}</p>}
      {!subscriptions.isPending && list.length === 0 && (
        <p className="muted">
          {MESSAGES.noSubscriptions}{' '}
          <Link to="/episodes" className="btn btn-ghost">
            {t('subscriptions.browseEpisodes')}
          </Link>
        </p>
      )}
      <ul className="subscription-list">
        {list.map((sub) => {
          // A renewing plan keeps access through its grace while the renewal charge is retried.
          const status = displayStatus(sub.accessUntil ?? sub.endAt ?? sub.endDate, now, sub.status);
          return (
            <li key={sub._id} className="subscription-item" data-testid="subscription-item">
              <div>
                <strong>{sub.plan?.title ?? sub.plan?.name ?? t('subscriptions.plan')}</strong>
                <div className="muted">
                  {scopeLabel(sub.plan?.scope ?? 'episode')}
                  {sub.episodeName ? ` · ${sub.episodeName}` : ''} · {formatInr(sub.amount)}
                </div>
                <div className="muted">
                  {formatIstDate(sub.startAt)} – {formatIstDate(sub.endAt ?? sub.endDate)}
                </div>
                {refundLine(sub) && (
                  <div className="muted" data-testid="refund-line">
                    {refundLine(sub)}
                  </div>
                )}
                {autoRenewLine(sub) && (
                  <div className="subscription-renewal" data-testid="auto-renew-line">
                    {autoRenewLine(sub)}
                  </div>
                )}
              </div>
              <div>
                <span className={`status-pill status-pill--${status}`}>{status}</span>
                {sub.recurring && (sub.autoRenew === 'on' || sub.autoRenew === 'pending') && status === 'active' && (
                  <button type="button" className="btn btn-ghost" onClick={() => setStopping(sub)}>
                    {t('subscriptions.cancelAutoRenew')}
                  </button>
                )}
                {(status === 'expired' || status === 'cancelled') && (
                  <button type="button" className="btn btn-primary" onClick={() => setRenewing(sub)}>
                    {t('subscriptions.renew')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <InvoiceDetailsForm />
      <h2>{t('subscriptions.payments')}</h2>
      {!payments.isPending && (payments.data ?? []).length === 0 && (
        <p className="muted">{t('subscriptions.noPaymentsYet')}</p>
      )}
      <ul className="payment-list">
        {(payments.data ?? []).map((payment) => (
          <li key={payment.number} className="payment-item" data-testid="payment-item">
            <div>
              <strong>{payment.planTitle}</strong>
              <div className="muted">
                {formatIstDate(payment.issuedAt)} · {payment.number}
              </div>
            </div>
            <div>
              {formatInr(payment.amount)}{' '}
              <Link to={`/receipts/${encodeURIComponent(payment.number)}`} className="btn btn-ghost">
                {t('subscriptions.receipt')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Modal
        open={stopping !== null}
        title={t('subscriptions.cancelAutoRenew2')}
        onClose={() => setStopping(null)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setStopping(null)} disabled={cancelBusy}>
              Keep auto-renew
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void confirmCancel()}
              disabled={cancelBusy}
            >
              {cancelBusy ? 'Cancelling…' : 'Cancel auto-renew'}
            </button>
          </>
        }
      >
        {stopping && (
          <p>
            {stopping.plan?.title ?? t('subscriptions.thisPlan')} {t('subscriptions.willNotBeChargedAgain')}{' '}
            <strong>{formatIstDate(stopping.endAt)}</strong>
            {stopping.trialEndsAt ? t('subscriptions.theEndOfYourFree') : ''}.
          </p>
        )}
      </Modal>
      <SubscriptionDialog
        open={renewing !== null || renewPlan !== null}
        planCode={renewing?.plan?.code ?? renewPlan ?? undefined}
        episode={
          renewing?.episodeName
            ? { name: renewing.episodeName }
            : !renewing && renewEpisode
              ? { name: renewEpisode }
              : undefined
        }
        onClose={() => {
          setRenewing(null);
          if (renewPlan !== null) closeRenewLink();
        }}
        onSubscribed={() => {
          void subscriptions.refetch();
          void payments.refetch();
        }}
      />
    </div>
  );
}
