import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type Producer } from 'kafkajs';
import { PLAYBACK_EVENTS_TOPIC, type AdEventRecord, type PlaybackEventRecord } from '@streamhub/contracts';
import { kafkaConfig, ProduceBatcher } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/**
 * Puts players' events on `playback.events`, keyed by session (a session's events stay in order on
 * one partition). Events handed over by concurrent requests in the same moment go to the broker as
 * one produce request (ProduceBatcher); a request is answered once its events are acknowledged by
 * every in-sync replica.
 */
@Injectable()
export class PlaybackEventsProducer implements OnApplicationShutdown {
  private producer?: Producer;
  private batcher?: ProduceBatcher;
  private connecting?: Promise<ProduceBatcher>;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async send(records: readonly PlaybackEventRecord[]): Promise<void> {
    const batcher = await this.connected();
    await Promise.all(
      records.map((record) =>
        batcher.send({ topic: PLAYBACK_EVENTS_TOPIC, key: record.sessionId, value: JSON.stringify(record) }),
      ),
    );
  }

  /** An ad event from a checked tracking ping (docs/ads.md "Measurement"), keyed by campaign. */
  async sendAdEvent(record: AdEventRecord): Promise<void> {
    const batcher = await this.connected();
    await batcher.send({ topic: PLAYBACK_EVENTS_TOPIC, key: record.campaignId, value: JSON.stringify(record) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.batcher?.drain();
    await this.producer?.disconnect().catch(() => undefined);
  }

  private connected(): Promise<ProduceBatcher> {
    if (this.batcher) return Promise.resolve(this.batcher);
    this.connecting ??= (async () => {
      const kafka = new Kafka(kafkaConfig('gateway-playback', this.config.KAFKA_BROKERS));
      const producer = kafka.producer({ allowAutoTopicCreation: false });
      await producer.connect();
      this.producer = producer;
      this.batcher = new ProduceBatcher(producer, { lingerMs: this.config.KAFKA_LINGER_MS, acks: -1 });
      return this.batcher;
    })().catch((err: unknown) => {
      this.connecting = undefined;
      throw err;
    });
    return this.connecting;
  }
}
