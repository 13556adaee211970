import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { isValidElement, type ReactElement } from 'react';
import { routes } from './routes';
import { RequireAuth } from './shared/auth/RequireAuth';

function allPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...allPaths(route.children ?? [])]);
}

/** The leaf route a URL lands on, and whether a RequireAuth guard wraps it. */
function resolve(url: string) {
  const matches = matchRoutes(routes, url) ?? [];
  const leaf = matches[matches.length - 1]!.route;
  const guarded = matches.some((m) => isValidElement(m.route.element) && m.route.element.type === RequireAuth);
  return { leaf, guarded };
}

function redirectTargetOf(url: string): string | null {
  const element = resolve(url).leaf.element as ReactElement<{ to?: string }> | undefined;
  return element?.props.to ?? null;
}

describe('route table', () => {
  it('holds every viewer path of docs/product.md §2', () => {
    const paths = allPaths(routes);
    for (const path of [
      '/',
      '/episodes',
      '/contact',
      '/search',
      '/login',
      '/signup',
      '/forgot-password',
      '/privacy',
      '/deletion-policy',
      '/watch/:name',
      '/play/:videoId',
      '/movie/:id',
      '/profile',
      '/watchlist',
      '/subscriptions',
      '/movies',
      '/series',
      '/plans',
      '*',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('redirects /movie/{id} and unknown paths home', () => {
    expect(redirectTargetOf('/movie/abc')).toBe('/');
    expect(redirectTargetOf('/no/such/page')).toBe('/');
    expect(redirectTargetOf('/admin')).toBe('/');
  });

  it('guards exactly the signed-in pages', () => {
    for (const url of ['/profile', '/watchlist', '/subscriptions', '/activate'])
      expect(resolve(url).guarded).toBe(true);
    for (const url of ['/', '/episodes', '/search', '/plans', '/login', '/watch/x', '/play/abc', '/privacy', '/tv']) {
      expect(resolve(url).guarded).toBe(false);
    }
  });
});
