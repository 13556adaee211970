import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rendition } from '@streamhub/contracts';
import { STREAM_MANIFESTS, dashWithout, tagAttribute } from '@streamhub/contracts';
import { inputArgs } from './ffmpeg-args';
import { ffmpegLog } from './ffmpeg';

/**
 * Per-title ladder: a rung that costs hardly more than the rung below it and looks no better is
 * not worth keeping (static or flat content, an upscaled source). After the encode, in each codec
 * family from the smallest rung up, a rung whose bitrate (what a viewer fetches while it plays:
 * its video plus the audio) is at most `maxBytesRise` above the next kept rung below it is
 * compared with that rung on a few sampled segments; when its SSIM against the source gains less
 * than `minSsimGain` over the lower rung scaled up to its size, it is dropped: its files are
 * deleted and the manifests no longer list it. The smallest rung is always kept.
 */
export const PER_TITLE = {
  /** A rung at most this much bigger than the one below it is a candidate (5 %). */
  maxBytesRise: 0.05,
  /** …and is dropped when it gains less SSIM than this over the rung below (the bench's "equal quality"). */
  minSsimGain: 0.002,
  /** Segments compared per candidate, spread over the video. */
  samples: 3,
} as const;

/** One encoded video representation: its DASH id, rung and the bytes of playing it (its init and segments, plus the audio's). */
export interface EncodedRung extends Rendition {
  id: string;
  bytes: number;
}

/** The SSIM a rung gains over `lower` (scaled up to its size), against the source. */
export type QualityGain = (upper: EncodedRung, lower: EncodedRung) => Promise<number>;

export interface PerTitleDecision {
  kept: EncodedRung[];
  dropped: { rung: EncodedRung; below: EncodedRung; bytesRise: number; ssimGain: number }[];
}

/**
 * The per-title rule over the encoded representations (any order, any codec families): which to
 * keep and which to drop. `gain` is asked only about candidates (rare: most rungs cost much more
 * than the one below them), so the measurement costs nothing for most videos.
 */
export async function perTitleLadder(rungs: readonly EncodedRung[], gain: QualityGain): Promise<PerTitleDecision> {
  const decision: PerTitleDecision = { kept: [], dropped: [] };
  const families = [...new Set(rungs.map((r) => r.codec ?? 'h264'))];
  for (const family of families) {
    const ascending = rungs.filter((r) => (r.codec ?? 'h264') === family).sort((a, b) => a.height - b.height);
    const kept: EncodedRung[] = [];
    for (const rung of ascending) {
      const below = kept.at(-1);
      if (below && below.bytes > 0 && rung.bytes <= below.bytes * (1 + PER_TITLE.maxBytesRise)) {
        const ssimGain = await gain(rung, below);
        if (ssimGain < PER_TITLE.minSsimGain) {
          decision.dropped.push({ rung, below, bytesRise: rung.bytes / below.bytes - 1, ssimGain });
          continue;
        }
      }
      kept.push(rung);
    }
    decision.kept.push(...kept.sort((a, b) => b.height - a.height));
  }
  return decision;
}

/** The MPD without the Representations `ids`; each video AdaptationSet's maxWidth/maxHeight follow what is left. */
export function mpdWithout(mpd: string, ids: ReadonlySet<string>): string {
  return dashWithout(mpd, (representation) => ids.has(tagAttribute(representation, 'id') ?? ''));
}

/** The HLS master without the variants whose media playlist is `media_<id>.m3u8` for one of `ids`. */
export function hlsMasterWithout(master: string, ids: ReadonlySet<string>): string {
  const lines = master.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      let j = i + 1;
      while (j < lines.length && lines[j]!.trim() === '') j++;
      const id = /^media_([A-Za-z0-9_]+)\.m3u8$/.exec(lines[j]?.trim() ?? '')?.[1];
      if (id !== undefined && ids.has(id)) {
        // The variant, its URI and the blank line ffmpeg writes after it.
        i = j;
        if (lines[i + 1]?.trim() === '') i++;
        continue;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

/** The files of representation `id` among `names`: `init-<id>.m4s`, `chunk-<id>-<n>.m4s`, `media_<id>.m3u8`. */
export function representationFiles(names: readonly string[], id: string): string[] {
  const own = new RegExp(`^(?:init-${id}\\.m4s|chunk-${id}-\\d+\\.m4s|media_${id}\\.m3u8)$`);
  return names.filter((name) => own.test(name));
}

/**
 * ffmpeg's SSIM of a rung and of the rung below it (scaled up to the rung's size), both against
 * the source scaled to that size, over one segment: `upper` and `lower` are that segment of each
 * (init + media segment, a fragmented MP4), `source` is read from `atSeconds` for `seconds`.
 * Two `ssim` filters, in this order: the rung's, the lower rung's.
 */
export function segmentSsimArgs(
  source: string,
  atSeconds: number,
  seconds: number,
  upper: string,
  lower: string,
  size: { width: number; height: number },
): string[] {
  const { width, height } = size;
  return [
    // The ssim filter reports at the info level.
    ...['-hide_banner', '-nostdin', '-loglevel', 'info', '-nostats'],
    '-ss',
    atSeconds.toFixed(3),
    '-t',
    String(seconds),
    ...inputArgs(source),
    '-i',
    upper,
    '-i',
    lower,
    '-lavfi',
    `[0:v]scale=${width}:${height}:flags=bicubic,setpts=PTS-STARTPTS,split=2[ref0][ref1];` +
      `[1:v]setpts=PTS-STARTPTS[up];` +
      `[2:v]scale=${width}:${height}:flags=bicubic,setpts=PTS-STARTPTS[low];` +
      `[up][ref0]ssim[s0];[low][ref1]ssim[s1]`,
    '-map',
    '[s0]',
    '-f',
    'null',
    '-',
    '-map',
    '[s1]',
    '-f',
    'null',
    '-',
  ];
}

/** The two SSIMs ("All") ffmpeg's log gives for `segmentSsimArgs`, in the order of its filters. */
export function parseSegmentSsim(log: string): [number, number] {
  const found = [...log.matchAll(/\[Parsed_ssim_(\d+)[^\]]*\] SSIM .*?All:([\d.]+)/g)]
    .map((m) => ({ index: Number(m[1]), all: Number(m[2]) }))
    .sort((a, b) => a.index - b.index);
  if (found.length !== 2) throw new Error(`no SSIM of both rungs in ffmpeg's log: ${log.slice(-300)}`);
  return [found[0]!.all, found[1]!.all];
}

/** Bytes of each representation's files in `dir` (init + media segments), by id. */
export async function representationBytes(dir: string, ids: readonly string[]): Promise<Map<string, number>> {
  const names = await readdir(dir);
  const bytes = new Map<string, number>();
  for (const id of ids) {
    let total = 0;
    for (const name of representationFiles(names, id).filter((f) => f.endsWith('.m4s')))
      total += (await stat(join(dir, name))).size;
    bytes.set(id, total);
  }
  return bytes;
}

/** Removes representations `ids` from the packaged output in `dir`: their files and their manifest entries. */
export async function dropRepresentations(dir: string, ids: ReadonlySet<string>): Promise<void> {
  if (ids.size === 0) return;
  const names = await readdir(dir);
  for (const id of ids) await Promise.all(representationFiles(names, id).map((f) => rm(join(dir, f), { force: true })));
  const mpd = join(dir, STREAM_MANIFESTS.dash);
  await writeFile(mpd, mpdWithout(await readFile(mpd, 'utf8'), ids));
  const master = join(dir, STREAM_MANIFESTS.hls);
  await writeFile(master, hlsMasterWithout(await readFile(master, 'utf8'), ids));
}

/** The media segment numbers (1-based) to compare: up to `samples`, spread over `count`. */
export function sampledSegments(count: number, samples: number = PER_TITLE.samples): number[] {
  if (count <= 0) return [];
  const picked = Array.from({ length: Math.min(samples, count) }, (_, j) =>
    Math.min(count, 1 + Math.floor((count * (j + 0.5)) / Math.min(samples, count))),
  );
  return [...new Set(picked)];
}

/**
 * The QualityGain of representations packaged in `dir` (segments of `segmentSeconds`), measured
 * against `source` on sampled segments (their mean); `scratch` holds the joined segments.
 */
export function measuredGain(source: string, dir: string, scratch: string, segmentSeconds: number): QualityGain {
  return async (upper, lower) => {
    const names = await readdir(dir);
    const count = names.filter((f) => new RegExp(`^chunk-${upper.id}-\\d+\\.m4s$`).test(f)).length;
    const gains: number[] = [];
    for (const number of sampledSegments(count)) {
      const joined = await Promise.all(
        [upper, lower].map(async (rung) => {
          const chunk = `chunk-${rung.id}-${String(number).padStart(5, '0')}.m4s`;
          const file = join(scratch, `ssim-${rung.id}-${number}.mp4`);
          const parts = await Promise.all([`init-${rung.id}.m4s`, chunk].map((f) => readFile(join(dir, f))));
          await writeFile(file, Buffer.concat(parts));
          return file;
        }),
      );
      const log = await ffmpegLog(
        segmentSsimArgs(source, (number - 1) * segmentSeconds, segmentSeconds, joined[0]!, joined[1]!, upper),
      );
      await Promise.all(joined.map((f) => rm(f, { force: true })));
      const [up, low] = parseSegmentSsim(log);
      gains.push(up - low);
    }
    return gains.length > 0 ? gains.reduce((a, b) => a + b, 0) / gains.length : 0;
  };
}
