import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { EventEnvelope } from '@streamhub/contracts';
import { testEnv } from './env';

let producer: Producer | undefined;

/** Publishes an event envelope exactly as a service would (keyed by aggregate id). */
export async function publishEvent(event: EventEnvelope): Promise<void> {
  if (!producer) {
    const kafka = new Kafka({ clientId: `tests-${process.pid}`, brokers: testEnv.kafkaBrokers.split(','), logLevel: logLevel.ERROR });
    producer = kafka.producer();
    await producer.connect();
  }
  await producer.send({ topic: event.type, messages: [{ key: event.key, value: JSON.stringify(event) }] });
}

export async function closeTestKafka(): Promise<void> {
  await producer?.disconnect();
  producer = undefined;
}
