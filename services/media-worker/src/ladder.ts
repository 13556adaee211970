import type { Rendition } from '@streamhub/contracts';

/** What the transcoder needs to know about a source (from ffprobe). */
export interface SourceProbe {
  durationSeconds: number;
  width: number;
  height: number;
  /** Frames per second of the video stream. */
  fps: number;
  hasAudio: boolean;
  /** Audio streams of the source (each kept as an AAC rendition of its own, with its language tag). */
  audioStreams?: number;
  /** The container's `comment` tag (read for test hooks only, `test-hooks.ts`). */
  comment?: string;
}

/** Rung heights, tallest first; 4K only for 4K sources. */
export const LADDER_HEIGHTS = [2160, 1080, 720, 480, 360] as const;

/** Peak video bitrate per rung (bits/s): the cap of the capped-CRF encode. */
const MAX_BITRATE: Record<number, number> = {
  2160: 14_000_000,
  1080: 5_000_000,
  720: 2_800_000,
  480: 1_400_000,
  360: 800_000,
};

const even = (n: number): number => Math.max(2, 2 * Math.round(n / 2));

/**
 * The renditions to encode: every rung no taller than the source; a source below the lowest
 * rung is encoded once at its own size. Widths keep the source's aspect ratio (even, for 4:2:0).
 */
export function buildLadder(probe: Pick<SourceProbe, 'width' | 'height'>): Rendition[] {
  const { width, height } = probe;
  if (!(width > 0 && height > 0)) throw new Error('The source has no usable video size');
  const rungs: number[] = LADDER_HEIGHTS.filter((h) => h <= height);
  if (rungs.length === 0) rungs.push(even(height));
  return rungs.map((h) => ({
    width: even((width * h) / height),
    height: h,
    bitrate: MAX_BITRATE[h] ?? Math.max(200_000, Math.round((MAX_BITRATE[360]! * (h * h)) / (360 * 360))),
  }));
}
