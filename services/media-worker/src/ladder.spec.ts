import { describe, expect, it } from 'vitest';
import { buildLadder } from './ladder';

describe('buildLadder', () => {
  it('keeps every rung no taller than a 1080p source, widths at 16:9', () => {
    expect(buildLadder({ width: 1920, height: 1080 }).map((r) => `${r.width}x${r.height}`)).toEqual([
      '1920x1080',
      '1280x720',
      '854x480',
      '640x360',
    ]);
  });

  it('adds 4K only for a 4K source', () => {
    expect(buildLadder({ width: 3840, height: 2160 }).map((r) => r.height)).toEqual([2160, 1080, 720, 480, 360]);
    expect(buildLadder({ width: 2560, height: 1440 }).map((r) => r.height)).toEqual([1080, 720, 480, 360]);
  });

  it('never upscales: a 480p source gets 480 and 360', () => {
    expect(buildLadder({ width: 854, height: 480 }).map((r) => r.height)).toEqual([480, 360]);
  });

  it('encodes a source below the lowest rung once, at its own even size', () => {
    expect(buildLadder({ width: 321, height: 241 })).toEqual([
      { width: 322, height: 242, bitrate: expect.any(Number) },
    ]);
  });

  it('gives taller rungs more bits', () => {
    const bitrates = buildLadder({ width: 1920, height: 1080 }).map((r) => r.bitrate);
    expect([...bitrates].sort((a, b) => b - a)).toEqual(bitrates);
  });

  it('refuses a source without a video size', () => {
    expect(() => buildLadder({ width: 0, height: 0 })).toThrow('no usable video size');
  });
});
