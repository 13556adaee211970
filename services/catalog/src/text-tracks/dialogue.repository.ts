import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { DialogueLine } from '@streamhub/contracts';
import { escapeRegex } from '@streamhub/nest-kit';
import { DialogueLineDoc } from './dialogue-line.schema';

export interface StoredLine extends DialogueLine {
  videoId: string;
  lang: string;
  kind: string;
}

/** The lines of every video's subtitle tracks (a collection of its own: a film has thousands). */
@Injectable()
export class DialogueRepository {
  constructor(@InjectModel(DialogueLineDoc.name) private readonly model: Model<DialogueLineDoc>) {}

  /** A track's lines, replacing what it said before (a replaced file, a re-seed). */
  async replaceTrack(videoId: string, lang: string, kind: string, lines: readonly DialogueLine[]): Promise<void> {
    await this.model.deleteMany({ videoId, lang, kind });
    if (lines.length === 0) return;
    await this.model.insertMany(
      lines.map((line) => ({ videoId, lang, kind, ...line, norm: line.text.toUpperCase() })),
      { ordered: false },
    );
  }

  async removeTrack(videoId: string, lang: string, kind: string): Promise<void> {
    await this.model.deleteMany({ videoId, lang, kind });
  }

  async hasAny(videoId: string): Promise<boolean> {
    return (await this.model.countDocuments({ videoId }).limit(1)) > 0;
  }

  /** Lines containing every word (upper-cased), in video and time order, at most `limit`. */
  async search(words: readonly string[], limit: number): Promise<StoredLine[]> {
    if (words.length === 0) return [];
    return this.model
      .find(
        { $and: words.map((word) => ({ norm: { $regex: escapeRegex(word) } })) },
        { _id: 0, videoId: 1, lang: 1, kind: 1, startSeconds: 1, endSeconds: 1, text: 1 },
      )
      .sort({ videoId: 1, startSeconds: 1 })
      .limit(limit)
      .lean<StoredLine[]>();
  }
}
