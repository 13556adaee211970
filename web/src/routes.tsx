import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyRoute, RootLayout } from '@streamhub/web-kit';
import { pageTitle } from './shared/page-titles';
import { SiteLayout } from './shared/layout/SiteLayout';
import { RequireAuth } from './shared/auth/RequireAuth';
import { HomePage } from './features/home/HomePage';
import { loadPlayerPage, preloadPlayer } from './features/player/preload';

/** The player's chunk, with shaka fetched beside it rather than after it (docs/media.md "Start-up"). */
const loadPlayer = () => {
  preloadPlayer({ page: false });
  return loadPlayerPage();
};

const loadProfile = () => import('./features/profile/ProfilePage');
const profile = (initialTab?: 'watchlist' | 'subscriptions') =>
  lazyRoute(loadProfile, ({ ProfilePage }) => <ProfilePage initialTab={initialTab} />);

/**
 * The viewer app's whole route table (docs/product.md §2). Admin routes live in admin-web.
 * Every page but home is loaded when first visited, from a chunk of its own: the first paint of
 * home waits only for home's code, not for the player's, the forms' or the profile's.
 */
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
            ...lazyRoute(
              () => import('./features/episodes/EpisodesPage'),
              ({ EpisodesPage }) => <EpisodesPage />,
            ),
          },
          {
            path: '/movies',
            ...lazyRoute(
              () => import('./features/browse/MoviesPage'),
              ({ MoviesPage }) => <MoviesPage />,
            ),
          },
          {
            path: '/series',
            ...lazyRoute(
              () => import('./features/browse/SeriesPage'),
              ({ SeriesPage }) => <SeriesPage />,
            ),
          },
          {
            path: '/contact',
            ...lazyRoute(
              () => import('./features/contact/ContactPage'),
              ({ ContactPage }) => <ContactPage />,
            ),
          },
          {
            path: '/grievances/report',
            ...lazyRoute(
              () => import('./features/grievances/GrievanceReportPage'),
              ({ GrievanceReportPage }) => <GrievanceReportPage />,
            ),
          },
          {
            path: '/grievances',
            ...lazyRoute(
              () => import('./features/grievances/GrievanceRedressalPage'),
              ({ GrievanceRedressalPage }) => <GrievanceRedressalPage />,
            ),
          },
          {
            path: '/search',
            ...lazyRoute(
              () => import('./features/search/SearchPage'),
              ({ SearchPage }) => <SearchPage />,
            ),
          },
          {
            path: '/plans',
            ...lazyRoute(
              () => import('./features/subscriptions/PlansPage'),
              ({ PlansPage }) => <PlansPage />,
            ),
          },
          {
            path: '/login',
            ...lazyRoute(
              () => import('./features/auth/LoginPage'),
              ({ LoginPage }) => <LoginPage />,
            ),
          },
          {
            path: '/signup',
            ...lazyRoute(
              () => import('./features/auth/SignupPage'),
              ({ SignupPage }) => <SignupPage />,
            ),
          },
          {
            path: '/forgot-password',
            ...lazyRoute(
              () => import('./features/auth/ForgotPasswordPage'),
              ({ ForgotPasswordPage }) => <ForgotPasswordPage />,
            ),
          },
          {
            path: '/not-me',
            ...lazyRoute(
              () => import('./features/auth/NotMePage'),
              ({ NotMePage }) => <NotMePage />,
            ),
          },
          // Not behind sign-in: the copies play with the network off (docs/offline.md).
          {
            path: '/downloads',
            ...lazyRoute(
              () => import('./features/downloads/DownloadsPage'),
              ({ DownloadsPage }) => <DownloadsPage />,
            ),
          },
          {
            path: '/tv',
            ...lazyRoute(
              () => import('./features/devices/TvSignInPage'),
              ({ TvSignInPage }) => <TvSignInPage />,
            ),
          },
          {
            path: '/privacy',
            ...lazyRoute(
              () => import('./features/privacy/PrivacyPolicyPage'),
              ({ PrivacyPolicyPage }) => <PrivacyPolicyPage />,
            ),
          },
          {
            path: '/deletion-policy',
            ...lazyRoute(
              () => import('./features/legal/DeletionPolicyPage'),
              ({ DeletionPolicyPage }) => <DeletionPolicyPage />,
            ),
          },
          {
            path: '/watch/:name',
            ...lazyRoute(
              () => import('./features/watch/WatchPage'),
              ({ WatchPage }) => <WatchPage />,
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: '/profile', ...profile() },
              { path: '/watchlist', ...profile('watchlist') },
              { path: '/subscriptions', ...profile('subscriptions') },
              {
                path: '/privacy/download/:id',
                ...lazyRoute(
                  () => import('./features/privacy/DataDownloadPage'),
                  ({ DataDownloadPage }) => <DataDownloadPage />,
                ),
              },
              {
                path: '/my-queries',
                ...lazyRoute(
                  () => import('./features/contact/MyQueriesPage'),
                  ({ MyQueriesPage }) => <MyQueriesPage />,
                ),
              },
              {
                path: '/receipts/:number',
                ...lazyRoute(
                  () => import('./features/subscriptions/ReceiptPage'),
                  ({ ReceiptPage }) => <ReceiptPage />,
                ),
              },
              {
                path: '/activate',
                ...lazyRoute(
                  () => import('./features/devices/ActivatePage'),
                  ({ ActivatePage }) => <ActivatePage />,
                ),
              },
              {
                path: '/profiles',
                ...lazyRoute(
                  () => import('./features/profiles/WhosWatchingPage'),
                  ({ WhosWatchingPage }) => <WhosWatchingPage />,
                ),
              },
            ],
          },
        ],
      },
      // The player takes the whole screen; it checks sign-in and subscription itself (docs/product.md §2).
      {
        path: '/play/:videoId',
        ...lazyRoute(loadPlayer, ({ PlayerRoute }) => <PlayerRoute />),
      },
      // A live event's player, full screen like /play; it checks sign-in and entitlement itself (docs/live.md).
      {
        path: '/live/:id',
        ...lazyRoute(
          () => import('./features/live/LivePage'),
          ({ LivePage }) => <LivePage />,
        ),
      },
      { path: '/movie/:id', element: <Navigate to="/" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
