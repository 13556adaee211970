import type { RepackageJob, TranscodeProtection } from '../drm/constants';

/**
 * The media pipeline: uploads land in object storage, catalog enqueues a transcode job on Redis
 * (BullMQ), the media worker encodes the ladder and reports back with events.
 */

/** The one bucket of media objects (sources, renditions, images). */
export const MEDIA_BUCKET_DEFAULT = 'streamhub-media';

/** BullMQ queue names (no ':' — BullMQ uses it as its key separator). */
export const MediaQueues = {
  transcode: 'media-transcode',
  /** Quick reads of an upload (ffprobe) the gateway waits for: a queue of its own, never behind an encode. */
  probe: 'media-probe',
} as const;

/** A file to probe (`media-probe`): its object key. The job's result is a MediaProbeResult. */
export interface ProbeJob {
  key: string;
}

/** Job name → payload, one entry per job the worker handles. */
export interface MediaJobPayloads {
  transcode: TranscodeJob;
  cleanup: CleanupJob;
  audio: AudioJob;
  repackage: RepackageJob;
  av1: Av1Job;
  chunk: ChunkJob;
  /** A chunked encode's last step: the chunks joined per rung, then packaged as a transcode is. */
  join: TranscodeJob;
}
export type MediaJobName = keyof MediaJobPayloads;

/** Attempts, backoff and timeout per job (the worker's concurrency is configuration). */
export const MEDIA_JOB_OPTIONS: Record<MediaJobName, { attempts: number; backoffMs: number }> = {
  transcode: { attempts: 3, backoffMs: 5_000 },
  cleanup: { attempts: 5, backoffMs: 2_000 },
  audio: { attempts: 3, backoffMs: 5_000 },
  repackage: { attempts: 3, backoffMs: 5_000 },
  av1: { attempts: 3, backoffMs: 5_000 },
  // A chunk is small: retried soon, alone.
  chunk: { attempts: 3, backoffMs: 1_000 },
  join: { attempts: 3, backoffMs: 5_000 },
};

/** The job id of a re-package (docs/drm.md): one per request (its time), so a failed one can be asked for again. */
export const repackageJobId = (videoId: string, requestedAt: string): string =>
  `repackage-${videoId}-${Date.parse(requestedAt)}`;

/** The job id of an uploaded audio language's transcode: one per stored upload. */
export const audioJobId = (videoId: string, file: string): string => `audio-${videoId}-${file}`;

/**
 * An uploaded audio language: transcoded to the ladder's AAC rendition and packaged (DASH and an
 * HLS media playlist) under mediaKeys.audioDir; the video's renditions are not touched.
 */
export interface AudioJob {
  videoId: string;
  lang: string;
  /** Base name of the files to write (AUDIO_BASE_PATTERN). */
  file: string;
  /** Object key of the uploaded file (removed once transcoded). */
  sourceKey: string;
  /** A protected title: its AUDIO content key (wrapped) the track is encrypted with; absent: clear (docs/drm.md). */
  protection?: TranscodeProtection | null;
}

/**
 * Publish first, improve later (docs/media.md): a title whose ladder has AV1 is published with its
 * H.264 rungs, then this follow-up job encodes the AV1 rungs and adds them to the stored manifests
 * (the manifest URLs stay the same; a protected title's AV1 rungs use its keys of the same track types).
 */
export interface Av1Job {
  videoId: string;
  /** Object key of the source (an upload, or a rendered demo source). */
  sourceKey: string;
  /** The rungs the H.264 ladder kept: the AV1 rungs are the same sizes and caps. */
  renditions: Rendition[];
  /** A protected title's content keys (wrapped); absent: clear. */
  protection?: TranscodeProtection | null;
}

/**
 * One chunk × rung of a chunked encode (docs/media.md "Chunked encoding"): the source's frames from
 * `start` for `seconds` (null: to the end), scaled down the ladder to rung `rung`, encoded as that
 * H.264 representation and stored as an intermediate MP4 for the encode's join job.
 */
export interface ChunkJob {
  videoId: string;
  sourceKey: string;
  /** Names the chunked encode (its intermediate files' prefix). */
  encodeId: string;
  /** The ladder, tallest first (every rung's scaling chain starts at the source). */
  ladder: Rendition[];
  rung: number;
  chunk: { index: number; start: number; seconds: number | null };
  /** Chunks × rungs of the encode (for progress). */
  total: number;
  source: { width: number; height: number; fps: number };
  /** Test hook (MEDIA_TEST_HOOKS only): the first attempt fails. */
  testFailOnce?: boolean;
}

/** What a join job (a TranscodeJob) carries of its chunked encode. */
export interface ChunkedEncode {
  encodeId: string;
  chunks: number;
  rungs: number;
}

/** The job id of a transcode's AV1 follow-up: one per transcode job (its id and creation time), so a retried transcode adds none. */
export const av1JobId = (videoId: string, transcodeCreatedAt: number): string => `av1-${videoId}-${transcodeCreatedAt}`;

/** The BullMQ job id of a video's transcode: one per video, so a duplicate enqueue is a no-op. */
export const transcodeJobId = (videoId: string): string => `transcode-${videoId}`;
/** The job id of a cleanup: one per event that asked for it, so a redelivered event is a no-op. */
export const cleanupJobId = (eventId: string): string => `cleanup-${eventId}`;

/** Objects of a video in the media bucket: single keys, and prefixes (directories) removed whole. */
export interface MediaObjects {
  keys: string[];
  prefixes: string[];
}

/** Removes a deleted video's objects. */
export interface CleanupJob extends MediaObjects {
  videoId: string;
}

export interface TranscodeJob {
  videoId: string;
  /** Object key of the uploaded source. */
  sourceKey: string;
  /** Extract a poster / thumbnail from the video (none was uploaded). */
  extractPoster: boolean;
  extractThumb: boolean;
  /**
   * Set for demo content: the worker renders this source itself (and stores it at `sourceKey`)
   * instead of reading an upload; everything after that is the same pipeline.
   */
  generated?: GeneratedSource | null;
  /** Object key of an uploaded trailer: transcoded after the video (a failing trailer does not fail the video). */
  trailerSourceKey?: string | null;
  /** Demo content: the trailer is rendered like `generated` and stored at `trailerSourceKey` first. */
  generatedTrailer?: GeneratedSource | null;
  /** Demo content: WebVTT text tracks the worker stores beside the video (catalog records them). */
  generatedText?: GeneratedTextFile[] | null;
  /** A protected title: the content keys (wrapped) its renditions are encrypted with; absent: clear (docs/drm.md). */
  protection?: TranscodeProtection | null;
  /** Set on a chunked encode's join job only: its chunks are encoded, to be joined and packaged. */
  chunked?: ChunkedEncode | null;
}

/** A WebVTT file of demo content, named as a stored text track (see textTrackFile). */
export interface GeneratedTextFile {
  file: string;
  vtt: string;
}

/** ffmpeg's visual test sources a generated source may be drawn from. */
export const GENERATED_PATTERNS = ['gradients', 'mandelbrot', 'life', 'cellauto'] as const;
export type GeneratedPattern = (typeof GENERATED_PATTERNS)[number];

/** Bounds of a generated source (it is demo content: short and small, cheap to render and encode). */
export const GENERATED_LIMITS = { maxSeconds: 60, maxWidth: 1920, maxHeight: 1080, maxTitleLength: 80 } as const;

/** A clip rendered from an ffmpeg test source with the title drawn on it and a tone. */
export interface GeneratedSource {
  pattern: GeneratedPattern;
  /** Colours of the pattern, `#rrggbb`, most prominent first (three). */
  palette: [string, string, string];
  title: string;
  /** A smaller second line (e.g. genre, part). */
  subtitle: string;
  /** Frequency of the sound track's tone, Hz. */
  toneHz: number;
  /**
   * A series' opening: the same melody and picture (a card in the first colour with the title) from
   * `atSeconds` for `seconds`, over whatever the part shows there. Absent: none.
   */
  intro?: { atSeconds: number; seconds: number } | null;
  /**
   * A dubbed title: one audio stream per entry, each a tone of its own tagged with its ISO 639-2
   * language (`eng`, `hin`); absent: one untagged stream of `toneHz`.
   */
  audio?: GeneratedAudio[] | null;
  seconds: number;
  width: number;
  height: number;
}

/**
 * Where the demo series' shared intro sits in each of their parts (seconds): the same melody and
 * picture, for the intro detection to find (and its test to check).
 */
export const DEMO_SERIES_INTRO = { atSeconds: 2, seconds: 3 } as const;

export interface GeneratedAudio {
  language: string;
  toneHz: number;
}

/** Object keys (in the media bucket) of a video's renditions and images. */
export const mediaKeys = {
  /** Everything made from a video (its stream, its trailer's stream) sits under this prefix. */
  videoDir: (videoId: string): string => `videos/${videoId}`,
  /** Directory of the video's manifests and CMAF segments; every file sits directly in it. */
  streamDir: (videoId: string): string => `videos/${videoId}/stream`,
  streamFile: (videoId: string, file: string): string => `videos/${videoId}/stream/${file}`,
  /** The video's trailer, transcoded like the video (manifests and segments, flat). */
  trailerDir: (videoId: string): string => `videos/${videoId}/trailer`,
  trailerFile: (videoId: string, file: string): string => `videos/${videoId}/trailer/${file}`,
  /**
   * Text tracks (WebVTT) of the video: beside its stream, not in it, so a new encode (which
   * replaces the stream directory) keeps them, and a new track needs no encode.
   */
  textFile: (videoId: string, file: string): string => `videos/${videoId}/text/${file}`,
  /**
   * An uploaded audio language, packaged (its DASH manifest, HLS playlist and segments, named after
   * its base name `audio-<lang>-<id>`): beside the stream, so a new encode keeps it.
   */
  audioDir: (videoId: string, base: string): string => `videos/${videoId}/audio/${base}`,
  /** Public images (posters, thumbnails) live flat under images/. */
  image: (name: string): string => `images/${name}`,
  upload: (uploadId: string, field: string): string => `uploads/${uploadId}/${field}`,
};

/** Manifest file names the packager writes (DASH and HLS over the same segments). */
export const STREAM_MANIFESTS = { dash: 'manifest.mpd', hls: 'master.m3u8' } as const;

/** File names inside a stream directory: manifests, playlists, segments, storyboard (no paths). */
export const STREAM_FILE_PATTERN = /^[A-Za-z0-9_-]{1,80}\.(mpd|m3u8|m4s|mp4|vtt|jpg)$/;

/**
 * Seek-bar thumbnails in the stream directory: JPEG sprite sheets and a WebVTT whose cues point at
 * their tiles with relative URLs (`storyboard-0.jpg#xywh=x,y,w,h`).
 */
export const STORYBOARD_FILE = {
  vtt: 'storyboard.vtt',
  spritePrefix: 'storyboard-',
  sprite: /^storyboard-[0-9]{1,4}\.jpg$/,
} as const;
/** Public image names (no paths). */
export const IMAGE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,80}\.(jpg|png|webp)$/;

/** Path of a public image under the API prefix (what poster/thumb fields hold). */
export const imageUrl = (name: string): string => `/api/v1/media/images/${name}`;

/** The object key behind a poster/thumb URL we serve; null for anything else (e.g. an external URL). */
export function imageKeyOf(url: string | null | undefined): string | null {
  const name = url?.startsWith(imageUrl('')) ? url.slice(imageUrl('').length) : null;
  return name && IMAGE_NAME_PATTERN.test(name) ? mediaKeys.image(name) : null;
}

/**
 * What the media bucket holds for a video: its uploads, its images, and everything made from it
 * (the prefix videoDir holds its stream and its trailer's stream).
 */
export function videoMediaObjects(
  videoId: string,
  refs: { sourceKey?: string | null; trailerSourceKey?: string | null; poster?: string | null; thumb?: string | null },
): MediaObjects {
  const keys = [refs.sourceKey, refs.trailerSourceKey, imageKeyOf(refs.poster), imageKeyOf(refs.thumb)];
  return { keys: keys.filter((k): k is string => !!k), prefixes: [mediaKeys.videoDir(videoId)] };
}

// ---------------------------------------------------------------- events (worker → catalog)

export const MediaEvents = {
  transcodeProgress: 'media.transcode.progress',
  transcodeCompleted: 'media.transcode.completed',
  transcodeFailed: 'media.transcode.failed',
  audioProgress: 'media.audio.progress',
  audioCompleted: 'media.audio.completed',
  audioFailed: 'media.audio.failed',
  repackageCompleted: 'media.repackage.completed',
  repackageFailed: 'media.repackage.failed',
} as const;

/** A re-package's outcome (docs/drm.md): the title's stored renditions are now encrypted, or why not. */
export interface RepackageCompletedEvent {
  videoId: string;
  /** Seconds the packaging took. */
  seconds: number;
  /** Files written (ladder, audio languages). */
  files: number;
}
export interface RepackageFailedEvent {
  videoId: string;
  reason: string;
  willRetry: boolean;
}

/** An uploaded audio language's transcode (`file` names the upload, as in AudioJob). */
export interface AudioProgressEvent {
  videoId: string;
  file: string;
  percent: number;
}
export interface AudioCompletedEvent {
  videoId: string;
  file: string;
  durationSeconds: number;
}
export interface AudioFailedEvent {
  videoId: string;
  file: string;
  reason: string;
  willRetry: boolean;
}
export type MediaEventType = (typeof MediaEvents)[keyof typeof MediaEvents];

export interface TranscodeProgressEvent {
  videoId: string;
  /** 0–100. */
  percent: number;
}

/**
 * Video codec families the ladder is encoded in: H.264 (x264, every device) and AV1 (SVT-AV1,
 * fewer bytes at the same quality where the browser decodes it). Each family is an adaptation set
 * of its own in the DASH manifest and a set of variants in the HLS master; players pick one.
 */
export const VIDEO_CODECS = ['h264', 'av1'] as const;
export type VideoCodec = (typeof VIDEO_CODECS)[number];

export interface Rendition {
  width: number;
  height: number;
  /** Target video bitrate, bits per second (the cap of the capped-CRF encode). */
  bitrate: number;
  /** Its codec family; absent means H.264 (renditions reported before AV1 was added). */
  codec?: VideoCodec;
}

export interface TranscodeCompletedEvent {
  videoId: string;
  renditions: Rendition[];
  durationSeconds: number;
  /** Public image names (see imageUrl) extracted from the video; null when one was uploaded. */
  poster: string | null;
  thumb: string | null;
  /** File name of the storyboard WebVTT in the stream directory; null/absent when none was made. */
  storyboard?: string | null;
  /** The uploaded trailer's renditions (stored under mediaKeys.trailerDir); null when there is none or it failed. */
  trailer?: TranscodedTrailer | null;
  /** Why the trailer could not be transcoded (the video itself is ready); null otherwise. */
  trailerFailure?: string | null;
  /** The fingerprints of the sound, to find a series' intro; null/absent without sound or when they failed. */
  audioFingerprint?: AudioFingerprint | null;
}

/**
 * Chromaprint's raw fingerprints (unsigned 32-bit items, little-endian, base64) of the first
 * `seconds` of a video's sound (at most AUDIO_FINGERPRINT.maxSeconds), played forwards and backwards.
 */
export interface AudioFingerprint {
  forward: string;
  reversed: string;
  seconds: number;
}

/**
 * The audio fingerprints the worker takes to find a series' intro: ffmpeg's chromaprint muxer, raw
 * items of its default algorithm, one every `itemSeconds` (chromaprint hops 4096 / 3 samples at
 * 11025 Hz). Intros sit near the start, so only the first `maxSeconds` are taken.
 */
export const AUDIO_FINGERPRINT = { itemSeconds: 4096 / 3 / 11025, maxSeconds: 300, algorithm: 1 } as const;

export interface TranscodedTrailer {
  renditions: Rendition[];
  durationSeconds: number;
}

export interface TranscodeFailedEvent {
  videoId: string;
  reason: string;
  /** Whether the queue will try again. */
  willRetry: boolean;
}

/** Upload rules and messages (docs/product.md §5 where it gives them). */
export const MediaMessages = {
  fileRequired: 'Please select a video file',
  videoUploaded: 'Video uploaded successfully',
  notAVideo: 'The file must be a video (MP4, MOV, WebM, MKV, AVI, MPEG-TS)',
  notAnImage: 'Posters and thumbnails must be JPEG, PNG or WebP images',
  unknownField: 'Unknown upload field',
  fieldTooLong: 'A form field is too long',
  tooManyParts: 'Too many fields or files in the upload',
  multipartRequired: 'The upload must be multipart/form-data',
  malformedMultipart: 'The upload could not be read: the multipart body is malformed',
  duplicateFile: 'Each file field may be sent only once',
  uploadInterrupted: 'The upload was interrupted before the whole file arrived',
  storageUnavailable: 'Media storage is unavailable right now. Please try again in a few minutes.',
  invalidMediaLink: 'This media link is invalid or has expired',
  aboveQualityCap: 'This quality is not part of your plan. Upgrade your plan to watch in higher quality.',
  signInRequired: 'Sign in required to watch this video',
  subscriptionRequired: 'Subscription required to watch this video',
  directUploadStarted: 'Upload started: send the parts to their signed URLs',
  directUploadPartSigned: 'Part URL signed',
  directUploadParts: 'Parts stored so far',
  directUploadAborted: 'Upload cancelled',
  directUploadNotFound: 'No such upload: it was completed, cancelled or abandoned',
  directUploadIncomplete:
    'The upload is not complete: some parts are missing or the size differs from the one announced',
  directUploadBusy: 'The upload is being completed; try again in a moment',
  directUploadRejectedByScan: 'The file did not pass the virus scan',
  directUploadSizeRequired: 'The file size must be a whole number of bytes, at least 1',
  directUploadContentTypeInvalid: 'The file type must be a media type such as video/mp4',
  directUploadBadPart: 'The part number must be a whole number from 1 to 10000',
} as const;

/** Direct uploads (docs/media.md "Direct uploads"): the browser sends parts straight to object storage. */
export const DIRECT_UPLOAD_LIMITS = {
  /** Part size the client is told to use (S3's minimum, as the gateway's own uploads; the last part may be smaller). */
  partSize: 5 * 1024 * 1024,
  /** S3's largest part number. */
  maxParts: 10_000,
  /** Bytes read from the start of the stored object to check its type (file-type needs 4100). */
  sniffBytes: 4100,
} as const;

export const tooLargeMessage = (maxBytes: number): string =>
  `The file is too large: the limit is ${Math.floor(maxBytes / (1024 * 1024))} MB`;
export const imageTooLargeMessage = (maxBytes: number): string =>
  `The image is too large: posters and thumbnails may be at most ${formatMegabytes(maxBytes)} MB`;
const formatMegabytes = (bytes: number): string => String(Math.round((bytes / (1024 * 1024)) * 100) / 100);
