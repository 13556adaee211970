import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@streamhub/web-kit';
import { pageTitle } from './shared/page-titles';
import { AdminLayout } from './shared/layout/AdminLayout';
import { RequireAdmin } from './shared/auth/RequireAdmin';
import { LoginPage } from './features/auth/LoginPage';
import { DashboardPage } from './features/dashboard/DashboardPage';

/**
 * The Manage screens load from chunks of their own when first opened: the dashboard, where an
 * admin lands, paints without their code.
 */
const page = (load: () => Promise<ReactElement>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await load() }),
});

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
              {
                path: 'movies',
                ...page(async () => {
                  const { ManageVideosPage } = await import('./features/videos/ManageVideosPage');
                  return <ManageVideosPage />;
                }),
              },
              {
                path: 'users',
                ...page(async () => {
                  const { ManageUsersPage } = await import('./features/users/ManageUsersPage');
                  return <ManageUsersPage />;
                }),
              },
              {
                path: 'subscriptions',
                ...page(async () => {
                  const { ManageSubscriptionsPage } = await import('./features/subscriptions/ManageSubscriptionsPage');
                  return <ManageSubscriptionsPage />;
                }),
              },
              {
                path: 'queries',
                ...page(async () => {
                  const { ManageQueriesPage } = await import('./features/queries/ManageQueriesPage');
                  return <ManageQueriesPage />;
                }),
              },
              {
                path: 'banners',
                ...page(async () => {
                  const { ManageBannersPage } = await import('./features/banners/ManageBannersPage');
                  return <ManageBannersPage />;
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/admin" replace /> },
    ],
  },
];
