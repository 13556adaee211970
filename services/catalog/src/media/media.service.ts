import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CatalogMessages,
  MediaMessages,
  STORYBOARD_FILE,
  STREAM_MANIFESTS,
  imageUrl,
  mediaKeys,
  type CreateVideoRequest,
  type EventEnvelope,
  type GeneratedSource,
  type GeneratedTextFile,
  type PlaybackReply,
  type Principal,
  type Rendition,
  type StreamLocation,
  type TranscodeCompletedEvent,
  type TranscodeFailedEvent,
  type TranscodeProgressEvent,
  type UploadVideoRequest,
  type Video,
  type VideoDeletedEvent,
  videoMediaObjects,
} from '@streamhub/contracts';
import { ProcessedEvents, ServiceError, isDuplicateKey } from '@streamhub/nest-kit';
import { AccessService } from '../access/access.service';
import { VideosOutbox } from '../outbox/outbox-relays';
import { VideosRepository, type TranscodedFields } from '../videos/videos.repository';
import { qualityOfHeight } from '../videos/video-quality';
import { IntroMarkersService } from '../videos/intro-markers.service';
import { VideosService, assertVideoId } from '../videos/videos.service';
import { ContentKeysService } from '../drm/content-keys.service';
import { TranscodeQueue, type EnqueueOptions } from './transcode-queue';
import { videoUpdatedEvent } from '../videos/video-events';

const MAX_REASON_LENGTH = 500;

/** A transcoded stream in `dir`: both manifests, rendition heights tallest first. */
function streamAt(dir: string, renditions: Rendition[] | undefined): StreamLocation {
  const heights = [...new Set((renditions ?? []).map((r) => r.height))].sort((a, b) => b - a);
  return { dir, dash: STREAM_MANIFESTS.dash, hls: STREAM_MANIFESTS.hls, heights };
}

const blankProtection = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** Uploaded videos through the media pipeline, and who may play what. */
@Injectable()
export class MediaService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MediaService.name);

  constructor(
    private readonly videos: VideosService,
    private readonly records: VideosRepository,
    private readonly access: AccessService,
    private readonly queue: TranscodeQueue,
    private readonly processed: ProcessedEvents,
    private readonly outbox: VideosOutbox,
    private readonly intros: IntroMarkersService,
    private readonly contentKeys: ContentKeysService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const relabelled = await this.relabelTranscoded();
      if (relabelled > 0) this.logger.log(`relabelled ${relabelled} transcoded videos with their real quality`);
    } catch (err) {
      // The labels are put right at the next start; the service runs meanwhile.
      this.logger.warn(`quality labels not checked: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /**
   * Gives videos transcoded before labels followed the media (or relabelled by hand since) the
   * label of their tallest rendition, each with its change event; returns how many changed.
   */
  async relabelTranscoded(): Promise<number> {
    let changed = 0;
    for (const video of await this.records.findTranscodedLabels()) {
      const tallest = video.heights[0];
      if (tallest === undefined || !(tallest > 0)) continue;
      const quality = qualityOfHeight(tallest);
      if (quality === video.quality) continue;
      const event = videoUpdatedEvent(video.id, video);
      if (await this.records.relabel(video.id, video.quality, quality, event)) changed++;
    }
    if (changed > 0) this.outbox.kick();
    return changed;
  }

  /** Creates the video (processing) and enqueues its transcode. */
  async upload(input: UploadVideoRequest | undefined): Promise<Video> {
    if (!input?.sourceKey) throw ServiceError.invalid(MediaMessages.fileRequired);
    // Protected unless the upload says clear (trailers, promos; docs/drm.md).
    const protection = blankProtection(input.protection) ? this.contentKeys.defaultProtection() : input.protection;
    // One title per source key (docs/media.md "Bulk import"): a retried upload or a re-run import gets the first.
    const externalId = typeof input.externalId === 'string' ? input.externalId.trim() : '';
    if (externalId) {
      const [existing] = await this.videos.byExternalIds([externalId]);
      if (existing) return existing.video;
    }
    try {
      return await this.createAndEnqueue({ ...input, protection }, null, {});
    } catch (err) {
      if (!externalId || !isDuplicateKey(err)) throw err;
      const [existing] = await this.videos.byExternalIds([externalId]);
      if (!existing) throw err;
      return existing.video;
    }
  }

  /**
   * Demo content: creates the video (processing) and enqueues a transcode whose source (and
   * trailer, when given) the worker renders itself; in the background, so uploads never wait behind it.
   */
  async createGenerated(
    input: CreateVideoRequest,
    source: GeneratedSource,
    trailer: GeneratedSource | null = null,
    text: GeneratedTextFile[] = [],
  ): Promise<Video> {
    const uploadId = `demo-${randomUUID()}`;
    const sourceKey = mediaKeys.upload(uploadId, 'file');
    const trailerSourceKey = trailer ? mediaKeys.upload(uploadId, 'trailer') : null;
    const protection = blankProtection(input.protection)
      ? this.contentKeys.defaultProtection('seed')
      : input.protection;
    return this.createAndEnqueue(
      { ...input, sourceKey, trailerSourceKey, protection },
      source,
      { background: true },
      trailer,
      text,
    );
  }

  private async createAndEnqueue(
    input: UploadVideoRequest,
    generated: GeneratedSource | null,
    options: EnqueueOptions,
    generatedTrailer: GeneratedSource | null = null,
    generatedText: GeneratedTextFile[] = [],
  ): Promise<Video> {
    const video = await this.videos.create(input);
    try {
      // A protected title is encrypted as it is packaged, with its keys (wrapped) in the job (docs/drm.md).
      const protection =
        video.protection === 'protected' ? { keys: await this.contentKeys.forEncode(video._id) } : null;
      await this.queue.enqueue(
        {
          videoId: video._id,
          sourceKey: input.sourceKey,
          extractPoster: !video.poster,
          extractThumb: !video.thumb,
          ...(generated ? { generated } : {}),
          ...(input.trailerSourceKey ? { trailerSourceKey: input.trailerSourceKey } : {}),
          ...(generatedTrailer ? { generatedTrailer } : {}),
          ...(generatedText.length > 0 ? { generatedText } : {}),
          ...(protection ? { protection } : {}),
        },
        options,
      );
    } catch (err) {
      const reason = `Could not queue the transcode: ${err instanceof Error ? err.message : String(err)}`;
      await this.fail(video._id, reason);
      return { ...video, status: 'failed', progress: null, failureReason: reason };
    }
    return video;
  }

  /** The video for anyone who may see it; its stream only for a caller who may watch it. */
  async playback(rawId: unknown, principal: Principal | undefined): Promise<PlaybackReply> {
    const video = await this.videos.get(rawId, principal);
    // Trailers only of parts the active profile may see (a kids profile gets no A-rated part's).
    const limit = principal?.profile?.maturityLimit;
    const trailers = await this.videos.trailerLinks(video, limit && limit !== 'A' ? limit : undefined);
    if (!principal?.userId) return { video, access: 'sign-in', stream: null, trailers };
    const { hasAccess, maxQuality, screens, withAds, downloads, downloadDevices } = await this.access.checkVideo(
      principal,
      video._id,
    );
    if (!hasAccess) return { video, access: 'subscription', stream: null, trailers };
    const found = await this.records.findStream(video._id);
    if (!found) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    if (video.status !== 'active' || !found.stream) return { video, access: 'not-ready', stream: null, trailers };
    const tier =
      maxQuality && screens ? { maxQuality, screens, withAds: withAds === true, downloads, downloadDevices } : null;
    return { video, access: 'granted', stream: found.stream, trailers, tier };
  }

  async onProgress(event: EventEnvelope<TranscodeProgressEvent>): Promise<void> {
    const id = this.videoIdOf(event);
    const percent = Number(event.payload?.percent);
    if (!id || !Number.isFinite(percent)) return;
    await this.records.setTranscodeProgress(id, Math.max(0, Math.min(100, Math.round(percent))));
  }

  async onCompleted(event: EventEnvelope<TranscodeCompletedEvent>): Promise<void> {
    const id = this.videoIdOf(event);
    if (!id) return;
    await this.processed.once(event, async () => {
      const current = await this.records.findById(id, { visibleOnly: false });
      if (!current) {
        // Deleted while it was encoding: what the encode just stored goes too.
        const { poster, thumb } = event.payload;
        const media = videoMediaObjects(id, {
          poster: poster ? imageUrl(poster) : null,
          thumb: thumb ? imageUrl(thumb) : null,
        });
        await this.queue.enqueueCleanup({ videoId: id, ...media }, event.id);
        return;
      }
      const done = event.payload;
      const seconds = Number(done.durationSeconds);
      const fields: TranscodedFields = {
        stream: {
          ...streamAt(mediaKeys.streamDir(id), done.renditions),
          storyboard: done.storyboard === STORYBOARD_FILE.vtt ? STORYBOARD_FILE.vtt : null,
          durationSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : null,
        },
      };
      // Viewers see the quality the media really has (a 480p upload marked 4K is SD).
      const tallest = fields.stream.heights[0];
      if (tallest !== undefined && Number.isFinite(tallest) && tallest > 0) fields.quality = qualityOfHeight(tallest);
      if (!current.runtimeMinutes && Number.isFinite(seconds) && seconds > 0) {
        fields.runtimeMinutes = Math.max(1, Math.round(seconds / 60));
      }
      if (!current.poster && done.poster) fields.poster = imageUrl(done.poster);
      if (!current.thumb && done.thumb) fields.thumb = imageUrl(done.thumb);
      if (done.trailer) {
        fields.trailerStream = streamAt(mediaKeys.trailerDir(id), done.trailer.renditions);
        fields.trailerFailure = null;
      } else if (done.trailerFailure) {
        fields.trailerStream = null;
        fields.trailerFailure = String(done.trailerFailure).slice(0, MAX_REASON_LENGTH);
        this.logger.warn(`video ${id} is ready without its trailer: ${fields.trailerFailure}`);
      }
      const sound = done.audioFingerprint;
      if (sound && typeof sound.forward === 'string' && typeof sound.reversed === 'string' && sound.seconds > 0) {
        fields.audioFingerprint = { forward: sound.forward, reversed: sound.reversed, seconds: Number(sound.seconds) };
      }
      const changed = videoUpdatedEvent(id, { episodeName: current.episodeName, status: 'active' });
      if (await this.records.markTranscoded(id, fields, changed)) this.outbox.kick();
      if (fields.audioFingerprint && current.videoType !== 'movie') await this.findIntro(id, current.episodeName);
    });
  }

  async onFailed(event: EventEnvelope<TranscodeFailedEvent>): Promise<void> {
    const id = this.videoIdOf(event);
    if (!id) return;
    const reason = String(event.payload?.reason ?? 'Transcode failed').slice(0, MAX_REASON_LENGTH);
    await this.processed.once(event, () => this.fail(id, reason));
  }

  /** A deleted video's media objects go in the background; a transcode not yet started is dropped. */
  async onVideoDeleted(event: EventEnvelope<VideoDeletedEvent>): Promise<void> {
    const id = this.videoIdOf(event);
    const media = event.payload?.media;
    if (!id || !media) return;
    // Removed with the deletion already; again here for a deletion whose removal did not happen.
    await this.records.removeDialogue(id);
    await this.queue.cancelTranscode(id);
    await this.queue.enqueueCleanup({ videoId: id, keys: media.keys ?? [], prefixes: media.prefixes ?? [] }, event.id);
  }

  /** A part's intro is looked for with its siblings; the part plays whether or not one is found. */
  private async findIntro(id: string, episodeName: string): Promise<void> {
    try {
      await this.intros.detectFor(id, episodeName);
    } catch (err) {
      this.logger.warn(`intro of ${episodeName} not detected: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  private async fail(id: string, reason: string): Promise<void> {
    const current = await this.records.findById(id, { visibleOnly: false });
    if (!current) return;
    const changed = videoUpdatedEvent(id, { episodeName: current.episodeName, status: 'failed' });
    if (await this.records.markTranscodeFailed(id, reason, changed)) this.outbox.kick();
  }

  private videoIdOf(event: EventEnvelope<{ videoId?: unknown }>): string | null {
    try {
      return assertVideoId(event.payload?.videoId);
    } catch {
      this.logger.warn(`ignored ${event.type} event ${event.id} without a valid video id`);
      return null;
    }
  }
}
