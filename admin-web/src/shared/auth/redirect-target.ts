import type { Location } from 'react-router-dom';

/** Where to go after signing in: the admin page the guard sent the visitor from, else /admin. */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: Partial<Location> } | null)?.from;
  if (!from?.pathname?.startsWith('/admin')) return '/admin';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
