import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { AnyDomainEvent, ContentProtection, RepackageState, VideoStatus } from '@streamhub/contracts';
import { pushToOutbox } from '@streamhub/nest-kit';
import { VideoDoc } from '../videos/video.schema';

const NOT_DELETED = { deleted: { $ne: true } } as const;

/** What the re-package reads of a video. */
export interface RepackageSubject {
  id: string;
  episodeName: string;
  status: VideoStatus;
  protection: ContentProtection;
  transcoded: boolean;
  /** Base names of the uploaded audio languages that are ready. */
  audioFiles: string[];
  repackage: RepackageState | null;
}

/**
 * The re-package state of videos (a field of the video document): one atomic conditional update per
 * step, so two requests at once queue one job, and a late or repeated outcome changes nothing.
 */
@Injectable()
export class RepackageRepository {
  constructor(@InjectModel(VideoDoc.name) private readonly model: Model<VideoDoc>) {}

  async find(id: string): Promise<RepackageSubject | null> {
    const doc = await this.model
      .findOne(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { episodeName: 1, status: 1, protection: 1, stream: 1, audioTracks: 1, repackage: 1 },
      )
      .lean<Pick<VideoDoc, 'episodeName' | 'status' | 'protection' | 'stream' | 'audioTracks' | 'repackage'>>();
    if (!doc) return null;
    return {
      id,
      episodeName: doc.episodeName,
      status: doc.status,
      protection: doc.protection ?? 'clear',
      transcoded: !!doc.stream,
      audioFiles: (doc.audioTracks ?? []).filter((t) => t.status === 'ready').map((t) => t.file),
      repackage: doc.repackage ?? null,
    };
  }

  /**
   * Marks a clear, transcoded title's re-package queued unless one already is (or it is protected);
   * returns whether this call did (and so must enqueue the job).
   */
  async claim(id: string, state: RepackageState): Promise<boolean> {
    const res = await this.model.updateOne(
      {
        _id: new Types.ObjectId(id),
        ...NOT_DELETED,
        protection: { $ne: 'protected' },
        stream: { $ne: null },
        'repackage.status': { $ne: 'queued' },
      },
      { $set: { repackage: state } },
    );
    return res.modifiedCount === 1;
  }

  /** The worker's success: the title is protected from now on (with its change event). */
  async complete(id: string, seconds: number, finishedAt: string, event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED, 'repackage.status': 'queued' },
      {
        $set: {
          protection: 'protected',
          'repackage.status': 'done',
          'repackage.finishedAt': finishedAt,
          'repackage.seconds': seconds,
          'repackage.failureReason': null,
        },
        ...pushToOutbox([event]),
      },
    );
    return res.modifiedCount === 1;
  }

  async fail(id: string, reason: string, finishedAt: string): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED, 'repackage.status': 'queued' },
      {
        $set: { 'repackage.status': 'failed', 'repackage.finishedAt': finishedAt, 'repackage.failureReason': reason },
      },
    );
    return res.modifiedCount === 1;
  }
}
