import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@streamhub/web-kit';
import { pageTitle } from './shared/page-titles';
import { SiteLayout } from './shared/layout/SiteLayout';
import { RequireAuth } from './shared/auth/RequireAuth';
import { HomePage } from './features/home/HomePage';
import { EpisodesPage } from './features/episodes/EpisodesPage';
import { ContactPage } from './features/contact/ContactPage';
import { SearchPage } from './features/search/SearchPage';
import { LoginPage } from './features/auth/LoginPage';
import { SignupPage } from './features/auth/SignupPage';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage';
import { PrivacyPage } from './features/legal/PrivacyPage';
import { DeletionPolicyPage } from './features/legal/DeletionPolicyPage';
import { WatchPage } from './features/watch/WatchPage';
import { PlayerRoute } from './features/player/PlayerPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { MoviesPage } from './features/browse/MoviesPage';
import { SeriesPage } from './features/browse/SeriesPage';

/** The viewer app's whole route table (product-spec §2). Admin routes live in admin-web. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout titleOf={pageTitle} />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { path: '/', element: <HomePage /> },
          { path: '/episodes', element: <EpisodesPage /> },
          { path: '/movies', element: <MoviesPage /> },
          { path: '/series', element: <SeriesPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/search', element: <SearchPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/signup', element: <SignupPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/deletion-policy', element: <DeletionPolicyPage /> },
          { path: '/watch/:name', element: <WatchPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/profile', element: <ProfilePage /> },
              { path: '/watchlist', element: <ProfilePage initialTab="watchlist" /> },
              { path: '/subscriptions', element: <ProfilePage initialTab="subscriptions" /> },
            ],
          },
        ],
      },
      // The player takes the whole screen; it checks sign-in and subscription itself (spec §2).
      { path: '/play/:videoId', element: <PlayerRoute /> },
      { path: '/movie/:id', element: <Navigate to="/" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
