import { useState } from 'react';
import type { AdminSubscription, Plan } from '@streamhub/contracts';
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
const AUTO_RENEW_LABELS: Record<NonNullable<AdminSubscription['autoRenew']> | 'none', MessageKey> = {
  on: 'subs.autoRenew.on',
  pending: 'subs.autoRenew.pending',
  off: 'subs.autoRenew.off',
  halted: 'subs.autoRenew.halted',
  none: 'subs.autoRenew.none',
};

/** A subscription's status ("Active", "Expired", …) in the active language; one the catalog lacks shows as sent. */
function subscriptionStatusLabel(status: string): string {
  const key = `subs.status.${status}`;
  return hasMessage(key) ? tDynamic(key) : status;
}
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
import { hasMessage, tDynamic, useT, type MessageKey } from '../../shared/i18n/i18n';
import { formatNumber } from '../../shared/i18n/format';

type Tab = 'plans' | 'subscriptions';
const TABS: readonly (readonly [Tab, MessageKey])[] = [
  ['plans', 'dashboard.action.plans'],
  ['subscriptions', 'subs.userSubscriptions'],
];
const SUBSCRIPTIONS_PER_PAGE = 20;

/** /admin/subscriptions: plans and user subscriptions (docs/product.md §2 Admin Manage Subscriptions). */
export function ManageSubscriptionsPage() {
  const t = useT();
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
    return <p className="muted">{t('subs.loading')}</p>;
  }

  const allPlans = plans.data?.plans ?? [];
  const shownPlans = allPlans.filter((plan) => matchesPlan(plan, tab === 'plans' ? searchText : ''));
  const summary = subscriptions.data?.summary;
  const rows = subscriptions.data?.subscriptions ?? [];
  // `id` names the card for tests in every language (data-testid="summary-Total Plans").
  const cards = [
    { id: 'Total Plans', label: t('subs.totalPlans'), value: formatNumber(allPlans.length) },
    {
      id: 'Active Plans',
      label: t('subs.activePlans'),
      value: formatNumber(allPlans.filter((p) => p.active !== false).length),
    },
    {
      id: 'Total Subscriptions',
      label: t('subs.totalSubscriptions'),
      value: formatNumber(summary?.totalSubscriptions ?? 0),
    },
    {
      id: 'Active Subscriptions',
      label: t('dashboard.activeSubscriptions'),
      value: formatNumber(summary?.activeSubscriptions ?? 0),
    },
    { id: 'Total Revenue', label: t('dashboard.totalRevenue'), value: formatInr(summary?.totalRevenue ?? 0) },
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
        title={t('title.subscriptions')}
        subtitle={t('subs.subtitle')}
        action={{ label: t('subs.createButton'), onClick: () => setEditing('new') }}
        extraActions={
          <button
            type="button"
            className="btn btn-ghost"
            disabled={seeding.isLoading}
            onClick={() => void runWithToast(() => seedPlans().unwrap(), MESSAGES.defaultPlansCreated)}
          >
            {t('subs.seed')}
          </button>
        }
      />

      <div className="stat-grid" aria-label={t('subs.summary')}>
        {cards.map((card) => (
          <div key={card.id} className="stat-card" data-testid={`summary-${card.id}`}>
            <span className="muted">{card.label}</span>
            <strong>{card.value}</strong>
          </div>
        ))}
      </div>

      <div className="tabs" role="tablist" aria-label={t('subs.sections')}>
        {TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={`btn ${tab === id ? 'btn-primary' : 'btn-ghost'}`}
            onClick={() => setTab(id)}
          >
            {t(label)}
          </button>
        ))}
      </div>

      <div className="toolbar">
        <SearchField
          label={t('subs.search')}
          placeholder={tab === 'plans' ? t('subs.searchPlans') : t('subs.searchSubscriptions')}
          value={searchText}
          onChange={setSearchText}
        />
      </div>

      {tab === 'plans' ? (
        <TableCard
          list={plans}
          empty={shownPlans.length === 0}
          emptyMessage={t('subs.noPlans')}
          filtered={searchText.trim() !== ''}
        >
          <TableHead
            columns={[
              t('subs.col.planDetails'),
              t('subs.col.price'),
              t('subs.col.duration'),
              t('subs.col.scope'),
              t('videos.col.status'),
            ]}
            actions
          />
          <tbody>
            {shownPlans.map((plan) => {
              const active = plan.active !== false;
              return (
                <tr key={plan._id} data-plan-code={plan.code}>
                  <td>
                    <strong>{plan.title}</strong>
                    <div className="muted">{plan.code}</div>
                    {plan.description && <div className="muted">{plan.description}</div>}
                    {plan.withAds && <div className="muted">{t('subs.withAds')}</div>}
                    <div className="muted" data-testid="plan-downloads">
                      {plan.downloads <= 0
                        ? t('subs.noDownloads')
                        : t('subs.downloadAllowance', { downloads: plan.downloads, devices: plan.downloadDevices })}
                    </div>
                    {plan.recurring && (
                      <div className="muted">
                        {plan.trialDays > 0
                          ? t('subs.autoRenewsTrial', { days: plan.trialDays })
                          : t('subs.autoRenews')}
                      </div>
                    )}
                  </td>
                  <td className="nowrap">{formatInr(plan.price)}</td>
                  <td className="nowrap">{t('subs.days', { count: plan.durationDays })}</td>
                  <td>
                    <span className="badge badge-admin">
                      {t(plan.scope === 'all' ? 'subs.scope.all' : 'subs.scope.episode')}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className={`btn btn-sm ${active ? 'btn-success' : 'btn-warning'}`}
                      disabled={pendingId === plan._id}
                      onClick={() => void toggle(plan)}
                      aria-label={t(active ? 'common.deactivateNamed' : 'common.activateNamed', { name: plan.code })}
                    >
                      {t(active ? 'status.active' : 'status.inactive')}
                    </button>
                  </td>
                  <td className="actions-col">
                    <span className="row-actions">
                      <button type="button" className="btn btn-sm btn-ghost" onClick={() => setEditing(plan)}>
                        {t('common.edit')}
                      </button>
                      <button type="button" className="btn btn-sm btn-danger" onClick={() => deletion.ask(plan)}>
                        {t('common.delete')}
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
            emptyMessage={t('subs.noSubscriptions')}
            filtered={search !== ''}
            footer={
              subscriptions.data &&
              subscriptions.data.total > 0 && (
                <Pagination
                  noun="noun.subscription"
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
                t('users.role.user'),
                t('subs.col.plan'),
                t('subs.col.price'),
                t('subs.col.coupon'),
                t('subs.col.startDate'),
                t('subs.col.expiryDate'),
                t('subs.col.autoRenew'),
                t('subs.col.provider'),
                t('subs.col.nextCharge'),
                t('videos.col.status'),
                t('common.actions'),
              ]}
            />
            <tbody>
              {rows.map((sub) => (
                <tr key={sub._id} data-subscription-email={sub.userEmail ?? ''}>
                  <td>
                    <strong>{sub.userName ?? t('common.notAvailable')}</strong>
                    <div className="muted">{sub.userEmail ?? t('common.notAvailable')}</div>
                  </td>
                  <td>
                    <strong>{sub.planTitle}</strong>
                    <div className="muted">{sub.planCode}</div>
                  </td>
                  <td className="nowrap">{formatInr(sub.price)}</td>
                  <td className="nowrap">{sub.couponCode ?? '—'}</td>
                  <td className="nowrap">{formatDate(sub.startDate)}</td>
                  <td className="nowrap">{formatDate(sub.expiryDate)}</td>
                  <td className="nowrap">{t(AUTO_RENEW_LABELS[sub.autoRenew ?? 'none'])}</td>
                  <ProviderCell state={providerStateOf(sub, mandateReport.data)} />
                  <td className="nowrap">{sub.nextChargeAt ? formatDate(sub.nextChargeAt) : '—'}</td>
                  <td>
                    <span className={`badge ${sub.status === 'Active' ? 'badge-success' : 'badge-danger'}`}>
                      {sub.refunded ? t('subs.refunded') : subscriptionStatusLabel(sub.status)}
                    </span>
                  </td>
                  <td className="actions-col">
                    {/* A recurring subscription's charges are refunded one by one at the provider. */}
                    {!sub.refunded && sub.autoRenew === null && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={t('subs.refundNamed', { name: sub.userEmail ?? sub._id })}
                        onClick={() => setRefunding(sub)}
                      >
                        {t('subs.refund')}
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
          title={t('subs.deletePlan')}
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
