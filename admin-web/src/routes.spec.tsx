import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';
import { RequireAdmin } from './shared/auth/RequireAdmin';
import { ADMIN_NAV } from './shared/layout/Sidebar';
import { t } from './shared/i18n/i18n';

function resolve(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches[matches.length - 1]!.route as RouteObject;
  const guarded = matches.some((m) => isValidElement(m.route.element) && m.route.element.type === RequireAdmin);
  return { leaf, guarded, pathname: matches[matches.length - 1]!.pathname };
}

const ADMIN_PATHS = [
  '/admin',
  '/admin/movies',
  '/admin/imports',
  '/admin/users',
  '/admin/subscriptions',
  '/admin/coupons',
  '/admin/queries',
  '/admin/grievances',
  '/admin/breach-notices',
  '/admin/banners',
  '/admin/analytics',
  '/admin/ads',
  '/admin/live',
];

describe('admin route table', () => {
  it('puts every admin screen of docs/product.md §2 behind RequireAdmin', () => {
    for (const url of ADMIN_PATHS) {
      const { leaf, guarded } = resolve(url);
      expect(leaf.path === '*', url).toBe(false);
      expect(guarded, url).toBe(true);
    }
  });

  it('puts the campaign editor and report behind RequireAdmin', () => {
    for (const url of ['/admin/ads/campaigns/new', `/admin/ads/campaigns/${'a'.repeat(24)}/report`]) {
      const { leaf, guarded } = resolve(url);
      expect(leaf.path === '*', url).toBe(false);
      expect(guarded, url).toBe(true);
    }
  });

  it('puts the live-control page of one event behind RequireAdmin', () => {
    const { leaf, guarded } = resolve('/admin/live/0123456789abcdef01234567');
    expect(leaf.path).toBe('live/:id');
    expect(guarded).toBe(true);
  });

  it('leaves /login public and sends every other path to /admin', () => {
    expect(resolve('/login').guarded).toBe(false);
    for (const url of ['/', '/nope', '/admin-x']) {
      const element = resolve(url).leaf.element as ReactElement<{ to?: string }>;
      expect(element.props.to, url).toBe('/admin');
    }
  });

  it("lists docs/product.md §2's six sidebar entries in its order, with Coupons after Subscriptions, then Analytics and Ads", () => {
    expect(ADMIN_NAV.map((item) => t(item.label))).toEqual([
      'Dashboard',
      'Manage Videos',
      'Import',
      'Manage Users',
      'Subscriptions',
      'Coupons',
      'Banners',
      'Live Events',
      'Queries',
      'Grievances',
      'Breach Notices',
      'Analytics',
      'Ads',
    ]);
    expect(ADMIN_NAV.map((item) => item.to).sort()).toEqual([...ADMIN_PATHS].sort());
  });
});
