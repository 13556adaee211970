import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Producer } from 'kafkajs';
import { REQUEST_ID_HEADER, type EventEnvelope } from '@streamhub/contracts';
import { kafkaConfig } from './kafka';
import { KIT_OPTIONS, type KitOptions } from './kit-options';

export function makeEvent<T>(type: string, key: string, payload: T, id: string = randomUUID()): EventEnvelope<T> {
  return { id, type, key, occurredAt: new Date().toISOString(), payload };
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

  async publish<T>(event: EventEnvelope<T>, requestId?: string): Promise<void> {
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
