import {
  TEXT_FILE_PATTERN,
  TEXT_TRACK_LIMITS,
  TextTrackMessages,
  cuePastRuntimeMessage,
  formatCueTime,
  isTextTrackKind,
  languageByName,
  normalizeLanguageTag,
  type LastCue,
  type TextTrack,
  type TextTrackKind,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

/** A BCP-47 tag as stored: language lower-case, region upper-case (`pt-br` → `pt-BR`). */
export function languageTagOf(value: unknown): string {
  const tag = normalizeLanguageTag(value);
  if (!tag) throw ServiceError.invalid(TextTrackMessages.invalidLanguage);
  return tag;
}

export function trackLabelOf(value: unknown): string {
  const label = typeof value === 'string' ? value.trim() : '';
  if (!label) throw ServiceError.invalid(TextTrackMessages.labelRequired);
  if (label.length > TEXT_TRACK_LIMITS.labelMaxLength) throw ServiceError.invalid(TextTrackMessages.labelTooLong);
  return label;
}

/** The stored WebVTT's name: a text track's name for this language and kind (only the gateway stores them). */
export function storedFileOf(value: unknown, lang: string, kind: TextTrackKind): string {
  const ok =
    typeof value === 'string' &&
    TEXT_FILE_PATTERN.test(value) &&
    value.endsWith('.vtt') &&
    // The gateway names the file from the tag as sent, before it is normalised here.
    value.toLowerCase().startsWith(`text-${lang}-${kind}-`.toLowerCase());
  if (!ok) throw ServiceError.invalid(TextTrackMessages.invalidTrack);
  return value;
}

export function trackKindOf(value: unknown): TextTrackKind {
  if (!isTextTrackKind(value)) throw ServiceError.invalid(TextTrackMessages.invalidKind);
  return value;
}

/**
 * A cue that starts at or after the end of the media can never be shown: refused, naming its line.
 * One that only ends after it is fine (players cut it off). Before the video is transcoded its
 * length is unknown and nothing is refused.
 */
export function assertCuesWithinRuntime(lastCue: LastCue | null, durationSeconds: number | null | undefined): void {
  if (!lastCue || !durationSeconds || lastCue.startSeconds < durationSeconds) return;
  throw ServiceError.invalid(
    cuePastRuntimeMessage(lastCue.line, formatCueTime(lastCue.startSeconds), formatCueTime(durationSeconds)),
  );
}

/** The list with `track` added, or in place of the one of its language and kind; and the file it replaced. */
export function withTrack(
  tracks: readonly TextTrack[],
  track: TextTrack,
): { tracks: TextTrack[]; replaced: string | null } {
  const i = tracks.findIndex((t) => t.lang === track.lang && t.kind === track.kind);
  if (i < 0) {
    if (tracks.length >= TEXT_TRACK_LIMITS.maxTracks) throw ServiceError.invalid(TextTrackMessages.tooManyTracks);
    return { tracks: [...tracks, track], replaced: null };
  }
  const replaced = tracks[i]!.file === track.file ? null : tracks[i]!.file;
  return { tracks: tracks.map((t, j) => (j === i ? track : t)), replaced };
}

/** The video's own audio language: the first of its listed languages that is known; null otherwise. */
export function audioLanguageOf(languages: readonly string[]): { lang: string; label: string } | null {
  const known = languages.map(languageByName).find((l) => l !== null);
  return known ? { lang: known.tag, label: known.name } : null;
}
