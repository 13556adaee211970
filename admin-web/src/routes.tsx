import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyRoute, RootLayout } from '@streamhub/web-kit';
import { pageTitle } from './shared/page-titles';
import { useI18n } from './shared/i18n/i18n';
import { AdminLayout } from './shared/layout/AdminLayout';
import { RequireAdmin } from './shared/auth/RequireAdmin';
import { LoginPage } from './features/auth/LoginPage';
import { DashboardPage } from './features/dashboard/DashboardPage';

/** The tab names the screen in the active language, again after a switch. */
function TranslatedRootLayout() {
  useI18n();
  return <RootLayout titleOf={pageTitle} />;
}

/**
 * The admin app's route table (docs/product.md §2, /admin rows); every other path goes to /admin.
 * The Manage screens load from chunks of their own when first opened: the dashboard, where an
 * admin lands, paints without their code.
 */
export const routes: RouteObject[] = [
  {
    element: <TranslatedRootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/admin',
            element: <AdminLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              {
                path: 'movies',
                ...lazyRoute(
                  () => import('./features/videos/ManageVideosPage'),
                  ({ ManageVideosPage }) => <ManageVideosPage />,
                ),
              },
              {
                path: 'imports',
                ...lazyRoute(
                  () => import('./features/imports/ImportsPage'),
                  ({ ImportsPage }) => <ImportsPage />,
                ),
              },
              {
                path: 'users',
                ...lazyRoute(
                  () => import('./features/users/ManageUsersPage'),
                  ({ ManageUsersPage }) => <ManageUsersPage />,
                ),
              },
              {
                path: 'subscriptions',
                ...lazyRoute(
                  () => import('./features/subscriptions/ManageSubscriptionsPage'),
                  ({ ManageSubscriptionsPage }) => <ManageSubscriptionsPage />,
                ),
              },
              {
                path: 'coupons',
                ...lazyRoute(
                  () => import('./features/coupons/ManageCouponsPage'),
                  ({ ManageCouponsPage }) => <ManageCouponsPage />,
                ),
              },
              {
                path: 'queries',
                ...lazyRoute(
                  () => import('./features/queries/ManageQueriesPage'),
                  ({ ManageQueriesPage }) => <ManageQueriesPage />,
                ),
              },
              {
                path: 'grievances',
                ...lazyRoute(
                  () => import('./features/grievances/ManageGrievancesPage'),
                  ({ ManageGrievancesPage }) => <ManageGrievancesPage />,
                ),
              },
              {
                path: 'breach-notices',
                ...lazyRoute(
                  () => import('./features/privacy/BreachNoticesPage'),
                  ({ BreachNoticesPage }) => <BreachNoticesPage />,
                ),
              },
              {
                path: 'banners',
                ...lazyRoute(
                  () => import('./features/banners/ManageBannersPage'),
                  ({ ManageBannersPage }) => <ManageBannersPage />,
                ),
              },
              {
                path: 'ads',
                ...lazyRoute(
                  () => import('./features/ads/ManageAdsPage'),
                  ({ ManageAdsPage }) => <ManageAdsPage />,
                ),
              },
              {
                path: 'ads/campaigns/:id',
                ...lazyRoute(
                  () => import('./features/ads/CampaignEditorPage'),
                  ({ CampaignEditorPage }) => <CampaignEditorPage />,
                ),
              },
              {
                path: 'ads/campaigns/:id/report',
                ...lazyRoute(
                  () => import('./features/ads/CampaignReportPage'),
                  ({ CampaignReportPage }) => <CampaignReportPage />,
                ),
              },
              {
                path: 'live',
                ...lazyRoute(
                  () => import('./features/live/LiveEventsPage'),
                  ({ LiveEventsPage }) => <LiveEventsPage />,
                ),
              },
              {
                path: 'live/:id',
                ...lazyRoute(
                  () => import('./features/live/LiveEventPage'),
                  ({ LiveEventPage }) => <LiveEventPage />,
                ),
              },
              {
                path: 'analytics',
                ...lazyRoute(
                  () => import('./features/analytics/AnalyticsPage'),
                  ({ AnalyticsPage }) => <AnalyticsPage />,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
