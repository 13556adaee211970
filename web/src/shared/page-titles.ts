const APP_NAME = 'StreamHub';

/** "<page> · StreamHub"; the app's name alone for home. */
export function withAppName(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

const TITLES: Record<string, string> = {
  '/episodes': 'Episodes',
  '/movies': 'Movies',
  '/series': 'Series',
  '/contact': 'Contact Us',
  '/my-queries': 'My queries',
  '/grievances': 'Grievance Redressal',
  '/search': 'Search',
  '/plans': 'Plans',
  '/login': 'Sign In',
  '/signup': 'Sign Up',
  '/forgot-password': 'Forgot Password',
  '/not-me': "This wasn't me",
  '/tv': 'Sign in on your TV',
  '/activate': 'Sign in a TV',
  '/privacy': 'Privacy Policy',
  '/deletion-policy': 'Data Deletion Policy',
  '/profile': 'My Account',
  '/watchlist': 'My List',
  '/subscriptions': 'Subscriptions',
};

/** The tab title of a path; watch and play pages name themselves after their video. */
export function pageTitle(pathname: string): string | undefined {
  if (pathname.startsWith('/watch/') || pathname.startsWith('/play/')) return undefined;
  if (pathname === '/') return withAppName();
  if (pathname.startsWith('/receipts/')) return withAppName('Receipt');
  return withAppName(TITLES[pathname]);
}
