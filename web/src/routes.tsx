import type { ReactElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@streamhub/web-kit';
import { pageTitle } from './shared/page-titles';
import { SiteLayout } from './shared/layout/SiteLayout';
import { RequireAuth } from './shared/auth/RequireAuth';
import { HomePage } from './features/home/HomePage';

/**
 * Every page but home is loaded when first visited, from a chunk of its own: the first paint of
 * home waits only for home's code, not for the player's, the forms' or the profile's.
 */
const page = (load: () => Promise<ReactElement>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ element: await load() }),
});
const profile = (initialTab?: 'watchlist' | 'subscriptions') =>
  page(async () => {
    const { ProfilePage } = await import('./features/profile/ProfilePage');
    return <ProfilePage initialTab={initialTab} />;
  });

/** The viewer app's whole route table (product-spec §2). Admin routes live in admin-web. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout titleOf={pageTitle} />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          {
            path: '/episodes',
            ...page(async () => {
              const { EpisodesPage } = await import('./features/episodes/EpisodesPage');
              return <EpisodesPage />;
            }),
          },
          {
            path: '/movies',
            ...page(async () => {
              const { MoviesPage } = await import('./features/browse/MoviesPage');
              return <MoviesPage />;
            }),
          },
          {
            path: '/series',
            ...page(async () => {
              const { SeriesPage } = await import('./features/browse/SeriesPage');
              return <SeriesPage />;
            }),
          },
          {
            path: '/contact',
            ...page(async () => {
              const { ContactPage } = await import('./features/contact/ContactPage');
              return <ContactPage />;
            }),
          },
          {
            path: '/search',
            ...page(async () => {
              const { SearchPage } = await import('./features/search/SearchPage');
              return <SearchPage />;
            }),
          },
          {
            path: '/login',
            ...page(async () => {
              const { LoginPage } = await import('./features/auth/LoginPage');
              return <LoginPage />;
            }),
          },
          {
            path: '/signup',
            ...page(async () => {
              const { SignupPage } = await import('./features/auth/SignupPage');
              return <SignupPage />;
            }),
          },
          {
            path: '/forgot-password',
            ...page(async () => {
              const { ForgotPasswordPage } = await import('./features/auth/ForgotPasswordPage');
              return <ForgotPasswordPage />;
            }),
          },
          {
            path: '/privacy',
            ...page(async () => {
              const { PrivacyPage } = await import('./features/legal/PrivacyPage');
              return <PrivacyPage />;
            }),
          },
          {
            path: '/deletion-policy',
            ...page(async () => {
              const { DeletionPolicyPage } = await import('./features/legal/DeletionPolicyPage');
              return <DeletionPolicyPage />;
            }),
          },
          {
            path: '/watch/:name',
            ...page(async () => {
              const { WatchPage } = await import('./features/watch/WatchPage');
              return <WatchPage />;
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: '/profile', ...profile() },
              { path: '/watchlist', ...profile('watchlist') },
              { path: '/subscriptions', ...profile('subscriptions') },
            ],
          },
        ],
      },
      // The player takes the whole screen; it checks sign-in and subscription itself (spec §2).
      {
        path: '/play/:videoId',
        ...page(async () => {
          const { PlayerRoute } = await import('./features/player/PlayerPage');
          return <PlayerRoute />;
        }),
      },
      { path: '/movie/:id', element: <Navigate to="/" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
