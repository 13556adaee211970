import { describe, expect, it } from 'vitest';
import { chunkEncodeArgs, chunkLength, concatList, packageJoinedArgs, planChunks, timelineGaps } from './chunks';
import { DEFAULT_ENCODE } from './ffmpeg-args';

const probe = { durationSeconds: 12, width: 854, height: 480, fps: 24, hasAudio: true, audioStreams: 1 };
const ladder = [
  { width: 854, height: 480, bitrate: 1_400_000 },
  { width: 640, height: 360, bitrate: 800_000 },
];

describe('chunk plan', () => {
  it('cuts on the segment grid, leaves short sources to the one pass and folds a short tail in', () => {
    expect(chunkLength(60, 4)).toBe(60);
    expect(chunkLength(5, 4)).toBe(8);
    expect(planChunks(60, 60, 4)).toEqual([]);
    expect(planChunks(12, 4, 4)).toEqual([
      { index: 0, start: 0, seconds: 4 },
      { index: 1, start: 4, seconds: 4 },
      { index: 2, start: 8, seconds: null },
    ]);
    // 13 s in 4 s chunks: the 1 s tail rides with the last chunk.
    expect(planChunks(13, 4, 4).map((c) => [c.start, c.seconds])).toEqual([
      [0, 4],
      [4, 4],
      [8, null],
    ]);
    expect(planChunks(600, 60, 4)).toHaveLength(10);
  });

  it('encodes a chunk exactly: a decoding seek, its length, the scaling chain, keyframes every segment', () => {
    const args = chunkEncodeArgs('src.mp4', 'out.mp4', probe, ladder, 1, { index: 1, start: 4, seconds: 4 });
    const joined = args.join(' ');
    expect(joined).toContain('-ss 4.000 -i src.mp4 -t 4.000');
    expect(joined).toContain(
      '-vf scale=854:480:flags=bicubic,setdar=854/480,scale=640:360:flags=bicubic,setdar=854/480',
    );
    expect(joined).toContain('-c:v:0 libx264 -preset:v:0 veryfast -crf:v:0 23 -maxrate:v:0 800000');
    expect(joined).toContain('-g 96 -keyint_min 96 -sc_threshold 0 -force_key_frames expr:gte(t,n_forced*4)');
    expect(args).toContain('-an');
    const last = chunkEncodeArgs('src.mp4', 'out.mp4', probe, ladder, 0, { index: 2, start: 8, seconds: null });
    expect(last).not.toContain('-t');
    expect(chunkEncodeArgs('src.mp4', 'o.mp4', probe, ladder, 0, { index: 0, start: 0, seconds: 4 })).not.toContain(
      '-ss',
    );
  });

  it('joins by stream copy and packages the rungs with the source audio as the one pass does', () => {
    expect(concatList(['/a/r0-c00000.mp4', "/a/it's.mp4"])).toBe("file '/a/r0-c00000.mp4'\nfile '/a/it'\\''s.mp4'\n");
    const args = packageJoinedArgs(['r0.mp4', 'r1.mp4'], 'src.mp4', '/out', probe, DEFAULT_ENCODE).join(' ');
    expect(args).toContain('-i r0.mp4 -i r1.mp4 -i src.mp4 -map 0:v:0 -map 1:v:0 -c:v copy -map 2:a:0 -c:a aac');
    expect(args).toContain('-adaptation_sets id=0,streams=v id=1,streams=a');
    expect(args).toMatch(/\/out\/manifest\.mpd$/);
  });

  it('finds timestamp gaps in a joined rung', () => {
    const frame = 1 / 24;
    const csv = (times: number[]) => times.map((t) => `${t},${frame}`).join('\n');
    const even = Array.from({ length: 48 }, (_, i) => i * frame);
    expect(timelineGaps(csv(even))).toEqual([]);
    const gap = [...even.slice(0, 24), ...even.slice(30)];
    expect(timelineGaps(csv(gap))).toHaveLength(1);
    expect(timelineGaps(csv(gap))[0]!.at).toBeCloseTo(30 * frame, 5);
  });
});
