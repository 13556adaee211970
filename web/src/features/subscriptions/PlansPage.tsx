import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PLAN_QUALITY_LABELS } from '@streamhub/contracts';
import { errorMessage } from '../../shared/api/client';
import { useAuth } from '../../shared/auth/use-auth';
import { MESSAGES } from '../../shared/messages';
import { usePlans } from './billing-queries';
import { downloadsLabel, formatInr, renewalLabel, scopeLabel, screensLabel } from './plan-format';
import { SubscriptionDialog } from './SubscriptionDialog';
import './subscriptions.css';
import { useT } from '../../shared/i18n/i18n';

/**
 * /plans: every plan with its price, open to guests so a visitor sees prices before signing up.
 * Choosing one opens the plan dialog with it chosen (after sign-in for a guest).
 */
export function PlansPage() {
  const t = useT();
  const plans = usePlans();
  const { token, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = plans.data ?? [];

  const choose = (code: string) => {
    if (!token || !user) {
      void navigate('/login', { state: { from: location } });
      return;
    }
    setChosen(code);
  };

  return (
    <section className="page plans-page">
      <h1 className="page-title">{MESSAGES.plansTitle}</h1>
      {plans.isLoading && <p className="muted">{MESSAGES.loading}</p>}
      {plans.error && <p role="alert">{errorMessage(plans.error)}</p>}
      {plans.isSuccess && list.length === 0 && <p className="muted">{MESSAGES.noPlans}</p>}
      <ul className="plan-cards" aria-label={t('subscriptions.plans')}>
        {list.map((plan) => (
          <li key={plan.code} className="plan-card" aria-label={plan.title}>
            <h2 className="plan-option-title">
              {plan.title}
              {plan.popular && <span className="badge badge-popular">{t('subscriptions.popular')}</span>}
            </h2>
            <p className="plan-option-price">{formatInr(plan.price)}</p>
            <p className="muted">
              {t('subscriptions.days', { count: plan.durationDays })} · {scopeLabel(plan.scope)}
            </p>
            {renewalLabel(plan) && <p className="plan-option-renewal">{renewalLabel(plan)}</p>}
            <p className="plan-option-tier">
              <span>{PLAN_QUALITY_LABELS[plan.maxQuality] ?? plan.maxQuality}</span>
              <span>{screensLabel(plan.screens)}</span>
              <span>{downloadsLabel(plan.downloads, plan.downloadDevices)}</span>
            </p>
            {plan.description && <p className="muted plan-option-desc">{plan.description}</p>}
            <button type="button" className="btn btn-primary" onClick={() => choose(plan.code)}>
              {MESSAGES.choosePlan}
            </button>
          </li>
        ))}
      </ul>
      <SubscriptionDialog open={chosen !== null} planCode={chosen ?? undefined} onClose={() => setChosen(null)} />
    </section>
  );
}
