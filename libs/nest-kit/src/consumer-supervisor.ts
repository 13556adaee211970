import { Logger } from '@nestjs/common';
import type { Consumer, RetryOptions } from 'kafkajs';
import { brokerReachable } from './kafka';

/**
 * Keeps a Kafka consumer consuming through any broker outage.
 *
 * kafkajs restarts a crashed consumer by itself only when the error is retriable. A broker that
 * goes away while a consumer is in the middle of its group protocol can instead crash it with a
 * non-retriable error ("Failed to find group coordinator"), after which kafkajs leaves it stopped
 * for good while the process runs on. So every consumer of ours is built with kafkajs's own
 * restart turned off (`SUPERVISED_CONSUMER_RETRY`) and handed to a `SupervisedConsumer`, which
 * answers every crash the same way: it drops the consumer and opens a new one (same group, same
 * subscriptions), with growing pauses, until one runs. A consumer that reports running but has
 * shown no sign of life (fetch, heartbeat, join) for `stallMs` is replaced the same way.
 *
 * Rebuilding in the process, rather than exiting for the supervisor to restart it, keeps what
 * else the process is doing: the gateway keeps serving HTTP (health, cached lists, media), the
 * media worker keeps its encode, a service keeps its in-flight requests and outbox relays.
 * Liveness is the backstop: a consumer that is neither running nor being reopened (the loop
 * itself is stuck) makes `/health/live` fail, so Kubernetes or the local stack restarts the process.
 */

export type ConsumerState = 'starting' | 'running' | 'recovering' | 'stopped';

/** What liveness and readiness know of one consumer. */
export interface ConsumerStatus {
  name: string;
  state: ConsumerState;
  /** Since when it has been in this state (ms since epoch). */
  since: number;
  /** The last sign of life: a fetch, heartbeat or group join (ms since epoch). */
  lastSeenAt: number;
  /** When the current reopening attempt began, while recovering. */
  attemptStartedAt?: number;
  /** How often it has been reopened since the process started. */
  restarts: number;
  /** How long one attempt to reopen it may take. */
  attemptTimeoutMs: number;
}

/**
 * Retry settings for every consumer of ours: kafkajs never restarts a crashed consumer itself (the
 * supervisor does), and waits between its own retries grow to 3 s at most, so a consumer notices
 * a returning broker within seconds.
 */
export const SUPERVISED_CONSUMER_RETRY: RetryOptions = {
  initialRetryTime: 300,
  maxRetryTime: 3_000,
  retries: 5,
  restartOnFailure: async () => false,
};

export interface SupervisedConsumerOptions {
  /** Names it in logs and health: usually its group id. */
  name: string;
  /**
   * Builds, connects, subscribes and runs a new consumer, and resolves once it has joined its group.
   * It must call `watch` with each consumer it builds, right after building it, so a crash during
   * the start is seen; the last one watched is the one supervised.
   */
  open: (watch: (consumer: Consumer) => void) => Promise<Consumer>;
  /** Runs after every successful (re)open, with the consumer now in use. */
  onOpened?: (consumer: Consumer) => void;
  /** Runs when the consumer in use is lost (crash or stall), before it is replaced. */
  onLost?: (reason: string) => void;
  /** A running consumer with no sign of life for this long is replaced (default 90 s). */
  stallMs?: number;
  /** An attempt to reopen that has not finished after this long is abandoned (default 60 s). */
  attemptTimeoutMs?: number;
  /** First and longest pause between attempts (defaults 500 ms and 5 s). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * The bootstrap brokers: while reopening, an attempt is begun only once one of them accepts a
   * TCP connection (probed every 250 ms), and at once when it does after having been away. Without
   * it, attempts begun during an outage each spent kafkajs's retries (~8 s) and the pause after it
   * (up to 5 s) whatever happened meanwhile, so the first one after the broker's return began up
   * to ~13 s late.
   */
  brokers?: string;
  logger?: Pick<Logger, 'log' | 'warn'>;
}

const WATCHDOG_INTERVAL_MS = 5_000;
const BROKER_PROBE_MS = 250;

export class SupervisedConsumer {
  private readonly logger: Pick<Logger, 'log' | 'warn'>;
  private readonly status: ConsumerStatus;
  private consumer?: Consumer;
  private recovering?: Promise<void>;
  /** Set when the consumer being opened crashed before its open resolved. */
  private crashedWhileOpening?: string;
  private abortOpen?: (reason: string) => void;
  private watchdog?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly options: SupervisedConsumerOptions) {
    this.logger = options.logger ?? new Logger(`kafka.${options.name}`);
    const now = Date.now();
    this.status = {
      name: options.name,
      state: 'starting',
      since: now,
      lastSeenAt: now,
      restarts: 0,
      attemptTimeoutMs: options.attemptTimeoutMs ?? 60_000,
    };
    consumerRegistry.add(this);
  }

  /** The consumer in use (changes when it is reopened). */
  get current(): Consumer | undefined {
    return this.consumer;
  }

  /** The name it was given (in logs and health). */
  get name(): string {
    return this.options.name;
  }

  get health(): ConsumerStatus {
    return { ...this.status };
  }

  /**
   * Opens the first consumer. A failure is the caller's (a service then fails to start), unless
   * `retry` is set: then it keeps trying in the background, as after a crash.
   */
  async start({ retry = false }: { retry?: boolean } = {}): Promise<Consumer | undefined> {
    this.stopped = false;
    this.crashedWhileOpening = undefined;
    this.status.attemptStartedAt = Date.now();
    this.watchdog ??= setInterval(() => this.checkStall(), WATCHDOG_INTERVAL_MS);
    this.watchdog.unref();
    try {
      await this.open();
    } catch (err) {
      // A consumer that reached the broker and then crashed is recovered like any other.
      if (!retry && !this.crashedWhileOpening) {
        await this.stop();
        throw err;
      }
      this.recover(err instanceof Error ? err.message : String(err));
      return undefined;
    }
    this.markRunning();
    return this.consumer;
  }

  /** Stops fetching and supervising, staying connected (first step of a graceful shutdown). */
  async halt(): Promise<void> {
    this.stopped = true;
    clearInterval(this.watchdog);
    this.watchdog = undefined;
    await this.consumer?.stop().catch(() => undefined);
  }

  /** Stops supervising and disconnects (shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.watchdog);
    this.watchdog = undefined;
    this.setState('stopped');
    consumerRegistry.delete(this);
    await this.consumer?.disconnect().catch(() => undefined);
  }

  /**
   * Runs `options.open`; a crash of the consumer being opened ends the attempt at once (an open
   * that waits for a group join would otherwise wait for a join that never comes).
   */
  private async open(): Promise<Consumer> {
    const crashed = new Promise<never>((_, reject) => {
      this.abortOpen = (reason) => reject(new Error(reason));
    });
    crashed.catch(() => undefined);
    try {
      const consumer = await Promise.race([this.options.open((c) => this.watch(c)), crashed]);
      this.consumer = consumer;
      return consumer;
    } finally {
      this.abortOpen = undefined;
    }
  }

  private watch(consumer: Consumer): void {
    this.consumer = consumer;
    const { CRASH, FETCH, HEARTBEAT, GROUP_JOIN } = consumer.events;
    const alive = () => {
      if (consumer === this.consumer) this.status.lastSeenAt = Date.now();
    };
    consumer.on(FETCH, alive);
    consumer.on(HEARTBEAT, alive);
    consumer.on(GROUP_JOIN, alive);
    consumer.on(CRASH, ({ payload }) => {
      if (consumer !== this.consumer || this.stopped) return;
      const reason = `${payload.error.name}: ${payload.error.message}`;
      if (this.recovering || this.status.state === 'starting') {
        this.crashedWhileOpening = reason;
        this.abortOpen?.(reason);
      } else {
        this.recover(reason);
      }
    });
  }

  private checkStall(): void {
    const stallMs = this.options.stallMs ?? 90_000;
    if (this.status.state === 'running' && Date.now() - this.status.lastSeenAt > stallMs) {
      this.recover(`no fetch, heartbeat or join for ${Math.round(stallMs / 1000)} s`);
    }
  }

  /** Replaces the consumer in use, with growing pauses, until a new one runs (or `stop`). */
  /**
   * Drops the consumer in use and opens a new one, as after a crash (what a crash or a stall does;
   * also for an operator, or a test, that wants a fresh consumer without restarting the process).
   */
  replace(reason: string): void {
    this.recover(reason);
  }

  private recover(reason: string): void {
    if (this.recovering || this.stopped) return;
    this.logger.warn(`consumer ${this.options.name} lost (${reason}): opening a new one`);
    this.options.onLost?.(reason);
    this.setState('recovering');
    const lost = this.consumer;
    this.consumer = undefined;
    // kafkajs has disconnected a crashed consumer already; a stalled one may hang: don't wait for it.
    void lost?.disconnect().catch(() => undefined);
    this.recovering = this.reopen().finally(() => {
      this.recovering = undefined;
    });
  }

  private async reopen(): Promise<void> {
    const minMs = this.options.minBackoffMs ?? 500;
    const maxMs = this.options.maxBackoffMs ?? 5_000;
    let lastFailure = '';
    for (let attempt = 1; !this.stopped; attempt++) {
      const pause = Math.min(maxMs, minMs * 2 ** (attempt - 1));
      // Back after an outage: no pause (a broker that is there but refuses us still gets the pauses).
      if (!(await this.waitedForBroker())) await sleep(pause * (0.8 + Math.random() * 0.4));
      if (this.stopped) return;
      this.crashedWhileOpening = undefined;
      this.status.attemptStartedAt = Date.now();
      try {
        await withTimeout(this.open(), this.status.attemptTimeoutMs);
        if (this.crashedWhileOpening) throw new Error(this.crashedWhileOpening);
        if (this.stopped) return;
        this.recovering = undefined; // a crash from here on is a new loss
        this.status.restarts++;
        this.markRunning();
        this.logger.log(`consumer ${this.options.name} running again (attempt ${attempt})`);
        return;
      } catch (err) {
        const failure = err instanceof Error ? err.message : String(err);
        // One line per kind of failure, not one per attempt of a long outage.
        if (failure !== lastFailure)
          this.logger.warn(`consumer ${this.options.name}: attempt ${attempt} failed: ${failure}`);
        lastFailure = failure;
        const abandoned = this.consumer;
        this.consumer = undefined;
        void abandoned?.disconnect().catch(() => undefined);
      }
    }
  }

  /** Waits until a broker accepts connections; true when it had to wait (the broker was away). */
  private async waitedForBroker(): Promise<boolean> {
    const brokers = this.options.brokers;
    if (!brokers) return false;
    let waited = false;
    while (!this.stopped && !(await brokerReachable(brokers))) {
      waited = true;
      this.status.attemptStartedAt = Date.now(); // probing is reconnecting: live, not stuck
      await sleep(BROKER_PROBE_MS);
    }
    return waited;
  }

  private markRunning(): void {
    this.status.attemptStartedAt = undefined;
    this.status.lastSeenAt = Date.now();
    this.setState('running');
    if (this.consumer) this.options.onOpened?.(this.consumer);
  }

  private setState(state: ConsumerState): void {
    if (this.status.state === state) return;
    this.status.state = state;
    this.status.since = Date.now();
  }
}

/** Every supervised consumer of this process. */
const consumerRegistry = new Set<SupervisedConsumer>();

/** The supervised consumers of this process (running or being reopened). */
export function supervisedConsumers(): SupervisedConsumer[] {
  return [...consumerRegistry];
}

export interface ConsumersVerdict {
  /** Every consumer is running. */
  ready: boolean;
  /** No consumer is down without being reopened (see `consumersHealth`). */
  live: boolean;
  consumers: (ConsumerStatus & { stuck: boolean })[];
}

/**
 * How this process's consumers are doing. A consumer counts as stuck, and the process as not live,
 * when it has not been running for `graceMs` and no attempt to reopen it has begun within the last
 * `graceMs` plus its attempt timeout: it is neither consuming nor reconnecting. (One that keeps
 * reconnecting through a long broker outage is live: restarting the process would not bring the
 * broker back, and a service cannot even start without it.)
 */
export function consumersHealth(graceMs = 30_000, now = Date.now()): ConsumersVerdict {
  const consumers = [...consumerRegistry].map((c) => {
    const status = c.health;
    const down = status.state === 'starting' || status.state === 'recovering';
    const attemptAge = status.attemptStartedAt === undefined ? Infinity : now - status.attemptStartedAt;
    const stuck = down && now - status.since > graceMs && attemptAge > graceMs + status.attemptTimeoutMs;
    return { ...status, stuck };
  });
  return {
    ready: consumers.every((c) => c.state === 'running'),
    live: consumers.every((c) => !c.stuck),
    consumers,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
