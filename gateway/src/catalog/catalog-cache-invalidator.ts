import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Kafka } from 'kafkajs';
import { CATALOG_CONTENT_EVENTS } from '@streamhub/contracts';
import { SUPERVISED_CONSUMER_RETRY, SupervisedConsumer, kafkaConfig, uniqueClientId } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { ResponseCache } from './response-cache';

export const CATALOG_CACHE = Symbol('CATALOG_CACHE');

/**
 * Feeds catalog's change events into this replica's ResponseCache. Every replica needs every
 * event, so each joins a consumer group of its own and commits nothing (a restarted replica starts
 * empty anyway). The cache goes live only after the consumer has joined and fetched once: from
 * then on every later change is seen. A consumer lost to a broker outage takes the cache offline
 * (a dead invalidator would otherwise serve stale lists for good) and is replaced by a new one
 * (consumer-supervisor.ts), whose first fetch puts the cache back, emptied.
 */
@Injectable()
export class CatalogCacheInvalidator implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogCacheInvalidator.name);
  private supervisor?: SupervisedConsumer;
  private awaitingFetch = false;

  constructor(
    @Inject(CATALOG_CACHE) private readonly cache: ResponseCache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    // In the background: the gateway serves (uncached) while the consumer joins.
    void this.start().catch((err: unknown) => {
      this.logger.warn(
        `catalog cache off until its consumer runs: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.cache.setLive(false);
    await this.supervisor?.stop();
  }

  private async start(): Promise<void> {
    const kafka = new Kafka(kafkaConfig('gateway-cache', this.config.KAFKA_BROKERS));
    const groupId = uniqueClientId('gateway-cache');
    this.supervisor = new SupervisedConsumer({
      name: groupId,
      brokers: this.config.KAFKA_BROKERS,
      open: async (watch) => {
        // Short sessions: after an outage the new consumer waits for the lost one's session to end.
        const consumer = kafka.consumer({
          groupId,
          sessionTimeout: 6_000,
          heartbeatInterval: 1_000,
          rebalanceTimeout: 6_000,
          // The cache goes live at the first fetch's answer: with kafkajs' 5 s long poll a fresh
          // gateway answered every list upstream for its first ~5 s.
          maxWaitTimeInMs: 1_000,
          retry: SUPERVISED_CONSUMER_RETRY,
        });
        watch(consumer);
        const { GROUP_JOIN, FETCH, CRASH, DISCONNECT, STOP } = consumer.events;
        consumer.on(GROUP_JOIN, () => {
          // A new assignment starts at the latest offset only once fetched: until then, not live.
          this.cache.setLive(false);
          this.awaitingFetch = true;
        });
        consumer.on(FETCH, () => {
          if (!this.awaitingFetch) return;
          this.awaitingFetch = false;
          this.cache.setLive(true);
          this.logger.log('catalog cache live (change events flowing)');
        });
        for (const event of [CRASH, DISCONNECT, STOP]) consumer.on(event, () => this.cache.setLive(false));
        await consumer.connect();
        await consumer.subscribe({ topics: [...CATALOG_CONTENT_EVENTS], fromBeginning: false });
        await consumer.run({ autoCommit: false, eachMessage: async () => this.cache.invalidate() });
        return consumer;
      },
      onLost: () => this.cache.setLive(false),
    });
    await this.supervisor.start({ retry: true });
  }
}
