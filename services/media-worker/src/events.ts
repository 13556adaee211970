import { Kafka, type Producer } from 'kafkajs';
import { MediaEvents, type TranscodeCompletedEvent, type TranscodeFailedEvent } from '@streamhub/contracts';
import { kafkaConfig, makeEvent } from '@streamhub/nest-kit';

/** What the worker tells catalog; keyed by video id so one video's events stay in order. */
export class TranscodeEvents {
  private producer?: Producer;

  constructor(private readonly brokers: string) {}

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
    return this.publish(MediaEvents.transcodeCompleted, event.videoId, event);
  }

  failed(event: TranscodeFailedEvent): Promise<void> {
    return this.publish(MediaEvents.transcodeFailed, event.videoId, event);
  }

  async close(): Promise<void> {
    await this.producer?.disconnect().catch(() => undefined);
  }

  private async publish<T>(type: string, key: string, payload: T): Promise<void> {
    if (!this.producer) throw new Error('events producer is not connected');
    const event = makeEvent(type, key, payload);
    await this.producer.send({ topic: type, acks: -1, messages: [{ key, value: JSON.stringify(event) }] });
  }
}
