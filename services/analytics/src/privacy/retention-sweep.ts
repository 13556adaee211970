import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { DuckStore } from '../store/duck-store';

/** Deletes events, sessions and rollup hours older than ANALYTICS_RETENTION_DAYS, at start and then periodically. */
@Injectable()
export class RetentionSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionSweep.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
    private readonly store: DuckStore,
  ) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), this.config.ANALYTICS_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    try {
      const deleted = await this.store.sweep(this.config.ANALYTICS_RETENTION_DAYS);
      if (deleted > 0)
        this.logger.log(
          `retention: ${deleted} event(s) older than ${this.config.ANALYTICS_RETENTION_DAYS} days deleted`,
        );
    } catch (err) {
      this.logger.warn(`retention sweep failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
