import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import {
  DEFAULT_AGE_RATING,
  VIDEO_QUALITIES,
  type AgeRating,
  type AnyDomainEvent,
  type AudioFingerprint,
  type ContentDescriptor,
  type LocalizedText,
  type StreamLocation,
  type VideoFilters,
  type VideoMarkers,
  type VideoQuality,
  type VideoStatus,
} from '@streamhub/contracts';
import { mongooseOutboxStore, pushToOutbox, type OutboxStore } from '@streamhub/nest-kit';
import type { NewVideo } from './video-input';
import { NEWEST_FIRST, VIEWER_VISIBLE, viewerVisible, type VideoFilter } from './video-query';
import type { VideoRecord } from './video-record';
import { VideoDoc } from './video.schema';
import { DialogueLineDoc } from '../text-tracks/dialogue-line.schema';

/** What a finished transcode sets besides the status. */
export interface TranscodedFields {
  stream: StreamLocation;
  /** The label of the tallest rendition (see qualityOfHeight). */
  quality?: VideoQuality;
  runtimeMinutes?: number;
  poster?: string;
  thumb?: string;
  trailerStream?: StreamLocation | null;
  trailerFailure?: string | null;
  /** The sound's fingerprints, to find the series' intro. */
  audioFingerprint?: AudioFingerprint | null;
}

/** A transcoded part with the fingerprint of its sound, for finding its series' intro. */
export interface FingerprintedRecord {
  id: string;
  episodeName: string;
  episodeSeq: number;
  status: VideoStatus;
  fingerprint: AudioFingerprint;
  durationSeconds: number;
  markers: VideoMarkers | null;
}

export interface TranscodedLabel {
  id: string;
  episodeName: string;
  status: VideoStatus;
  quality: VideoQuality;
  /** Rendition heights, tallest first. */
  heights: number[];
}

export interface VideoDeletionRefs {
  episodeName: string;
  sourceKey?: string | null;
  trailerSourceKey?: string | null;
  poster?: string | null;
  thumb?: string | null;
}

/** Fields a read never needs (bookkeeping). */
const READ_PROJECTION = {
  outbox: 0,
  deleted: 0,
  updatedAt: 0,
  sourceKey: 0,
  trailerSourceKey: 0,
  externalId: 0,
  audioFingerprint: 0,
  localizedSearch: 0,
} as const;
const { externalId: _externalId, ...WITH_EXTERNAL_ID } = READ_PROJECTION;
const NOT_DELETED = { deleted: { $ne: true } } as const;

@Injectable()
export class VideosRepository {
  constructor(
    @InjectModel(VideoDoc.name) private readonly model: Model<VideoDoc>,
    @InjectModel(DialogueLineDoc.name) private readonly dialogue: Model<DialogueLineDoc>,
  ) {}

  /** Inserts the video together with its creation event (built from the new id). */
  async create(
    video: NewVideo & { episodeSeq: number; ownGroup: boolean },
    eventFor: (id: string) => AnyDomainEvent,
  ): Promise<VideoRecord> {
    const _id = new Types.ObjectId();
    const doc = await this.model.create({ ...video, _id, outbox: [eventFor(_id.toHexString())] });
    const { outbox: _o, deleted: _d, updatedAt: _u, ...record } = doc.toObject();
    return record;
  }

  /** Whether any video is in the group `episodeName`, and whether it is a movie's own group. */
  async groupUse(episodeName: string): Promise<{ taken: boolean; ownGroup: boolean }> {
    const [any, own] = await Promise.all([
      this.model.exists({ episodeName, ...NOT_DELETED }),
      this.model.exists({ episodeName, ownGroup: true, ...NOT_DELETED }),
    ]);
    return { taken: any !== null, ownGroup: own !== null };
  }

  /**
   * Movies named by their title (stored before movies got group names of their own) whose group
   * also holds series parts: the records the start-up separation renames.
   */
  async findMoviesInSeriesGroups(): Promise<{ id: string; videoTitle: string; status: VideoStatus }[]> {
    const movieGroups = (await this.model.distinct('episodeName', { videoType: 'movie', ...NOT_DELETED })) as string[];
    if (movieGroups.length === 0) return [];
    const mixed = (await this.model.distinct('episodeName', {
      videoType: { $ne: 'movie' },
      episodeName: { $in: movieGroups },
      ...NOT_DELETED,
    })) as string[];
    if (mixed.length === 0) return [];
    const movies = await this.model
      .find(
        { videoType: 'movie', episodeName: { $in: mixed }, ...NOT_DELETED },
        { videoTitle: 1, episodeName: 1, status: 1 },
      )
      .lean<{ _id: Types.ObjectId; videoTitle: string; episodeName: string; status: VideoStatus }[]>();
    return movies
      .filter((m) => m.episodeName === m.videoTitle)
      .map((m) => ({ id: m._id.toHexString(), videoTitle: m.videoTitle, status: m.status }));
  }

  /**
   * Marks movies stored before the flag, alone in the group their title names, as their own group
   * (nothing a viewer sees changes, so no event). Returns how many.
   */
  async markTitleGroups(): Promise<number> {
    const movies = await this.model
      .find({ videoType: 'movie', ownGroup: { $exists: false }, ...NOT_DELETED }, { videoTitle: 1, episodeName: 1 })
      .lean<{ _id: Types.ObjectId; videoTitle: string; episodeName: string }[]>();
    let marked = 0;
    for (const movie of movies.filter((m) => m.episodeName === m.videoTitle)) {
      if ((await this.model.countDocuments({ episodeName: movie.episodeName, ...NOT_DELETED })) !== 1) continue;
      const res = await this.model.updateOne(
        { _id: movie._id, ownGroup: { $exists: false } },
        { $set: { ownGroup: true } },
      );
      marked += res.modifiedCount;
    }
    return marked;
  }

  /** Moves a movie to a group of its own, with its change event. */
  async setOwnGroup(id: string, episodeName: string, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED },
      { $set: { episodeName, ownGroup: true }, ...pushToOutbox([event]) },
    );
    return res.modifiedCount === 1;
  }

  /** The next part number in a group (parts may be added in any order). */
  async nextEpisodeSeq(episodeName: string): Promise<number> {
    const last = await this.model
      .findOne({ episodeName, ...NOT_DELETED }, { episodeSeq: 1 })
      .sort({ episodeSeq: -1 })
      .lean<{ episodeSeq: number }>();
    return (last?.episodeSeq ?? 0) + 1;
  }

  /** The titles (not deleted) these source keys made, each with its key. */
  async findByExternalIds(externalIds: string[]): Promise<{ externalId: string; record: VideoRecord }[]> {
    const docs = await this.model
      .find({ externalId: { $in: externalIds }, ...NOT_DELETED }, WITH_EXTERNAL_ID)
      .lean<(VideoRecord & { externalId: string })[]>();
    return docs.map(({ externalId, ...record }) => ({ externalId, record }));
  }

  async findById(id: string, { visibleOnly }: { visibleOnly: boolean }): Promise<VideoRecord | null> {
    const filter = { _id: new Types.ObjectId(id), ...(visibleOnly ? VIEWER_VISIBLE : NOT_DELETED) };
    return this.model.findOne(filter, READ_PROJECTION).lean<VideoRecord>();
  }

  async findVisible(maxAgeRating?: AgeRating): Promise<VideoRecord[]> {
    return this.model.find(viewerVisible(maxAgeRating), READ_PROJECTION).sort(NEWEST_FIRST).lean<VideoRecord[]>();
  }

  /**
   * Every visible part of the groups in which at least one part matches `filter` (the catalogue
   * query), newest first: a group is listed whole, whichever of its parts matched.
   */
  async findVisibleInMatchingGroups(filter: VideoFilter, maxAgeRating?: AgeRating): Promise<VideoRecord[]> {
    if (!('$and' in filter)) return this.findVisible(maxAgeRating);
    const names = (await this.model.distinct('episodeName', filter)) as string[];
    if (names.length === 0) return [];
    return this.model
      .find({ ...viewerVisible(maxAgeRating), episodeName: { $in: names } }, READ_PROJECTION)
      .sort(NEWEST_FIRST)
      .lean<VideoRecord[]>();
  }

  async findVisibleByEpisodeName(episodeName: string, maxAgeRating?: AgeRating): Promise<VideoRecord[]> {
    return this.model
      .find({ ...viewerVisible(maxAgeRating), episodeName }, READ_PROJECTION)
      .sort({ episodeSeq: 1, createdAt: 1 })
      .lean<VideoRecord[]>();
  }

  async findVisibleByIds(ids: string[], maxAgeRating?: AgeRating): Promise<VideoRecord[]> {
    if (ids.length === 0) return [];
    const objectIds = ids.map((id) => new Types.ObjectId(id));
    return this.model
      .find({ ...viewerVisible(maxAgeRating), _id: { $in: objectIds } }, READ_PROJECTION)
      .lean<VideoRecord[]>();
  }

  async page(filter: VideoFilter, skip: number, limit: number): Promise<{ records: VideoRecord[]; total: number }> {
    const [records, total] = await Promise.all([
      this.model.find(filter, READ_PROJECTION).sort(NEWEST_FIRST).skip(skip).limit(limit).lean<VideoRecord[]>(),
      this.model.countDocuments(filter),
    ]);
    return { records, total };
  }

  async countMatching(filter: VideoFilter): Promise<number> {
    return this.model.countDocuments(filter);
  }

  /** The distinct titles and episode names a viewer may see: the vocabulary of typo-tolerant search. */
  async visibleTitles(maxAgeRating?: AgeRating): Promise<string[]> {
    const visible = viewerVisible(maxAgeRating);
    const [titles, names] = await Promise.all([
      this.model.distinct('videoTitle', visible),
      this.model.distinct('episodeName', visible),
    ]);
    return [...(titles as string[]), ...(names as string[])];
  }

  async filters(maxAgeRating?: AgeRating): Promise<VideoFilters> {
    const visible = viewerVisible(maxAgeRating);
    const [genres, years, episodeNames, qualities] = await Promise.all([
      this.model.distinct('genre', visible),
      this.model.distinct('releaseYear', visible),
      this.model.distinct('episodeName', visible),
      this.model.distinct('quality', visible),
    ]);
    const held = new Set(qualities as string[]);
    return {
      genres: (genres as string[]).filter(Boolean).sort(),
      years: (years as (number | null)[]).filter((y): y is number => typeof y === 'number').sort((a, b) => b - a),
      episodeNames: (episodeNames as string[]).filter(Boolean).sort(),
      // Only what some title has: a filter that can only ever find nothing is not offered.
      qualities: VIDEO_QUALITIES.filter((quality) => held.has(quality)),
    };
  }

  async setStatus(id: string, status: VideoStatus, event: AnyDomainEvent): Promise<VideoRecord | null> {
    return this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { $set: { status }, ...pushToOutbox([event]) },
        { new: true, projection: READ_PROJECTION },
      )
      .lean<VideoRecord>();
  }

  async setRating(
    id: string,
    rating: { ageRating: AgeRating; contentDescriptors: ContentDescriptor[] },
    event: AnyDomainEvent,
  ): Promise<VideoRecord | null> {
    return this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { $set: rating, ...pushToOutbox([event]) },
        { new: true, projection: READ_PROJECTION },
      )
      .lean<VideoRecord>();
  }

  /** Replaces the translations and their search keys, with the change event. */
  async setLocalized(
    id: string,
    localized: { localized: LocalizedText[]; localizedSearch: string[] },
    event: AnyDomainEvent,
  ): Promise<VideoRecord | null> {
    return this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { $set: localized, ...pushToOutbox([event]) },
        { new: true, projection: READ_PROJECTION },
      )
      .lean<VideoRecord>();
  }

  async setMarkers(id: string, markers: VideoMarkers, event: AnyDomainEvent): Promise<VideoRecord | null> {
    return this.model
      .findOneAndUpdate(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { $set: { markers }, ...pushToOutbox([event]) },
        { new: true, projection: READ_PROJECTION },
      )
      .lean<VideoRecord>();
  }

  /** The transcoded parts of one episode group that have a fingerprint of their sound. */
  async findFingerprinted(episodeName: string): Promise<FingerprintedRecord[]> {
    const docs = await this.model
      .find(
        { episodeName, audioFingerprint: { $ne: null }, 'stream.durationSeconds': { $gt: 0 }, ...NOT_DELETED },
        { episodeName: 1, episodeSeq: 1, status: 1, audioFingerprint: 1, 'stream.durationSeconds': 1, markers: 1 },
      )
      .lean<
        Array<
          Pick<VideoDoc, 'episodeName' | 'episodeSeq' | 'status' | 'audioFingerprint' | 'markers'> & {
            _id: Types.ObjectId;
            stream: { durationSeconds: number };
          }
        >
      >();
    return docs.flatMap((doc) =>
      doc.audioFingerprint
        ? [
            {
              id: String(doc._id),
              episodeName: doc.episodeName,
              episodeSeq: doc.episodeSeq,
              status: doc.status,
              fingerprint: doc.audioFingerprint,
              durationSeconds: doc.stream.durationSeconds,
              markers: doc.markers ?? null,
            },
          ]
        : [],
    );
  }

  /** Puts a detected intro on a part unless an admin has set its markers; false when it did not. */
  async setDetectedMarkers(id: string, markers: VideoMarkers, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), 'markers.source': { $ne: 'admin' }, ...NOT_DELETED },
      { $set: { markers }, ...pushToOutbox([event]) },
    );
    return res.modifiedCount === 1;
  }

  /** Gives titles stored before age ratings existed the default one; returns how many it rated. */
  async rateUnrated(): Promise<number> {
    const res = await this.model.updateMany(
      { ageRating: { $exists: false } },
      { $set: { ageRating: DEFAULT_AGE_RATING, contentDescriptors: [] } },
    );
    return res.modifiedCount;
  }

  /** Hides the video everywhere at once; the outbox relay removes the document after the event is out. */
  /** Hides the video with its event; what it says is no longer searchable. */
  async markDeleted(id: string, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED },
      // The source key is freed at once, so the same import row can bring the title back.
      { $set: { deleted: true, status: 'inactive' }, $unset: { externalId: 1 }, ...pushToOutbox([event]) },
    );
    if (res.modifiedCount === 1) await this.removeDialogue(id);
    return res.modifiedCount === 1;
  }

  /** Removes a video's lines of dialogue (idempotent: the deletion's cleanup runs it again). */
  async removeDialogue(id: string): Promise<number> {
    return (await this.dialogue.deleteMany({ videoId: id })).deletedCount;
  }

  /** What a deletion needs: the group, and the references to the video's media objects. */
  async findForDeletion(id: string): Promise<VideoDeletionRefs | null> {
    return this.model
      .findOne(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { _id: 0, episodeName: 1, sourceKey: 1, trailerSourceKey: 1, poster: 1, thumb: 1 },
      )
      .lean<VideoDeletionRefs>();
  }

  /** Where a video's stream is (null until transcoded); null when there is no such video. */
  async findStream(id: string): Promise<{ stream: StreamLocation | null } | null> {
    const doc = await this.model
      .findOne({ _id: new Types.ObjectId(id), ...NOT_DELETED }, { stream: 1 })
      .lean<{ stream?: StreamLocation | null }>();
    return doc ? { stream: doc.stream ?? null } : null;
  }

  /** Ids of an episode's active parts whose uploaded trailer is transcoded, in episode order. */
  async findTrailerOwners(episodeName: string, maxAgeRating?: AgeRating): Promise<string[]> {
    const docs = await this.model
      .find({ ...viewerVisible(maxAgeRating), episodeName, trailerStream: { $ne: null } }, { _id: 1 })
      .sort({ episodeSeq: 1, createdAt: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    return docs.map((d) => d._id.toHexString());
  }

  /** A running transcode's percent; a retry after a failure is processing again. Finished videos are left alone. */
  async setTranscodeProgress(id: string, percent: number): Promise<void> {
    await this.model.updateOne(
      { _id: new Types.ObjectId(id), status: { $in: ['processing', 'failed'] }, ...NOT_DELETED },
      { $set: { status: 'processing', progress: percent, failureReason: null } },
    );
  }

  /** Every transcoded video's quality label beside its rendition heights (tallest first). */
  async findTranscodedLabels(): Promise<TranscodedLabel[]> {
    const docs = await this.model
      .find({ stream: { $ne: null }, ...NOT_DELETED }, { episodeName: 1, status: 1, quality: 1, stream: 1 })
      .lean<
        {
          _id: Types.ObjectId;
          episodeName: string;
          status: VideoStatus;
          quality: VideoQuality;
          stream: StreamLocation;
        }[]
      >();
    return docs.map((d) => ({
      id: d._id.toHexString(),
      episodeName: d.episodeName,
      status: d.status,
      quality: d.quality,
      heights: d.stream?.heights ?? [],
    }));
  }

  /** Relabels a video with its change event, unless its label is no longer `from` (another replica did it). */
  async relabel(id: string, from: VideoQuality, to: VideoQuality, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), quality: from, ...NOT_DELETED },
      { $set: { quality: to }, ...pushToOutbox([event]) },
    );
    return res.modifiedCount === 1;
  }

  /** The transcode's result: playable now (fields the upload left empty are filled from the media). */
  async markTranscoded(id: string, fields: TranscodedFields, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), status: { $in: ['processing', 'failed'] }, ...NOT_DELETED },
      {
        $set: { ...fields, status: 'active', progress: null, failureReason: null },
        ...pushToOutbox([event]),
      },
    );
    return res.modifiedCount === 1;
  }

  async markTranscodeFailed(id: string, reason: string, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), status: { $in: ['processing', 'failed'] }, ...NOT_DELETED },
      { $set: { status: 'failed', failureReason: reason, progress: null }, ...pushToOutbox([event]) },
    );
    return res.modifiedCount === 1;
  }

  async count(): Promise<number> {
    return this.model.estimatedDocumentCount();
  }

  /** Videos whose events are not published yet, for the outbox relay; deleted ones go once relayed. */
  outboxStore(): OutboxStore {
    return mongooseOutboxStore(this.model, { afterSent: () => this.purgeDeleted() });
  }

  /** Removes deleted videos whose events are all out, including any a crash left behind after relaying. */
  async purgeDeleted(): Promise<void> {
    await this.model.deleteMany({ deleted: true, 'outbox.0': { $exists: false } });
  }
}
