import { Injectable, Logger } from '@nestjs/common';
import {
  AUDIO_BASE_PATTERN,
  AUDIO_TRACK_LIMITS,
  AudioTrackMessages,
  mediaKeys,
  type AudioCompletedEvent,
  type AudioFailedEvent,
  type AudioProgressEvent,
  type AudioTrack,
  type AudioTracksReply,
  type DeleteAudioTrackRequest,
  type EventEnvelope,
  type PutAudioTrackRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { TranscodeQueue } from '../media/transcode-queue';
import { VideosOutbox } from '../outbox/outbox-relays';
import { languageTagOf } from '../text-tracks/text-track-rules';
import { putTrackWithRetries, trackListOwnerOf } from '../videos/track-list-edits';
import { videoUpdatedEvent } from '../videos/video-events';
import { assertVideoId } from '../videos/videos.service';
import { ContentKeysService } from '../drm/content-keys.service';
import { AudioTracksRepository } from './audio-tracks.repository';

const MAX_REASON_LENGTH = 500;

export function audioLabelOf(value: unknown): string {
  const label = typeof value === 'string' ? value.trim() : '';
  if (!label) throw ServiceError.invalid(AudioTrackMessages.labelRequired);
  if (label.length > AUDIO_TRACK_LIMITS.labelMaxLength) throw ServiceError.invalid(AudioTrackMessages.labelTooLong);
  return label;
}

/** The stored files' base name: one the gateway made for this language (`audio-<lang>-<12 hex>`). */
export function audioFileOf(value: unknown, lang: string): string {
  const ok =
    typeof value === 'string' &&
    AUDIO_BASE_PATTERN.test(value) &&
    value.toLowerCase().startsWith(`audio-${lang}-`.toLowerCase());
  if (!ok) throw ServiceError.invalid(AudioTrackMessages.invalidTrack);
  return value;
}

/**
 * Audio languages uploaded for a transcoded video: the gateway checks and stores the file, this
 * keeps the list and hands the file to the worker, whose events say how it went.
 */
@Injectable()
export class AudioTracksService {
  private readonly logger = new Logger(AudioTracksService.name);

  constructor(
    private readonly repository: AudioTracksRepository,
    private readonly queue: TranscodeQueue,
    private readonly outbox: VideosOutbox,
    private readonly contentKeys: ContentKeysService,
  ) {}

  async put(request: Partial<PutAudioTrackRequest> = {}): Promise<AudioTracksReply> {
    const id = assertVideoId(request.videoId);
    const lang = languageTagOf(request.lang);
    const label = audioLabelOf(request.label);
    const file = audioFileOf(request.file, lang);
    const sourceKey = request.sourceKey;
    if (typeof sourceKey !== 'string' || sourceKey !== mediaKeys.upload(file, 'file'))
      throw ServiceError.invalid(AudioTrackMessages.invalidTrack);
    const owner = await trackListOwnerOf(this.repository, id);
    if (!owner.durationSeconds) throw ServiceError.invalid(AudioTrackMessages.notTranscoded);
    // A protected title's languages are encrypted with its AUDIO key, as its own audio is (docs/drm.md).
    const protection = owner.protected ? { keys: await this.contentKeys.forAudio(id) } : null;
    const track: AudioTrack = { lang, label, file, status: 'processing', progress: 0, failureReason: null };
    const outcome = await putTrackWithRetries(
      () => this.repository.putTrack(id, track, videoUpdatedEvent(id, owner)),
      AudioTrackMessages,
    );
    this.outbox.kick();
    await this.queue.enqueueAudio({ videoId: id, lang, file, sourceKey, ...(protection ? { protection } : {}) });
    if (outcome.replaced && outcome.replaced.file !== file) await this.removeFiles(id, outcome.replaced.file);
    return { tracks: outcome.tracks };
  }

  async delete(request: Partial<DeleteAudioTrackRequest> = {}): Promise<AudioTracksReply> {
    const id = assertVideoId(request.videoId);
    const lang = languageTagOf(request.lang);
    const owner = await trackListOwnerOf(this.repository, id);
    const done = await this.repository.removeTrack(id, lang, videoUpdatedEvent(id, owner));
    if (!done) throw ServiceError.notFound(AudioTrackMessages.notFound);
    this.outbox.kick();
    await this.removeFiles(id, done.removed.file);
    return { tracks: done.tracks };
  }

  async onProgress(event: EventEnvelope<AudioProgressEvent>): Promise<void> {
    const target = this.targetOf(event);
    const percent = Number(event.payload?.percent);
    if (!target || !Number.isFinite(percent)) return;
    await this.repository.setProgress(target.id, target.file, Math.max(0, Math.min(99, Math.round(percent))));
  }

  async onCompleted(event: EventEnvelope<AudioCompletedEvent>): Promise<void> {
    const target = this.targetOf(event);
    if (!target) return;
    await this.finish(target.id, target.file, { status: 'ready' });
  }

  async onFailed(event: EventEnvelope<AudioFailedEvent>): Promise<void> {
    const target = this.targetOf(event);
    if (!target) return;
    const reason = String(event.payload?.reason ?? 'The audio could not be transcoded').slice(0, MAX_REASON_LENGTH);
    // A failure the queue retries keeps the track processing; the last one marks it failed.
    if (event.payload?.willRetry) return;
    await this.finish(target.id, target.file, { status: 'failed', failureReason: reason });
  }

  private async finish(
    id: string,
    file: string,
    outcome: { status: 'ready' } | { status: 'failed'; failureReason: string },
  ): Promise<void> {
    const owner = await this.repository.findOwner(id);
    if (owner && (await this.repository.finish(id, file, outcome, videoUpdatedEvent(id, owner)))) {
      this.outbox.kick();
    } else if (outcome.status === 'ready') {
      // The track (or the video) was replaced or deleted while it was transcoding: what the worker just stored goes.
      await this.removeFiles(id, file);
    }
  }

  /** The stored files of a track (its manifests and segments share the base name). */
  private async removeFiles(id: string, file: string): Promise<void> {
    await this.queue.enqueueCleanup(
      { videoId: id, keys: [], prefixes: [mediaKeys.audioDir(id, file)] },
      `audio-${id}-${file}`,
    );
  }

  private targetOf(event: EventEnvelope<{ videoId?: unknown; file?: unknown }>): { id: string; file: string } | null {
    try {
      const file = event.payload?.file;
      if (typeof file !== 'string' || !AUDIO_BASE_PATTERN.test(file)) throw new Error('no file');
      return { id: assertVideoId(event.payload?.videoId), file };
    } catch {
      this.logger.warn(`ignored ${event.type} event ${event.id} without a valid video id and file`);
      return null;
    }
  }
}
