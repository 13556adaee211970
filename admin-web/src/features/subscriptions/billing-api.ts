import { adminApi } from '../../app/admin-api';

/** Plans, user subscriptions and the dashboard; every change reloads plans, subscriptions and the dashboard. */
export const {
  usePlansListQuery: useListPlansQuery,
  usePlansSeedMutation: useSeedPlansMutation,
  usePlansCreateMutation: useCreatePlanMutation,
  usePlansUpdateMutation: useUpdatePlanMutation,
  usePlansDeleteMutation: useDeletePlanMutation,
  usePlansSetActiveMutation: useSetPlanActiveMutation,
  useAdminBillingSubscriptionsQuery: useListSubscriptionsQuery,
  useAdminBillingRefundMutation: useRefundSubscriptionMutation,
  // Shared by the report panel and the list's Provider column (one cache key).
  useAdminBillingMandateReportMutation: useRunMandateReportMutation,
  useAdminBillingDashboardQuery: useDashboardQuery,
} = adminApi;
