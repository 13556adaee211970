import { join } from 'node:path';
import { STREAM_MANIFESTS, type Rendition, type VideoCodec } from '@streamhub/contracts';
import type { SourceProbe } from './ladder';

export interface EncodeSettings {
  /** x264 preset, e.g. veryfast; rungs taller than 720 lines use the next faster one (`rungPreset`). */
  preset: string;
  /** Quality target of the capped-CRF encode. */
  crf: number;
  /** Segment length in seconds; keyframes land exactly on segment boundaries in every rendition. */
  segmentSeconds: number;
  /** Encoder threads per rendition, so the machine stays responsive. */
  threads: number;
  audioBitrate: string;
  /** Codec families of the ladder, each a full set of rungs (H.264 first when both). */
  codecs: readonly VideoCodec[];
  /** SVT-AV1 preset (0 slowest … 13 fastest) of the AV1 rungs. */
  av1Preset: number;
  /** SVT-AV1 CRF (0–63) of the AV1 rungs, capped at each rung's bitrate as x264's is. */
  av1Crf: number;
}

export const DEFAULT_ENCODE: EncodeSettings = {
  preset: 'veryfast',
  crf: 23,
  segmentSeconds: 4,
  threads: 2,
  audioBitrate: '128k',
  codecs: ['h264'],
  av1Preset: 10,
  // Tuned with `npm run bench -- av1-ladder` (docs/benchmarks.md): at 42 (38 above 720 lines)
  // every rung of the 1080p clip and of a demo title stays within 0.002 SSIM of x264's CRF 23
  // for 34–37 % fewer bytes; 35 spent its bytes on quality above x264's.
  av1Crf: 42,
};

/** SVT-AV1 refuses frames smaller than this on either side: such rungs are H.264 only. */
export const AV1_MIN_SIDE = 64;

/**
 * The ladder's video representations in the order the pass writes them (the index is the DASH
 * Representation id, which names their files): every rung in each codec family, H.264 first;
 * AV1 leaves out rungs SVT-AV1 cannot encode.
 */
export function ladderRepresentations(ladder: readonly Rendition[], codecs: readonly VideoCodec[]): Rendition[] {
  const families = VIDEO_CODEC_ORDER.filter((c) => codecs.includes(c));
  const reps = families.flatMap((codec) =>
    ladder
      .filter((r) => codec !== 'av1' || (r.width >= AV1_MIN_SIDE && r.height >= AV1_MIN_SIDE))
      .map((r) => ({ ...r, codec })),
  );
  // A ladder no family can encode (AV1 alone, a tiny source) is H.264.
  return reps.length > 0 ? reps : ladder.map((r) => ({ ...r, codec: 'h264' as const }));
}

const VIDEO_CODEC_ORDER: readonly VideoCodec[] = ['h264', 'av1'];

/** Media segments are named `chunk-<representation>-<number>.m4s`. */
const MEDIA_SEGMENT_PREFIX = 'chunk-';
const FIRST_REPRESENTATION_SEGMENT = /^chunk-0-\d+\.m4s$/;

/**
 * Seconds of the ladder written so far, read off the finished segments of its first rendition
 * (every rendition is cut at the same instants). ffmpeg's own `-progress` says nothing until
 * every output has its first frame, and the storyboard sheet (a tile of many frames) gets its
 * first only near the end: the segments are what shows an encode's real progress.
 */
export function secondsWritten(fileNames: readonly string[], segmentSeconds: number): number {
  return fileNames.filter((name) => FIRST_REPRESENTATION_SEGMENT.test(name)).length * segmentSeconds;
}

/** How every ffmpeg run starts: no banner, no stdin, overwrite outputs, only errors in the log. */
export const QUIET_ARGS = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'] as const;

/**
 * An input of ffmpeg/ffprobe: a local path, or an object-storage URL read while encoding (ranged
 * HTTP reads, so a file whose index sits at its end works too). A dropped connection is reopened
 * where it broke, for up to 10 s, and a read that stalls for 60 s fails the run rather than hangs it.
 */
export function inputArgs(input: string): string[] {
  if (!/^https?:\/\//i.test(input)) return ['-i', input];
  return [
    '-reconnect',
    '1',
    '-reconnect_on_network_error',
    '1',
    '-reconnect_delay_max',
    '10',
    '-rw_timeout',
    String(60_000_000),
    '-i',
    input,
  ];
}

/** x264's presets, fastest first. */
const X264_PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'];

/** Rungs taller than this are encoded one preset faster than the others. */
export const FAST_PRESET_ABOVE = 720;

/**
 * The x264 preset of one rung: the next faster preset than `preset` for rungs taller than 720
 * lines (1080, 2160), `preset` itself below. The tall rungs are most of the encoding work; at the
 * same capped CRF the next faster preset costs them little quality (the ladder bench's SSIM
 * experiment, `npm run bench -- media-ladder-ssim`, measures both).
 */
export function rungPreset(preset: string, height: number): string {
  const i = X264_PRESETS.indexOf(preset);
  return height > FAST_PRESET_ABOVE && i > 0 ? X264_PRESETS[i - 1]! : preset;
}

/** A still frame written by the ladder's pass: the first frame at or after `atSeconds`, as JPEG. */
export interface StillOutput {
  path: string;
  atSeconds: number;
  /** Height in pixels (even width at the frame's aspect). */
  height: number;
  /** Cut the middle 2:3 of a wider frame first (posters are shown 2:3). */
  portrait?: boolean;
}

/** What the ladder's pass also writes, from frames it decodes anyway (no second decode of the source). */
export interface LadderExtras {
  /** Taken from the source's frames, before any scaling. */
  stills?: readonly StillOutput[];
  /** Seek-bar sprite sheets, tiled from the smallest rung's frames. */
  storyboard?: { filter: string; output: readonly string[] };
}

const stillFilter = (still: StillOutput): string =>
  `setpts=PTS-STARTPTS,select='lt(selected_n,1)*gte(t,${still.atSeconds.toFixed(3)})',` +
  (still.portrait ? `crop=w=min(iw\\,ih*2/3):h=ih,` : '') +
  `scale=-2:${still.height}`;

/** AV1 rungs taller than 720 lines are encoded this much below `av1Crf`. */
export const AV1_TALL_CRF_OFFSET = 4;

/**
 * The SVT-AV1 CRF of one rung: `av1Crf`, less AV1_TALL_CRF_OFFSET above 720 lines. At one CRF the
 * 1080p rung fell 0.0034 SSIM below x264's (which spends up to its cap there), while the smaller
 * rungs stayed within 0.002 for less than half the bytes (`npm run bench -- av1-ladder`).
 */
export function rungAv1Crf(crf: number, height: number): number {
  return height > FAST_PRESET_ABOVE ? Math.max(0, crf - AV1_TALL_CRF_OFFSET) : crf;
}

/** The encoder options of representation `k`. */
export function encoderArgs(k: number, r: Rendition, settings: EncodeSettings): string[] {
  const cap = [`-maxrate:v:${k}`, String(r.bitrate), `-bufsize:v:${k}`, String(r.bitrate * 2)];
  if (r.codec === 'av1') {
    return [
      `-c:v:${k}`,
      'libsvtav1',
      `-preset:v:${k}`,
      String(settings.av1Preset),
      `-crf:v:${k}`,
      String(rungAv1Crf(settings.av1Crf, r.height)),
      ...cap,
    ];
  }
  return [
    `-c:v:${k}`,
    'libx264',
    `-preset:v:${k}`,
    rungPreset(settings.preset, r.height),
    `-crf:v:${k}`,
    String(settings.crf),
    ...cap,
    `-profile:v:${k}`,
    'high',
  ];
}

/**
 * One ffmpeg run for the whole ladder: decode once, scale each rung once from the rung above it
 * (the first from the source), encode it in each codec family of `settings.codecs` (H.264: x264
 * capped CRF, a preset per rung; AV1: SVT-AV1 capped CRF) and the audio as AAC, and package CMAF
 * fMP4 segments with a DASH manifest (an adaptation set per codec family) and an HLS master
 * playlist over the same segments. Representation ids follow `ladderRepresentations`.
 * `extras` adds still frames and storyboard sprite sheets as further outputs of the same pass.
 * `-progress pipe:1` reports on stdout.
 */
export function ladderArgs(
  input: string,
  outputDir: string,
  probe: SourceProbe,
  ladder: readonly Rendition[],
  settings: EncodeSettings = DEFAULT_ENCODE,
  extras: LadderExtras = {},
): string[] {
  if (ladder.length === 0) throw new Error('The ladder is empty');
  const reps = ladderRepresentations(ladder, settings.codecs);
  const n = ladder.length;
  const stills = extras.stills ?? [];
  // One display aspect ratio for every rung: DASH wants it equal within an adaptation set, and even
  // widths round it slightly differently per rung.
  const dar = `${probe.width}/${probe.height}`;
  const graph: string[] = [];
  if (stills.length > 0) {
    graph.push(`[0:v]split=${stills.length + 1}[src]${stills.map((_, i) => `[st${i}]`).join('')}`);
  }
  // A rung of the source's size passes through its scale untouched; every smaller rung scales the
  // rung above it (fewer pixels to read than the source's). Each scaled rung feeds its encoders
  // (one per codec family), the next rung and, the smallest, the storyboard.
  ladder.forEach((r, i) => {
    const from = i > 0 ? `n${i - 1}` : stills.length > 0 ? 'src' : '0:v';
    const scaled = `[${from}]scale=${r.width}:${r.height}:flags=bicubic,setdar=${dar}`;
    const outputs = reps.flatMap((rep, k) => (rep.width === r.width && rep.height === r.height ? [`[v${k}]`] : []));
    if (i < n - 1) outputs.push(`[n${i}]`);
    else if (extras.storyboard) outputs.push('[sb]');
    graph.push(
      outputs.length === 1 ? `${scaled}${outputs[0]}` : `${scaled},split=${outputs.length}${outputs.join('')}`,
    );
    if (i === n - 1 && extras.storyboard) graph.push(`[sb]${extras.storyboard.filter}[storyboard]`);
  });
  stills.forEach((still, i) => graph.push(`[st${i}]${stillFilter(still)}[still${i}]`));
  const filter = graph.join(';');

  const video = reps.flatMap((r, k) => ['-map', `[v${k}]`, ...encoderArgs(k, r, settings)]);
  // Every audio stream of the source (languages of a film) is an AAC rendition in a set of its own,
  // so each keeps its language tag (ffmpeg copies it: DASH `lang`, which the gateway carries into HLS).
  const audioCount = probe.hasAudio ? Math.max(1, probe.audioStreams ?? 1) : 0;
  const audio = audioCount > 0 ? Array.from({ length: audioCount }, (_, i) => ['-map', `0:a:${i}`]).flat() : [];

  return [
    ...QUIET_ARGS,
    '-progress',
    'pipe:1',
    '-nostats',
    ...inputArgs(input),
    '-filter_complex',
    filter,
    ...video,
    ...audio,
    '-pix_fmt',
    'yuv420p',
    ...keyframeArgs(probe, settings),
    '-threads',
    String(settings.threads),
    ...dashPackagingArgs(
      reps.length,
      audioCount,
      reps.map((r) => r.codec ?? 'h264'),
      settings,
    ),
    join(outputDir, STREAM_MANIFESTS.dash),
    ...stills.flatMap((still, i) => ['-map', `[still${i}]`, '-threads', '1', '-q:v', '3', '-update', '1', still.path]),
    ...(extras.storyboard ? ['-map', '[storyboard]', '-threads', '1', ...extras.storyboard.output] : []),
  ];
}

/**
 * Closed GOPs of one segment each, cut at the same instants in every rendition (and, for a chunk
 * that starts on the segment grid, at the same instants as the one pass).
 */
export function keyframeArgs(probe: Pick<SourceProbe, 'fps'>, settings: EncodeSettings): string[] {
  const fps = probe.fps > 0 && probe.fps <= 120 ? probe.fps : 25;
  const gop = Math.max(1, Math.round(fps * settings.segmentSeconds));
  return [
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${settings.segmentSeconds})`,
  ];
}

/**
 * The CMAF/DASH/HLS packaging of `videoCount` video representations (their codec families in
 * `codecs`, by representation) and `audioCount` audio streams (AAC, encoded as every audio
 * rendition is): one video adaptation set per codec family, one set per audio stream. The output
 * (the MPD's path) follows.
 */
export function dashPackagingArgs(
  videoCount: number,
  audioCount: number,
  codecs: readonly VideoCodec[],
  settings: EncodeSettings,
): string[] {
  // One video adaptation set per codec family (players choose a family, then adapt within it).
  const families = [...new Set(codecs)];
  const videoSets =
    families.length === 1
      ? ['id=0,streams=v']
      : families.map((codec, f) => `id=${f},streams=${codecs.flatMap((c, k) => (c === codec ? [k] : [])).join(',')}`);
  const firstAudioSet = videoSets.length;
  const audioSets =
    audioCount > 1
      ? Array.from({ length: audioCount }, (_, i) => `id=${firstAudioSet + i},streams=${videoCount + i}`)
      : audioCount === 1
        ? [`id=${firstAudioSet},streams=a`]
        : [];
  return [
    ...(audioCount > 0 ? aacRenditionArgs(settings) : []),
    '-f',
    'dash',
    '-seg_duration',
    String(settings.segmentSeconds),
    '-use_template',
    '1',
    '-use_timeline',
    '1',
    '-hls_playlist',
    '1',
    '-hls_master_name',
    STREAM_MANIFESTS.hls,
    '-adaptation_sets',
    [...videoSets, ...audioSets].join(' '),
    '-init_seg_name',
    'init-$RepresentationID$.m4s',
    '-media_seg_name',
    `${MEDIA_SEGMENT_PREFIX}$RepresentationID$-$Number%05d$.m4s`,
  ];
}

/**
 * One still frame, scaled to `height` (even width), as JPEG; `portrait` cuts the middle 2:3 of a
 * wider frame first (posters are shown 2:3).
 */
export function stillArgs(
  input: string,
  output: string,
  atSeconds: number,
  height: number,
  portrait = false,
): string[] {
  return [
    ...QUIET_ARGS,
    '-ss',
    atSeconds.toFixed(3),
    ...inputArgs(input),
    '-frames:v',
    '1',
    '-vf',
    portrait ? `crop=w=min(iw\\,ih*2/3):h=ih,scale=-2:${height}` : `scale=-2:${height}`,
    '-q:v',
    '3',
    output,
  ];
}

/** ffprobe's JSON of the streams and format. */
export function probeArgs(input: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...inputArgs(input)];
}

/** The HLS master ffmpeg writes beside an uploaded audio language's playlist (not kept: the gateway lists the track). */
export const AUDIO_MASTER_SCRATCH = 'audio-master.m3u8';

/** Every audio rendition: AAC stereo at 48 kHz, at the ladder's audio bitrate. */
function aacRenditionArgs(settings: EncodeSettings): string[] {
  return ['-c:a', 'aac', '-b:a', settings.audioBitrate, '-ac', '2', '-ar', '48000'];
}

/**
 * An uploaded audio language alone, as the ladder encodes a source's audio: its first audio
 * stream to AAC (the ladder's bitrate, stereo, 48 kHz) in CMAF segments of the ladder's length,
 * with a DASH manifest `<base>.mpd` and an HLS media playlist (`media_0.m3u8`, renamed by the job).
 * Every file is named after `base`, so it cannot clash with the video's own files. No video.
 */
export function audioTrackArgs(
  input: string,
  outputDir: string,
  base: string,
  settings: EncodeSettings = DEFAULT_ENCODE,
): string[] {
  return [
    ...QUIET_ARGS,
    '-progress',
    'pipe:1',
    '-nostats',
    ...inputArgs(input),
    '-map',
    '0:a:0',
    '-vn',
    '-sn',
    '-dn',
    ...aacRenditionArgs(settings),
    '-threads',
    String(settings.threads),
    '-f',
    'dash',
    '-seg_duration',
    String(settings.segmentSeconds),
    '-use_template',
    '1',
    '-use_timeline',
    '1',
    '-hls_playlist',
    '1',
    '-hls_master_name',
    AUDIO_MASTER_SCRATCH,
    '-adaptation_sets',
    'id=0,streams=a',
    '-init_seg_name',
    `${base}-init.m4s`,
    '-media_seg_name',
    `${base}-$Number%05d$.m4s`,
    join(outputDir, `${base}.mpd`),
  ];
}
