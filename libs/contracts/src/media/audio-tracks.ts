/**
 * Audio languages uploaded for a video that is already transcoded: one file per language, checked
 * against the video's length, transcoded by the worker to the AAC rendition the ladder uses and
 * stored beside the video's stream (the video renditions are not encoded again). The manifests the
 * gateway serves list them; an upload in a language the source already has takes its place.
 */

export const AUDIO_TRACK_STATUSES = ['processing', 'ready', 'failed'] as const;
export type AudioTrackStatus = (typeof AUDIO_TRACK_STATUSES)[number];

/** One uploaded audio language of a video. */
export interface AudioTrack {
  /** BCP-47 language tag, e.g. `hi`. */
  lang: string;
  /** What the audio menu shows, e.g. `हिन्दी`. */
  label: string;
  /** Base name of the stored files (`audio-<lang>-<12 hex>`; a replaced track is a new name). */
  file: string;
  status: AudioTrackStatus;
  /** 0–100 while processing; null otherwise. */
  progress: number | null;
  /** Why the worker could not transcode it (status `failed`); null otherwise. */
  failureReason: string | null;
}

export const AUDIO_TRACK_LIMITS = {
  /** Uploaded audio languages per video. */
  maxTracks: 8,
  labelMaxLength: 40,
  langMaxLength: 35,
  /** The audio may differ from the video's length by this many seconds… */
  durationToleranceSeconds: 2,
  /** …or by this share of it, whichever is more. */
  durationTolerance: 0.02,
} as const;

/** Base name of an uploaded audio track's files. */
export const audioTrackFile = (lang: string, id: string): string => `audio-${lang}-${id.slice(0, 12)}`;
export const AUDIO_BASE_PATTERN = /^audio-[A-Za-z0-9-]{2,40}-[0-9a-f]{12}$/;
/** The files of an uploaded audio track: its DASH manifest and HLS playlist, init and media segments. */
export const AUDIO_FILE_PATTERN = /^audio-[A-Za-z0-9-]{2,40}-[0-9a-f]{12}(\.mpd|\.m3u8|-init\.m4s|-[0-9]{5}\.m4s)$/;
/** The base name of an audio track file; null for any other name. */
export const audioBaseOf = (file: string): string | null =>
  AUDIO_FILE_PATTERN.test(file) ? file.replace(/(\.mpd|\.m3u8|-init\.m4s|-[0-9]{5}\.m4s)$/, '') : null;
export const audioManifestFile = (base: string): string => `${base}.mpd`;
export const audioPlaylistFile = (base: string): string => `${base}.m3u8`;

/** Seconds as `m:ss.s` (or `h:mm:ss.s`), for the duration messages. */
export function formatSeconds(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const s = (tenths % 600) / 10;
  const m = Math.floor(tenths / 600) % 60;
  const h = Math.floor(tenths / 36_000);
  const ss = s.toFixed(1).padStart(4, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Whether an audio file of `audioSeconds` fits a video of `videoSeconds` (within 2 s or 2 %, whichever is more). */
export function audioFitsVideo(audioSeconds: number, videoSeconds: number): boolean {
  if (!(audioSeconds > 0) || !(videoSeconds > 0)) return false;
  const tolerance = Math.max(
    AUDIO_TRACK_LIMITS.durationToleranceSeconds,
    videoSeconds * AUDIO_TRACK_LIMITS.durationTolerance,
  );
  return Math.abs(audioSeconds - videoSeconds) <= tolerance;
}

export const audioDurationMismatchMessage = (audioSeconds: number, videoSeconds: number): string =>
  `The audio is ${formatSeconds(audioSeconds)} long but the video is ${formatSeconds(videoSeconds)}: ` +
  `they may differ by at most ${AUDIO_TRACK_LIMITS.durationToleranceSeconds} s or ` +
  `${AUDIO_TRACK_LIMITS.durationTolerance * 100} %`;

/** Messages of the audio routes (one place for apps and tests). */
export const AudioTrackMessages = {
  accepted: 'Audio uploaded: it is being prepared for playback',
  deleted: 'Audio language deleted',
  fileRequired: 'Please select an audio file',
  notMedia: 'The file is not audio or video that can be read (MP3, AAC/M4A, WAV, FLAC, Ogg, Opus or a video file)',
  noAudioStream: 'The file has no audio stream',
  invalidLanguage: 'Language must be a BCP-47 tag such as en, hi or pt-BR',
  labelRequired: 'Please give the audio a label (e.g. Hindi)',
  labelTooLong: `The audio label may be at most ${AUDIO_TRACK_LIMITS.labelMaxLength} characters`,
  notTranscoded: 'Audio can be added once the video has been transcoded',
  tooManyTracks: `A video may have at most ${AUDIO_TRACK_LIMITS.maxTracks} uploaded audio languages`,
  notFound: 'This video has no uploaded audio in that language',
  invalidTrack: 'The audio track is not one the gateway stored',
  busy: 'The audio of this video is being changed by someone else. Please try again.',
  checkUnavailable: 'The audio could not be checked right now. Please try again in a few minutes.',
} as const;

/** Body of `catalog.audio-tracks.put`: a checked, stored upload to transcode (added, or replacing its language). */
export interface PutAudioTrackRequest {
  videoId: string;
  lang: string;
  label: string;
  /** Base name of the files the worker will write (AUDIO_BASE_PATTERN). */
  file: string;
  /** Object key of the uploaded file. */
  sourceKey: string;
}

export interface AudioTracksReply {
  tracks: AudioTrack[];
}

export interface DeleteAudioTrackRequest {
  videoId: string;
  lang: string;
}

/** What the worker's probe found in a file (`media-probe` queue). */
export interface MediaProbeResult {
  durationSeconds: number;
  audioStreams: number;
  videoStreams: number;
}
