import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, type EachBatchPayload } from 'kafkajs';
import { PLAYBACK_EVENTS_TOPIC, type AdEventRecord, type PlaybackEventRecord } from '@streamhub/contracts';
import { kafkaConfig, SUPERVISED_CONSUMER_RETRY, SupervisedConsumer } from '@streamhub/nest-kit';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { DuckStore } from '../store/duck-store';
import { parseAdRecord, parseRecord } from './record';

/** The consumer group that stores the players' events (one per deployment, whatever the replicas). */
export const PLAYBACK_GROUP = 'analytics.playback';

/**
 * Reads `playback.events` in batches and stores each batch in one transaction before its offsets
 * are committed: at least once, and a batch read again (after a crash or rebalance) is dropped by
 * event id, so nothing is counted twice.
 */
@Injectable()
export class PlaybackConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PlaybackConsumer.name);
  private supervised?: SupervisedConsumer;
  private stored = 0;
  private skipped = 0;

  constructor(
    @Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig,
    private readonly store: DuckStore,
  ) {}

  /** Events stored since start, and messages that were not readable events. */
  get counts(): { stored: number; skipped: number } {
    return { stored: this.stored, skipped: this.skipped };
  }

  async onApplicationBootstrap(): Promise<void> {
    const kafka = new Kafka(kafkaConfig('analytics-playback', this.config.KAFKA_BROKERS));
    this.supervised = new SupervisedConsumer({
      name: PLAYBACK_GROUP,
      logger: this.logger,
      open: async (watch) => {
        const consumer = kafka.consumer({
          groupId: PLAYBACK_GROUP,
          retry: SUPERVISED_CONSUMER_RETRY,
          sessionTimeout: 30_000,
          maxBytesPerPartition: 4 * 1024 * 1024,
          maxWaitTimeInMs: 250,
        });
        watch(consumer);
        await consumer.connect();
        await consumer.subscribe({ topics: [PLAYBACK_EVENTS_TOPIC], fromBeginning: true });
        await consumer.run({ autoCommit: true, eachBatchAutoResolve: false, eachBatch: (b) => this.onBatch(b) });
        return consumer;
      },
    });
    await this.supervised.start({ retry: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.supervised?.stop();
  }

  private async onBatch({ batch, resolveOffset, heartbeat, isRunning, isStale }: EachBatchPayload): Promise<void> {
    if (!isRunning() || isStale() || batch.messages.length === 0) return;
    const records: PlaybackEventRecord[] = [];
    // Ad events travel on the same topic (docs/ads.md "Measurement").
    const adEvents: AdEventRecord[] = [];
    for (const message of batch.messages) {
      const record = parseRecord(message.value);
      const adEvent = record ? null : parseAdRecord(message.value);
      if (record) records.push(record);
      else if (adEvent) adEvents.push(adEvent);
      else this.skipped++;
    }
    if (records.length > 0) this.stored += await this.store.ingest(records);
    if (adEvents.length > 0) this.stored += await this.store.ingestAdEvents(adEvents);
    resolveOffset(batch.lastOffset());
    await heartbeat();
  }
}
