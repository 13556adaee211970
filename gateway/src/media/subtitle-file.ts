import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  SubtitleFormatError,
  TEXT_TRACK_LIMITS,
  decodeSubtitleBytes,
  dialogueLinesOf,
  lastStartingCue,
  parseSubtitles,
  textTrackFile,
  toWebVtt,
  type DialogueLine,
  type LastCue,
  type TextTrackKind,
} from '@streamhub/contracts';

/** An uploaded subtitle file, read and checked: the WebVTT to store and what the catalogue records. */
export interface CheckedSubtitles {
  vtt: Buffer;
  cues: number;
  lastCue: LastCue | null;
  /** What is said, for search by dialogue. */
  lines: DialogueLine[];
  /** The content hash the stored name is made from. */
  hash: string;
}

/** Thrown for a file over the size cap. */
export class SubtitleTooLargeError extends Error {}

/**
 * Reads a file part into memory up to `maxBytes` (subtitles are small; the cap is checked while
 * reading, so a large upload is refused without being held). The rest of an over-size part is
 * read and dropped so the client gets the answer.
 */
export async function readCapped(stream: Readable, maxBytes = TEXT_TRACK_LIMITS.maxBytes): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream) {
    if (over) continue;
    size += (chunk as Buffer).length;
    if (size > maxBytes) over = true;
    else chunks.push(chunk as Buffer);
  }
  if (over) throw new SubtitleTooLargeError();
  return Buffer.concat(chunks);
}

/**
 * Checks a subtitle file by its content (UTF-8 or UTF-16 with BOM; SRT or WebVTT that parses) and
 * converts it to WebVTT. Throws SubtitleFormatError, whose message names the line at fault.
 */
export function checkSubtitles(bytes: Uint8Array): CheckedSubtitles {
  const { cues } = parseSubtitles(decodeSubtitleBytes(bytes));
  if (cues.length === 0) throw new SubtitleFormatError('The subtitle file has no cues');
  const vtt = Buffer.from(toWebVtt(cues), 'utf8');
  const last = lastStartingCue(cues);
  return {
    vtt,
    cues: cues.length,
    lastCue: last ? { startSeconds: last.startSeconds, line: last.line } : null,
    lines: dialogueLinesOf(cues),
    hash: createHash('sha256').update(vtt).digest('hex'),
  };
}

/** The stored name of a checked file for a language and kind (content-addressed). */
export const storedTextFile = (lang: string, kind: TextTrackKind, checked: CheckedSubtitles): string =>
  textTrackFile(lang, kind, checked.hash);
