import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ffmpeg, probe as probeFile } from './ffmpeg';
import { DEFAULT_ENCODE, ladderArgs } from './ffmpeg-args';
import { buildLadder, type SourceProbe } from './ladder';
import {
  STORYBOARD_LIMITS,
  finishStoryboard,
  makeStoryboard,
  planStoryboard,
  storyboardArgs,
  storyboardFilter,
  storyboardOutput,
  storyboardVtt,
  vttTimestamp,
} from './storyboard';

const probe = (durationSeconds: number, width = 1920, height = 1080): SourceProbe => ({
  durationSeconds,
  width,
  height,
  fps: 25,
  hasAudio: true,
});

describe('planStoryboard', () => {
  it('takes a tile every 2 s of a short clip, 160 px wide at the source aspect, in one sheet', () => {
    expect(planStoryboard(probe(12, 854, 480))).toEqual({
      intervalSeconds: 2,
      count: 6,
      tileWidth: 160,
      tileHeight: 90,
      columns: 6,
      rowsPerSheet: 1,
      sheets: 1,
      durationSeconds: 12,
    });
  });

  it('widens the interval so a long video stays within 200 tiles, 100 per sheet', () => {
    const plan = planStoryboard(probe(2 * 3600))!;
    expect(plan.intervalSeconds).toBe(36);
    expect(plan.count).toBe(200);
    expect(plan).toMatchObject({ columns: 10, rowsPerSheet: 10, sheets: 2 });
    const hourAndABit = planStoryboard(probe(3601))!;
    expect(hourAndABit.intervalSeconds).toBe(19);
    expect(hourAndABit.count).toBeLessThanOrEqual(STORYBOARD_LIMITS.maxTiles);
  });

  it('keeps portrait and 4:3 tiles within 160 px, even-sized, and never upscales a tiny source', () => {
    expect(planStoryboard(probe(10, 1080, 1920))).toMatchObject({ tileWidth: 90, tileHeight: 160 });
    expect(planStoryboard(probe(10, 320, 240))).toMatchObject({ tileWidth: 160, tileHeight: 120 });
    expect(planStoryboard(probe(10, 96, 64))).toMatchObject({ tileWidth: 96, tileHeight: 64 });
  });

  it('makes none when the duration is unknown', () => {
    expect(planStoryboard(probe(0))).toBeNull();
  });
});

describe('storyboardArgs', () => {
  it('selects, scales and tiles in one pass, at most one image per sheet', () => {
    const plan = planStoryboard(probe(250))!;
    const args = storyboardArgs('/in/source', '/out', plan, 2);
    expect(args[args.indexOf('-vf') + 1]).toBe(
      "setpts=PTS-STARTPTS,select='lt(selected_n,125)*gte(t,selected_n*2)'," +
        'scale=160:90:flags=bilinear,setsar=1,tile=10x10',
    );
    expect(args[args.indexOf('-frames:v') + 1]).toBe('2');
    expect(args.at(-1)).toBe('/out/storyboard-%d.jpg');
  });
});

describe('storyboardVtt', () => {
  it('maps consecutive time ranges to tiles across sheets, the last cue ending with the video', () => {
    const plan = planStoryboard(probe(250))!; // 125 tiles of 2 s: 100 in sheet 0, 25 in sheet 1
    const vtt = storyboardVtt(plan);
    const cues = vtt.trimEnd().split('\n\n').slice(1);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues).toHaveLength(125);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:02.000\nstoryboard-0.jpg#xywh=0,0,160,90');
    expect(cues[11]).toBe('00:00:22.000 --> 00:00:24.000\nstoryboard-0.jpg#xywh=160,90,160,90');
    expect(cues[99]).toBe('00:03:18.000 --> 00:03:20.000\nstoryboard-0.jpg#xywh=1440,810,160,90');
    expect(cues[100]).toBe('00:03:20.000 --> 00:03:22.000\nstoryboard-1.jpg#xywh=0,0,160,90');
    expect(cues[124]).toBe('00:04:08.000 --> 00:04:10.000\nstoryboard-1.jpg#xywh=640,180,160,90');
  });

  it('ends the last cue at a fractional duration, and only covers the sheets that were made', () => {
    const plan = planStoryboard(probe(12.345))!;
    expect(storyboardVtt(plan).trimEnd().split('\n').slice(-2)).toEqual([
      '00:00:12.000 --> 00:00:12.345',
      'storyboard-0.jpg#xywh=960,0,160,90',
    ]);
    const long = planStoryboard(probe(250))!;
    expect(storyboardVtt(long, 1).split('\n\n').slice(1).filter(Boolean)).toHaveLength(100);
  });

  it('writes hours', () => {
    expect(vttTimestamp(3725.5)).toBe('01:02:05.500');
  });
});

/** A 5 s test-card clip at 10 fps in `dir`. */
async function testClip(dir: string, size: string): Promise<string> {
  const clip = join(dir, 'clip.mp4');
  await ffmpeg([
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=10`,
    '-t',
    '5',
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
  return clip;
}

describe('the ladder pass with stills and a storyboard (ffmpeg)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the renditions, a portrait poster, a thumbnail and the sprite sheet in one run', async () => {
    dir = await mkdtemp(join(tmpdir(), 'streamhub-ladder-extras-'));
    const clip = await testClip(dir, '640x360');
    const out = join(dir, 'stream');
    await mkdir(out);
    const info = await probeFile(clip);
    const plan = planStoryboard(info)!;
    await ffmpeg(
      ladderArgs(clip, out, info, buildLadder(info), DEFAULT_ENCODE, {
        stills: [
          { path: join(dir, 'poster.jpg'), atSeconds: 0.5, height: 360, portrait: true },
          { path: join(dir, 'thumb.jpg'), atSeconds: 0.5, height: 180 },
        ],
        storyboard: { filter: storyboardFilter(plan), output: storyboardOutput(out, plan) },
      }),
    );
    expect(await probeFile(join(dir, 'poster.jpg'))).toMatchObject({ width: 240, height: 360 });
    expect(await probeFile(join(dir, 'thumb.jpg'))).toMatchObject({ width: 320, height: 180 });
    // 5 s: tiles at 0, 2 and 4 s, 160x90, in one 3x1 sheet.
    expect(await probeFile(join(out, 'storyboard-0.jpg'))).toMatchObject({ width: 480, height: 90 });
    expect(await finishStoryboard(out, plan, pino({ level: 'silent' }))).toBe('storyboard.vtt');
    expect(await readdir(out)).toEqual(expect.arrayContaining(['manifest.mpd', 'master.m3u8', 'storyboard.vtt']));
  }, 60_000);
});

describe('makeStoryboard (ffmpeg)', () => {
  const logger = pino({ level: 'silent' });
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes the sprite sheet and the WebVTT of a clip', async () => {
    dir = await mkdtemp(join(tmpdir(), 'streamhub-storyboard-'));
    const clip = await testClip(dir, '320x240');
    const out = join(dir, 'out');
    await mkdir(out);

    const name = await makeStoryboard(clip, out, await probeFile(clip), { threads: 1, logger, stopping: () => false });
    expect(name).toBe('storyboard.vtt');
    expect((await readdir(out)).sort()).toEqual(['storyboard-0.jpg', 'storyboard.vtt']);
    // 5 s: tiles at 0, 2 and 4 s, 160x120, in one 3x1 sheet.
    expect(await readFile(join(out, 'storyboard.vtt'), 'utf8')).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:02.000\nstoryboard-0.jpg#xywh=0,0,160,120\n\n' +
        '00:00:02.000 --> 00:00:04.000\nstoryboard-0.jpg#xywh=160,0,160,120\n\n' +
        '00:00:04.000 --> 00:00:05.000\nstoryboard-0.jpg#xywh=320,0,160,120\n',
    );
    expect(await probeFile(join(out, 'storyboard-0.jpg'))).toMatchObject({ width: 480, height: 120 });
  });

  it('gives up without failing when ffmpeg cannot read the source, and leaves nothing behind', async () => {
    dir = await mkdtemp(join(tmpdir(), 'streamhub-storyboard-'));
    const bad = join(dir, 'bad.mp4');
    await writeFile(bad, 'not a video');
    const out = join(dir, 'out');
    await mkdir(out);
    await writeFile(join(out, 'manifest.mpd'), '<MPD/>');
    const options = { threads: 1, logger, stopping: () => false };
    expect(await makeStoryboard(bad, out, probe(12, 854, 480), options)).toBeNull();
    expect(await readdir(out)).toEqual(['manifest.mpd']);
    // A worker that is stopping fails the job instead, so it runs again after the restart.
    await expect(makeStoryboard(bad, out, probe(12, 854, 480), { ...options, stopping: () => true })).rejects.toThrow(
      'ffmpeg failed',
    );
  });
});
