import { Kafka, type Producer } from 'kafkajs';
import {
  MediaEvents,
  type AudioCompletedEvent,
  type AudioFailedEvent,
  type RepackageCompletedEvent,
  type RepackageFailedEvent,
  type DomainEvent,
  type EventPayloadOf,
  type MediaEventType,
  type TranscodeCompletedEvent,
  type TranscodeFailedEvent,
} from '@streamhub/contracts';
import { kafkaConfig, makeEvent } from '@streamhub/nest-kit';

/** How long a finished encode's outcome keeps being offered to Kafka before the job gives up. */
const OUTCOME_RETRY_MS = 10 * 60_000;
const OUTCOME_PAUSE_MAX_MS = 10_000;

/**
 * What the worker tells catalog; keyed by video id so one video's events stay in order. An
 * outcome (completed, failed) is worth minutes of encoding, so while Kafka is away it is sent
 * again with growing pauses, for up to ten minutes, rather than failing the job (whose retry
 * would encode everything again); progress is best effort.
 */
export class TranscodeEvents {
  private producer?: Producer;

  constructor(
    private readonly brokers: string,
    private readonly log: { warn: (message: string) => void } = console,
    private readonly retryForMs = OUTCOME_RETRY_MS,
  ) {}

  async connect(): Promise<void> {
    const producer = new Kafka(kafkaConfig('media-worker', this.brokers)).producer({
      idempotent: true,
      maxInFlightRequests: 1,
    });
    await producer.connect();
    this.producer = producer;
  }

  progress(videoId: string, percent: number): Promise<void> {
    return this.publish(MediaEvents.transcodeProgress, videoId, { videoId, percent });
  }

  completed(event: TranscodeCompletedEvent): Promise<void> {
    return this.publishPersistently(MediaEvents.transcodeCompleted, event.videoId, event);
  }

  failed(event: TranscodeFailedEvent): Promise<void> {
    return this.publishPersistently(MediaEvents.transcodeFailed, event.videoId, event);
  }

  audioProgress(videoId: string, file: string, percent: number): Promise<void> {
    return this.publish(MediaEvents.audioProgress, videoId, { videoId, file, percent });
  }

  audioCompleted(event: AudioCompletedEvent): Promise<void> {
    return this.publishPersistently(MediaEvents.audioCompleted, event.videoId, event);
  }

  audioFailed(event: AudioFailedEvent): Promise<void> {
    return this.publishPersistently(MediaEvents.audioFailed, event.videoId, event);
  }

  repackageCompleted(event: RepackageCompletedEvent): Promise<void> {
    return this.publishPersistently(MediaEvents.repackageCompleted, event.videoId, event);
  }

  repackageFailed(event: RepackageFailedEvent): Promise<void> {
    return this.publishPersistently(MediaEvents.repackageFailed, event.videoId, event);
  }

  async close(): Promise<void> {
    await this.producer?.disconnect().catch(() => undefined);
  }

  /** One event (one id, so a copy that did reach Kafka is dropped by catalog), sent until it is accepted. */
  private async publishPersistently<K extends MediaEventType>(
    type: K,
    key: string,
    payload: EventPayloadOf<K>,
  ): Promise<void> {
    const event = makeEvent(type, key, payload);
    const giveUpAt = Date.now() + this.retryForMs;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.send(event);
        if (attempt > 1) this.log.warn(`${type} for ${key} sent on attempt ${attempt}`);
        return;
      } catch (err) {
        if (!this.producer || Date.now() >= giveUpAt) throw err;
        if (attempt === 1)
          this.log.warn(
            `${type} for ${key} not sent (${err instanceof Error ? err.message : String(err)}): trying again`,
          );
        await new Promise((resolve) => setTimeout(resolve, Math.min(OUTCOME_PAUSE_MAX_MS, 500 * 2 ** (attempt - 1))));
      }
    }
  }

  private publish<K extends MediaEventType>(type: K, key: string, payload: EventPayloadOf<K>): Promise<void> {
    return this.send(makeEvent(type, key, payload));
  }

  private async send<K extends MediaEventType>(event: DomainEvent<K>): Promise<void> {
    if (!this.producer) throw new Error('events producer is not connected');
    const { type, key } = event;
    await this.producer.send({ topic: type, acks: -1, messages: [{ key, value: JSON.stringify(event) }] });
  }
}
