import { t, type MessageKey } from './i18n/i18n';

const TITLES: Record<string, MessageKey> = {
  '/login': 'title.signIn',
  '/admin': 'nav.dashboard',
  '/admin/movies': 'nav.videos',
  '/admin/imports': 'nav.imports',
  '/admin/users': 'nav.users',
  '/admin/subscriptions': 'title.subscriptions',
  '/admin/coupons': 'title.coupons',
  '/admin/queries': 'title.queries',
  '/admin/grievances': 'nav.grievances',
  '/admin/breach-notices': 'nav.breachNotices',
  '/admin/banners': 'title.banners',
  '/admin/analytics': 'nav.analytics',
  '/admin/ads': 'nav.ads',
  '/admin/ads/campaigns/new': 'title.newCampaign',
  '/admin/live': 'nav.live',
};

/** "<screen> · StreamHub Admin" in the tab, in the active language. */
export function pageTitle(pathname: string): string {
  const key = TITLES[pathname.replace(/\/+$/, '') || '/'];
  return key ? `${t(key)} · ${t('title.app')}` : t('title.app');
}
