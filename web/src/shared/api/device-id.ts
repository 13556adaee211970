const KEY = 'streamhub.deviceId';

let cached: string | null = null;

/**
 * This browser's device id: random, made once and kept in localStorage, so the account's stream
 * sessions count this browser as one screen whatever it plays (and a reload does not take another).
 * Without storage (private modes that refuse it) it lasts as long as the page.
 */
export function deviceId(): string {
  if (cached) return cached;
  let id: string | null = null;
  try {
    id = localStorage.getItem(KEY);
  } catch {
    id = null;
  }
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    try {
      localStorage.setItem(KEY, id);
    } catch {
      // kept for this page only
    }
  }
  cached = id;
  return id;
}
