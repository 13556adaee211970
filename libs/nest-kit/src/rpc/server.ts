import { Logger } from '@nestjs/common';
import { KafkaContext, Server, type CustomTransportStrategy } from '@nestjs/microservices';
import {
  Kafka,
  type Consumer,
  type EachBatchPayload,
  type EachMessagePayload,
  type KafkaMessage,
  type Producer,
} from 'kafkajs';
import { isObservable, lastValueFrom } from 'rxjs';
import {
  IDEMPOTENT_READS,
  isEventType,
  PATTERNS_BY_SERVICE,
  RpcHeaders,
  requestTopic,
  type RpcPattern,
  type ServiceName,
} from '@streamhub/contracts';
import { SUPERVISED_CONSUMER_RETRY, SupervisedConsumer } from '../consumer-supervisor';
import { kafkaConfig } from '../kafka';
import { Limiter } from './limiter';
import { ProduceBatcher } from './produce-batcher';
import type { Claim, RequestLedger, StoredReply } from './request-ledger';

export interface KafkaRpcServerOptions {
  service: ServiceName;
  brokers: string;
  /** Requests handled at once by this process, across all partitions. */
  concurrency: number;
  /** Partitions of the request and event topics (the event consumer reads that many at once). */
  partitions: number;
  /** Linger before replies go out as one produce request; 0 = what is ready in the same event-loop turn. */
  lingerMs: number;
  /** A replica that stops heartbeating loses its partitions after this long. */
  sessionTimeoutMs: number;
  /** Where requests are read from; `<service>.requests` unless given (benchmarks use a topic of their own). */
  requestTopic?: string;
  /** The patterns that must have a handler before it starts; its service's domain unless given (benchmarks). */
  patterns?: readonly string[];
  /** Fetches of requests wait (up to `fetchMaxWaitMs`) until this many bytes are there; 1 = answer at once. */
  fetchMinBytes?: number;
  /** The longest a fetch of requests waits on the broker for `fetchMinBytes`. */
  fetchMaxWaitMs?: number;
}

/** The Nest context of a request or event: kafkajs's message, plus the pattern it was sent for. */
export class KafkaRpcContext extends KafkaContext {
  constructor(
    args: ConstructorParameters<typeof KafkaContext>[0],
    private readonly pattern: string,
  ) {
    super(args);
  }

  getPattern(): string {
    return this.pattern;
  }
}

/**
 * How often request offsets are committed. A replica killed without warning leaves at most this
 * much of its partitions' recent requests to be delivered again to the replica that takes over:
 * a read is simply answered again; a write is looked up in the request ledger (when the service
 * has one) and runs only once.
 */
const REQUEST_COMMIT_INTERVAL_MS = 500;

/** Event handlers are short (idempotent writes), so their sessions can be too (see `start`). */
const EVENT_SESSION_TIMEOUT_MS = 10_000;

const NO_HANDLER = 'There is no matching message handler defined in the remote service.';

/**
 * The service side of the request/reply protocol, as a Nest transport: controllers declare their
 * handlers with `@RpcHandler(pattern)` and `@EventHandler(type)` (checked `@MessagePattern` and
 * `@EventPattern`).
 *
 * - Requests: one topic per service (`<service>.requests`), read by the consumer group
 *   `<service>.requests.rpc`, so replicas share them. Every message of a fetched batch starts at once (up
 *   to `concurrency` in flight in the process; beyond that, fetching waits); the next fetch does
 *   not wait for slow handlers. Replies go to the caller's reply topic and partition, produced in
 *   batches. A request whose caller has given up (`rpc-deadline` passed) is skipped. Writes (every
 *   pattern that is not in IDEMPOTENT_READS) are claimed in the request ledger by correlation id
 *   first: one delivered again is not run again (its stored reply is sent again once it has one).
 * - Events: each event type keeps its own topic, read by the consumer group `<service>` one
 *   message at a time per partition (partitions in parallel); a failing handler is retried by
 *   kafkajs, and consumers are idempotent by event id.
 */
export class KafkaRpcServer extends Server implements CustomTransportStrategy {
  override readonly propagatesEventHandlerErrors = true;
  private readonly log: Logger;
  private readonly kafka: Kafka;
  private readonly limiter: Limiter;
  private requestConsumer?: SupervisedConsumer;
  private eventConsumer?: SupervisedConsumer;
  private producer?: Producer;
  private batcher?: ProduceBatcher;
  /**
   * Handlers by the pattern string as it arrives. Nest's own lookup first tries JSON.parse on the
   * pattern, which throws for every plain string: too dear on every request.
   */
  private readonly handlerCache = new Map<string, ReturnType<Server['getHandlerByPattern']>>();
  private ledger?: RequestLedger;

  constructor(private readonly options: KafkaRpcServerOptions) {
    super();
    this.log = new Logger(`${options.service}.rpc-server`);
    this.kafka = new Kafka(kafkaConfig(options.service, options.brokers));
    this.limiter = new Limiter(options.concurrency);
    this.transportId = Symbol.for('streamhub-kafka-rpc');
    this.initializeSerializer({});
    this.initializeDeserializer({});
  }

  /** Runs each write request once, however often it is delivered (set before `listen`). */
  useLedger(ledger: RequestLedger): void {
    this.ledger = ledger;
  }

  /** Patterns of this service's domain (or of `options.patterns`) that no handler answers. */
  missingHandlers(): string[] {
    const required = this.options.patterns ?? PATTERNS_BY_SERVICE[this.options.service];
    return required.filter((pattern) => {
      const handler = this.getHandlerByPattern(pattern);
      return !handler || handler.isEventHandler;
    });
  }

  /** Event handlers registered for a type that EventContracts (libs/contracts) does not declare. */
  undeclaredEventHandlers(): string[] {
    return [...this.messageHandlers.entries()]
      .filter(([pattern, handler]) => handler.isEventHandler && !isEventType(pattern))
      .map(([pattern]) => pattern);
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      const missing = this.missingHandlers();
      if (missing.length > 0) {
        throw new Error(
          `no handler for ${missing.length === 1 ? 'the pattern' : 'the patterns'} ${missing.join(', ')}`,
        );
      }
      const undeclared = this.undeclaredEventHandlers();
      if (undeclared.length > 0) {
        throw new Error(
          `event ${undeclared.length === 1 ? 'handler' : 'handlers'} for undeclared event ${undeclared.length === 1 ? 'type' : 'types'} ${undeclared.join(', ')}: declare each with its payload in EventContracts (libs/contracts/src/messaging/event-contracts.ts)`,
        );
      }
      await this.start();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  async close(): Promise<void> {
    // Stop taking requests, let the ones in flight answer, then leave the groups.
    await this.requestConsumer?.halt();
    await this.limiter.idle();
    await this.batcher?.drain();
    await Promise.allSettled([this.requestConsumer?.stop(), this.eventConsumer?.stop()]);
    await this.producer?.disconnect().catch(() => undefined);
  }

  on(): never {
    throw new Error('KafkaRpcServer has no events to listen to');
  }

  unwrap<T>(): T {
    return {
      kafka: this.kafka,
      requests: this.requestConsumer?.current,
      events: this.eventConsumer?.current,
      producer: this.producer,
    } as T;
  }

  private async start(): Promise<void> {
    const { service, partitions, sessionTimeoutMs } = this.options;
    const producer = this.kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    this.producer = producer;
    this.batcher = new ProduceBatcher(producer, { lingerMs: this.options.lingerMs, acks: 1 });

    const heartbeatInterval = Math.max(500, Math.floor(sessionTimeoutMs / 6));
    const topic = this.options.requestTopic ?? requestTopic(service);
    // Both consumers survive broker outages: a crash of either opens a new one (consumer-supervisor.ts).
    this.requestConsumer = new SupervisedConsumer({
      name: `${topic}.rpc`,
      brokers: this.options.brokers,
      open: async (watch) => {
        const requests = this.kafka.consumer({
          groupId: `${topic}.rpc`,
          sessionTimeout: sessionTimeoutMs,
          heartbeatInterval,
          rebalanceTimeout: Math.max(sessionTimeoutMs, 10_000),
          minBytes: this.options.fetchMinBytes ?? 1,
          maxWaitTimeInMs: this.options.fetchMaxWaitMs ?? 1_000,
          retry: SUPERVISED_CONSUMER_RETRY,
        });
        watch(requests);
        await requests.connect();
        await requests.subscribe({ topics: [topic], fromBeginning: false });
        await requests.run({
          partitionsConsumedConcurrently: partitions,
          // Committing after every batch would put a broker round trip before every next fetch.
          autoCommitInterval: REQUEST_COMMIT_INTERVAL_MS,
          eachBatch: (payload) => this.onRequests(payload),
        });
        return requests;
      },
    });
    await this.requestConsumer.start();

    const eventTopics = [...this.messageHandlers.entries()]
      .filter(([, h]) => h.isEventHandler)
      .map(([pattern]) => pattern);
    if (eventTopics.length > 0) {
      this.eventConsumer = new SupervisedConsumer({
        name: service,
        brokers: this.options.brokers,
        open: async (watch) => {
          const events = this.kafka.consumer({
            groupId: service,
            // A member lost in an outage holds up the group's rebalance until its session ends:
            // short, so a service consumes events again within seconds of the broker's return.
            sessionTimeout: EVENT_SESSION_TIMEOUT_MS,
            heartbeatInterval: 3_000,
            retry: SUPERVISED_CONSUMER_RETRY,
          });
          watch(events);
          await events.connect();
          // A partition this group has never committed on (no event consumed there yet) is read
          // from its start, not from the end: an event published there while the consumer was
          // reconnecting would otherwise be skipped. Handlers are idempotent by event id.
          await events.subscribe({ topics: eventTopics, fromBeginning: true });
          await events.run({
            partitionsConsumedConcurrently: partitions,
            eachMessage: (payload) => this.onEvent(payload),
          });
          return events;
        },
      });
      await this.eventConsumer.start();
    }
  }

  private async onRequests({ batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> {
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) break;
      await this.limiter.acquire();
      void this.handleRpc(message, batch.topic, batch.partition).finally(() => this.limiter.release());
      resolveOffset(message.offset);
    }
    await heartbeat();
  }

  private async handleRpc(message: KafkaMessage, topic: string, partition: number): Promise<void> {
    const header = (name: string) => message.headers?.[name]?.toString();
    const pattern = header(RpcHeaders.pattern) ?? '';
    const correlationId = header(RpcHeaders.correlationId);
    const replyTopic = header(RpcHeaders.replyTopic);
    const replyPartition = Number(header(RpcHeaders.replyPartition));
    const deadline = Number(header(RpcHeaders.deadline));
    if (!correlationId || !replyTopic || !Number.isInteger(replyPartition)) {
      this.log.warn(`dropped a request without reply headers on ${topic}[${partition}] at ${message.offset}`);
      return;
    }
    if (deadline && Date.now() > deadline) return; // the caller has already given up
    const handler = this.handlerOf(pattern);
    const ledger =
      handler && !handler.isEventHandler && !IDEMPOTENT_READS.has(pattern as RpcPattern) ? this.ledger : undefined;
    let claim: Claim | undefined;
    if (ledger) {
      try {
        claim = await ledger.claim(correlationId, pattern);
      } catch (err) {
        // Without its ledger a write runs as Kafka delivers it: at least once.
        this.log.warn(`request ledger unavailable for ${pattern}: ${err instanceof Error ? err.message : String(err)}`);
      }
      if (claim?.state === 'running') {
        this.log.warn(
          `${pattern} ${correlationId} delivered again while it runs or after its replica stopped: not run again`,
        );
        return;
      }
      if (claim?.state === 'done') {
        await this.reply(pattern, correlationId, replyTopic, replyPartition, claim.reply);
        return;
      }
    }
    let response: unknown;
    let error: unknown;
    if (!handler || handler.isEventHandler) {
      error = NO_HANDLER;
    } else {
      const context = new KafkaRpcContext(
        [
          message,
          partition,
          topic,
          this.requestConsumer?.current as Consumer,
          async () => undefined,
          this.producer as Producer,
        ],
        pattern,
      );
      try {
        const data = parseValue(message.value);
        const result$ = this.transformToObservable(await handler(data, context));
        response = await lastValueFrom(result$, { defaultValue: undefined });
      } catch (err) {
        error = err ?? 'error';
      }
    }
    const failed = error !== undefined;
    const value = failed
      ? typeof error === 'string'
        ? error
        : JSON.stringify(serializable(error))
      : JSON.stringify(response ?? null);
    if (ledger && claim?.state === 'new') {
      await ledger.finish(correlationId, { value, failed }).catch((err: unknown) => {
        this.log.warn(`could not record the reply of ${pattern}: ${err instanceof Error ? err.message : String(err)}`);
      });
    }
    await this.reply(pattern, correlationId, replyTopic, replyPartition, { value, failed });
  }

  private async reply(
    pattern: string,
    correlationId: string,
    topic: string,
    partition: number,
    reply: StoredReply,
  ): Promise<void> {
    try {
      await this.batcher?.send({
        topic,
        partition,
        value: reply.value,
        headers: {
          [RpcHeaders.correlationId]: correlationId,
          ...(reply.failed ? { [RpcHeaders.error]: '1' } : {}),
        },
      });
    } catch (err) {
      this.log.warn(`could not reply to ${pattern}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private handlerOf(pattern: string): ReturnType<Server['getHandlerByPattern']> {
    const cached = this.handlerCache.get(pattern);
    if (cached) return cached;
    const handler = this.getHandlerByPattern(pattern);
    // Only known patterns are kept: a flood of made-up ones must not grow the map.
    if (handler) this.handlerCache.set(pattern, handler);
    return handler;
  }

  private async onEvent({ topic, partition, message, heartbeat }: EachMessagePayload): Promise<void> {
    const handler = this.handlerOf(topic);
    if (!handler) return;
    const data = parseValue(message.value);
    const context = new KafkaRpcContext(
      [message, partition, topic, this.eventConsumer?.current as Consumer, heartbeat, this.producer as Producer],
      topic,
    );
    const result = await handler(data, context);
    if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
  }
}

/** Errors as the caller should see them: Nest's RPC filter already turned ours into `{ code, message }`. */
function serializable(error: unknown): unknown {
  if (error instanceof Error) return { message: error.message };
  return error;
}

/** JSON when it is JSON, else the text (as Nest's Kafka transport does). */
function parseValue(value: Buffer | null): unknown {
  if (!value) return undefined;
  const text = value.toString();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
