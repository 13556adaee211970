import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  BILLING_REPLY_TOPIC,
  BillingMessages,
  CatalogPatterns,
  LivePatterns,
  ServiceErrorCode,
  isServiceErrorPayload,
  type EpisodeDetail,
  type LiveEvent,
  type RpcRequest,
  type Video,
} from '@streamhub/contracts';
import { KafkaRequester, RpcReplyError, ServiceError, ensureTopics } from '@streamhub/nest-kit';
import { BILLING_CONFIG, type BillingConfig } from '../config';

const LOOKUP_TIMEOUT_MS = 8_000;

/**
 * Catalog as billing asks it, over the same request/reply protocol the gateway uses: which
 * published episode group a part id or a name belongs to. Replies come back on billing's own
 * reply topic, read whole by every replica (look-ups are rare: one per order).
 */
@Injectable()
export class CatalogDirectory implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogDirectory.name);
  private readonly requester: KafkaRequester;
  private started?: Promise<void>;

  constructor(@Inject(BILLING_CONFIG) private readonly config: BillingConfig) {
    this.requester = new KafkaRequester({
      app: `billing-catalog-${hostname()}-${process.pid}`,
      brokers: config.KAFKA_BROKERS,
      replyTopic: BILLING_REPLY_TOPIC,
      reply: { mode: 'shared' },
    });
  }

  onModuleInit(): void {
    // Not awaited: joining the reply group takes seconds and must not hold up billing's start.
    void this.start().catch((err: unknown) => this.logger.warn(`catalog look-ups not ready yet: ${String(err)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.requester.stop();
  }

  /** The upper-cased name of the published episode group a visible part belongs to. */
  async episodeOfPart(videoId: string): Promise<string> {
    const video = await this.ask<Video>(CatalogPatterns.getVideo, { id: videoId });
    return video.episodeName.trim().toUpperCase();
  }

  /** The canonical (upper-cased) name of a published episode group. */
  async episodeNamed(name: string): Promise<string> {
    const episode = await this.ask<EpisodeDetail>(CatalogPatterns.getEpisodeByName, { name });
    return episode.episodeName.trim().toUpperCase();
  }

  /** A live event's public fields (docs/live.md, "Pay-per-view"); "Content not found" for an unknown id. */
  liveEvent(eventId: string): Promise<LiveEvent> {
    return this.ask<LiveEvent>(LivePatterns.get, { id: eventId });
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await ensureTopics('billing', this.config.KAFKA_BROKERS, [
        { topic: BILLING_REPLY_TOPIC, partitions: 1, config: { 'retention.ms': '3600000' } },
      ]);
      await this.requester.start();
    })().catch((err: unknown) => {
      this.started = undefined;
      throw err;
    });
    return this.started;
  }

  /** Catalog's "not found" becomes "Content not found"; anything else means catalog is out of reach. */
  private async ask<T>(pattern: string, body: unknown): Promise<T> {
    // No principal: catalog answers as it would a viewer, so hidden and deleted content is not found.
    const request: RpcRequest = { body };
    try {
      await this.start();
      return await this.requester.request<T>(pattern, request, { timeoutMs: LOOKUP_TIMEOUT_MS });
    } catch (err) {
      const payload = err instanceof RpcReplyError ? err.payload : undefined;
      if (
        isServiceErrorPayload(payload) &&
        (payload.code === ServiceErrorCode.NotFound || payload.code === ServiceErrorCode.Invalid)
      ) {
        throw ServiceError.notFound(BillingMessages.contentNotFound);
      }
      this.logger.warn(`${pattern} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, BillingMessages.catalogUnavailable);
    }
  }
}
