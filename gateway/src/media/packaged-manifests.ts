import { Injectable } from '@nestjs/common';
import { audioManifestFile, mediaKeys, STREAM_MANIFESTS } from '@streamhub/contracts';
import { MediaStorage } from './media-storage';
import { videoRepresentationHeights } from './quality-cap';

/** At most this many manifests are kept; past it the oldest half goes. */
const MAX_KEPT = 1_000;

interface Kept {
  etag: string;
  text: string;
  heights?: Map<string, number>;
}

/**
 * A video's packaged HLS master and MPD (and its uploaded audio languages' MPDs) as the worker wrote them, read from storage once per
 * version: every request checks the object's ETag (so a re-encode or a new audio language is seen
 * at once) and reads the body only when it changed. The MPD's rendition heights (for the plan's
 * quality cap) are worked out once per version too.
 */
@Injectable()
export class PackagedManifests {
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly storage: MediaStorage) {}

  /** The packaged manifest's text, or undefined when the video has none (not packaged yet). */
  async text(videoId: string, file: string): Promise<string | undefined> {
    return (await this.current(mediaKeys.streamFile(videoId, file)))?.text;
  }

  /** The small MPD of an uploaded audio language (by its base name), or undefined when it is not there. */
  async audioText(videoId: string, base: string): Promise<string | undefined> {
    return (await this.current(`${mediaKeys.audioDir(videoId, base)}/${audioManifestFile(base)}`))?.text;
  }

  /** The video's rendition heights by Representation id, from its MPD (empty when there is none). */
  async heights(videoId: string): Promise<Map<string, number>> {
    const mpd = await this.current(mediaKeys.streamFile(videoId, STREAM_MANIFESTS.dash));
    if (!mpd) return new Map();
    mpd.heights ??= videoRepresentationHeights(mpd.text);
    return mpd.heights;
  }

  private async current(key: string): Promise<Kept | undefined> {
    const stat = await this.storage.stat(key);
    if (!stat) {
      this.kept.delete(key);
      return undefined;
    }
    const known = this.kept.get(key);
    if (known && known.etag === stat.etag) return known;
    const fresh: Kept = { etag: stat.etag, text: await streamText(await this.storage.read(key, 0, 0)) };
    if (this.kept.size >= MAX_KEPT) {
      for (const old of [...this.kept.keys()].slice(0, MAX_KEPT / 2)) this.kept.delete(old);
    }
    this.kept.set(key, fresh);
    return fresh;
  }
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
