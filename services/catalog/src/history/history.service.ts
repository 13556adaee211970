import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CatalogMessages,
  type AgeRating,
  type Principal,
  type RecordProgressRequest,
  type WatchHistoryItem,
  type WatchHistoryReply,
} from '@streamhub/contracts';
import { ServiceError, viewerOf } from '@streamhub/nest-kit';
import { VideosService, assertVideoId } from '../videos/videos.service';
import { HistoryRepository, type HistoryEntry } from './history.repository';
import { finishedLatestParts, nextPart } from './next-up';
import { progressPercent } from './progress';
import { changeTime } from '../profiles/change-time';

type NextUp = WatchHistoryReply['nextUp'][number];

/** Series looked up for their next episode per listing (a row's worth). */
const NEXT_UP_LIMIT = 12;

const HISTORY_LIMIT = 100;

const itemOf = (entry: HistoryEntry, video: WatchHistoryItem['video']): WatchHistoryItem => ({
  ...entry,
  video,
  watchedAt: entry.watchedAt.toISOString(),
  hiddenFromRow: entry.hiddenFromRow === true,
});

function seconds(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
    throw ServiceError.invalid(`${name} must be a number of 0 or more`);
  return v;
}

@Injectable()
export class HistoryService implements OnApplicationBootstrap {
  private readonly logger = new Logger(HistoryService.name);

  constructor(
    private readonly history: HistoryRepository,
    private readonly videos: VideosService,
  ) {}

  async list(principal: Principal | undefined): Promise<WatchHistoryReply> {
    const viewer = viewerOf(principal);
    const entries = await this.history.recent(viewer, HISTORY_LIMIT);
    const shown = await this.videos.visibleByIds(
      entries.map((e) => e.videoId),
      viewer.maxAgeRating,
    );
    const videos = new Map(shown.map((v) => [v._id, v]));
    const items: WatchHistoryItem[] = [];
    for (const entry of entries) {
      const video = videos.get(entry.videoId);
      if (video) items.push(itemOf(entry, video));
    }
    return { items, nextUp: await this.nextUp(items, viewer.maxAgeRating) };
  }

  /**
   * Continue watching's next episodes: a series whose latest watched part is finished offers its
   * next part the profile may see and has not started (docs/devices.md "Continue watching").
   */
  private async nextUp(items: WatchHistoryItem[], maxAgeRating: AgeRating | undefined): Promise<NextUp[]> {
    const finished = finishedLatestParts(
      items.map((i) => ({
        videoId: i.video._id,
        episodeName: i.video.episodeName,
        episodeSeq: i.video.episodeSeq,
        percent: i.percent,
        hiddenFromRow: i.hiddenFromRow,
      })),
    ).slice(0, NEXT_UP_LIMIT);
    const watched = new Set(items.map((i) => i.video._id));
    const found = await Promise.all(
      finished.map(async (after) => {
        const parts = await this.videos.byEpisodeName(after.episodeName, { maxAgeRating }).then(
          (episode) => episode.parts,
          () => [],
        );
        const next = nextPart(parts, after, watched);
        return next ? { afterVideoId: after.videoId, video: next } : null;
      }),
    );
    return found.filter((n): n is NextUp => n !== null);
  }

  /** "Remove from Continue watching": the entry stays in the history. */
  async hide(principal: Principal | undefined, rawVideoId: unknown): Promise<WatchHistoryReply> {
    const viewer = viewerOf(principal);
    const videoId = assertVideoId(rawVideoId);
    if (!(await this.history.hideFromRow(viewer, videoId)))
      throw ServiceError.notFound(CatalogMessages.historyEntryNotFound);
    return this.list(principal);
  }

  /**
   * "Remove from watch history": the entry is no longer listed. `at`: when the viewer asked (the
   * gateway's time); a position reported before it and delivered late does not bring it back.
   */
  async remove(principal: Principal | undefined, rawVideoId: unknown, at?: unknown): Promise<WatchHistoryReply> {
    const viewer = viewerOf(principal);
    const videoId = assertVideoId(rawVideoId);
    if (!(await this.history.remove(viewer, videoId, changeTime(at, new Date()))))
      throw ServiceError.notFound(CatalogMessages.historyEntryNotFound);
    return this.list(principal);
  }

  async record(principal: Principal | undefined, request: RecordProgressRequest): Promise<WatchHistoryItem> {
    const viewer = viewerOf(principal);
    const videoId = assertVideoId(request?.videoId);
    const positionSeconds = seconds(request.positionSeconds, 'positionSeconds');
    const durationSeconds = seconds(request.durationSeconds, 'durationSeconds');
    const video = await this.videos.get(videoId);
    const entry = {
      videoId,
      positionSeconds,
      durationSeconds,
      percent: progressPercent(positionSeconds, durationSeconds),
      watchedAt: changeTime(request.at, new Date()),
    };
    // A newer report stored already (this one was kept through an outage) stands.
    await this.history.record(viewer, entry);
    return itemOf(entry, video);
  }

  onVideoDeleted(videoId: string): Promise<void> {
    return this.history.removeVideo(videoId);
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const moved = await this.history.moveToPrimaryProfiles();
      if (moved > 0)
        this.logger.log(`moved ${moved} history entries from before profiles to the account holders' profiles`);
    } catch (err) {
      // Tried again at the next start; until then such entries are not listed.
      this.logger.warn(`history not moved to profiles: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  onProfileDeleted(userId: string, profileId: string): Promise<void> {
    return this.history.removeProfile(userId, profileId);
  }

  onUserErased(userId: string): Promise<void> {
    return this.history.removeUser(userId);
  }
}
