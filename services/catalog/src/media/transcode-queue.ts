import type { OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import {
  MEDIA_JOB_OPTIONS,
  MediaQueues,
  audioJobId,
  cleanupJobId,
  repackageJobId,
  type AudioJob,
  type RepackageJob,
  transcodeJobId,
  type CleanupJob,
  type MediaJobPayloads,
  type TranscodeJob,
} from '@streamhub/contracts';

export interface EnqueueOptions {
  /** Background work (demo content): taken only while no upload waits. */
  background?: boolean;
}

/** BullMQ priority of background jobs: jobs without a priority always go first. */
const BACKGROUND_PRIORITY = 100;

/** Where uploads go to be transcoded; an abstract class so the service can be tested without Redis. */
export abstract class TranscodeQueue {
  /** Idempotent: the job id is derived from the video id, so a second enqueue of a waiting job is a no-op. */
  abstract enqueue(job: TranscodeJob, options?: EnqueueOptions): Promise<void>;
  /** Removes a deleted video's objects; one job per asking event (`eventId`), so redelivery adds none. */
  abstract enqueueCleanup(job: CleanupJob, eventId: string): Promise<void>;
  /** An uploaded audio language's transcode; one job per stored upload. */
  abstract enqueueAudio(job: AudioJob): Promise<void>;
  /** A clear title's re-package (docs/drm.md); one job per request (`requestedAt`). */
  abstract enqueueRepackage(job: RepackageJob, requestedAt: string): Promise<void>;
  /** Drops the video's transcode if it has not started (a running one is cleaned up when it reports). */
  abstract cancelTranscode(videoId: string): Promise<void>;
}

/** The BullMQ queue the media worker consumes. */
export class BullTranscodeQueue extends TranscodeQueue implements OnApplicationShutdown {
  private readonly connection: IORedis;
  private readonly queue: Queue<MediaJobPayloads[keyof MediaJobPayloads]>;

  constructor(redisUrl: string) {
    super();
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
    this.queue = new Queue(MediaQueues.transcode, { connection: this.connection });
  }

  async enqueue(job: TranscodeJob, options: EnqueueOptions = {}): Promise<void> {
    const { attempts, backoffMs } = MEDIA_JOB_OPTIONS.transcode;
    await this.queue.add('transcode', job, {
      jobId: transcodeJobId(job.videoId),
      ...(options.background ? { priority: BACKGROUND_PRIORITY } : {}),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async enqueueCleanup(job: CleanupJob, eventId: string): Promise<void> {
    const { attempts, backoffMs } = MEDIA_JOB_OPTIONS.cleanup;
    await this.queue.add('cleanup', job, {
      jobId: cleanupJobId(eventId),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async enqueueRepackage(job: RepackageJob, requestedAt: string): Promise<void> {
    const { attempts, backoffMs } = MEDIA_JOB_OPTIONS.repackage;
    await this.queue.add('repackage', job, {
      jobId: repackageJobId(job.videoId, requestedAt),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async enqueueAudio(job: AudioJob): Promise<void> {
    const { attempts, backoffMs } = MEDIA_JOB_OPTIONS.audio;
    await this.queue.add('audio', job, {
      jobId: audioJobId(job.videoId, job.file),
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }

  async cancelTranscode(videoId: string): Promise<void> {
    const job = await this.queue.getJob(transcodeJobId(videoId));
    if (!job || (await job.isActive())) return;
    // A job that became active meanwhile is locked and refuses removal: its completion cleans up.
    await job.remove().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}
