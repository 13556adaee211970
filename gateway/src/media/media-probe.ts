import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { AudioTrackMessages, MediaQueues, type MediaProbeResult, type ProbeJob } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** How long an upload's check may take before the client is told to try again (the worker reads it by URL). */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * ffprobe of a stored upload, run by the media worker (the gateway has no ffmpeg: untrusted media
 * is only ever parsed there) on a queue of its own, and waited for. A file ffprobe cannot read is
 * the client's (400); no answer in time is a 503.
 */
@Injectable()
export class MediaProbe implements OnModuleDestroy {
  private connection?: IORedis;
  private queue?: Queue<ProbeJob, MediaProbeResult>;
  private events?: QueueEvents;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async probe(key: string): Promise<MediaProbeResult> {
    const { queue, events } = await this.ready();
    const job = await queue.add(
      'probe',
      { key },
      { jobId: `probe-${randomUUID()}`, removeOnComplete: { age: 600 }, removeOnFail: { age: 3600 } },
    );
    try {
      return await job.waitUntilFinished(events, PROBE_TIMEOUT_MS);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (message === AudioTrackMessages.notMedia) throw new BadRequestException(AudioTrackMessages.notMedia);
      throw new ServiceUnavailableException(AudioTrackMessages.checkUnavailable);
    }
  }

  private async ready(): Promise<{ queue: Queue<ProbeJob, MediaProbeResult>; events: QueueEvents }> {
    if (!this.queue || !this.events) {
      this.connection = new IORedis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
      this.queue = new Queue(MediaQueues.probe, { connection: this.connection });
      this.events = new QueueEvents(MediaQueues.probe, { connection: this.connection.duplicate() });
      await this.events.waitUntilReady();
    }
    return { queue: this.queue, events: this.events };
  }

  async onModuleDestroy(): Promise<void> {
    await this.events?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
    this.connection?.disconnect();
  }
}
