import { describe, expect, it } from 'vitest';
import { parseStoryboard, tileAt } from './storyboard';

const BASE = 'http://127.0.0.1:5173/api/v1/media/s/TOKEN/storyboard.vtt';

const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'storyboard-0.jpg#xywh=0,0,160,90',
  '',
  'NOTE written by the media worker',
  '',
  'tile-2',
  '00:00:02.000 --> 00:00:04.000',
  'storyboard-0.jpg#xywh=160,0,160,90',
  '',
  '01:00:04.000 --> 01:00:05.500 align:start',
  'storyboard-1.jpg#xywh=0,90,160,90',
  '',
].join('\n');

describe('parseStoryboard', () => {
  it('reads each cue’s time range and tile, resolving sprites next to the WebVTT', () => {
    expect(parseStoryboard(VTT, BASE)).toEqual([
      {
        start: 0,
        end: 2,
        sprite: 'http://127.0.0.1:5173/api/v1/media/s/TOKEN/storyboard-0.jpg',
        x: 0,
        y: 0,
        width: 160,
        height: 90,
      },
      {
        start: 2,
        end: 4,
        sprite: 'http://127.0.0.1:5173/api/v1/media/s/TOKEN/storyboard-0.jpg',
        x: 160,
        y: 0,
        width: 160,
        height: 90,
      },
      {
        start: 3604,
        end: 3605.5,
        sprite: 'http://127.0.0.1:5173/api/v1/media/s/TOKEN/storyboard-1.jpg',
        x: 0,
        y: 90,
        width: 160,
        height: 90,
      },
    ]);
  });

  it('accepts a byte-order mark, CRLF line ends and minutes-only timestamps', () => {
    const text = '\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:03.000\r\nsprite.jpg#xywh=0,0,10,10\r\n';
    expect(parseStoryboard(text, BASE)).toMatchObject([{ start: 1, end: 3, width: 10 }]);
  });

  it('refuses what is not a storyboard', () => {
    expect(() => parseStoryboard('<html>', BASE)).toThrow('Not a WebVTT file');
    expect(() => parseStoryboard('WEBVTT\n\n00:00:00.000 -> 00:00:02.000\na.jpg#xywh=0,0,1,1', BASE)).toThrow(
      'Bad cue timing',
    );
    expect(() => parseStoryboard('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello there', BASE)).toThrow('Bad cue');
    expect(() => parseStoryboard('WEBVTT\n\n00:00:02.000 --> 00:00:02.000\na.jpg#xywh=0,0,1,1', BASE)).toThrow(
      'Empty cue',
    );
    expect(() => parseStoryboard('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\na.jpg#xywh=0,0,0,9', BASE)).toThrow(
      'Empty tile',
    );
    expect(() => parseStoryboard('WEBVTT\n\n'.padEnd(600 * 1024, ' '), BASE)).toThrow('too large');
  });

  it('keeps sprite sheets to the storyboard’s own origin', () => {
    const elsewhere = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nhttps://evil.example/a.jpg#xywh=0,0,1,1';
    expect(() => parseStoryboard(elsewhere, BASE)).toThrow('origin');
    const protocolRelative = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\n//evil.example/a.jpg#xywh=0,0,1,1';
    expect(() => parseStoryboard(protocolRelative, BASE)).toThrow('origin');
  });
});

describe('tileAt', () => {
  const tiles = parseStoryboard(VTT, BASE);

  it('finds the tile whose range holds the time', () => {
    expect(tileAt(tiles, 0)?.x).toBe(0);
    expect(tileAt(tiles, 1.99)?.x).toBe(0);
    expect(tileAt(tiles, 2)?.x).toBe(160);
    expect(tileAt(tiles, 3604.2)?.sprite).toMatch(/storyboard-1\.jpg$/);
  });

  it('clamps before the first and after the last tile, and has nothing without tiles', () => {
    expect(tileAt(tiles, -5)).toBe(tiles[0]);
    expect(tileAt(tiles, 99_999)).toBe(tiles[2]);
    expect(tileAt([], 1)).toBeNull();
    expect(tileAt(tiles, Number.NaN)).toBeNull();
  });
});
