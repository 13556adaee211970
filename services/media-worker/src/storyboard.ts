import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { STORYBOARD_FILE } from '@streamhub/contracts';
import { inputArgs, QUIET_ARGS } from './ffmpeg-args';
import { ffmpeg } from './ffmpeg';
import type { SourceProbe } from './ladder';

/**
 * Seek-bar thumbnails: frames at a fixed interval, scaled to small tiles and packed into JPEG
 * sprite sheets in one ffmpeg pass, plus a WebVTT file whose cues point at each tile
 * (`storyboard-0.jpg#xywh=x,y,w,h`, relative, so the signed directory of the stream serves them).
 */

export const STORYBOARD_LIMITS = {
  /** The longer side of a tile, px (160 wide for landscape video). */
  tileSize: 160,
  /** Seconds between tiles of a short video… */
  minIntervalSeconds: 2,
  /** …widened so that no video gets more tiles than this. */
  maxTiles: 200,
  /** Grid of one sprite sheet. */
  columns: 10,
  rowsPerSheet: 10,
} as const;

export interface StoryboardPlan {
  intervalSeconds: number;
  /** Number of tiles (cues). */
  count: number;
  tileWidth: number;
  tileHeight: number;
  columns: number;
  rowsPerSheet: number;
  sheets: number;
  durationSeconds: number;
}

const even = (n: number): number => Math.max(2, Math.round(n / 2) * 2);

/** How a video's storyboard is laid out; null when there is nothing to show (no known duration). */
export function planStoryboard(probe: SourceProbe, limits = STORYBOARD_LIMITS): StoryboardPlan | null {
  const { durationSeconds: duration, width, height } = probe;
  if (!(duration > 0) || !(width > 0) || !(height > 0)) return null;
  const intervalSeconds = Math.max(limits.minIntervalSeconds, Math.ceil(duration / limits.maxTiles));
  const count = Math.max(1, Math.ceil(duration / intervalSeconds));
  const longSide = Math.min(limits.tileSize, even(Math.max(width, height)));
  const tileWidth = width >= height ? longSide : even((longSide * width) / height);
  const tileHeight = width >= height ? even((longSide * height) / width) : longSide;
  const columns = Math.min(limits.columns, count);
  const rowsPerSheet = Math.min(limits.rowsPerSheet, Math.ceil(count / columns));
  const sheets = Math.ceil(count / (columns * rowsPerSheet));
  return { intervalSeconds, count, tileWidth, tileHeight, columns, rowsPerSheet, sheets, durationSeconds: duration };
}

/**
 * The filter chain of a storyboard: the first frame at or after each multiple of the interval (at
 * most `count`), scaled to a tile, tiled into sheets.
 */
export function storyboardFilter(plan: StoryboardPlan): string {
  const select = `select='lt(selected_n,${plan.count})*gte(t,selected_n*${plan.intervalSeconds})'`;
  return (
    `setpts=PTS-STARTPTS,${select},scale=${plan.tileWidth}:${plan.tileHeight}:flags=bilinear,setsar=1,` +
    `tile=${plan.columns}x${plan.rowsPerSheet}`
  );
}

/** Output options of the sprite sheets: storyboard-0.jpg, storyboard-1.jpg, … in `outputDir`. */
export function storyboardOutput(outputDir: string, plan: StoryboardPlan): string[] {
  return [
    '-fps_mode',
    'passthrough',
    '-frames:v',
    String(plan.sheets),
    '-q:v',
    '5',
    '-start_number',
    '0',
    join(outputDir, `${STORYBOARD_FILE.spritePrefix}%d.jpg`),
  ];
}

/** A storyboard pass of its own (the ladder's pass makes one as a further output; see `ladderArgs`). */
export function storyboardArgs(input: string, outputDir: string, plan: StoryboardPlan, threads: number): string[] {
  return [
    ...QUIET_ARGS,
    '-threads',
    String(threads),
    ...inputArgs(input),
    '-an',
    '-sn',
    '-dn',
    '-vf',
    storyboardFilter(plan),
    ...storyboardOutput(outputDir, plan),
  ];
}

/** `hh:mm:ss.mmm` */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The WebVTT of the first `sheets` sheets' tiles: consecutive cues from 0 to the end of the video. */
export function storyboardVtt(plan: StoryboardPlan, sheets = plan.sheets): string {
  const perSheet = plan.columns * plan.rowsPerSheet;
  const count = Math.min(plan.count, sheets * perSheet);
  const lines = ['WEBVTT', ''];
  for (let i = 0; i < count; i++) {
    const start = i * plan.intervalSeconds;
    const end = i === count - 1 ? plan.durationSeconds : (i + 1) * plan.intervalSeconds;
    const index = i % perSheet;
    const x = (index % plan.columns) * plan.tileWidth;
    const y = Math.floor(index / plan.columns) * plan.tileHeight;
    const sprite = `${STORYBOARD_FILE.spritePrefix}${Math.floor(i / perSheet)}.jpg`;
    lines.push(
      `${vttTimestamp(start)} --> ${vttTimestamp(end)}`,
      `${sprite}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`,
      '',
    );
  }
  return lines.join('\n');
}

export interface StoryboardOptions {
  threads: number;
  logger: Logger;
  /** True once the process is stopping: an interrupted storyboard then fails the job (it is run again). */
  stopping: () => boolean;
}

/**
 * Writes the sprite sheets (a pass of their own) and the WebVTT into `outputDir`; returns the
 * WebVTT's file name, or null when no storyboard could be made (the video is fine without one; what
 * was written is removed).
 */
export async function makeStoryboard(
  input: string,
  outputDir: string,
  probe: SourceProbe,
  options: StoryboardOptions,
): Promise<string | null> {
  const plan = planStoryboard(probe);
  if (!plan) return null;
  const started = Date.now();
  try {
    await ffmpeg(storyboardArgs(input, outputDir, plan, options.threads));
    return await finishStoryboard(outputDir, plan, options.logger, (Date.now() - started) / 1000);
  } catch (err) {
    if (options.stopping()) throw err;
    options.logger.warn({ err }, 'no storyboard: the video is published without seek-bar thumbnails');
    await removeStoryboard(outputDir).catch(() => undefined);
    return null;
  }
}

/**
 * After the sprite sheets were written (by the ladder's pass or a pass of their own): the WebVTT of
 * the sheets that exist, and its file name. Throws when there is no sheet.
 */
export async function finishStoryboard(
  outputDir: string,
  plan: StoryboardPlan,
  logger: Logger,
  seconds?: number,
): Promise<string> {
  // A video stream shorter than the container's duration yields fewer sheets: cues for those made.
  const made = new Set(await readdir(outputDir));
  let sheets = 0;
  while (sheets < plan.sheets && made.has(`${STORYBOARD_FILE.spritePrefix}${sheets}.jpg`)) sheets++;
  if (sheets === 0) throw new Error('ffmpeg wrote no sprite sheet');
  await writeFile(join(outputDir, STORYBOARD_FILE.vtt), storyboardVtt(plan, sheets));
  logger.info({ storyboard: { ...plan, sheets }, seconds }, 'storyboard made');
  return STORYBOARD_FILE.vtt;
}

async function removeStoryboard(dir: string): Promise<void> {
  const files = await readdir(dir);
  const ours = files.filter((f) => f === STORYBOARD_FILE.vtt || STORYBOARD_FILE.sprite.test(f));
  await Promise.all(ours.map((f) => rm(join(dir, f), { force: true })));
}
