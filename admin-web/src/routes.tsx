import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@streamhub/web-kit';
import { pageTitle } from './shared/page-titles';
import { AdminLayout } from './shared/layout/AdminLayout';
import { RequireAdmin } from './shared/auth/RequireAdmin';
import { LoginPage } from './features/auth/LoginPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { ManageVideosPage } from './features/videos/ManageVideosPage';
import { ManageUsersPage } from './features/users/ManageUsersPage';
import { ManageSubscriptionsPage } from './features/subscriptions/ManageSubscriptionsPage';
import { ManageQueriesPage } from './features/queries/ManageQueriesPage';
import { ManageBannersPage } from './features/banners/ManageBannersPage';

/** The admin app's route table (product-spec §2, /admin rows); every other path goes to /admin. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout titleOf={pageTitle} />,
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
              { path: 'movies', element: <ManageVideosPage /> },
              { path: 'users', element: <ManageUsersPage /> },
              { path: 'subscriptions', element: <ManageSubscriptionsPage /> },
              { path: 'queries', element: <ManageQueriesPage /> },
              { path: 'banners', element: <ManageBannersPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
