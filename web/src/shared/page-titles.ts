import { t, type MessageKey } from './i18n/i18n';

const APP_NAME = 'StreamHub';

/** "<page> · StreamHub"; the app's name alone for home. */
export function withAppName(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

const TITLES: Record<string, MessageKey> = {
  '/episodes': 'title.episodes',
  '/movies': 'title.movies',
  '/series': 'title.series',
  '/contact': 'title.contact',
  '/my-queries': 'title.my-queries',
  '/grievances': 'title.grievances',
  '/search': 'title.search',
  '/plans': 'title.plans',
  '/login': 'title.login',
  '/signup': 'title.signup',
  '/forgot-password': 'title.forgot-password',
  '/not-me': 'title.not-me',
  '/tv': 'title.tv',
  '/activate': 'title.activate',
  '/privacy': 'title.privacy',
  '/deletion-policy': 'title.deletion-policy',
  '/profile': 'title.profile',
  '/watchlist': 'title.watchlist',
  '/subscriptions': 'title.subscriptions',
};

/** The tab title of a path; watch, play and live pages name themselves after their video or event. */
export function pageTitle(pathname: string): string | undefined {
  if (pathname.startsWith('/watch/') || pathname.startsWith('/play/') || pathname.startsWith('/live/'))
    return undefined;
  if (pathname === '/') return withAppName();
  if (pathname.startsWith('/receipts/')) return withAppName(t('title.receipt'));
  const key = TITLES[pathname];
  return withAppName(key ? t(key) : undefined);
}
