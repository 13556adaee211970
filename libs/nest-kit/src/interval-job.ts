import type { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';

/**
 * A sweep a service runs on a timer in every replica (each run must be safe alongside another
 * replica's, e.g. by taking a lease): never two runs at once in one process, a failed run logged
 * and tried again at the next tick, and a shutdown that waits for the run under way.
 */
export abstract class IntervalJob implements OnApplicationBootstrap, OnApplicationShutdown {
  protected abstract readonly logger: Pick<Logger, 'warn'>;
  /** Names a run in the warning of a failed one ("deletion run" → "deletion run failed: …"). */
  protected abstract readonly runName: string;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  /** How often a run starts, in ms. */
  protected abstract get intervalMs(): number;

  protected abstract runOnce(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Starts a run unless one is under way, and waits for it; never rejects. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.runOnce()
      .catch((err: unknown) => {
        this.logger.warn(`${this.runName} failed: ${err instanceof Error ? err.message : String(err)}`);
      })
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }
}
