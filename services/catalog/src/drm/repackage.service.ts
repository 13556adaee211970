import { Injectable, Logger } from '@nestjs/common';
import {
  CatalogMessages,
  DrmMessages,
  type EventEnvelope,
  type ProtectionStatus,
  type RepackageCompletedEvent,
  type RepackageFailedEvent,
  type RepackageState,
} from '@streamhub/contracts';
import { ProcessedEvents, ServiceError } from '@streamhub/nest-kit';
import { TranscodeQueue } from '../media/transcode-queue';
import { VideosOutbox } from '../outbox/outbox-relays';
import { videoUpdatedEvent } from '../videos/video-events';
import { assertVideoId } from '../videos/videos.service';
import { ContentKeysService } from './content-keys.service';
import { RepackageRepository, type RepackageSubject } from './repackage.repository';

const MAX_REASON_LENGTH = 500;

/**
 * Protecting an existing clear title without re-encoding it (docs/drm.md): the admin asks, this
 * marks the title's re-package queued (once: a second ask while one runs, or for a protected
 * title, changes nothing) and hands the worker the title's keys; the worker's outcome event makes
 * the title protected, or records why not. Protected → clear is not a re-package: it is a new
 * upload marked clear (the clear renditions are gone once encrypted).
 */
@Injectable()
export class RepackageService {
  private readonly logger = new Logger(RepackageService.name);

  constructor(
    private readonly videos: RepackageRepository,
    private readonly keys: ContentKeysService,
    private readonly queue: TranscodeQueue,
    private readonly processed: ProcessedEvents,
    private readonly outbox: VideosOutbox,
  ) {}

  async status(rawId: unknown): Promise<ProtectionStatus> {
    return statusOf(await this.subject(rawId));
  }

  async protect(rawId: unknown): Promise<ProtectionStatus> {
    const video = await this.subject(rawId);
    if (video.protection === 'protected' || video.repackage?.status === 'queued') return statusOf(video);
    if (!video.transcoded || video.status !== 'active') throw ServiceError.invalid(DrmMessages.repackageNotTranscoded);
    // Made (or read) before the claim: without a KEK this refuses and nothing is queued.
    const keys = await this.keys.forEncode(video.id);
    const state: RepackageState = {
      status: 'queued',
      requestedAt: new Date().toISOString(),
      finishedAt: null,
      seconds: null,
      failureReason: null,
    };
    if (await this.videos.claim(video.id, state)) {
      try {
        await this.queue.enqueueRepackage(
          { videoId: video.id, protection: { keys }, audioFiles: video.audioFiles },
          state.requestedAt,
        );
        this.logger.log(`re-package of ${video.id} queued`);
      } catch (err) {
        const reason = `Could not queue the re-package: ${err instanceof Error ? err.message : String(err)}`;
        await this.videos.fail(video.id, reason.slice(0, MAX_REASON_LENGTH), new Date().toISOString());
      }
    }
    return this.status(video.id);
  }

  async onCompleted(event: EventEnvelope<RepackageCompletedEvent>): Promise<void> {
    const id = event.payload?.videoId;
    if (typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id)) return;
    await this.processed.once(event, async () => {
      const video = await this.videos.find(id);
      if (!video) return;
      const seconds = Number(event.payload.seconds);
      const done = await this.videos.complete(
        id,
        Number.isFinite(seconds) ? Math.round(seconds * 100) / 100 : 0,
        new Date().toISOString(),
        videoUpdatedEvent(id, video),
      );
      if (done) {
        this.outbox.kick();
        this.logger.log(`${id} re-packaged: protected`);
      }
    });
  }

  async onFailed(event: EventEnvelope<RepackageFailedEvent>): Promise<void> {
    const id = event.payload?.videoId;
    if (typeof id !== 'string' || !/^[0-9a-f]{24}$/.test(id) || event.payload.willRetry) return;
    await this.processed.once(event, async () => {
      const reason = String(event.payload.reason ?? 'Re-package failed').slice(0, MAX_REASON_LENGTH);
      await this.videos.fail(id, reason, new Date().toISOString());
    });
  }

  private async subject(rawId: unknown): Promise<RepackageSubject> {
    const id = assertVideoId(rawId);
    const video = await this.videos.find(id);
    if (!video) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    return video;
  }
}

function statusOf(video: RepackageSubject): ProtectionStatus {
  return { videoId: video.id, protection: video.protection, repackage: video.repackage };
}
