import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import { AUDIO_TRACK_LIMITS, type AnyDomainEvent, type AudioTrack, type VideoStatus } from '@streamhub/contracts';
import { pushToOutbox } from '@streamhub/nest-kit';
import { audioTrackOf } from '../videos/video-record';
import { VideoDoc } from '../videos/video.schema';

/** What the audio rules read of a video. */
export interface AudioTrackOwner {
  episodeName: string;
  status: VideoStatus;
  /** Length of the media (null before it is transcoded). */
  durationSeconds: number | null;
  audioTracks: AudioTrack[];
  /** Whether the title is protected (docs/drm.md): its uploaded languages are encrypted with its AUDIO key. */
  protected: boolean;
}

/** One step of a put: the list after it and the track it replaced; or why it did not apply. */
export type AudioPutOutcome = { tracks: AudioTrack[]; replaced: AudioTrack | null } | 'full' | 'retry' | 'gone';

const NOT_DELETED = { deleted: { $ne: true } } as const;
type Tracks = Pick<VideoDoc, 'audioTracks'>;

/**
 * The uploaded audio languages of videos (a field of the video document), changed only by atomic
 * updates (array-filtered $set, $push while the language is absent, $pull), so two edits at once
 * both stay.
 */
@Injectable()
export class AudioTracksRepository {
  constructor(@InjectModel(VideoDoc.name) private readonly model: Model<VideoDoc>) {}

  async findOwner(id: string): Promise<AudioTrackOwner | null> {
    const doc = await this.model
      .findOne(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { episodeName: 1, status: 1, 'stream.durationSeconds': 1, audioTracks: 1, protection: 1 },
      )
      .lean<Pick<VideoDoc, 'episodeName' | 'status' | 'stream' | 'audioTracks' | 'protection'>>();
    if (!doc) return null;
    return {
      episodeName: doc.episodeName,
      status: doc.status,
      durationSeconds: doc.stream?.durationSeconds ?? null,
      audioTracks: (doc.audioTracks ?? []).map(audioTrackOf),
      protected: doc.protection === 'protected',
    };
  }

  /** In place of the track of its language, else pushed while none exists and the list has room. */
  async putTrack(id: string, track: AudioTrack, event: AnyDomainEvent): Promise<AudioPutOutcome> {
    const _id = new Types.ObjectId(id);
    const before = await this.model
      .findOneAndUpdate(
        { _id, ...NOT_DELETED, 'audioTracks.lang': track.lang },
        { $set: { 'audioTracks.$[same]': track }, ...pushToOutbox([event]) },
        { projection: { audioTracks: 1 }, returnDocument: 'before', arrayFilters: [{ 'same.lang': track.lang }] },
      )
      .lean<Tracks>();
    if (before) {
      const old = (before.audioTracks ?? []).map(audioTrackOf);
      return {
        tracks: old.map((t) => (t.lang === track.lang ? track : t)),
        replaced: old.find((t) => t.lang === track.lang) ?? null,
      };
    }
    const after = await this.model
      .findOneAndUpdate(
        {
          _id,
          ...NOT_DELETED,
          'audioTracks.lang': { $ne: track.lang },
          [`audioTracks.${AUDIO_TRACK_LIMITS.maxTracks - 1}`]: { $exists: false },
        },
        { $push: { audioTracks: track, ...pushToOutbox([event]).$push } },
        { projection: { audioTracks: 1 }, returnDocument: 'after' },
      )
      .lean<Tracks>();
    if (after) return { tracks: (after.audioTracks ?? []).map(audioTrackOf), replaced: null };
    const now = await this.findOwner(id);
    if (!now) return 'gone';
    const exists = now.audioTracks.some((t) => t.lang === track.lang);
    return !exists && now.audioTracks.length >= AUDIO_TRACK_LIMITS.maxTracks ? 'full' : 'retry';
  }

  async removeTrack(
    id: string,
    lang: string,
    event: AnyDomainEvent,
  ): Promise<{ tracks: AudioTrack[]; removed: AudioTrack } | null> {
    const before = await this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...NOT_DELETED, 'audioTracks.lang': lang },
        { $pull: { audioTracks: { lang } }, ...pushToOutbox([event]) },
        { projection: { audioTracks: 1 }, returnDocument: 'before' },
      )
      .lean<Tracks>();
    if (!before) return null;
    const old = (before.audioTracks ?? []).map(audioTrackOf);
    const removed = old.find((t) => t.lang === lang)!;
    return { tracks: old.filter((t) => t !== removed), removed };
  }

  /** The worker's progress on the track stored as `file` (still processing); false when it is gone or done. */
  async setProgress(id: string, file: string, percent: number): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), audioTracks: { $elemMatch: { file, status: 'processing' } } },
      { $set: { 'audioTracks.$[t].progress': percent } },
      { arrayFilters: [{ 't.file': file, 't.status': 'processing' }] },
    );
    return res.modifiedCount === 1;
  }

  /** The outcome of the track stored as `file`, with the video's change event; false when it was replaced or deleted. */
  async finish(
    id: string,
    file: string,
    outcome: { status: 'ready' } | { status: 'failed'; failureReason: string },
    event: AnyDomainEvent,
  ): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED, 'audioTracks.file': file },
      {
        $set: {
          'audioTracks.$[t].status': outcome.status,
          'audioTracks.$[t].progress': null,
          'audioTracks.$[t].failureReason': outcome.status === 'failed' ? outcome.failureReason : null,
        },
        ...pushToOutbox([event]),
      },
      { arrayFilters: [{ 't.file': file }] },
    );
    return res.modifiedCount === 1;
  }
}
