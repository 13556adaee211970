import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DownloadMessages,
  type DownloadAllowance,
  type GrantDownloadRequest,
  type Principal,
  type StoredDownload,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { CLOCK, type Clock } from '../access/access.service';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { allowanceRefusal, expiryOf, isLive, withoutRevoked, type LicenceDurations } from './download-rules';
import { DownloadsRepository, type DownloadItem } from './downloads.repository';

/** Writes that lost to a concurrent one are read and decided again; a few rounds always suffice. */
const WRITE_ATTEMPTS = 8;

/**
 * Download licences (docs/offline.md): the gateway decides whether the caller may watch and
 * download the title (profile, plan, quality) and passes the plan's allowance; this keeps the
 * account's licences, counts them against the allowance and keeps their expiry.
 */
@Injectable()
export class DownloadsService {
  private readonly durations: LicenceDurations;

  constructor(
    private readonly repo: DownloadsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CATALOG_CONFIG) config: Pick<CatalogConfig, 'DOWNLOAD_LICENCE_SECONDS' | 'DOWNLOAD_PLAY_WINDOW_SECONDS'>,
  ) {
    this.durations = {
      licenceSeconds: config.DOWNLOAD_LICENCE_SECONDS,
      playWindowSeconds: config.DOWNLOAD_PLAY_WINDOW_SECONDS,
    };
  }

  /** A new licence for this device and title, or this device's licence for the title issued afresh. */
  async grant(principal: Principal | undefined, body: GrantDownloadRequest): Promise<StoredDownload> {
    const caller = signedIn(principal);
    return this.change(caller.userId, body.revokedSessions, (items, now) => {
      const previous = items.find((i) => i.deviceId === body.device.id && i.videoId === body.videoId);
      const others = items.filter((i) => i !== previous && isLive(i, now));
      this.checkAllowance(others, body.device.id, body.allowance, now);
      const item: DownloadItem = {
        id: previous?.id ?? randomUUID(),
        videoId: body.videoId,
        title: body.title,
        quality: body.quality,
        height: body.height,
        deviceId: body.device.id,
        deviceName: body.device.name,
        sessionId: caller.sessionId ?? null,
        profileId: caller.profile?.id ?? null,
        issuedAt: now,
        expiresAt: expiryOf(now, null, this.durations),
        firstPlayedAt: null,
      };
      // Expired licences are dropped when the account changes; they no longer count anyway.
      return { items: [...others, item], result: item };
    });
  }

  /**
   * An erased account's licences go with it (docs/offline.md): its one document is removed.
   * Idempotent, so a redelivered event changes nothing.
   */
  async onUserErased(userId: string): Promise<boolean> {
    return this.repo.removeAccount(userId);
  }

  /** A licence of the caller's account issued afresh (the gateway checked the title again). */
  async renew(
    principal: Principal | undefined,
    id: unknown,
    allowance: DownloadAllowance | undefined,
    revokedSessions: unknown,
  ): Promise<StoredDownload> {
    const caller = signedIn(principal);
    if (!allowance) throw ServiceError.invalid(DownloadMessages.notFound);
    return this.change(caller.userId, revokedSessions, (items, now) => {
      const item = findItem(items, id);
      const others = items.filter((i) => i !== item && isLive(i, now));
      this.checkAllowance(others, item.deviceId, allowance, now);
      const renewed = { ...item, issuedAt: now, firstPlayedAt: null, expiresAt: expiryOf(now, null, this.durations) };
      return { items: [...others, renewed], result: renewed };
    });
  }

  /** The first play of a licence starts its play window; an expired licence is refused. */
  async play(principal: Principal | undefined, id: unknown, revokedSessions: unknown): Promise<StoredDownload> {
    const caller = signedIn(principal);
    return this.change(caller.userId, revokedSessions, (items, now) => {
      const item = findItem(items, id);
      if (!isLive(item, now)) throw ServiceError.forbidden(DownloadMessages.expired, 'DOWNLOAD_EXPIRED');
      if (item.firstPlayedAt) return { items: null, result: item };
      const played = { ...item, firstPlayedAt: now, expiresAt: expiryOf(item.issuedAt, now, this.durations) };
      return { items: items.map((i) => (i === item ? played : i)), result: played };
    });
  }

  async get(principal: Principal | undefined, id: unknown, revokedSessions: unknown): Promise<StoredDownload> {
    const caller = signedIn(principal);
    const { items } = await this.repo.read(caller.userId);
    return view(findItem(withoutRevoked(items, sessions(revokedSessions)), id));
  }

  /** The account's licences, expired ones included (the app offers to renew them), newest first. */
  async list(principal: Principal | undefined, revokedSessions: unknown): Promise<{ downloads: StoredDownload[] }> {
    const caller = signedIn(principal);
    const { items } = await this.repo.read(caller.userId);
    const listed = withoutRevoked(items, sessions(revokedSessions)).sort(
      (a, b) => b.issuedAt.getTime() - a.issuedAt.getTime(),
    );
    return { downloads: listed.map(view) };
  }

  async remove(
    principal: Principal | undefined,
    id: unknown,
    revokedSessions: unknown,
  ): Promise<{ downloads: StoredDownload[] }> {
    const caller = signedIn(principal);
    await this.change(caller.userId, revokedSessions, (items) => {
      const item = findItem(items, id);
      return { items: items.filter((i) => i !== item), result: item };
    });
    return this.list(principal, revokedSessions);
  }

  private checkAllowance(others: DownloadItem[], deviceId: string, allowance: DownloadAllowance, now: Date): void {
    const refusal = allowanceRefusal(others, deviceId, allowance, now);
    if (refusal === 'none') throw ServiceError.forbidden(DownloadMessages.notAllowed, 'DOWNLOADS_NOT_IN_PLAN');
    if (refusal === 'titles')
      throw ServiceError.forbidden(DownloadMessages.titleLimit(allowance.titles), 'DOWNLOAD_LIMIT');
    if (refusal === 'devices')
      throw ServiceError.forbidden(DownloadMessages.deviceLimit(allowance.devices), 'DOWNLOAD_LIMIT');
  }

  /**
   * Reads the account, lets `decide` compute its new licences (null: nothing to write) and writes
   * them with one conditional update on the version read; a concurrent write makes it decide again.
   */
  private async change(
    userId: string,
    revokedSessions: unknown,
    decide: (items: DownloadItem[], now: Date) => { items: DownloadItem[] | null; result: DownloadItem },
  ): Promise<StoredDownload> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const account = await this.repo.read(userId);
      const kept = withoutRevoked(account.items, sessions(revokedSessions));
      const { items, result } = decide(kept, this.clock());
      const changed = items ?? (kept.length !== account.items.length ? kept : null);
      if (!changed || (await this.repo.write(userId, account.version, changed))) return view(result);
    }
    throw ServiceError.conflict(DownloadMessages.busy);
  }
}

function findItem(items: DownloadItem[], id: unknown): DownloadItem {
  const item = typeof id === 'string' ? items.find((i) => i.id === id) : undefined;
  if (!item) throw ServiceError.notFound(DownloadMessages.notFound);
  return item;
}

function sessions(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
}

function view(i: DownloadItem): StoredDownload {
  return {
    id: i.id,
    videoId: i.videoId,
    title: i.title,
    quality: i.quality,
    height: i.height,
    deviceId: i.deviceId,
    deviceName: i.deviceName,
    sessionId: i.sessionId,
    profileId: i.profileId,
    issuedAt: i.issuedAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    firstPlayedAt: i.firstPlayedAt ? i.firstPlayedAt.toISOString() : null,
  };
}
