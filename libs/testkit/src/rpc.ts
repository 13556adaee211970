import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer, type IHeaders, type Producer } from 'kafkajs';
import { replyTopic, type Principal, type RpcRequest } from '@streamhub/contracts';
import { testEnv } from './env';

/**
 * A tiny request/reply client for tests and scripts that speaks Nest's Kafka protocol (see
 * @nestjs/microservices client-kafka.js / server-kafka.js): the request carries
 * `kafka_correlationId`, `kafka_replyTopic` and `kafka_replyPartition` headers; the service answers
 * on `<pattern>.reply` with the same correlation id, then a `kafka_nest-is-disposed` marker; a
 * failure carries `kafka_nest-err` (our ServiceError `{ code, message }` as JSON).
 *
 * It uses its own consumer group, so it reads every reply partition without taking any from the
 * gateway; replies meant for others are ignored by correlation id.
 */

const CORRELATION_ID = 'kafka_correlationId';
const REPLY_TOPIC = 'kafka_replyTopic';
const REPLY_PARTITION = 'kafka_replyPartition';
const NEST_ERR = 'kafka_nest-err';
const NEST_IS_DISPOSED = 'kafka_nest-is-disposed';

/** A failed reply: `payload` is what the service threw (for ours, `{ code, message }`). */
export class RpcError extends Error {
  constructor(
    readonly pattern: string,
    readonly payload: unknown,
  ) {
    super(`${pattern} failed: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}`);
  }
}

interface Pending {
  pattern: string;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

class RpcClient {
  private readonly kafka = new Kafka({
    clientId: `tests-rpc-${process.pid}`,
    brokers: testEnv.kafkaBrokers.split(','),
    logLevel: logLevel.NOTHING,
  });
  private readonly pending = new Map<string, Pending>();
  private ready?: Promise<{ producer: Producer; consumer: Consumer }>;

  async call<T>(pattern: string, body: unknown, principal: Principal | undefined, timeoutMs: number): Promise<T> {
    const { producer } = await this.connect();
    const id = randomUUID();
    const reply = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${pattern}: no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { pattern, resolve, reject, timer });
    });
    // The reply may arrive before the broker acknowledges the request: mark it handled now.
    reply.catch(() => undefined);
    const request: RpcRequest = { principal, body };
    try {
      await producer.send({
        topic: pattern,
        messages: [
          {
            value: JSON.stringify(request),
            headers: { [CORRELATION_ID]: id, [REPLY_TOPIC]: replyTopic(pattern), [REPLY_PARTITION]: '0' },
          },
        ],
      });
    } catch (err) {
      const waiting = this.pending.get(id);
      if (waiting) clearTimeout(waiting.timer);
      this.pending.delete(id);
      throw err;
    }
    return (await reply) as T;
  }

  async close(): Promise<void> {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new Error('rpc client closed'));
      this.pending.delete(id);
    }
    const ready = this.ready;
    this.ready = undefined;
    const connected = await ready?.catch(() => undefined);
    await Promise.allSettled([connected?.producer.disconnect(), connected?.consumer.disconnect()]);
  }

  /**
   * One consumer in a group of its own over every existing `*.reply` topic. It is ready after its
   * first fetch: the new group starts at the latest offset, so only from then on is a reply
   * produced later guaranteed to be read.
   */
  private connect(): Promise<{ producer: Producer; consumer: Consumer }> {
    this.ready ??= (async () => {
      const consumer = this.kafka.consumer({
        groupId: `tests-rpc-${process.pid}-${randomUUID()}`,
        sessionTimeout: 10_000,
      });
      const fetched = new Promise<void>((resolve) => {
        const off = consumer.on(consumer.events.FETCH, () => {
          off();
          resolve();
        });
      });
      await consumer.connect();
      await consumer.subscribe({ topics: [/\.reply$/], fromBeginning: false });
      await consumer.run({
        autoCommit: false,
        eachMessage: async ({ message }) => this.onReply(message.headers, message.value),
      });
      const producer = this.kafka.producer({ allowAutoTopicCreation: false });
      await producer.connect();
      await fetched;
      return { producer, consumer };
    })();
    this.ready.catch(() => (this.ready = undefined));
    return this.ready;
  }

  private onReply(headers: IHeaders | undefined, value: Buffer | null): void {
    const id = headers?.[CORRELATION_ID]?.toString();
    const waiting = id ? this.pending.get(id) : undefined;
    if (!id || !waiting) return;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    const err = headers?.[NEST_ERR];
    if (err !== undefined) {
      waiting.reject(new RpcError(waiting.pattern, parse(err.toString())));
      return;
    }
    // A handler that returns nothing answers with the disposed marker alone.
    const disposedOnly = headers?.[NEST_IS_DISPOSED] !== undefined && value === null;
    waiting.resolve(disposedOnly ? undefined : parse(value?.toString() ?? 'null'));
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let client: RpcClient | undefined;

/**
 * Sends `body` to a service's `@MessagePattern(pattern)` the way the gateway does and resolves
 * with its reply; a ServiceError reply rejects with an RpcError whose payload is `{ code, message }`.
 */
export function rpc<T>(pattern: string, body: unknown, principal?: Principal, { timeoutMs = 15_000 } = {}): Promise<T> {
  client ??= new RpcClient();
  return client.call<T>(pattern, body, principal, timeoutMs);
}

export async function closeRpc(): Promise<void> {
  const c = client;
  client = undefined;
  await c?.close();
}
