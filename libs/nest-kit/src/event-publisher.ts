import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Producer } from 'kafkajs';
import { REQUEST_ID_HEADER, type DomainEvent, type EventPayloadOf, type EventType } from '@streamhub/contracts';
import { kafkaConfig } from './kafka';
import { KIT_OPTIONS, type KitOptions } from './kit-options';

/**
 * A new event of type `K` about the aggregate `key`; its payload must be the one EventContracts
 * declares for `K`. It occurred now unless `occurredAt` says when (a service's own clock).
 */
export function makeEvent<K extends EventType>(
  type: K,
  key: string,
  payload: EventPayloadOf<K>,
  { id = randomUUID(), occurredAt = new Date() }: { id?: string; occurredAt?: Date } = {},
): DomainEvent<K> {
  return { id, type, key, occurredAt: occurredAt.toISOString(), payload };
}

/** Publishes domain events (keyed by aggregate id) with an idempotent producer. */
@Injectable()
export class EventPublisher implements OnApplicationShutdown {
  private readonly logger = new Logger(EventPublisher.name);
  private producer?: Producer;
  private connecting?: Promise<Producer>;

  constructor(@Inject(KIT_OPTIONS) private readonly options: KitOptions) {}

  private async connected(): Promise<Producer> {
    if (this.producer) return this.producer;
    this.connecting ??= (async () => {
      const kafka = new Kafka(kafkaConfig(`${this.options.service}-events`, this.options.kafkaBrokers));
      const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      await producer.connect();
      this.producer = producer;
      return producer;
    })().catch((err: unknown) => {
      this.connecting = undefined;
      throw err;
    });
    return this.connecting;
  }

  async publish<K extends EventType>(event: DomainEvent<K>, requestId?: string): Promise<void> {
    const producer = await this.connected();
    await producer.send({
      topic: event.type,
      acks: -1,
      messages: [
        {
          key: event.key,
          value: JSON.stringify(event),
          headers: requestId ? { [REQUEST_ID_HEADER]: requestId } : undefined,
        },
      ],
    });
    this.logger.debug(`published ${event.type} ${event.id}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.producer?.disconnect().catch(() => undefined);
  }
}
