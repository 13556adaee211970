/**
 * Every screen of both apps, as the phone-width checks visit them. Add a route here when a screen
 * is added; `path` may use the demo data the checks look up first.
 */
export type Visitor = 'guest' | 'viewer' | 'admin';

export interface RouteData {
  /** An episode name (series) of the catalog. */
  seriesName: string;
  /** A video id of the catalog. */
  videoId: string;
}

export interface PhoneRoute {
  app: 'web' | 'admin';
  as: Visitor;
  path: string | ((data: RouteData) => string);
}

const web = (as: Visitor, ...paths: PhoneRoute['path'][]): PhoneRoute[] =>
  paths.map((path) => ({ app: 'web', as, path }));
const admin = (as: Visitor, ...paths: PhoneRoute['path'][]): PhoneRoute[] =>
  paths.map((path) => ({ app: 'admin', as, path }));

const watch = (data: RouteData) => `/watch/${encodeURIComponent(data.seriesName)}`;

export const PHONE_ROUTES: PhoneRoute[] = [
  ...web(
    'guest',
    '/',
    '/episodes',
    '/movies',
    '/series',
    '/search?q=the',
    '/plans',
    '/contact',
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy',
    '/grievances',
    '/grievances/report',
    '/deletion-policy',
    '/tv',
    watch,
  ),
  ...web(
    'viewer',
    '/',
    '/profile',
    '/profile?tab=profiles',
    '/profile?tab=devices',
    '/profile?tab=privacy',
    '/privacy/download/00000000-0000-4000-8000-000000000000?expires=1&signature=aaaaaaaaaaaaaaaaaaaaaaaa',
    '/profiles',
    '/watchlist',
    '/downloads',
    '/subscriptions',
    '/activate',
    '/search?q=the',
    watch,
    (data) => `/play/${data.videoId}`,
    // A live event's page; with no such event it shows its "not found" message.
    '/live/000000000000000000000000',
  ),
  ...admin('guest', '/login'),
  ...admin(
    'admin',
    '/admin',
    '/admin/movies',
    '/admin/imports',
    '/admin/users',
    '/admin/subscriptions',
    '/admin/banners',
    '/admin/live',
    '/admin/queries',
    '/admin/grievances',
    '/admin/breach-notices',
    '/admin/ads',
    '/admin/ads/campaigns/new',
  ),
];

/** Phone widths every route must fit: no sideways scrolling. */
export const PHONE_WIDTHS = [360, 390] as const;
