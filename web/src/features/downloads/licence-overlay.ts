import { DOWNLOAD_PLAY_WINDOW_SECONDS } from '@streamhub/contracts';
import type { StoredLicence } from './offline-store';

/**
 * What the app learnt about a copy's licence after storing it (renewals, the first play): shaka's
 * stored metadata cannot change, so it is kept beside it in localStorage, by licence id.
 */
const KEY = 'streamhub.downloads.licences';

type Overlay = Record<string, { expiresAt: string; firstPlayedAt: string | null }>;

function read(): Overlay {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '{}') as Overlay;
  } catch {
    return {};
  }
}

export function currentLicence(licence: StoredLicence): StoredLicence {
  const known = read()[licence.id];
  return known ? { ...licence, ...known } : licence;
}

export function noteLicence(id: string, state: { expiresAt: string; firstPlayedAt: string | null }): void {
  localStorage.setItem(KEY, JSON.stringify({ ...read(), [id]: state }));
}

export function forgetLicence(id: string): void {
  const { [id]: _gone, ...rest } = read();
  localStorage.setItem(KEY, JSON.stringify(rest));
}

/** A first play offline: the play window starts now (the server learns it at the next online play). */
export function noteOfflinePlay(licence: StoredLicence, now = Date.now()): StoredLicence {
  const current = currentLicence(licence);
  if (current.firstPlayedAt) return current;
  const windowEnd = now + DOWNLOAD_PLAY_WINDOW_SECONDS * 1000;
  const expiresAt = new Date(Math.min(new Date(current.expiresAt).getTime(), windowEnd)).toISOString();
  const next = { expiresAt, firstPlayedAt: new Date(now).toISOString() };
  noteLicence(licence.id, next);
  return { ...current, ...next };
}
