import type { MessageKey } from '../../shared/i18n/i18n';

export type ProfileTab = 'details' | 'profiles' | 'devices' | 'subscriptions' | 'watchlist' | 'history' | 'privacy';

export const PROFILE_TABS: { id: ProfileTab; labelKey: MessageKey; path: string }[] = [
  { id: 'details', labelKey: 'profile.tab.details', path: '/profile' },
  { id: 'subscriptions', labelKey: 'profile.tab.subscriptions', path: '/subscriptions' },
  { id: 'watchlist', labelKey: 'profile.tab.watchlist', path: '/watchlist' },
  { id: 'history', labelKey: 'profile.tab.history', path: '/profile?tab=history' },
  // Beyond docs/product.md §2: the account's viewer profiles and parental controls.
  { id: 'profiles', labelKey: 'profile.tab.profiles', path: '/profile?tab=profiles' },
  // Where the account is signed in (docs/devices.md).
  { id: 'devices', labelKey: 'profile.tab.devices', path: '/profile?tab=devices' },
  // Consents and data rights (docs/privacy.md).
  { id: 'privacy', labelKey: 'profile.tab.privacy', path: '/profile?tab=privacy' },
];

/** Tabs that manage the account: a kids profile sees them locked (the API refuses them too). */
export const ACCOUNT_TABS: readonly ProfileTab[] = ['details', 'subscriptions', 'profiles', 'devices', 'privacy'];

/** The tabs a profile is shown: a kids profile keeps only its own watchlist and history. */
export function tabsFor(kids: boolean): typeof PROFILE_TABS {
  return kids ? PROFILE_TABS.filter((tab) => !ACCOUNT_TABS.includes(tab.id)) : PROFILE_TABS;
}

function isProfileTab(value: string | null): value is ProfileTab {
  return PROFILE_TABS.some((tab) => tab.id === value);
}

/** The open tab: `?tab=` when it names one, else the tab of the route (/watchlist, /subscriptions). */
export function tabFromLocation(routeTab: ProfileTab, search: string): ProfileTab {
  const requested = new URLSearchParams(search).get('tab');
  return isProfileTab(requested) ? requested : routeTab;
}

export function pathForTab(tab: ProfileTab): string {
  return PROFILE_TABS.find((item) => item.id === tab)!.path;
}
