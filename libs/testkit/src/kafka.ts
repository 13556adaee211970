import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { EventEnvelope } from '@streamhub/contracts';
import { testEnv } from './env';

let producer: Promise<Producer> | undefined;

/** One connected producer per test process; concurrent first calls share the same connection. */
function connectedProducer(): Promise<Producer> {
  if (!producer) {
    const kafka = new Kafka({
      clientId: `tests-${process.pid}`,
      brokers: testEnv.kafkaBrokers.split(','),
      logLevel: logLevel.ERROR,
    });
    const created = kafka.producer();
    producer = created.connect().then(
      () => created,
      (error: unknown) => {
        producer = undefined;
        throw error;
      },
    );
  }
  return producer;
}

/** Publishes an event envelope exactly as a service would (keyed by aggregate id). */
export async function publishEvent(event: EventEnvelope): Promise<void> {
  const connected = await connectedProducer();
  await connected.send({ topic: event.type, messages: [{ key: event.key, value: JSON.stringify(event) }] });
}

export async function closeTestKafka(): Promise<void> {
  const pending = producer;
  producer = undefined;
  await (await pending?.catch(() => undefined))?.disconnect();
}

/**
 * Waits for the first event on `topic` that `match` accepts, reading the topic from its start in
 * a consumer group of its own (so events published before the call count too).
 */
export async function waitForEvent<T = unknown>(
  topic: string,
  match: (event: EventEnvelope<T>) => boolean,
  { timeoutMs = 15_000 } = {},
): Promise<EventEnvelope<T>> {
  const kafka = new Kafka({
    clientId: `tests-${process.pid}`,
    brokers: testEnv.kafkaBrokers.split(','),
    logLevel: logLevel.ERROR,
  });
  const consumer = kafka.consumer({
    groupId: `tests-events-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<EventEnvelope<T>>((resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms waiting for an event on ${topic}`)),
        timeoutMs,
      );
      void (async () => {
        await consumer.connect();
        await consumer.subscribe({ topic, fromBeginning: true });
        await consumer.run({
          eachMessage: async ({ message }) => {
            const event = JSON.parse(message.value?.toString() ?? 'null') as EventEnvelope<T> | null;
            if (event && match(event)) resolve(event);
          },
        });
      })().catch(reject);
    });
  } finally {
    clearTimeout(timer);
    await consumer.disconnect().catch(() => undefined);
  }
}
