import { describe, expect, it } from 'vitest';
import { liveLadderArgs, parseLadder, recordingArgs } from '../local/lib/live-ladder.mjs';

const valueOf = (args, flag) => args[args.indexOf(flag) + 1];

describe('live ladder', () => {
  it('parses rungs tallest first and refuses anything else', () => {
    expect(parseLadder('180:300,360:800')).toEqual([
      { height: 360, kbps: 800 },
      { height: 180, kbps: 300 },
    ]);
    expect(parseLadder('')).toHaveLength(2);
    expect(() => parseLadder('360p')).toThrow();
    expect(() => parseLadder('361:800')).toThrow();
    expect(() => parseLadder('720:1,480:1,360:1,240:1,180:1')).toThrow();
  });

  it('scales each rung from one decode and packages LL-DASH with HLS playlists', () => {
    const args = liveLadderArgs({
      input: 'rtmp://127.0.0.1:1935/live/e1',
      outDir: '/live/e1',
      rungs: parseLadder('360:800,180:300'),
      connection: 'cabc',
      dvrSeconds: 60,
    });
    expect(valueOf(args, '-filter_complex')).toBe(
      '[0:v]split=2[s0][s1];[s0]fps=25,scale=-2:360[v0];[s1]fps=25,scale=-2:180[v1]',
    );
    expect(valueOf(args, '-b:v:1')).toBe('300k');
    expect(valueOf(args, '-rw_timeout')).toBe('10000000');
    expect(valueOf(args, '-g')).toBe('50');
    expect(valueOf(args, '-ldash')).toBe('1');
    expect(valueOf(args, '-streaming')).toBe('1');
    expect(valueOf(args, '-hls_playlist')).toBe('1');
    expect(valueOf(args, '-window_size')).toBe('30');
    expect(valueOf(args, '-media_seg_name')).toBe('cabc-chunk-$RepresentationID$-$Number%05d$.m4s');
    expect(valueOf(args, '-adaptation_sets')).toBe('id=0,streams=v id=1,streams=a');
    expect(args.at(-1)).toBe('/live/e1/manifest.mpd');
  });

  it('records what the encoder sends, untouched, as a second output after the packaged one', () => {
    const args = liveLadderArgs({
      input: 'rtmp://x/live/e1',
      outDir: '/o',
      rungs: parseLadder('180:300'),
      connection: 'c1',
      recording: '/o/recording/c1.ts',
    });
    const manifest = args.indexOf('/o/manifest.mpd');
    expect(manifest).toBeGreaterThan(0);
    expect(args.slice(manifest + 1)).toEqual(recordingArgs('/o/recording/c1.ts'));
    expect(recordingArgs('/r.ts')).toEqual(['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'mpegts', '/r.ts']);
    expect(liveLadderArgs({ input: 'i', outDir: '/o', rungs: parseLadder('180:300'), connection: 'c1' }).at(-1)).toBe(
      '/o/manifest.mpd',
    );
  });

  it('leaves audio out for an encoder that sends none', () => {
    const args = liveLadderArgs({
      input: 'rtmp://x/live/e1',
      outDir: '/o',
      rungs: parseLadder('180:300'),
      connection: 'c1',
      audio: false,
    });
    expect(valueOf(args, '-filter_complex')).toBe('[0:v]fps=25,scale=-2:180[v0]');
    expect(args).not.toContain('0:a:0');
    expect(valueOf(args, '-adaptation_sets')).toBe('id=0,streams=v');
  });
});
