import { Readable } from 'node:stream';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import {
  CatalogPatterns,
  SubtitleFormatError,
  TEXT_FILE_PATTERN,
  TEXT_TRACK_KINDS,
  TextTrackMessages,
  mediaKeys,
  type Principal,
  type TextTrack,
  type TextTrackKind,
} from '@streamhub/contracts';
import type { Upstream } from '../kafka/upstream';
import type { MediaStorage } from './media-storage';
import {
  SubtitleTooLargeError,
  checkSubtitles,
  readCapped,
  storedTextFile,
  type CheckedSubtitles,
} from './subtitle-file';

const VTT_TYPE = 'text/vtt; charset=utf-8';

/** A subtitle file as the routes answer a bad one: 413 over the cap, 400 naming the line. */
export function checkedOrHttpError(read: () => CheckedSubtitles): CheckedSubtitles {
  try {
    return read();
  } catch (err) {
    if (err instanceof SubtitleFormatError) throw new BadRequestException(err.message);
    throw err;
  }
}

export async function readSubtitleFile(file: Readable): Promise<CheckedSubtitles> {
  try {
    const bytes = await readCapped(file);
    return checkedOrHttpError(() => checkSubtitles(bytes));
  } catch (err) {
    if (err instanceof SubtitleTooLargeError) throw new PayloadTooLargeException(TextTrackMessages.tooLarge);
    throw err;
  }
}

/**
 * Stores a checked track and records it with the catalogue; the file it replaced is removed, and
 * the stored one is removed again when the catalogue refuses it. No encode is involved.
 */
export async function saveTextTrack(
  storage: MediaStorage,
  upstream: Upstream,
  principal: Principal,
  track: { videoId: string; lang: string; label: string; kind: string },
  checked: CheckedSubtitles,
): Promise<TextTrack[]> {
  // The name is made from the tag as sent; the catalogue checks it (and refuses a bad one).
  const file = storedTextFile(track.lang, track.kind as TextTrackKind, checked);
  if (!TEXT_FILE_PATTERN.test(file)) {
    throw new BadRequestException(
      TEXT_TRACK_KINDS.includes(track.kind as TextTrackKind)
        ? TextTrackMessages.invalidLanguage
        : TextTrackMessages.invalidKind,
    );
  }
  const key = mediaKeys.textFile(track.videoId, file);
  await storage.putStream(key, Readable.from([checked.vtt]), VTT_TYPE);
  let reply;
  try {
    reply = await upstream.send(
      CatalogPatterns.putTextTrack,
      {
        ...track,
        kind: track.kind as TextTrackKind,
        file,
        cues: checked.cues,
        lastCue: checked.lastCue,
        lines: checked.lines,
      },
      principal,
    );
  } catch (err) {
    await storage.remove([key]);
    throw err;
  }
  if (reply.replacedFile) await storage.remove([mediaKeys.textFile(track.videoId, reply.replacedFile)]);
  return reply.tracks;
}
