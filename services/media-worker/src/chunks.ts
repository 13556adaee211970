import { join } from 'node:path';
import { STREAM_MANIFESTS, type Rendition } from '@streamhub/contracts';
import {
  DEFAULT_ENCODE,
  QUIET_ARGS,
  dashPackagingArgs,
  encoderArgs,
  inputArgs,
  keyframeArgs,
  type EncodeSettings,
} from './ffmpeg-args';
import type { SourceProbe } from './ladder';

/*
 * Chunked parallel encoding (docs/media.md): a long source's H.264 ladder is encoded as chunk × rung
 * jobs any worker takes, then each rung's chunks are joined (concat demuxer, stream copy) and the
 * rungs packaged as the one pass packages them. Chunks start on the ladder's keyframe grid (a
 * multiple of the segment length), each chunk reads exactly its frames (a decoding seek), and every
 * rung keeps closed GOPs of one segment: a join lands on a keyframe at a segment boundary, so the
 * joined rung is the one pass's frame for frame (the same scaling chain, the same encoder settings).
 */

export interface ChunkSpan {
  index: number;
  /** Where the chunk starts in the source, seconds (a multiple of the segment length). */
  start: number;
  /** Its length, seconds (the last chunk runs to the end: null). */
  seconds: number | null;
}

/** The chunk length actually used: `requested` rounded up to whole segments. */
export function chunkLength(requested: number, segmentSeconds: number): number {
  return Math.max(1, Math.ceil(requested / segmentSeconds)) * segmentSeconds;
}

/**
 * The chunks of a source of `durationSeconds`: none (the one pass) when it is not longer than one
 * chunk; a tail shorter than half a chunk joins the chunk before it.
 */
export function planChunks(durationSeconds: number, requested: number, segmentSeconds: number): ChunkSpan[] {
  const length = chunkLength(requested, segmentSeconds);
  if (!(durationSeconds > length)) return [];
  let count = Math.floor(durationSeconds / length);
  if (durationSeconds - count * length >= length / 2) count++;
  if (count < 2) return [];
  return Array.from({ length: count }, (_, index) => ({
    index,
    start: index * length,
    seconds: index === count - 1 ? null : length,
  }));
}

/** Object key prefix (media bucket) of one chunked encode's intermediate files. */
export const chunkPrefix = (videoId: string, encodeId: string): string => `work/chunks/${videoId}/${encodeId}`;
/** The encoded chunk `chunk` of rung `rung` (an MP4, video only). */
export const chunkFile = (rung: number, chunk: number): string => `r${rung}-c${String(chunk).padStart(5, '0')}.mp4`;

/**
 * One chunk of one rung: the source's frames from `span.start` for `span.seconds` (a decoding seek,
 * so exactly those frames), scaled down the ladder's chain to rung `rung` (each rung from the one
 * above, as the one pass does), encoded as that rung's representation is, with keyframes every
 * segment from the chunk's start (which is on the global grid). Video only; an MP4.
 */
export function chunkEncodeArgs(
  input: string,
  output: string,
  probe: SourceProbe,
  ladder: readonly Rendition[],
  rung: number,
  span: ChunkSpan,
  settings: EncodeSettings = DEFAULT_ENCODE,
): string[] {
  const target = ladder[rung];
  if (!target) throw new Error(`No rung ${rung} in the ladder`);
  const dar = `${probe.width}/${probe.height}`;
  const chain = ladder
    .slice(0, rung + 1)
    .map((r) => `scale=${r.width}:${r.height}:flags=bicubic,setdar=${dar}`)
    .join(',');
  return [
    ...QUIET_ARGS,
    ...(span.start > 0 ? ['-ss', span.start.toFixed(3)] : []),
    ...inputArgs(input),
    ...(span.seconds !== null ? ['-t', span.seconds.toFixed(3)] : []),
    '-map',
    '0:v:0',
    '-an',
    '-sn',
    '-dn',
    '-vf',
    chain,
    ...encoderArgs(0, { ...target, codec: 'h264' }, settings),
    '-pix_fmt',
    'yuv420p',
    ...keyframeArgs(probe, settings),
    '-threads',
    String(settings.threads),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/** The concat demuxer's list of a rung's chunk files (absolute paths, in order). */
export function concatList(files: readonly string[]): string {
  return files.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join('\n') + '\n';
}

/** Joins a rung's chunks without re-encoding. */
export function concatArgs(listFile: string, output: string): string[] {
  return [...QUIET_ARGS, '-f', 'concat', '-safe', '0', '-i', listFile, '-c', 'copy', '-f', 'mp4', output];
}

/**
 * Packages the joined rungs (stream copy) and the source's audio (encoded as the one pass does)
 * into the same CMAF/DASH/HLS layout, Representation ids in ladder order, then the audio.
 */
export function packageJoinedArgs(
  rungFiles: readonly string[],
  source: string,
  outputDir: string,
  probe: SourceProbe,
  settings: EncodeSettings = DEFAULT_ENCODE,
): string[] {
  const inputs = rungFiles.flatMap((f) => ['-i', f]);
  const sourceIndex = rungFiles.length;
  const audioCount = probe.hasAudio ? Math.max(1, probe.audioStreams ?? 1) : 0;
  return [
    ...QUIET_ARGS,
    '-progress',
    'pipe:1',
    '-nostats',
    ...inputs,
    ...(audioCount > 0 ? inputArgs(source) : []),
    ...rungFiles.flatMap((_, k) => ['-map', `${k}:v:0`]),
    '-c:v',
    'copy',
    ...Array.from({ length: audioCount }, (_, i) => ['-map', `${sourceIndex}:a:${i}`]).flat(),
    ...dashPackagingArgs(rungFiles.length, audioCount, ['h264'], settings),
    join(outputDir, STREAM_MANIFESTS.dash),
  ];
}

/** ffprobe's arguments listing a file's video packet times (to find gaps in a joined rung). */
export function packetTimesArgs(file: string): string[] {
  return [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts_time,duration_time',
    '-of',
    'csv=p=0',
    file,
  ];
}

/**
 * Gaps in a rung's video timeline from ffprobe's `pts_time,duration_time` lines: where a frame
 * starts more than half a frame after the one before it (in presentation order) ends.
 */
export function timelineGaps(csv: string): { at: number; seconds: number }[] {
  const frames = csv
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number) as [number, number])
    .filter(([pts, d]) => Number.isFinite(pts) && Number.isFinite(d))
    .sort((a, b) => a[0] - b[0]);
  const gaps: { at: number; seconds: number }[] = [];
  for (let i = 1; i < frames.length; i++) {
    const [prev, d] = frames[i - 1]!;
    const gap = frames[i]![0] - (prev + d);
    if (gap > d / 2) gaps.push({ at: frames[i]![0], seconds: Number(gap.toFixed(6)) });
  }
  return gaps;
}
