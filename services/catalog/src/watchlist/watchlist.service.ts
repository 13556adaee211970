import { Injectable } from '@nestjs/common';
import type { Principal, WatchlistReply } from '@streamhub/contracts';
import { isDuplicateKey, signedIn } from '@streamhub/nest-kit';
import { VideosService, assertVideoId } from '../videos/videos.service';
import { WatchlistRepository } from './watchlist.repository';

@Injectable()
export class WatchlistService {
  constructor(
    private readonly watchlist: WatchlistRepository,
    private readonly videos: VideosService,
  ) {}

  async list(principal: Principal | undefined): Promise<WatchlistReply> {
    const userId = signedIn(principal).userId;
    // Videos deactivated since they were added are hidden, not removed: they come back if reactivated.
    return { videos: await this.videos.visibleByIds(await this.watchlist.videoIds(userId)) };
  }

  async add(principal: Principal | undefined, rawVideoId: unknown): Promise<WatchlistReply> {
    const userId = signedIn(principal).userId;
    const videoId = assertVideoId(rawVideoId);
    await this.videos.get(videoId);
    try {
      await this.watchlist.add(userId, videoId, new Date());
    } catch (err) {
      // Two concurrent adds of the same video: the other one won, which is the same outcome.
      if (!isDuplicateKey(err)) throw err;
    }
    return this.list(principal);
  }

  async remove(principal: Principal | undefined, rawVideoId: unknown): Promise<WatchlistReply> {
    const userId = signedIn(principal).userId;
    await this.watchlist.remove(userId, assertVideoId(rawVideoId));
    return this.list(principal);
  }

  onVideoDeleted(videoId: string): Promise<void> {
    return this.watchlist.removeVideo(videoId);
  }

  onUserErased(userId: string): Promise<void> {
    return this.watchlist.removeUser(userId);
  }
}
