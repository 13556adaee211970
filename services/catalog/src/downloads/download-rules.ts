import type { DownloadAllowance } from '@streamhub/contracts';

/** What the rules need of a stored licence. */
export interface LicenceTimes {
  deviceId: string;
  videoId: string;
  sessionId: string | null;
  issuedAt: Date;
  expiresAt: Date;
  firstPlayedAt: Date | null;
}

export interface LicenceDurations {
  /** From issue (30 days). */
  licenceSeconds: number;
  /** From the first play (48 hours). */
  playWindowSeconds: number;
}

/** A licence's expiry: `licenceSeconds` after issue, or `playWindowSeconds` after the first play if sooner. */
export function expiryOf(issuedAt: Date, firstPlayedAt: Date | null, d: LicenceDurations): Date {
  const byIssue = issuedAt.getTime() + d.licenceSeconds * 1000;
  const byPlay = firstPlayedAt ? firstPlayedAt.getTime() + d.playWindowSeconds * 1000 : Number.POSITIVE_INFINITY;
  return new Date(Math.min(byIssue, byPlay));
}

/** Licences of signed-out device sessions are revoked: they are dropped at the next write and never listed. */
export function withoutRevoked<T extends LicenceTimes>(items: readonly T[], revokedSessions: readonly string[]): T[] {
  const revoked = new Set(revokedSessions);
  return items.filter((i) => i.sessionId === null || !revoked.has(i.sessionId));
}

export const isLive = (i: LicenceTimes, now: Date): boolean => i.expiresAt.getTime() > now.getTime();

/**
 * Whether one more licence (this device, this title) fits the plan's allowance next to the live
 * ones (`others`, without the one it replaces): `titles` licences on the account, on at most
 * `devices` devices. `none`: the plan has no downloads.
 */
export function allowanceRefusal(
  others: readonly LicenceTimes[],
  deviceId: string,
  allowance: DownloadAllowance,
  now: Date,
): 'none' | 'titles' | 'devices' | null {
  if (allowance.titles <= 0) return 'none';
  const live = others.filter((i) => isLive(i, now));
  if (live.length >= allowance.titles) return 'titles';
  const devices = new Set(live.map((i) => i.deviceId));
  devices.add(deviceId);
  if (devices.size > allowance.devices) return 'devices';
  return null;
}
