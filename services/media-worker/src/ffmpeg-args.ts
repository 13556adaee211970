import { join } from 'node:path';
import { STREAM_MANIFESTS, type Rendition } from '@streamhub/contracts';
import type { SourceProbe } from './ladder';

export interface EncodeSettings {
  /** x264 preset, e.g. veryfast. */
  preset: string;
  /** Quality target of the capped-CRF encode. */
  crf: number;
  /** Segment length in seconds; keyframes land exactly on segment boundaries in every rendition. */
  segmentSeconds: number;
  /** Encoder threads per rendition, so the machine stays responsive. */
  threads: number;
  audioBitrate: string;
}

export const DEFAULT_ENCODE: EncodeSettings = {
  preset: 'veryfast',
  crf: 23,
  segmentSeconds: 4,
  threads: 2,
  audioBitrate: '128k',
};

/**
 * One ffmpeg run for the whole ladder: decode once, split, scale per rung, encode H.264 (capped
 * CRF) and AAC, and package CMAF fMP4 segments with a DASH manifest and an HLS master playlist
 * over the same segments. `-progress pipe:1` reports on stdout.
 */
export function ladderArgs(
  input: string,
  outputDir: string,
  probe: SourceProbe,
  ladder: readonly Rendition[],
  settings: EncodeSettings = DEFAULT_ENCODE,
): string[] {
  if (ladder.length === 0) throw new Error('The ladder is empty');
  const n = ladder.length;
  // One display aspect ratio for every rung: DASH wants it equal within an adaptation set, and even
  // widths round it slightly differently per rung.
  const dar = `${probe.width}/${probe.height}`;
  const scale = (r: Rendition) => `scale=${r.width}:${r.height}:flags=bicubic,setdar=${dar}`;
  const filter =
    n === 1
      ? `[0:v]${scale(ladder[0]!)}[v0]`
      : `[0:v]split=${n}${ladder.map((_, i) => `[s${i}]`).join('')};` +
        ladder.map((r, i) => `[s${i}]${scale(r)}[v${i}]`).join(';');
  const fps = probe.fps > 0 && probe.fps <= 120 ? probe.fps : 25;
  const gop = Math.max(1, Math.round(fps * settings.segmentSeconds));

  const video = ladder.flatMap((r, i) => [
    '-map',
    `[v${i}]`,
    `-c:v:${i}`,
    'libx264',
    `-crf:v:${i}`,
    String(settings.crf),
    `-maxrate:v:${i}`,
    String(r.bitrate),
    `-bufsize:v:${i}`,
    String(r.bitrate * 2),
  ]);
  const audio = probe.hasAudio
    ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', settings.audioBitrate, '-ac', '2', '-ar', '48000']
    : [];
  const adaptationSets = probe.hasAudio ? 'id=0,streams=v id=1,streams=a' : 'id=0,streams=v';

  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-progress',
    'pipe:1',
    '-nostats',
    '-i',
    input,
    '-filter_complex',
    filter,
    ...video,
    ...audio,
    '-pix_fmt',
    'yuv420p',
    '-preset',
    settings.preset,
    '-profile:v',
    'high',
    // Closed GOPs of one segment each, cut at the same instants in every rendition.
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${settings.segmentSeconds})`,
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
    STREAM_MANIFESTS.hls,
    '-adaptation_sets',
    adaptationSets,
    '-init_seg_name',
    'init-$RepresentationID$.m4s',
    '-media_seg_name',
    'chunk-$RepresentationID$-$Number%05d$.m4s',
    join(outputDir, STREAM_MANIFESTS.dash),
  ];
}

/**
 * One still frame, scaled to `height` (even width), as JPEG; `portrait` cuts the middle 2:3 of a
 * wider frame first (posters are shown 2:3).
 */
export function stillArgs(input: string, output: string, atSeconds: number, height: number, portrait = false): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    atSeconds.toFixed(3),
    '-i',
    input,
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
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input];
}
