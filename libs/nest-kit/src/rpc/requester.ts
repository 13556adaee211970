import { randomUUID } from 'node:crypto';
import { Kafka, type Consumer, type EachBatchPayload, type IHeaders, type Producer } from 'kafkajs';
import { RpcHeaders, requestTopic, serviceOfPattern } from '@streamhub/contracts';
import { SUPERVISED_CONSUMER_RETRY, SupervisedConsumer } from '../consumer-supervisor';
import { brokerReachable, kafkaConfig, noDelaySocketFactory } from '../kafka';
import { ProduceBatcher } from './produce-batcher';
import { claimReplyPartition } from './reply-partition';

/** Raised for a request that never reached Kafka (producer failure, unknown pattern, client closed). */
export class RpcSendError extends Error {}

/** Raised at once, instead of waiting for a timeout, while the broker cannot be reached. */
export class RpcUnavailableError extends Error {
  constructor() {
    super('Kafka is not reachable');
  }
}

/** How often the broker is probed while it is (or may be) unreachable. */
const PROBE_INTERVAL_MS = 250;
/** How long after a dropped connection the broker keeps being probed (it may still be shutting down). */
const WATCH_AFTER_CLOSE_MS = 5_000;
/** A reply consumer that has not fetched for this long is taken as cut off from the broker. */
const STALE_FETCH_MS = 5_000;
/**
 * While a lost reply consumer is replaced and the broker is still there (e.g. a broker left the
 * cluster and kafkajs gave up on its metadata), new calls wait this long for the new one instead of
 * failing at once; at most HELD_MAX of them.
 */
const REOPEN_WAIT_MS = 3_000;
const HELD_MAX = 1_000;

/** A call waiting for the reply consumer to be replaced: sent once it is, failed if it is not in time. */
interface Held {
  send: () => () => void;
  fail: (err: Error) => void;
  timer: NodeJS.Timeout;
  cancel?: () => void;
}

/** A failed reply: `payload` is what the service answered with (for ours, `{ code, message }`). */
export type ReplyCallback = (err: unknown, response?: unknown) => void;

export interface RequesterOptions {
  /** Names the Kafka client (`<app>-<host>-<pid>`). */
  app: string;
  brokers: string;
  replyTopic: string;
  /**
   * `claim`: read one partition of the reply topic that no other replica reads (the gateway).
   * `shared`: read every partition in a group of one's own and ignore others' replies (tests, scripts).
   */
  reply: { mode: 'claim'; partitions: number } | { mode: 'shared' };
  /** Linger before a produce request goes out; 0 sends what was queued in the same event-loop turn. */
  lingerMs?: number;
  /** How long a dead replica keeps its reply partition. */
  sessionTimeoutMs?: number;
  /** The request topic of a pattern; by default its service's `<service>.requests`. */
  requestTopicOf?: (pattern: string) => string | undefined;
  /** Fetches of replies wait (up to `fetchMaxWaitMs`) until this many bytes are there; 1 = answer at once. */
  fetchMinBytes?: number;
  /** The longest a fetch of replies waits on the broker for `fetchMinBytes`. */
  fetchMaxWaitMs?: number;
}

export interface SendOptions {
  headers?: Record<string, string>;
  /** Unix ms after which the service need not answer any more. */
  deadline?: number;
}

interface Pending {
  callback: ReplyCallback;
}

/**
 * The calling side of the request/reply protocol: sends each request to its service's request
 * topic (pattern in a header, correlation id as key so requests spread over partitions), batches
 * produce calls, and matches replies from this replica's reply partition by correlation id.
 */
export class KafkaRequester {
  private readonly kafka: Kafka;
  private readonly pending = new Map<string, Pending>();
  private producer?: Producer;
  private replies?: SupervisedConsumer;
  private batcher?: ProduceBatcher;
  private replyPartition = 0;
  private starting?: Promise<void>;
  private closed = false;
  private reachable = true;
  private lastFetchAt = 0;
  private watching = false;
  private stray = 0;
  /** The reply consumer was lost and is being replaced (the broker may still be reachable). */
  private reopening = false;
  /** The reply partition read when the consumer was lost. */
  private partitionAtLoss?: number;
  private readonly held = new Set<Held>();

  constructor(private readonly options: RequesterOptions) {
    this.kafka = new Kafka({
      ...kafkaConfig(options.app, options.brokers),
      // A dropped broker connection makes us check at once whether the broker is still there.
      socketFactory: (args) => {
        const socket = noDelaySocketFactory(args);
        socket.once('close', () => this.watchBroker());
        return socket;
      },
    });
  }

  /**
   * False while the broker is known to be unreachable (a probe failed since the last successful
   * fetch) or the reply consumer has stopped fetching: callers then fail fast instead of waiting
   * for their timeout. It turns true again by itself with the first fetch after the broker returns.
   */
  get available(): boolean {
    return this.reachable && Date.now() - this.lastFetchAt < STALE_FETCH_MS;
  }

  /** The partition this replica's replies arrive on. */
  get partition(): number {
    return this.replyPartition;
  }

  get inFlight(): number {
    return this.pending.size;
  }

  /** Replies read that this client was not waiting for (another caller's, or after a timeout). */
  get strayReplies(): number {
    return this.stray;
  }

  get kafkaClient(): Kafka {
    return this.kafka;
  }

  start(): Promise<void> {
    this.starting ??= this.connect().catch((err: unknown) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  /** Sends one request; `callback` gets the reply or the failure once. Returns a cancel function. */
  send(pattern: string, value: unknown, callback: ReplyCallback, options: SendOptions = {}): () => void {
    const topic = this.options.requestTopicOf ? this.options.requestTopicOf(pattern) : requestTopicOfPattern(pattern);
    if (!topic) {
      callback(new RpcSendError(`no service answers the pattern "${pattern}"`));
      return () => undefined;
    }
    if (!this.batcher || this.closed) {
      callback(new RpcSendError('the Kafka client is not connected'));
      return () => undefined;
    }
    if (this.reopening && this.reachable && this.held.size < HELD_MAX) {
      return this.hold(() => this.send(pattern, value, callback, options), callback);
    }
    if (!this.available) {
      callback(new RpcUnavailableError());
      return () => undefined;
    }
    const id = randomUUID();
    this.pending.set(id, { callback });
    const headers: IHeaders = {
      ...options.headers,
      [RpcHeaders.pattern]: pattern,
      [RpcHeaders.correlationId]: id,
      [RpcHeaders.replyTopic]: this.options.replyTopic,
      [RpcHeaders.replyPartition]: String(this.replyPartition),
    };
    if (options.deadline) headers[RpcHeaders.deadline] = String(options.deadline);
    this.batcher.send({ topic, key: id, value: JSON.stringify(value ?? null), headers }).catch((err: unknown) => {
      const waiting = this.pending.get(id);
      if (!waiting) return;
      this.pending.delete(id);
      waiting.callback(
        new RpcSendError(`could not send ${pattern}: ${err instanceof Error ? err.message : String(err)}`),
      );
    });
    return () => this.pending.delete(id);
  }

  /** Promise form of `send`, with a timeout. */
  request<T>(pattern: string, value: unknown, options: SendOptions & { timeoutMs: number }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        cancel();
        reject(new Error(`${pattern}: no reply within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      const cancel = this.send(
        pattern,
        value,
        (err, response) => {
          clearTimeout(timer);
          if (err !== undefined && err !== null) reject(err instanceof Error ? err : new RpcReplyError(pattern, err));
          else resolve(response as T);
        },
        { ...options, deadline: options.deadline ?? Date.now() + options.timeoutMs },
      );
    });
  }

  async stop(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    await this.batcher?.drain();
    this.failHeld(new RpcSendError('the Kafka client was closed'));
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.callback(new RpcSendError('the Kafka client was closed'));
    }
    await Promise.allSettled([this.replies?.stop(), this.producer?.disconnect()]);
  }

  private watchBroker(): void {
    if (this.watching || this.closed || !this.batcher) return;
    this.watching = true;
    const until = Date.now() + WATCH_AFTER_CLOSE_MS;
    void (async () => {
      try {
        while (!this.closed && (Date.now() < until || !this.reachable)) {
          if (!(await this.probeBroker())) this.markUnreachable();
          await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
        }
      } finally {
        this.watching = false;
      }
    })();
  }

  /** True when a TCP connection to any bootstrap broker opens within a short time. */
  private probeBroker(): Promise<boolean> {
    return brokerReachable(this.options.brokers);
  }

  private markUnreachable(): void {
    if (!this.reachable) return;
    this.reachable = false;
    // Nobody gets an answer while the broker is away: fail the waiting calls now, not at their timeout.
    this.failHeld(new RpcUnavailableError());
    this.failPending();
  }

  private failPending(): void {
    for (const [id, p] of this.pending) {
      this.pending.delete(id);
      p.callback(new RpcUnavailableError());
    }
  }

  /**
   * The reply consumer is lost. A claimed partition's consumer group resumes from its committed
   * offset, so when the replacement claims the same partition it reads the replies sent meanwhile:
   * the calls waiting keep waiting (their timeouts still hold). A consumer of its own group starts
   * at the latest offset, so those calls fail now. Calls from now on wait for the replacement
   * (REOPEN_WAIT_MS), unless the broker turns out to be unreachable (the broker watch checks at once).
   */
  private replyConsumerLost(): void {
    if (this.options.reply.mode === 'claim') this.partitionAtLoss = this.replyPartition;
    else this.failPending();
    this.reopening = true;
    this.watchBroker();
  }

  /** The replacement reads replies: the held calls go now. */
  private replyConsumerOpened(): void {
    // Replies to a partition no longer read will not arrive.
    if (this.partitionAtLoss !== undefined && this.partitionAtLoss !== this.replyPartition) this.failPending();
    this.partitionAtLoss = undefined;
    this.onFetch();
    this.reopening = false;
    const held = [...this.held];
    this.held.clear();
    for (const call of held) {
      clearTimeout(call.timer);
      call.cancel = call.send();
    }
  }

  private hold(send: () => () => void, callback: ReplyCallback): () => void {
    const call: Held = {
      send,
      fail: (err) => callback(err),
      timer: setTimeout(() => {
        if (this.held.delete(call)) callback(new RpcUnavailableError());
      }, REOPEN_WAIT_MS),
    };
    call.timer.unref();
    this.held.add(call);
    return () => {
      if (this.held.delete(call)) clearTimeout(call.timer);
      call.cancel?.();
    };
  }

  private failHeld(err: Error): void {
    const held = [...this.held];
    this.held.clear();
    for (const call of held) {
      clearTimeout(call.timer);
      call.fail(err);
    }
  }

  private onFetch(): void {
    this.lastFetchAt = Date.now();
    this.reachable = true;
  }

  private async connect(): Promise<void> {
    const producer = this.kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    this.producer = producer;
    // The reply consumer survives broker outages: a crash opens a new one (consumer-supervisor.ts),
    // claiming the same partition again when it is free.
    this.replies = new SupervisedConsumer({
      name: `${this.options.replyTopic} (${this.options.app})`,
      brokers: this.options.brokers,
      open: (watch) =>
        this.openReplies((consumer) => {
          watch(consumer);
          consumer.on(consumer.events.FETCH, () => this.onFetch());
        }),
      onOpened: () => this.replyConsumerOpened(),
      onLost: () => this.replyConsumerLost(),
    });
    await this.replies.start();
    this.batcher = new ProduceBatcher(producer, { lingerMs: this.options.lingerMs ?? 0, acks: 1 });
  }

  /** Builds and runs a reply consumer; resolves once it reads its replies. */
  private async openReplies(watch: (consumer: Consumer) => void): Promise<Consumer> {
    const onBatch = (payload: EachBatchPayload) => this.onReplies(payload);
    const sessionTimeout = this.options.sessionTimeoutMs ?? 10_000;
    if (this.options.reply.mode === 'claim') {
      const claimed = await claimReplyPartition({
        kafka: this.kafka,
        topic: this.options.replyTopic,
        partitions: this.options.reply.partitions,
        clientId: `${this.options.app}-${process.pid}-${randomUUID()}`,
        sessionTimeout,
        fetch: this.fetchOptions(),
        onBatch,
        preferred: this.batcher ? this.replyPartition : undefined, // set once started: a reconnect
        retry: SUPERVISED_CONSUMER_RETRY,
        watch,
      });
      this.replyPartition = claimed.partition;
      return claimed.consumer;
    }
    const consumer = this.kafka.consumer({
      groupId: `${this.options.app}-${randomUUID()}`,
      sessionTimeout,
      retry: SUPERVISED_CONSUMER_RETRY,
      ...this.fetchOptions(),
    });
    watch(consumer);
    // A new group starts at the latest offset once it has fetched: only then is every later reply seen.
    const fetched = new Promise<void>((resolve) => {
      const off = consumer.on(consumer.events.FETCH, () => {
        off();
        resolve();
      });
    });
    await consumer.connect();
    await consumer.subscribe({ topics: [this.options.replyTopic], fromBeginning: false });
    await consumer.run({ autoCommit: false, eachBatch: onBatch });
    await fetched;
    this.replyPartition = 0;
    return consumer;
  }

  private fetchOptions(): { minBytes: number; maxWaitTimeInMs: number } {
    return { minBytes: this.options.fetchMinBytes ?? 1, maxWaitTimeInMs: this.options.fetchMaxWaitMs ?? 1_000 };
  }

  private async onReplies({ batch }: EachBatchPayload): Promise<void> {
    for (const message of batch.messages) {
      const id = message.headers?.[RpcHeaders.correlationId]?.toString();
      const waiting = id ? this.pending.get(id) : undefined;
      if (!id || !waiting) {
        this.stray++; // another caller's reply, or one we stopped waiting for
        continue;
      }
      this.pending.delete(id);
      const text = message.value?.toString() ?? 'null';
      const value = parse(text);
      if (message.headers?.[RpcHeaders.error] !== undefined) waiting.callback(value ?? 'error');
      else waiting.callback(undefined, value);
    }
  }
}

/** A failed reply in promise form: `payload` is what the service answered with. */
export class RpcReplyError extends Error {
  constructor(
    readonly pattern: string,
    readonly payload: unknown,
  ) {
    super(`${pattern} failed: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}`);
  }
}

function requestTopicOfPattern(pattern: string): string | undefined {
  const service = serviceOfPattern(pattern);
  return service ? requestTopic(service) : undefined;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
