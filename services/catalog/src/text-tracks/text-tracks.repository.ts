import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import {
  TEXT_TRACK_LIMITS,
  type AnyDomainEvent,
  type AudioTrack,
  type TextTrack,
  type VideoStatus,
} from '@streamhub/contracts';
import { pushToOutbox } from '@streamhub/nest-kit';
import { VideoDoc } from '../videos/video.schema';
import { audioTrackOf } from '../videos/video-record';
import { withTrack } from './text-track-rules';

/** What the text-track rules read of a video. */
export interface TextTrackOwner {
  episodeName: string;
  status: VideoStatus;
  languages: string[];
  durationSeconds: number | null;
  textTracks: TextTrack[];
  /** Uploaded audio languages (the manifests list the ready ones). */
  audioTracks: AudioTrack[];
}

/** One step of a put: the list after it and the file it replaced; or why it did not apply. */
export type PutOutcome = { tracks: TextTrack[]; replaced: string | null } | 'full' | 'retry' | 'gone';

const NOT_DELETED = { deleted: { $ne: true } } as const;

const trackOf = ({ lang, label, kind, cues, file }: TextTrack): TextTrack => ({ lang, label, kind, cues, file });

/**
 * The text tracks of videos (a field of the video document). Every change is one atomic update
 * of the list ($set of the matching element, $push when none matches, $pull), so two edits of a
 * video at once (two languages) both stay: no read-modify-write of the whole list.
 */
@Injectable()
export class TextTracksRepository {
  constructor(@InjectModel(VideoDoc.name) private readonly model: Model<VideoDoc>) {}

  async findOwner(id: string): Promise<TextTrackOwner | null> {
    const doc = await this.model
      .findOne(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { episodeName: 1, status: 1, languages: 1, 'stream.durationSeconds': 1, textTracks: 1, audioTracks: 1 },
      )
      .lean<Pick<VideoDoc, 'episodeName' | 'status' | 'languages' | 'stream' | 'textTracks' | 'audioTracks'>>();
    if (!doc) return null;
    return {
      episodeName: doc.episodeName,
      status: doc.status,
      languages: doc.languages ?? [],
      durationSeconds: doc.stream?.durationSeconds ?? null,
      textTracks: (doc.textTracks ?? []).map(trackOf),
      audioTracks: (doc.audioTracks ?? []).map(audioTrackOf),
    };
  }

  /**
   * One step of adding `track`: in place of the element of its language and kind when there is
   * one, else pushed when there is none and the list has room. 'retry' when the list changed
   * between the two (another edit of the same language and kind won the push).
   */
  async putTrack(id: string, track: TextTrack, event: AnyDomainEvent): Promise<PutOutcome> {
    const _id = new Types.ObjectId(id);
    const same = { lang: track.lang, kind: track.kind };
    const before = await this.model
      .findOneAndUpdate(
        { _id, ...NOT_DELETED, textTracks: { $elemMatch: same } },
        // An array filter, not the positional `$`: that one fails when the list changed under the match.
        { $set: { 'textTracks.$[same]': track }, ...pushToOutbox([event]) },
        {
          projection: { textTracks: 1 },
          returnDocument: 'before',
          arrayFilters: [{ 'same.lang': track.lang, 'same.kind': track.kind }],
        },
      )
      .lean<Pick<VideoDoc, 'textTracks'>>();
    if (before) {
      // What the update did, applied to the list as it was just before it.
      return withTrack((before.textTracks ?? []).map(trackOf), track);
    }
    const after = await this.model
      .findOneAndUpdate(
        {
          _id,
          ...NOT_DELETED,
          textTracks: { $not: { $elemMatch: same } },
          [`textTracks.${TEXT_TRACK_LIMITS.maxTracks - 1}`]: { $exists: false },
        },
        { $push: { textTracks: track, ...pushToOutbox([event]).$push } },
        { projection: { textTracks: 1 }, returnDocument: 'after' },
      )
      .lean<Pick<VideoDoc, 'textTracks'>>();
    if (after) return { tracks: (after.textTracks ?? []).map(trackOf), replaced: null };
    const now = await this.findOwner(id);
    if (!now) return 'gone';
    const exists = now.textTracks.some((t) => t.lang === track.lang && t.kind === track.kind);
    return exists ? 'retry' : now.textTracks.length >= TEXT_TRACK_LIMITS.maxTracks ? 'full' : 'retry';
  }

  /** Removes the track of a language and kind; the list after it and the removed file, null when there was none. */
  async removeTrack(
    id: string,
    lang: string,
    kind: string,
    event: AnyDomainEvent,
  ): Promise<{ tracks: TextTrack[]; removed: TextTrack } | null> {
    const before = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...NOT_DELETED, textTracks: { $elemMatch: { lang, kind } } },
        { $pull: { textTracks: { lang, kind } }, ...pushToOutbox([event]) },
        { projection: { textTracks: 1 }, returnDocument: 'before' },
      )
      .lean<Pick<VideoDoc, 'textTracks'>>();
    if (!before) return null;
    const old = (before.textTracks ?? []).map(trackOf);
    const removed = old.find((t) => t.lang === lang && t.kind === kind)!;
    return { tracks: old.filter((t) => t !== removed), removed };
  }

  /** Sets the whole list with its event (demo content, whose tracks come with the seed); false when the video is gone. */
  async setTracks(id: string, tracks: TextTrack[], event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED },
      { $set: { textTracks: tracks }, ...pushToOutbox([event]) },
    );
    return res.matchedCount === 1;
  }
}
