import { Injectable } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogMessages,
  TextTrackMessages,
  type DeleteTextTrackReply,
  type DeleteTextTrackRequest,
  type MediaTextTracksReply,
  type PutTextTrackReply,
  type PutTextTrackRequest,
  type TextTrack,
} from '@streamhub/contracts';
import { ServiceError, makeEvent } from '@streamhub/nest-kit';
import { VideosOutbox } from '../outbox/outbox-relays';
import { assertVideoId } from '../videos/videos.service';
import {
  assertCuesWithinRuntime,
  audioLanguageOf,
  languageTagOf,
  storedFileOf,
  trackKindOf,
  trackLabelOf,
  withTrack,
} from './text-track-rules';
import { TextTracksRepository, type TextTrackOwner } from './text-tracks.repository';

/** Subtitles and captions of a video: the gateway checks and stores the file, this keeps the list. */
@Injectable()
export class TextTracksService {
  constructor(
    private readonly repository: TextTracksRepository,
    private readonly outbox: VideosOutbox,
  ) {}

  async put(request: Partial<PutTextTrackRequest> = {}): Promise<PutTextTrackReply> {
    const id = assertVideoId(request.videoId);
    const lang = languageTagOf(request.lang);
    const kind = trackKindOf(request.kind);
    const label = trackLabelOf(request.label);
    const file = storedFileOf(request.file, lang, kind);
    if (!Number.isInteger(request.cues) || request.cues! < 1)
      throw ServiceError.invalid(TextTrackMessages.invalidTrack);
    const owner = await this.owner(id);
    assertCuesWithinRuntime(request.lastCue ?? null, owner.durationSeconds);
    const { tracks, replaced } = withTrack(owner.textTracks, {
      lang,
      label,
      kind,
      cues: request.cues!,
      file,
    });
    await this.save(id, owner, tracks);
    return { tracks, replacedFile: replaced };
  }

  async delete(request: Partial<DeleteTextTrackRequest> = {}): Promise<DeleteTextTrackReply> {
    const id = assertVideoId(request.videoId);
    const lang = languageTagOf(request.lang);
    const kind = trackKindOf(request.kind);
    const owner = await this.owner(id);
    const removed = owner.textTracks.find((t) => t.lang === lang && t.kind === kind);
    if (!removed) throw ServiceError.notFound(TextTrackMessages.notFound);
    const tracks = owner.textTracks.filter((t) => t !== removed);
    await this.save(id, owner, tracks);
    return { tracks, removedFile: removed.file };
  }

  /** Demo content: the tracks whose files the worker stores with the video's media. */
  async record(videoId: string, tracks: TextTrack[]): Promise<void> {
    const id = assertVideoId(videoId);
    await this.save(id, await this.owner(id), tracks);
  }

  /** For the manifests: only the video's media link reaches here, so status does not matter. */
  async forMedia(videoId: unknown): Promise<MediaTextTracksReply> {
    const owner = await this.owner(assertVideoId(videoId));
    const audio = audioLanguageOf(owner.languages);
    return {
      durationSeconds: owner.durationSeconds,
      tracks: owner.textTracks,
      audioLang: audio?.lang ?? null,
      audioLabel: audio?.label ?? null,
    };
  }

  private async owner(id: string): Promise<TextTrackOwner> {
    const owner = await this.repository.findOwner(id);
    if (!owner) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    return owner;
  }

  private async save(id: string, owner: TextTrackOwner, tracks: TextTrack[]): Promise<void> {
    const event = makeEvent(CatalogEvents.videoUpdated, id, {
      videoId: id,
      episodeName: owner.episodeName,
      status: owner.status,
    });
    if (!(await this.repository.setTracks(id, tracks, event)))
      throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
  }
}
