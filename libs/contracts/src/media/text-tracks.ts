import type { AudioTrack } from './audio-tracks';

/**
 * Text tracks (subtitles, captions, forced narratives) of a video: uploaded as SRT or WebVTT,
 * stored as WebVTT beside the video's media, listed on the video, and added to its HLS and DASH
 * manifests when they are served.
 */

/** `subtitles`: the dialogue translated; `captions`: for the deaf and hard of hearing (SDH); `forced`: only foreign lines and signs. */
export const TEXT_TRACK_KINDS = ['subtitles', 'captions', 'forced'] as const;
export type TextTrackKind = (typeof TEXT_TRACK_KINDS)[number];

/** One text track of a video (one per language and kind). */
export interface TextTrack {
  /** BCP-47 language tag, e.g. `en`, `hi`, `pt-BR`. */
  lang: string;
  /** What viewers see in the subtitles menu, e.g. `English`, `हिन्दी`. */
  label: string;
  kind: TextTrackKind;
  /** Number of cues. */
  cues: number;
  /** The stored WebVTT's name (content-addressed, so a replaced track is a new file). */
  file: string;
}

export const TEXT_TRACK_LIMITS = {
  /** Size cap of one uploaded subtitle file. */
  maxBytes: 1024 * 1024,
  /** Tracks per video. */
  maxTracks: 24,
  labelMaxLength: 40,
  langMaxLength: 35,
} as const;

/**
 * A BCP-47 tag as players and manifests take it: a 2–3 letter language, then up to three subtags
 * (script, region, variant). Not the whole grammar (no extensions, no private use).
 */
export const LANGUAGE_TAG_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** A BCP-47 tag as stored (language lower-case, two-letter region upper-case: `pt-br` → `pt-BR`); null when it is not one. */
export function normalizeLanguageTag(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > TEXT_TRACK_LIMITS.langMaxLength) return null;
  const tag = value
    .trim()
    .split('-')
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 2 ? part.toUpperCase() : part))
    .join('-');
  return LANGUAGE_TAG_PATTERN.test(tag) ? tag : null;
}

export const isTextTrackKind = (value: unknown): value is TextTrackKind =>
  typeof value === 'string' && (TEXT_TRACK_KINDS as readonly string[]).includes(value);

/** Stored WebVTT name of a track: language, kind and the first 12 hex digits of its content's hash. */
export const textTrackFile = (lang: string, kind: TextTrackKind, hash: string): string =>
  `text-${lang}-${kind}-${hash.slice(0, 12)}.vtt`;

/** A stored track's WebVTT, or the one-segment HLS playlist the gateway writes for it (same name, .m3u8). */
export const TEXT_FILE_PATTERN = /^text-[A-Za-z0-9-]{2,40}-(subtitles|captions|forced)-[0-9a-f]{12}\.(vtt|m3u8)$/;

/** The HLS media playlist of a track: the WebVTT's name with `.m3u8`. */
export const textPlaylistFile = (file: string): string => file.replace(/\.vtt$/, '.m3u8');

/** Messages of the subtitle routes (one place for apps and tests). */
export const TextTrackMessages = {
  saved: 'Subtitles saved',
  deleted: 'Subtitles deleted',
  fileRequired: 'Please select a subtitle file (SRT or WebVTT)',
  invalidLanguage: 'Language must be a BCP-47 tag such as en, hi or pt-BR',
  labelRequired: 'Please give the subtitles a label (e.g. English)',
  labelTooLong: `The subtitle label may be at most ${TEXT_TRACK_LIMITS.labelMaxLength} characters`,
  invalidKind: 'Kind must be one of subtitles, captions, forced',
  tooLarge: `The subtitle file is too large: the limit is ${TEXT_TRACK_LIMITS.maxBytes / 1024} KB`,
  tooManyTracks: `A video may have at most ${TEXT_TRACK_LIMITS.maxTracks} subtitle tracks`,
  notFound: 'This video has no subtitles in that language and kind',
  busy: 'The subtitles of this video are being changed by someone else. Please try again.',
  invalidTrack: 'The subtitle track is not one the gateway stored',
  invalidTracksField: 'subtitleTracks must be a JSON list of { lang, label, kind }, one per subtitle file',
  tracksMismatch: 'Send one entry in subtitleTracks for each subtitle file, in the same order',
} as const;

/** A cue starting at or after the end of the video (`at` and `runtime` as clock times). */
export const cuePastRuntimeMessage = (line: number, at: string, runtime: string): string =>
  `Line ${line}: the cue starts at ${at}, after the video ends (${runtime})`;

/** Where a subtitle file's last cue starts, for the runtime check. */
export interface LastCue {
  startSeconds: number;
  line: number;
}

/** Body of `catalog.text-tracks.put`: a checked, stored track (added, or replacing its language and kind). */
export interface PutTextTrackRequest {
  videoId: string;
  lang: string;
  label: string;
  kind: TextTrackKind;
  file: string;
  cues: number;
  /** The latest-starting cue (null for a file without cues). */
  lastCue: LastCue | null;
  /** What is said, for search by dialogue (dialogueLinesOf; absent: the track is not searchable). */
  lines?: DialogueLine[];
}

/** One cue as search by dialogue keeps it: plain text (markup dropped, lines joined) and when. */
export interface DialogueLine {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** Most text one track sends for search (the rest of a very long file is not searchable). */
export const DIALOGUE_TEXT_BUDGET = 200_000;

/** The searchable lines of a track's cues: markup and cue-internal line breaks removed, empty cues skipped. */
export function dialogueLinesOf(
  cues: readonly { startSeconds: number; endSeconds: number; text: string }[],
  budget = DIALOGUE_TEXT_BUDGET,
): DialogueLine[] {
  const lines: DialogueLine[] = [];
  let used = 0;
  for (const cue of cues) {
    const text = cue.text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    used += text.length;
    if (used > budget) break;
    lines.push({ startSeconds: cue.startSeconds, endSeconds: cue.endSeconds, text });
  }
  return lines;
}

/** A line of dialogue that matched a search, with the title it is said in. */
export interface DialogueMatch<V = unknown> {
  video: V;
  lang: string;
  label: string;
  startSeconds: number;
  text: string;
}

export interface SearchDialogueRequest {
  q: string;
  limit?: number;
  /** The active profile's maturity limit (titles above it are not searched). */
  maxAgeRating?: string;
}

/** Reply of `catalog.text-tracks.put`: the track list and the file it replaced (to remove), if any. */
export interface PutTextTrackReply {
  tracks: TextTrack[];
  replacedFile: string | null;
}

export interface DeleteTextTrackRequest {
  videoId: string;
  lang: string;
  kind: TextTrackKind;
}

export interface DeleteTextTrackReply {
  tracks: TextTrack[];
  removedFile: string;
}

/** Reply of `catalog.text-tracks.media`: what the gateway adds to the manifests it serves. */
export interface MediaTextTracksReply {
  /** Length of the media, seconds (null before it is transcoded). */
  durationSeconds: number | null;
  tracks: TextTrack[];
  /** The language of the video's own audio (BCP-47), when the catalogue knows it. */
  audioLang: string | null;
  audioLabel: string | null;
  /** Uploaded audio languages that are ready (each in place of a source stream of its language). */
  audioTracks?: AudioTrack[];
}
