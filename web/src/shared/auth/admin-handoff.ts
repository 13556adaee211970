import type { MouseEvent } from 'react';
import { api, dataOf } from '../api/client';
import { ADMIN_APP_URL } from '../config';

/** The admin app's address carrying a one-time code in the fragment (never sent to a server or in a Referer). */
export function adminHandoffUrl(adminUrl: string, code: string): string {
  const url = new URL(adminUrl, window.location.href);
  url.hash = new URLSearchParams({ handoff: code }).toString();
  return url.toString();
}

/**
 * The Admin link: the admin app lives on another origin with storage of its own, so the signed-in
 * admin is carried across with a one-time code. If no code can be had, the link opens the admin
 * app as it is (its sign-in page).
 */
export async function openAdminApp(event: MouseEvent<HTMLAnchorElement>): Promise<void> {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  try {
    const { code } = await dataOf(api.POST('/api/v1/auth/handoff'));
    window.location.assign(adminHandoffUrl(ADMIN_APP_URL, code));
  } catch {
    window.location.assign(ADMIN_APP_URL);
  }
}
