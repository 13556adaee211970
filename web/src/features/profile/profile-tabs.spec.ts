import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import en from '../../locales/en.json';
import { PROFILE_TABS, pathForTab, tabFromLocation, tabsFor } from './profile-tabs';
import { profileError } from './profile-validation';

describe('profile tabs', () => {
  it('leaves a kids profile only its own watchlist and history (the account tabs are locked)', () => {
    expect(tabsFor(true).map((tab) => tab.id)).toEqual(['watchlist', 'history']);
    expect(tabsFor(false)).toEqual(PROFILE_TABS);
  });

  it('lists the four tabs of docs/product.md §2 in order, then Profiles, Devices and Privacy', () => {
    expect(PROFILE_TABS.map((tab) => en[tab.labelKey])).toEqual([
      'Profile Details',
      'Subscriptions',
      'Watchlist',
      'Watch History',
      'Profiles',
      'Devices',
      'Privacy',
    ]);
  });

  it('opens the route tab unless ?tab= names another one', () => {
    expect(tabFromLocation('details', '')).toBe('details');
    expect(tabFromLocation('watchlist', '')).toBe('watchlist');
    expect(tabFromLocation('details', '?tab=history')).toBe('history');
    expect(tabFromLocation('subscriptions', '?tab=nonsense')).toBe('subscriptions');
  });

  it('gives /watchlist and /subscriptions their own paths', () => {
    expect(pathForTab('details')).toBe('/profile');
    expect(pathForTab('watchlist')).toBe('/watchlist');
    expect(pathForTab('subscriptions')).toBe('/subscriptions');
    expect(tabFromLocation('details', new URL(pathForTab('history'), 'http://x').search)).toBe('history');
  });
});

describe('profile validation', () => {
  it('requires a name, then a mobile number', () => {
    expect(profileError(' ', '')).toBe(MESSAGES.nameRequired);
    expect(profileError('Asha', '  ')).toBe(MESSAGES.mobileRequired);
    expect(profileError('Asha', '9876543210')).toBeNull();
  });
});
