import type shakaNamespace from 'shaka-player';
import type { ClearKeyJwk, DownloadLicence } from '@streamhub/contracts';

/**
 * The offline copies of this browser (docs/offline.md "The app"): shaka's offline storage keeps the
 * kept rendition and the audio in IndexedDB, with the licence beside it (its id, expiry and, for a
 * protected title, the ClearKey keys the app hands shaka only until the expiry).
 */
export interface OfflineCopy {
  offlineUri: string;
  licence: StoredLicence;
  sizeBytes: number;
}

/** What a copy keeps of its licence (shaka's appMetadata). */
export interface StoredLicence {
  id: string;
  videoId: string;
  title: string;
  quality: DownloadLicence['quality'];
  height: number;
  expiresAt: string;
  firstPlayedAt: string | null;
  keys: ClearKeyJwk[] | null;
}

/** Running store operations by licence id: shaka offers no pause, so Cancel aborts and Download starts again. */
const running = new Map<string, { abort: () => Promise<unknown> }>();

async function shaka() {
  const { default: lib } = await import('shaka-player');
  lib.polyfill.installAll();
  return lib;
}

const hex = (b64url: string): string =>
  [...atob(b64url.replace(/-/g, '+').replace(/_/g, '/'))]
    .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('');

/** shaka's `drm.clearKeys` (hex key id → hex key) of a licence's keys. */
export function clearKeysOf(keys: readonly ClearKeyJwk[] | null | undefined): Record<string, string> {
  return Object.fromEntries((keys ?? []).map((k) => [hex(k.kid), hex(k.k)]));
}

export function storedLicence(licence: DownloadLicence): StoredLicence {
  const { id, videoId, title, quality, height, expiresAt, firstPlayedAt, keys } = licence;
  return { id, videoId, title, quality, height, expiresAt, firstPlayedAt, keys };
}

/** Whether the copy may play now: before its licence's expiry (also offline; the app is the judge with ClearKey). */
export function playable(licence: Pick<StoredLicence, 'expiresAt'>, now = Date.now()): boolean {
  return new Date(licence.expiresAt).getTime() > now;
}

/**
 * Stores a title offline: the rendition of the licence's height and one audio track, from the
 * (signed) manifest. `onProgress` gets 0–1. Resolves with the copy; rejects when cancelled.
 */
export async function storeCopy(
  manifestUrl: string,
  licence: DownloadLicence,
  onProgress: (fraction: number) => void,
): Promise<OfflineCopy> {
  const lib = await shaka();
  if (!lib.offline.Storage.support()) throw new Error('offline storage unsupported');
  const storage = new lib.offline.Storage();
  storage.configure({
    drm: { clearKeys: clearKeysOf(licence.keys) },
    offline: {
      usePersistentLicense: false,
      progressCallback: (_content: unknown, progress: number) => onProgress(progress),
      trackSelectionCallback: (tracks: shakaNamespace.extern.Track[]) => {
        const variants = tracks.filter((t) => t.type === 'variant');
        const exact = variants.filter((t) => t.height === licence.height);
        const pool = exact.length > 0 ? exact : variants;
        const chosen = [...pool].sort((a, b) => (a.bandwidth ?? 0) - (b.bandwidth ?? 0))[0];
        return chosen ? [chosen] : [];
      },
    },
  });
  const operation = storage.store(manifestUrl, storedLicence(licence) as unknown as Record<string, string>);
  running.set(licence.id, { abort: () => operation.abort() });
  try {
    const content = await operation.promise;
    return { offlineUri: content.offlineUri!, licence: storedLicence(licence), sizeBytes: content.size };
  } finally {
    running.delete(licence.id);
    await storage.destroy();
  }
}

/** Cancels a running download (shaka's offline storage cannot pause: Download starts it again). */
export async function cancelCopy(licenceId: string): Promise<void> {
  await running.get(licenceId)?.abort();
}

export async function listCopies(): Promise<OfflineCopy[]> {
  const lib = await shaka();
  if (!lib.offline.Storage.support()) return [];
  const storage = new lib.offline.Storage();
  try {
    const contents = await storage.list();
    return contents.map((c) => ({
      offlineUri: c.offlineUri!,
      licence: c.appMetadata as unknown as StoredLicence,
      sizeBytes: c.size,
    }));
  } finally {
    await storage.destroy();
  }
}

export async function removeCopy(offlineUri: string): Promise<void> {
  const lib = await shaka();
  const storage = new lib.offline.Storage();
  try {
    await storage.remove(offlineUri);
  } finally {
    await storage.destroy();
  }
}

/** Bytes this site stores (the copies, mostly), as the browser reports it. */
export async function storageUsed(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return estimate?.usage ?? null;
}
