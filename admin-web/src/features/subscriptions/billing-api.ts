import type {
  AdminSubscription,
  AdminSubscriptionsReply,
  DashboardMetrics,
  MandateReport,
  Plan,
  PlanInput,
  SeedPlansReply,
} from '@streamhub/contracts';
import { api } from '../../app/api';

function plansOf(data: unknown): Plan[] {
  if (Array.isArray(data)) return data as Plan[];
  const plans = (data as { plans?: unknown } | null)?.plans;
  return Array.isArray(plans) ? (plans as Plan[]) : [];
}

/** Plans, user subscriptions and the dashboard; every change reloads plans, subscriptions and the dashboard. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPlans: build.query<Plan[], void>({
      query: () => ({ url: '/subscriptions/plans' }),
      transformResponse: plansOf,
      providesTags: ['Plans'],
    }),
    seedPlans: build.mutation<SeedPlansReply, void>({
      query: () => ({ url: '/subscriptions/seed', method: 'POST' }),
      invalidatesTags: ['Plans'],
    }),
    createPlan: build.mutation<Plan, PlanInput>({
      query: (body) => ({ url: '/subscriptions/plans', method: 'POST', body }),
      transformResponse: (data: { plan: Plan }) => data.plan,
      invalidatesTags: ['Plans'],
    }),
    updatePlan: build.mutation<Plan, { code: string; plan: PlanInput }>({
      query: ({ code, plan }) => ({
        url: `/subscriptions/plans/${encodeURIComponent(code)}`,
        method: 'PUT',
        body: plan,
      }),
      transformResponse: (data: { plan: Plan }) => data.plan,
      invalidatesTags: ['Plans'],
    }),
    deletePlan: build.mutation<void, string>({
      query: (code) => ({ url: `/subscriptions/plans/${encodeURIComponent(code)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Plans'],
    }),
    setPlanActive: build.mutation<Plan, { id: string; active: boolean }>({
      query: ({ id, active }) => ({
        url: `/subscriptions/plans/${encodeURIComponent(id)}/active`,
        method: 'PATCH',
        body: { active },
      }),
      transformResponse: (data: { plan: Plan }) => data.plan,
      invalidatesTags: ['Plans'],
    }),
    listSubscriptions: build.query<AdminSubscriptionsReply, { q: string; page: number; limit: number }>({
      query: ({ q, page, limit }) => ({ url: '/admin/subscriptions', params: { ...(q ? { q } : {}), page, limit } }),
      providesTags: ['Subscriptions'],
    }),
    refundSubscription: build.mutation<AdminSubscription, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/subscriptions/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (data: { subscription: AdminSubscription }) => data.subscription,
      invalidatesTags: ['Subscriptions', 'Users'],
    }),
    // Shared by the report panel and the list's Provider column (one cache key).
    runMandateReport: build.mutation<MandateReport, void>({
      query: () => ({ url: '/admin/subscriptions/mandate-report', method: 'POST' }),
    }),
    dashboard: build.query<DashboardMetrics, void>({
      query: () => ({ url: '/admin/dashboard' }),
      providesTags: ['Dashboard', 'Subscriptions', 'Users'],
    }),
  }),
});

export const {
  useListPlansQuery,
  useSeedPlansMutation,
  useCreatePlanMutation,
  useUpdatePlanMutation,
  useDeletePlanMutation,
  useSetPlanActiveMutation,
  useListSubscriptionsQuery,
  useRefundSubscriptionMutation,
  useRunMandateReportMutation,
  useDashboardQuery,
} = billingApi;
