import { EventEmitter } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { KafkaJSNonRetriableError, type Consumer } from 'kafkajs';
import { SupervisedConsumer, consumersHealth } from './consumer-supervisor';

/**
 * A consumer as the supervisor sees it: kafkajs's instrumentation events (`on` with the event's
 * name, listeners called with `{ payload }`), `disconnect` and `stop`. kafkajs emits CRASH with
 * `{ error, groupId, restart }`; `restart: false` is the case it never recovers from by itself.
 */
class ConsumerDouble extends EventEmitter {
  readonly events = {
    CRASH: 'consumer.crash',
    FETCH: 'consumer.fetch',
    HEARTBEAT: 'consumer.heartbeat',
    GROUP_JOIN: 'consumer.group_join',
  };
  disconnected = false;

  override on(event: string, listener: (...args: unknown[]) => void): this {
    return super.on(event, listener);
  }

  crash(error: Error): void {
    this.emit(this.events.CRASH, { payload: { error, groupId: 'banner.requests.rpc', restart: false } });
  }

  async disconnect(): Promise<void> {
    this.disconnected = true;
  }

  async stop(): Promise<void> {}
}

/** A new double, handed to the supervisor's watch as a real open() does, and kept in `built`. */
function watchedDouble(watch: (c: Consumer) => void, built: ConsumerDouble[] = []): ConsumerDouble {
  const consumer = new ConsumerDouble();
  built.push(consumer);
  watch(consumer as unknown as Consumer);
  return consumer;
}

const supervisors: SupervisedConsumer[] = [];
afterEach(async () => {
  await Promise.all(supervisors.splice(0).map((s) => s.stop()));
});

function supervise(
  open: (watch: (c: Consumer) => void) => Promise<Consumer>,
  extra: Partial<ConstructorParameters<typeof SupervisedConsumer>[0]> = {},
) {
  const quiet = { log: () => undefined, warn: () => undefined };
  const supervisor = new SupervisedConsumer({
    name: 'banner.requests.rpc',
    open,
    minBackoffMs: 5,
    maxBackoffMs: 20,
    logger: quiet,
    ...extra,
  });
  supervisors.push(supervisor);
  return supervisor;
}

async function until(condition: () => boolean, withinMs = 2_000): Promise<void> {
  const giveUpAt = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('SupervisedConsumer', () => {
  it("opens a new consumer after kafkajs's KafkaJSNonRetriableError, which kafkajs itself never restarts", async () => {
    const built: ConsumerDouble[] = [];
    // The broker is away for the first two attempts after the crash.
    let refusals = 0;
    const supervisor = supervise(async (watch) => {
      const consumer = watchedDouble(watch, built);
      if (built.length > 1 && refusals < 2) {
        refusals++;
        throw new Error('Connection error: connect ECONNREFUSED 127.0.0.1:9092');
      }
      return consumer as unknown as Consumer;
    });
    await supervisor.start();
    expect(supervisor.health.state).toBe('running');

    built[0]!.crash(new KafkaJSNonRetriableError('Failed to find group coordinator'));
    expect(supervisor.health.state).toBe('recovering');
    expect(built[0]!.disconnected).toBe(true);
    await until(() => supervisor.health.state === 'running');

    expect(built).toHaveLength(4); // the first, two refused attempts, the one that runs
    expect(supervisor.current).toBe(built[3]);
    expect(supervisor.health.restarts).toBe(1);
    // Crashes of a consumer already replaced change nothing.
    built[0]!.crash(new KafkaJSNonRetriableError('late'));
    expect(supervisor.health.state).toBe('running');
  });

  it('treats a crash during an attempt as a failed attempt and tries again', async () => {
    const built: ConsumerDouble[] = [];
    const supervisor = supervise(async (watch) => {
      const consumer = watchedDouble(watch, built);
      // kafkajs's run() resolves even when joining the group crashed: the crash comes as an event.
      if (built.length === 2) consumer.crash(new KafkaJSNonRetriableError('Failed to find group coordinator'));
      return consumer as unknown as Consumer;
    });
    await supervisor.start();
    built[0]!.crash(new KafkaJSNonRetriableError('Failed to find group coordinator'));
    await until(() => supervisor.health.state === 'running');
    expect(built).toHaveLength(3);
    expect(supervisor.current).toBe(built[2]);
  });

  it('ends an attempt at once when its consumer crashes while the open waits for a group join', async () => {
    const built: ConsumerDouble[] = [];
    const supervisor = supervise(
      async (watch) => {
        const consumer = watchedDouble(watch, built);
        if (built.length === 2) {
          // As the reply-partition claim does: wait for GROUP_JOIN, which a crashed consumer never emits.
          setTimeout(
            () =>
              consumer.crash(new Error("The coordinator is loading and hence can't process requests for this group")),
            10,
          );
          await new Promise(() => undefined);
        }
        return consumer as unknown as Consumer;
      },
      { attemptTimeoutMs: 60_000 },
    );
    await supervisor.start();
    built[0]!.crash(new KafkaJSNonRetriableError('Failed to find group coordinator'));
    await until(() => supervisor.health.state === 'running', 1_000);
    expect(built).toHaveLength(3);
  });

  it('replaces a consumer that says it runs but shows no sign of life', async () => {
    const built: ConsumerDouble[] = [];
    const supervisor = supervise(
      async (watch) => {
        const consumer = watchedDouble(watch, built);
        return consumer as unknown as Consumer;
      },
      { stallMs: 1 },
    );
    await supervisor.start();
    // The watchdog looks every 5 s; the first consumer never fetches.
    await until(() => built.length >= 2 && supervisor.health.state === 'running', 8_000);
    expect(built[0]!.disconnected).toBe(true);
  }, 10_000);

  it('keeps trying in the background when asked to and the first start fails', async () => {
    let attempts = 0;
    const supervisor = supervise(async (watch) => {
      const consumer = watchedDouble(watch);
      if (++attempts < 3) throw new Error('There is no leader for this topic-partition');
      return consumer as unknown as Consumer;
    });
    expect(await supervisor.start({ retry: true })).toBeUndefined();
    await until(() => supervisor.health.state === 'running');
    expect(attempts).toBe(3);
  });

  it('fails liveness only for a consumer down with no attempt to reopen it, and readiness while any is down', async () => {
    let hang = false;
    const supervisor = supervise(async (watch) => {
      const consumer = watchedDouble(watch);
      if (hang) await new Promise(() => undefined); // an attempt that never ends
      return consumer as unknown as Consumer;
    });
    const first = (await supervisor.start()) as unknown as ConsumerDouble;
    const now = Date.now();
    expect(consumersHealth(30_000, now)).toMatchObject({ ready: true, live: true });

    hang = true;
    first.crash(new KafkaJSNonRetriableError('Failed to find group coordinator'));
    await until(() => supervisor.health.attemptStartedAt !== undefined);
    // Reconnecting: not ready, still live.
    expect(consumersHealth(30_000, Date.now())).toMatchObject({ ready: false, live: true });
    // The same attempt still unfinished well past the grace period and its timeout: stuck.
    const later = Date.now() + 30_000 + 60_000 + 1_000;
    const verdict = consumersHealth(30_000, later);
    expect(verdict.live).toBe(false);
    expect(verdict.consumers.find((c) => c.name === 'banner.requests.rpc')).toMatchObject({
      state: 'recovering',
      stuck: true,
    });
  });

  it('begins no attempt while its broker refuses connections, and one at once when it accepts them again', async () => {
    // A port nothing listens on yet: the "broker" is away.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const built: ConsumerDouble[] = [];
    const supervisor = supervise(
      async (watch) => watchedDouble(watch, built) as unknown as Consumer,
      // Long pauses: an attempt right after the broker's return proves none was waited for.
      { brokers: `127.0.0.1:${port}`, minBackoffMs: 10_000, maxBackoffMs: 10_000 },
    );
    const broker = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => broker.listen(port, '127.0.0.1', resolve));
    await supervisor.start();
    await new Promise<void>((resolve) => broker.close(() => resolve()));

    built[0]!.crash(new KafkaJSNonRetriableError('Connection error: connect ECONNREFUSED'));
    await new Promise((r) => setTimeout(r, 600));
    expect(built).toHaveLength(1); // no attempt against a broker that is away
    expect(supervisor.health.state).toBe('recovering');

    await new Promise<void>((resolve) => broker.listen(port, '127.0.0.1', resolve));
    try {
      await until(() => supervisor.health.state === 'running', 3_000);
      expect(built).toHaveLength(2);
    } finally {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    }
  });
});
