import { Injectable } from '@nestjs/common';
import {
  AGE_RATINGS,
  CatalogMessages,
  TextTrackMessages,
  type DeleteTextTrackReply,
  type DialogueLine,
  type DialogueReply,
  type SearchDialogueRequest,
  type DeleteTextTrackRequest,
  type MediaTextTracksReply,
  type PutTextTrackReply,
  type PutTextTrackRequest,
  type TextTrack,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { VideosOutbox } from '../outbox/outbox-relays';
import { putTrackWithRetries, trackListOwnerOf } from '../videos/track-list-edits';
import { videoUpdatedEvent } from '../videos/video-events';
import { assertVideoId } from '../videos/videos.service';
import {
  assertCuesWithinRuntime,
  audioLanguageOf,
  languageTagOf,
  storedFileOf,
  trackKindOf,
  trackLabelOf,
} from './text-track-rules';
import { TextTracksRepository, type TextTrackOwner } from './text-tracks.repository';
import { DialogueRepository } from './dialogue.repository';
import { queryWords } from '../videos/video-query';
import { VideosService } from '../videos/videos.service';

/** Lines read per search before they are grouped by title. */
const DIALOGUE_SCAN_LIMIT = 500;
/** Matches shown per title (the first ones, in time order). */
const LINES_PER_TITLE = 3;
/** Lines one track may send (a feature film has about 1,500). */
const MAX_LINES_PER_TRACK = 20_000;

/** The lines of a put request, as far as they are well-formed (anything else is not searchable). */
function dialogueLinesFrom(raw: unknown): DialogueLine[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .slice(0, MAX_LINES_PER_TRACK)
    .filter(
      (line): line is DialogueLine =>
        typeof line === 'object' &&
        line !== null &&
        Number.isFinite((line as DialogueLine).startSeconds) &&
        Number.isFinite((line as DialogueLine).endSeconds) &&
        typeof (line as DialogueLine).text === 'string' &&
        (line as DialogueLine).text.length > 0 &&
        (line as DialogueLine).text.length <= 2_000,
    )
    .map(({ startSeconds, endSeconds, text }) => ({ startSeconds, endSeconds, text }));
}

/** Subtitles and captions of a video: the gateway checks and stores the file, this keeps the list. */
@Injectable()
export class TextTracksService {
  constructor(
    private readonly repository: TextTracksRepository,
    private readonly outbox: VideosOutbox,
    private readonly dialogue: DialogueRepository,
    private readonly videos: VideosService,
  ) {}

  async put(request: Partial<PutTextTrackRequest> = {}): Promise<PutTextTrackReply> {
    const id = assertVideoId(request.videoId);
    const lang = languageTagOf(request.lang);
    const kind = trackKindOf(request.kind);
    const label = trackLabelOf(request.label);
    const file = storedFileOf(request.file, lang, kind);
    if (!Number.isInteger(request.cues) || request.cues! < 1)
      throw ServiceError.invalid(TextTrackMessages.invalidTrack);
    const owner = await trackListOwnerOf(this.repository, id);
    assertCuesWithinRuntime(request.lastCue ?? null, owner.durationSeconds);
    const track: TextTrack = { lang, label, kind, cues: request.cues!, file };
    const event = videoUpdatedEvent(id, owner);
    // Atomic steps (replace the element, else push one): a concurrent edit of another language stays.
    const outcome = await putTrackWithRetries(() => this.repository.putTrack(id, track, event), TextTrackMessages);
    this.outbox.kick();
    await this.dialogue.replaceTrack(id, lang, kind, dialogueLinesFrom(request.lines));
    return { tracks: outcome.tracks, replacedFile: outcome.replaced };
  }

  async delete(request: Partial<DeleteTextTrackRequest> = {}): Promise<DeleteTextTrackReply> {
    const id = assertVideoId(request.videoId);
    const lang = languageTagOf(request.lang);
    const kind = trackKindOf(request.kind);
    const owner = await trackListOwnerOf(this.repository, id);
    const done = await this.repository.removeTrack(id, lang, kind, videoUpdatedEvent(id, owner));
    if (!done) throw ServiceError.notFound(TextTrackMessages.notFound);
    this.outbox.kick();
    await this.dialogue.removeTrack(id, lang, kind);
    return { tracks: done.tracks, removedFile: done.removed.file };
  }

  /** Demo content: the tracks whose files the worker stores with the video's media, and what they say. */
  async record(videoId: string, tracks: TextTrack[], lines: Map<TextTrack, DialogueLine[]> = new Map()): Promise<void> {
    const id = assertVideoId(videoId);
    await this.save(id, await trackListOwnerOf(this.repository, id), tracks);
    await this.indexDialogue(id, tracks, lines);
  }

  /** Makes demo tracks searchable (also for videos seeded before search by dialogue). */
  async indexDialogue(videoId: string, tracks: TextTrack[], lines: Map<TextTrack, DialogueLine[]>): Promise<void> {
    for (const track of tracks) {
      const said = lines.get(track);
      if (said) await this.dialogue.replaceTrack(videoId, track.lang, track.kind, said);
    }
  }

  /** Whether any line of the video is indexed (the demo seed fills in its titles' lines once). */
  hasDialogue(videoId: string): Promise<boolean> {
    return this.dialogue.hasAny(videoId);
  }

  /**
   * Search by what is said: lines containing every word of `q`, at most a few per title, of the
   * titles the caller may see (active, within the profile's limit), with the track's label.
   */
  async searchDialogue(request: Partial<SearchDialogueRequest> = {}): Promise<DialogueReply> {
    const words = queryWords(typeof request.q === 'string' ? request.q : '');
    const limit = Math.min(Math.max(Number.isInteger(request.limit) ? request.limit! : 12, 1), 50);
    const maxAgeRating = AGE_RATINGS.find((r) => r === request.maxAgeRating);
    const lines = await this.dialogue.search(words, DIALOGUE_SCAN_LIMIT);
    const videos = await this.videos.visibleByIds([...new Set(lines.map((l) => l.videoId))], maxAgeRating);
    const byId = new Map(videos.map((v) => [v._id, v]));
    const perVideo = new Map<string, number>();
    const matches: DialogueReply['matches'] = [];
    for (const line of lines) {
      const video = byId.get(line.videoId);
      const track = video?.textTracks?.find((t) => t.lang === line.lang && t.kind === line.kind);
      if (!video || !track) continue;
      const count = perVideo.get(video._id) ?? 0;
      if (count >= LINES_PER_TITLE) continue;
      perVideo.set(video._id, count + 1);
      matches.push({ video, lang: line.lang, label: track.label, startSeconds: line.startSeconds, text: line.text });
      if (matches.length >= limit) break;
    }
    return { matches };
  }

  /** For the manifests: only the video's media link reaches here, so status does not matter. */
  async forMedia(videoId: unknown): Promise<MediaTextTracksReply> {
    const owner = await trackListOwnerOf(this.repository, assertVideoId(videoId));
    const audio = audioLanguageOf(owner.languages);
    return {
      durationSeconds: owner.durationSeconds,
      tracks: owner.textTracks,
      audioLang: audio?.lang ?? null,
      audioLabel: audio?.label ?? null,
      audioTracks: owner.audioTracks.filter((t) => t.status === 'ready'),
    };
  }

  private async save(id: string, owner: TextTrackOwner, tracks: TextTrack[]): Promise<void> {
    if (!(await this.repository.setTracks(id, tracks, videoUpdatedEvent(id, owner))))
      throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
  }
}
