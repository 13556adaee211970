import { useState } from 'react';
import { downloadAllowanceLabel, type AdminSubscription, type Plan } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { useListPage } from '../../shared/paging';
import { runWithToast } from '../../shared/run-with-toast';
import { ConfirmDeleteDialog } from '../../shared/ui/ConfirmDeleteDialog';
import { PageHead } from '../../shared/ui/PageHead';
import { Pagination } from '../../shared/ui/Pagination';
import { SearchField } from '../../shared/ui/SearchField';
import { TableCard } from '../../shared/ui/TableCard';
import { TableHead } from '../../shared/ui/TableHead';
import { useConfirmDelete } from '../../shared/ui/use-confirm-delete';
import { useDebouncedSearch } from '../../shared/ui/use-debounced-value';
import { useStatusToggle } from '../../shared/ui/use-status-toggle';
import { formatDate } from '../users/users-query';

/** Manage Subscriptions' Auto-renew column: a recurring subscription's state, "—" for one that does not renew. */
const AUTO_RENEW_LABELS: Record<NonNullable<AdminSubscription['autoRenew']> | 'none', string> = {
  on: 'On',
  pending: 'Retrying payment',
  off: 'Off',
  halted: 'Stopped (payment failed)',
  none: '—',
};
import {
  useDeletePlanMutation,
  useListPlansQuery,
  useListSubscriptionsQuery,
  useRunMandateReportMutation,
  useSeedPlansMutation,
  useSetPlanActiveMutation,
} from './billing-api';
import { providerStateOf } from './mandate-report';
import { MandateReportPanel } from './MandateReportPanel';
import { formatInr, matchesPlan } from './plan-form';
import { PlanFormModal } from './PlanFormModal';
import { RefundDialog } from './RefundDialog';

type Tab = 'plans' | 'subscriptions';
const SUBSCRIPTIONS_PER_PAGE = 20;

/** /admin/subscriptions: plans and user subscriptions (docs/product.md §2 Admin Manage Subscriptions). */
export function ManageSubscriptionsPage() {
  const [tab, setTab] = useState<Tab>('plans');
  const { text: searchText, setText: setSearchText, search } = useDebouncedSearch();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [refunding, setRefunding] = useState<AdminSubscription | null>(null);
  const subscriptionSearch = tab === 'subscriptions' ? search : '';
  const { page, setPage } = useListPage(subscriptionSearch);

  const plans = useListPlansQuery();
  // One page at a time from the server; the summary cards are over every subscription.
  const subscriptions = useListSubscriptionsQuery({ q: subscriptionSearch, page, limit: SUBSCRIPTIONS_PER_PAGE });
  const [seedPlans, seeding] = useSeedPlansMutation();
  // The last mandate report run here: its panel, and the provider's state beside ours in the list.
  const [runMandateReport, mandateReport] = useRunMandateReportMutation({ fixedCacheKey: 'mandate-report' });
  const [setPlanActive] = useSetPlanActiveMutation();
  const [deletePlan, deletingNow] = useDeletePlanMutation();
  const { pendingId, run } = useStatusToggle();
  const deletion = useConfirmDelete((plan: Plan) => deletePlan({ code: plan.code }).unwrap(), MESSAGES.planDeleted);
  const deleting = deletion.deleting;

  if (plans.isLoading || subscriptions.isLoading) {
    return <p className="muted">Loading subscription data...</p>;
  }

  const allPlans = plans.data?.plans ?? [];
  const shownPlans = allPlans.filter((plan) => matchesPlan(plan, tab === 'plans' ? searchText : ''));
  const summary = subscriptions.data?.summary;
  const rows = subscriptions.data?.subscriptions ?? [];
  const cards = [
    { label: 'Total Plans', value: String(allPlans.length) },
    { label: 'Active Plans', value: String(allPlans.filter((p) => p.active !== false).length) },
    { label: 'Total Subscriptions', value: String(summary?.totalSubscriptions ?? 0) },
    { label: 'Active Subscriptions', value: String(summary?.activeSubscriptions ?? 0) },
    { label: 'Total Revenue', value: formatInr(summary?.totalRevenue ?? 0) },
  ];

  const toggle = (plan: Plan) => {
    const next = plan.active === false;
    return run(
      plan._id,
      () => setPlanActive({ id: plan._id, setPlanActiveDto: { active: next } }).unwrap(),
      next ? MESSAGES.planActivated : MESSAGES.planDeactivated,
    );
  };

  return (
    <section className="users-page subscriptions-page">
      <PageHead
        title="Manage Subscriptions"
        subtitle="Plans viewers can buy, and what they bought."
        action={{ label: '+ Create Plan', onClick: () => setEditing('new') }}
        extraActions={
          <button
            type="button"
            className="btn btn-ghost"
            disabled={seeding.isLoading}
            onClick={() => void runWithToast(() => seedPlans().unwrap(), MESSAGES.defaultPlansCreated)}
          >
            Seed Default Plans
          </button>
        }
      />

      <div className="stat-grid" aria-label="Subscription summary">
        {cards.map((card) => (
          <div key={card.label} className="stat-card" data-testid={`summary-${card.label}`}>
            <span className="muted">{card.label}</span>
            <strong>{card.value}</strong>
          </div>
        ))}
      </div>

      <div className="tabs" role="tablist" aria-label="Subscription sections">
        {(
          [
            ['plans', 'Subscription Plans'],
            ['subscriptions', 'User Subscriptions'],
          ] as const
        ).map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`btn ${tab === id ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>

      <div className="toolbar">
        <SearchField
          label="Search"
          placeholder={tab === 'plans' ? 'Search subscription plans...' : 'Search user subscriptions...'}
          value={searchText}
          onChange={setSearchText}
        />
      </div>

      {tab === 'plans' ? (
        <TableCard
          list={plans}
          empty={shownPlans.length === 0}
          emptyMessage="No plans found"
          filtered={searchText.trim() !== ''}
        >
          <TableHead columns={['Plan Details', 'Price', 'Duration', 'Scope', 'Status']} actions />
          <tbody>
            {shownPlans.map((plan) => {
              const active = plan.active !== false;
              return (
                <tr key={plan._id} data-plan-code={plan.code}>
                  <td>
                    <strong>{plan.title}</strong>
                    <div className="muted">{plan.code}</div>
                    {plan.description && <div className="muted">{plan.description}</div>}
                    {plan.withAds && <div className="muted">With ads</div>}
                    <div className="muted" data-testid="plan-downloads">
                      {downloadAllowanceLabel(plan.downloads, plan.downloadDevices)}
                    </div>
                    {plan.recurring && (
                      <div className="muted">
                        Auto-renews{plan.trialDays > 0 ? ` · ${plan.trialDays}-day trial` : ''}
                      </div>
                    )}
                  </td>
                  <td className="nowrap">{formatInr(plan.price)}</td>
                  <td className="nowrap">{plan.durationDays} days</td>
                  <td>
                    <span className="badge badge-admin">{plan.scope === 'all' ? 'Full Access' : 'Per Episode'}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`btn btn-sm ${active ? 'btn-success' : 'btn-warning'}`}
                      disabled={pendingId === plan._id}
                      onClick={() => void toggle(plan)}
                      aria-label={`${active ? 'Deactivate' : 'Activate'} ${plan.code}`}
                    >
                      {active ? 'Active' : 'Inactive'}
                    </button>
                  </td>
                  <td className="actions-col">
                    <span className="row-actions">
                      <button type="button" className="btn btn-sm btn-ghost" onClick={() => setEditing(plan)}>
                        Edit
                      </button>
                      <button type="button" className="btn btn-sm btn-danger" onClick={() => deletion.ask(plan)}>
                        Delete
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableCard>
      ) : (
        <>
          <MandateReportPanel
            report={mandateReport.data}
            running={mandateReport.isLoading}
            onRun={() => void runWithToast(() => runMandateReport().unwrap(), MESSAGES.mandateReportReady)}
          />
          <TableCard
            list={subscriptions}
            empty={rows.length === 0}
            emptyMessage="No subscriptions found"
            filtered={search !== ''}
            footer={
              subscriptions.data &&
              subscriptions.data.total > 0 && (
                <Pagination
                  noun={['subscription', 'subscriptions']}
                  page={subscriptions.data.page}
                  limit={subscriptions.data.limit}
                  total={subscriptions.data.total}
                  onPage={setPage}
                />
              )
            }
          >
            <TableHead
              columns={[
                'User',
                'Plan',
                'Price',
                'Coupon',
                'Start Date',
                'Expiry Date',
                'Auto-renew',
                'Provider',
                'Next Charge',
                'Status',
                'Actions',
              ]}
            />
            <tbody>
              {rows.map((sub) => (
                <tr key={sub._id} data-subscription-email={sub.userEmail ?? ''}>
                  <td>
                    <strong>{sub.userName ?? 'N/A'}</strong>
                    <div className="muted">{sub.userEmail ?? 'N/A'}</div>
                  </td>
                  <td>
                    <strong>{sub.planTitle}</strong>
                    <div className="muted">{sub.planCode}</div>
                  </td>
                  <td className="nowrap">{formatInr(sub.price)}</td>
                  <td className="nowrap">{sub.couponCode ?? '—'}</td>
                  <td className="nowrap">{formatDate(sub.startDate)}</td>
                  <td className="nowrap">{formatDate(sub.expiryDate)}</td>
                  <td className="nowrap">{AUTO_RENEW_LABELS[sub.autoRenew ?? 'none']}</td>
                  <ProviderCell state={providerStateOf(sub, mandateReport.data)} />
                  <td className="nowrap">{sub.nextChargeAt ? formatDate(sub.nextChargeAt) : '—'}</td>
                  <td>
                    <span className={`badge ${sub.status === 'Active' ? 'badge-success' : 'badge-danger'}`}>
                      {sub.refunded ? 'Refunded' : sub.status}
                    </span>
                  </td>
                  <td className="actions-col">
                    {/* A recurring subscription's charges are refunded one by one at the provider. */}
                    {!sub.refunded && sub.autoRenew === null && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={`Refund ${sub.userEmail ?? sub._id}`}
                        onClick={() => setRefunding(sub)}
                      >
                        Refund
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableCard>
        </>
      )}

      {refunding && <RefundDialog subscription={refunding} onClose={() => setRefunding(null)} />}
      {editing !== null && <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          title="Delete Plan"
          message={MESSAGES.confirmDeletePlan}
          busy={deletingNow.isLoading}
          onConfirm={() => void deletion.confirm()}
          onClose={deletion.cancel}
        >
          {deleting.title} ({deleting.code})
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}

/** The provider's state of a subscription beside ours, from the last mandate report. */
function ProviderCell({ state }: { state: { label: string; mismatch: boolean } }) {
  return (
    <td className="nowrap" data-testid="provider-state">
      {state.mismatch ? <span className="badge badge-warning">{state.label}</span> : state.label}
    </td>
  );
}
