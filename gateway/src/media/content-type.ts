import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'video' | 'image';

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

/** Bytes file-type needs to recognise a container. */
const SNIFF_BYTES = 4100;

export interface Sniffed {
  mime: string;
  ext: string;
  /** The whole stream again, sniffed bytes included, still streaming. */
  body: Readable;
}

/**
 * Reads the first bytes of `stream`, checks the type, and hands back the whole stream (no
 * buffering); null when the type is not allowed (the stream is then read to its end).
 */
export async function sniffUpload(stream: Readable, kind: UploadKind): Promise<Sniffed | null> {
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
  const allowed = kind === 'video' ? VIDEO_TYPES : IMAGE_TYPES;
  if (!type || !allowed.has(type.mime)) {
    // Read (and drop) the rest, so the request body is consumed and the client gets the answer.
    while (!ended) ended = (await iterator.next()).done === true;
    return null;
  }
  async function* rest(): AsyncGenerator<Buffer> {
    yield first;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { mime: type.mime, ext: type.ext, body: Readable.from(rest(), { objectMode: false }) };
}
