import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'video' | 'image' | 'audio';

/** Video containers ffmpeg reads that people upload; checked by content, never by name. */
const VIDEO_TYPES = new Set([
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/x-matroska',
  'video/matroska',
  'video/x-msvideo',
  'video/vnd.avi',
  'video/mp2t',
  'video/mpeg',
  'video/x-m4v',
  'video/3gpp',
]);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Audio files (or a video whose sound is used) an audio language may be uploaded as; ffprobe then looks inside. */
const AUDIO_TYPES = new Set([
  ...VIDEO_TYPES,
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/aacp',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/flac',
  'audio/x-flac',
  'audio/ogg',
  'audio/opus',
  'audio/webm',
  'audio/x-matroska',
  'audio/matroska',
]);
const ALLOWED: Record<UploadKind, ReadonlySet<string>> = { video: VIDEO_TYPES, image: IMAGE_TYPES, audio: AUDIO_TYPES };

/** Bytes file-type needs to recognise a container. */
const SNIFF_BYTES = 4100;

export interface Sniffed {
  mime: string;
  ext: string;
  /** The whole stream again, sniffed bytes included, still streaming (cut short past `maxBytes`). */
  body: Readable;
  /** True once the input went past `maxBytes`: `body` then ended early, the rest of the input was read and dropped. */
  overLimit: () => boolean;
  /**
   * Reads and drops what is left of the input (after `body` was given up half-way), so the client
   * gets its answer rather than a stalled request; an input that fails just ends the drain.
   */
  drain: () => Promise<void>;
}

/** The type of a file whose first bytes are `head` (at least SNIFF_BYTES of them, or all), when `kind` allows it. */
export async function allowedTypeOf(head: Buffer, kind: UploadKind): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(head);
  return type && ALLOWED[kind].has(type.mime) ? { mime: type.mime, ext: type.ext } : null;
}

/**
 * Reads the first bytes of `stream`, checks the type, and hands back the whole stream (no
 * buffering); null when the type is not allowed (the stream is then read to its end). Past
 * `maxBytes` the stream handed back ends early and `overLimit()` says so.
 */
export async function sniffUpload(
  stream: Readable,
  kind: UploadKind,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<Sniffed | null> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  const type = await fileTypeFromBuffer(first);
  const allowed = ALLOWED[kind];
  if (!type || !allowed.has(type.mime)) {
    // Read (and drop) the rest, so the request body is consumed and the client gets the answer.
    while (!ended) ended = (await iterator.next()).done === true;
    return null;
  }
  let over = false;
  // Ending early (rather than failing the stream) lets the storage client finish normally; the
  // rest of the input is still read, so the client gets the answer rather than a reset connection.
  async function* rest(): AsyncGenerator<Buffer> {
    let total = first.length;
    over = total > maxBytes;
    if (!over) yield first;
    while (!ended) {
      const next = await iterator.next();
      if (next.done) break;
      total += next.value.length;
      over ||= total > maxBytes;
      if (!over) yield next.value;
    }
  }
  const drain = async (): Promise<void> => {
    try {
      while (!ended) ended = (await iterator.next()).done === true;
    } catch {
      ended = true;
    }
  };
  return {
    mime: type.mime,
    ext: type.ext,
    body: Readable.from(rest(), { objectMode: false }),
    overLimit: () => over,
    drain,
  };
}
