/*
 * Offline downloads (docs/offline.md): a download licence lets one device keep one title at one
 * quality for offline viewing. Plans say how many titles an account may keep and on how many
 * devices; a licence expires 30 days after it was issued or 48 hours after its first play,
 * whichever comes first, is renewed when the app is online, and ends with the subscription or the
 * device's sign-in.
 */
/** Data saver / standard / high: the tallest rendition each keeps (never above the plan's cap). */
export const DOWNLOAD_QUALITIES = ['saver', 'standard', 'high'] as const;
export type DownloadQuality = (typeof DOWNLOAD_QUALITIES)[number];
export const DOWNLOAD_QUALITY_HEIGHT: Record<DownloadQuality, number> = { saver: 360, standard: 540, high: 1080 };

/** What a plan allows when it does not say (plans and subscriptions stored before downloads). */
export const DEFAULT_PLAN_DOWNLOADS = 25;
export const DEFAULT_PLAN_DOWNLOAD_DEVICES = 4;
export const MAX_PLAN_DOWNLOADS = 100;
export const MAX_PLAN_DOWNLOAD_DEVICES = 10;

/** How a plan's allowance reads in lists: "25 downloads on 4 devices", or "No downloads". */
export function downloadAllowanceLabel(downloads: number, downloadDevices: number): string {
  if (downloads <= 0) return 'No downloads';
  const titles = downloads === 1 ? '1 download' : `${downloads} downloads`;
  return `${titles} on ${downloadDevices === 1 ? '1 device' : `${downloadDevices} devices`}`;
}

/** A licence's lifetimes when the stack does not configure them (docs/offline.md "Expiry"). */
export const DOWNLOAD_LICENCE_SECONDS = 30 * 24 * 3600;
export const DOWNLOAD_PLAY_WINDOW_SECONDS = 48 * 3600;

/**
 * Nominal video bitrate (bits per second) of a ladder rung by height, for the sizes the Download
 * dialog shows before anything is fetched (the encoder's capped-CRF targets; audio adds 128 kbit/s).
 */
export function nominalBitrate(height: number): number {
  if (height <= 240) return 400_000;
  if (height <= 360) return 800_000;
  if (height <= 480) return 1_400_000;
  if (height <= 576) return 1_800_000;
  if (height <= 720) return 3_000_000;
  return 5_000_000;
}
export const DOWNLOAD_AUDIO_BITRATE = 128_000;

/** The rendition height a download of this quality keeps: the tallest at or below the quality (the lowest if none). */
export function downloadHeight(heights: readonly number[], quality: DownloadQuality, cap?: number): number | null {
  const sorted = [...heights].filter((h) => Number.isFinite(h) && h > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const limit = Math.min(DOWNLOAD_QUALITY_HEIGHT[quality], cap ?? Number.POSITIVE_INFINITY);
  const fitting = sorted.filter((h) => h <= limit);
  return fitting.length > 0 ? fitting[fitting.length - 1]! : sorted[0]!;
}

/** Estimated bytes of a download of `height` for `seconds` of media. */
export function downloadSizeBytes(height: number, seconds: number): number {
  return Math.round(((nominalBitrate(height) + DOWNLOAD_AUDIO_BITRATE) * Math.max(0, seconds)) / 8);
}

/** A licence as catalog stores it (the gateway adds the title's keys for protected titles). */
export interface StoredDownload {
  id: string;
  videoId: string;
  title: string;
  quality: DownloadQuality;
  height: number;
  deviceId: string;
  deviceName: string;
  sessionId: string | null;
  profileId: string | null;
  /** ISO-8601. */
  issuedAt: string;
  expiresAt: string;
  firstPlayedAt: string | null;
}

/** The plan's download allowance the gateway read from the playback reply's tier. */
export interface DownloadAllowance {
  titles: number;
  devices: number;
}

/** Body of `DownloadPatterns.grant` (the gateway has checked the title, the profile and the plan). */
export interface GrantDownloadRequest {
  videoId: string;
  title: string;
  quality: DownloadQuality;
  height: number;
  device: { id: string; name: string };
  allowance: DownloadAllowance;
  /** Device sessions that were signed out: their downloads are revoked and free their places. */
  revokedSessions: string[];
}

/** Body of the patterns that act on one licence of the caller's account. */
export interface DownloadRequest {
  id: string;
  /** renew: the title's checks passed again, with this allowance. */
  allowance?: DownloadAllowance;
  revokedSessions?: string[];
}

export interface DownloadListRequest {
  revokedSessions: string[];
}

export const DownloadPatterns = {
  /** Body: GrantDownloadRequest. Reply: StoredDownload (a new licence, or this device's one for the title renewed). */
  grant: 'catalog.downloads.grant',
  /** Body: DownloadListRequest. Reply: { downloads: StoredDownload[] } (the account's live licences). */
  list: 'catalog.downloads.list',
  /** Body: DownloadRequest. Reply: StoredDownload (the licence, with any revocation already refused). */
  get: 'catalog.downloads.get',
  /** Body: DownloadRequest. Reply: StoredDownload (first play recorded: expiry at most the play window away). */
  play: 'catalog.downloads.play',
  /** Body: DownloadRequest with allowance. Reply: StoredDownload (a fresh licence period). */
  renew: 'catalog.downloads.renew',
  /** Body: DownloadRequest. Reply: { downloads: StoredDownload[] } (the licence removed). */
  remove: 'catalog.downloads.remove',
} as const;

export const DownloadMessages = {
  granted: 'Download licence granted',
  listed: 'Your downloads',
  options: 'Download qualities',
  renewed: 'Download licence renewed',
  played: 'Download playing',
  removed: 'Download removed',
  notAllowed: 'Your plan does not include downloads',
  titleLimit: (max: number) => `Your plan allows ${max} downloaded titles; remove a download to make room`,
  deviceLimit: (max: number) =>
    `Your plan allows downloads on ${max} devices; remove downloads from another device first`,
  expired: 'This download has expired; go online to renew it',
  notFound: 'No such download on your account',
  notReady: 'This title is not ready to download yet',
  invalidQuality: 'Pick a download quality: saver, standard or high',
  busy: 'Your downloads are being changed on another device; try again',
} as const;
