const APP_NAME = 'StreamHub Admin';

const TITLES: Record<string, string> = {
  '/login': 'Sign In',
  '/admin': 'Dashboard',
  '/admin/movies': 'Manage Videos',
  '/admin/imports': 'Import',
  '/admin/users': 'Manage Users',
  '/admin/subscriptions': 'Manage Subscriptions',
  '/admin/coupons': 'Manage Coupons',
  '/admin/queries': 'Manage Queries',
  '/admin/grievances': 'Grievances',
  '/admin/breach-notices': 'Breach Notices',
  '/admin/banners': 'Manage Banners',
  '/admin/analytics': 'Analytics',
  '/admin/ads': 'Ads',
  '/admin/ads/campaigns/new': 'New Campaign',
  '/admin/live': 'Live Events',
};

/** "<screen> · StreamHub Admin" in the tab. */
export function pageTitle(pathname: string): string {
  const title = TITLES[pathname.replace(/\/+$/, '') || '/'];
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}
