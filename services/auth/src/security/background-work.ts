import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

/**
 * Work that must not hold up the request that caused it (e.g. mail whose timing would reveal
 * whether an account exists). Failures are logged; a graceful shutdown waits for what is running.
 */
@Injectable()
export class BackgroundWork implements OnApplicationShutdown {
  private readonly logger = new Logger('auth.background');
  private readonly running = new Set<Promise<void>>();

  run(label: string, task: () => Promise<void>): void {
    const done: Promise<void> = task()
      .catch((err: unknown) =>
        this.logger.error(`${label} failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves when everything started so far has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
