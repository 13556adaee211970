import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserSubscription } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { useMySubscriptions } from './billing-queries';
import { displayStatus, formatInr, formatIstDate, scopeLabel } from './plan-format';
import { SubscriptionDialog } from './SubscriptionDialog';
import './subscriptions.css';

/** Profile → Subscriptions: each subscription with its status from the end date; Renew reopens the plan. */
export function SubscriptionsTab() {
  const subscriptions = useMySubscriptions();
  const [renewing, setRenewing] = useState<UserSubscription | null>(null);
  const now = new Date();
  const list = subscriptions.data ?? [];

  return (
    <div className="subscriptions-tab">
      <h2>My Subscriptions</h2>
      {subscriptions.isPending && <p className="muted">{MESSAGES.loading}</p>}
      {!subscriptions.isPending && list.length === 0 && (
        <p className="muted">
          {MESSAGES.noSubscriptions}{' '}
          <Link to="/episodes" className="btn btn-ghost">
            Browse episodes
          </Link>
        </p>
      )}
      <ul className="subscription-list">
        {list.map((sub) => {
          const status = displayStatus(sub.endAt ?? sub.endDate, now);
          return (
            <li key={sub._id} className="subscription-item" data-testid="subscription-item">
              <div>
                <strong>{sub.plan?.title ?? sub.plan?.name ?? 'Plan'}</strong>
                <div className="muted">
                  {scopeLabel(sub.plan?.scope ?? 'episode')}
                  {sub.episodeName ? ` · ${sub.episodeName}` : ''} · {formatInr(sub.amount)}
                </div>
                <div className="muted">
                  {formatIstDate(sub.startAt)} – {formatIstDate(sub.endAt ?? sub.endDate)}
                </div>
              </div>
              <div>
                <span className={`status-pill status-pill--${status}`}>{status}</span>
                {status === 'expired' && (
                  <button type="button" className="btn btn-primary" onClick={() => setRenewing(sub)}>
                    Renew
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <SubscriptionDialog
        open={renewing !== null}
        planCode={renewing?.plan?.code}
        episode={renewing?.episodeName ? { name: renewing.episodeName } : undefined}
        onClose={() => setRenewing(null)}
        onSubscribed={() => void subscriptions.refetch()}
      />
    </div>
  );
}
