import { Link } from 'react-router-dom';
import { MESSAGES } from '../../shared/messages';

/** Profile → Subscriptions. Plans and purchases arrive with billing, which replaces this body. */
export function SubscriptionsTab() {
  return (
    <div className="placeholder-card subscriptions-tab">
      <h2>My Subscriptions</h2>
      <p className="muted">{MESSAGES.subscriptionsWithBilling}</p>
      <p>
        <Link to="/episodes" className="btn btn-ghost">
          Browse episodes
        </Link>
      </p>
    </div>
  );
}
