import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Principal, WatchlistReply } from '@streamhub/contracts';
import { viewerOf } from '@streamhub/nest-kit';
import { VideosService, assertVideoId } from '../videos/videos.service';
import { changeTime } from '../profiles/change-time';
import { WatchlistRepository } from './watchlist.repository';

@Injectable()
export class WatchlistService implements OnApplicationBootstrap {
  private readonly logger = new Logger(WatchlistService.name);

  constructor(
    private readonly watchlist: WatchlistRepository,
    private readonly videos: VideosService,
  ) {}

  async list(principal: Principal | undefined): Promise<WatchlistReply> {
    const viewer = viewerOf(principal);
    // Videos deactivated since they were added are hidden, not removed: they come back if reactivated.
    return { videos: await this.videos.visibleByIds(await this.watchlist.videoIds(viewer), viewer.maxAgeRating) };
  }

  /** `at`: when the viewer asked (the gateway's time); the latest of a title's adds and removals wins. */
  async add(principal: Principal | undefined, rawVideoId: unknown, at?: unknown): Promise<WatchlistReply> {
    const viewer = viewerOf(principal);
    const videoId = assertVideoId(rawVideoId);
    await this.videos.get(videoId);
    await this.watchlist.add(viewer, videoId, changeTime(at, new Date()));
    return this.list(principal);
  }

  async remove(principal: Principal | undefined, rawVideoId: unknown, at?: unknown): Promise<WatchlistReply> {
    const viewer = viewerOf(principal);
    await this.watchlist.remove(viewer, assertVideoId(rawVideoId), changeTime(at, new Date()));
    return this.list(principal);
  }

  onVideoDeleted(videoId: string): Promise<void> {
    return this.watchlist.removeVideo(videoId);
  }

  async onApplicationBootstrap(): Promise<void> {
    try {
      const moved = await this.watchlist.moveToPrimaryProfiles();
      if (moved > 0)
        this.logger.log(`moved ${moved} watchlist entries from before profiles to the account holders' profiles`);
    } catch (err) {
      // Tried again at the next start; until then such entries are not listed.
      this.logger.warn(`watchlist not moved to profiles: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  onProfileDeleted(userId: string, profileId: string): Promise<void> {
    return this.watchlist.removeProfile(userId, profileId);
  }

  onUserErased(userId: string): Promise<void> {
    return this.watchlist.removeUser(userId);
  }
}
