import { hostname } from 'node:os';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  SUPPORT_REPLY_TOPIC,
  GrievanceMessages,
  CatalogPatterns,
  ServiceErrorCode,
  isServiceErrorPayload,
  type Principal,
  type RpcRequest,
  type Video,
} from '@streamhub/contracts';
import { KafkaRequester, RpcReplyError, ServiceError, ensureTopics } from '@streamhub/nest-kit';
import { SUPPORT_CONFIG, type SupportConfig } from '../config';
import type { TitleRating } from '../grievances/grievance-rules';

const LOOKUP_TIMEOUT_MS = 8_000;

/**
 * Catalog as support asks it, over the same request/reply protocol the gateway uses: which
 * visible title a grievance is about. Replies come back on support's own
 * reply topic, read whole by every replica (look-ups are rare: one per grievance about a title).
 */
@Injectable()
export class CatalogDirectory implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogDirectory.name);
  private readonly requester: KafkaRequester;
  private started?: Promise<void>;

  constructor(@Inject(SUPPORT_CONFIG) private readonly config: SupportConfig) {
    this.requester = new KafkaRequester({
      app: `support-catalog-${hostname()}-${process.pid}`,
      brokers: config.KAFKA_BROKERS,
      replyTopic: SUPPORT_REPLY_TOPIC,
      reply: { mode: 'shared' },
    });
  }

  onModuleInit(): void {
    // Not awaited: joining the reply group takes seconds and must not hold up support's start.
    void this.start().catch((err: unknown) => this.logger.warn(`catalog look-ups not ready yet: ${String(err)}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.requester.stop();
  }

  /** The title of a visible video, by its id (hidden and deleted ones are not found). */
  async titleOf(videoId: string): Promise<string> {
    const video = await this.ask<Video>(CatalogPatterns.getVideo, { id: videoId });
    return video.title;
  }

  /** A title's current age rating and descriptors, as an admin sees it (hidden titles too). */
  async ratingOf(videoId: string, admin: Principal): Promise<TitleRating> {
    const video = await this.ask<Video>(CatalogPatterns.getVideo, { id: videoId }, admin);
    return { ageRating: video.ageRating, contentDescriptors: [...video.contentDescriptors] };
  }

  /** Sets a title's rating as the admin deciding a grievance; catalog announces it like any rating edit. */
  async setRating(videoId: string, rating: TitleRating, admin: Principal): Promise<TitleRating> {
    const video = await this.ask<Video>(CatalogPatterns.setVideoRating, { id: videoId, ...rating }, admin);
    return { ageRating: video.ageRating, contentDescriptors: [...video.contentDescriptors] };
  }

  private start(): Promise<void> {
    this.started ??= (async () => {
      await ensureTopics('support', this.config.KAFKA_BROKERS, [
        { topic: SUPPORT_REPLY_TOPIC, partitions: 1, config: { 'retention.ms': '3600000' } },
      ]);
      await this.requester.start();
    })().catch((err: unknown) => {
      this.started = undefined;
      throw err;
    });
    return this.started;
  }

  /** Catalog's "not found" becomes "Content not found"; anything else means catalog is out of reach. */
  private async ask<T>(pattern: string, body: unknown, principal?: Principal): Promise<T> {
    // No principal: catalog answers as it would a viewer, so hidden and deleted content is not found.
    const request: RpcRequest = principal ? { body, principal } : { body };
    try {
      await this.start();
      return await this.requester.request<T>(pattern, request, { timeoutMs: LOOKUP_TIMEOUT_MS });
    } catch (err) {
      const payload = err instanceof RpcReplyError ? err.payload : undefined;
      if (
        isServiceErrorPayload(payload) &&
        (payload.code === ServiceErrorCode.NotFound || payload.code === ServiceErrorCode.Invalid)
      ) {
        throw ServiceError.notFound(GrievanceMessages.titleNotFound);
      }
      this.logger.warn(`${pattern} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, GrievanceMessages.catalogUnavailable);
    }
  }
}
