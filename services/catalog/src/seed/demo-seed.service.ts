import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { SeriesService } from '../series/series.service';
import { VideosRepository } from '../videos/videos.repository';
import { VideosService } from '../videos/videos.service';
import { DEMO_SERIES_NAMES, demoVideos } from './demo-catalog';
import { SeedLockRepository } from './seed-lock.repository';

const LOCK = 'demo-catalog';

/** Fills an empty catalog with demo content at start (SEED_DEMO_CATALOG=false turns it off). */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    private readonly videos: VideosService,
    private readonly videoRecords: VideosRepository,
    private readonly series: SeriesService,
    private readonly locks: SeedLockRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEED_DEMO_CATALOG === 'false') return;
    try {
      const seeded = await this.seedIfEmpty();
      if (seeded > 0) this.logger.log(`seeded ${seeded} demo videos into the empty catalog`);
    } catch (err) {
      // Demo content is a convenience: the service runs without it.
      this.logger.warn(`demo catalog not seeded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Returns how many videos it inserted; replicas starting together seed once (the lock). */
  async seedIfEmpty(): Promise<number> {
    if ((await this.videoRecords.count()) > 0) return 0;
    if (!(await this.locks.claim(LOCK))) return 0;
    try {
      if ((await this.videoRecords.count()) > 0) return 0;
      for (const episodeName of DEMO_SERIES_NAMES) {
        await this.series.upsert({ episodeName, seriesTrailerUrl: null, seriesPosterUrl: null, seriesThumbUrl: null });
      }
      const videos = demoVideos();
      for (const video of videos) await this.videos.create(video);
      return videos.length;
    } finally {
      await this.locks.release(LOCK);
    }
  }
}
