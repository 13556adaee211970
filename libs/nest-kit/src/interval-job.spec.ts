import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntervalJob } from './interval-job';

/** A job whose runs the test finishes by hand, so "under way" is a state the test controls. */
class HeldJob extends IntervalJob {
  readonly warnings: string[] = [];
  protected readonly logger = { warn: (message: string) => void this.warnings.push(message) };
  protected readonly runName = 'test sweep';
  started = 0;
  private finish: Array<(err?: Error) => void> = [];

  protected get intervalMs(): number {
    return 1_000;
  }

  protected runOnce(): Promise<void> {
    this.started += 1;
    return new Promise((resolve, reject) => this.finish.push((err) => (err ? reject(err) : resolve())));
  }

  /** Ends the oldest run under way, failing it with `err` if given. */
  end(err?: Error): void {
    const next = this.finish.shift();
    if (!next) throw new Error('no run under way');
    next(err);
  }
}

describe('IntervalJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a run at each tick of its interval once the application has started', async () => {
    const job = new HeldJob();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(job.started).toBe(0);
    job.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job.started).toBe(1);
    job.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job.started).toBe(2);
    job.end();
    await job.onApplicationShutdown();
  });

  it('skips a tick while the previous run is still under way', async () => {
    const job = new HeldJob();
    job.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(job.started).toBe(1);
    job.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job.started).toBe(2);
    job.end();
    await job.onApplicationShutdown();
  });

  it('logs a failed run by name and runs again at the next tick', async () => {
    const job = new HeldJob();
    job.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(1_000);
    job.end(new Error('lease store unreachable'));
    await vi.advanceTimersByTimeAsync(0);
    expect(job.warnings).toEqual(['test sweep failed: lease store unreachable']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(job.started).toBe(2);
    job.end();
    await job.onApplicationShutdown();
  });

  it('waits for the run under way on shutdown and starts none after it', async () => {
    const job = new HeldJob();
    job.onApplicationBootstrap();
    await vi.advanceTimersByTimeAsync(1_000);
    let stopped = false;
    const shutdown = job.onApplicationShutdown().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    job.end();
    await shutdown;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(job.started).toBe(1);
  });

  it('runs at once on a direct tick, which waits for the run and never rejects', async () => {
    const job = new HeldJob();
    const tick = job.tick();
    expect(job.started).toBe(1);
    job.end(new Error('boom'));
    await expect(tick).resolves.toBeUndefined();
    expect(job.warnings).toEqual(['test sweep failed: boom']);
  });
});
