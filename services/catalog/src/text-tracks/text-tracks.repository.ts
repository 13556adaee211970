import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, type Model } from 'mongoose';
import type { AnyDomainEvent, TextTrack, VideoStatus } from '@streamhub/contracts';
import { pushToOutbox } from '@streamhub/nest-kit';
import { VideoDoc } from '../videos/video.schema';

/** What the text-track rules read of a video. */
export interface TextTrackOwner {
  episodeName: string;
  status: VideoStatus;
  languages: string[];
  durationSeconds: number | null;
  textTracks: TextTrack[];
}

const NOT_DELETED = { deleted: { $ne: true } } as const;

/** The text tracks of videos (a field of the video document). */
@Injectable()
export class TextTracksRepository {
  constructor(@InjectModel(VideoDoc.name) private readonly model: Model<VideoDoc>) {}

  async findOwner(id: string): Promise<TextTrackOwner | null> {
    const doc = await this.model
      .findOne(
        { _id: new Types.ObjectId(id), ...NOT_DELETED },
        { episodeName: 1, status: 1, languages: 1, 'stream.durationSeconds': 1, textTracks: 1 },
      )
      .lean<Pick<VideoDoc, 'episodeName' | 'status' | 'languages' | 'stream' | 'textTracks'>>();
    if (!doc) return null;
    return {
      episodeName: doc.episodeName,
      status: doc.status,
      languages: doc.languages ?? [],
      durationSeconds: doc.stream?.durationSeconds ?? null,
      textTracks: (doc.textTracks ?? []).map(({ lang, label, kind, cues, file }) => ({
        lang,
        label,
        kind,
        cues,
        file,
      })),
    };
  }

  /** Sets the list with its event; false when the video is gone. */
  async setTracks(id: string, tracks: TextTrack[], event: AnyDomainEvent): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: new Types.ObjectId(id), ...NOT_DELETED },
      { $set: { textTracks: tracks }, ...pushToOutbox([event]) },
    );
    return res.matchedCount === 1;
  }
}
