import { describe, expect, it } from 'vitest';
import { TRAILER_MAX_HEIGHT, buildTrailerLadder } from './trailer';

describe('buildTrailerLadder', () => {
  it('keeps the main ladder rungs up to 480p for a 1080p source', () => {
    expect(buildTrailerLadder({ width: 1920, height: 1080 }).map((r) => `${r.width}x${r.height}`)).toEqual([
      '854x480',
      '640x360',
    ]);
  });

  it('never upscales: a 360p source gets 360 only, a tiny source its own size', () => {
    expect(buildTrailerLadder({ width: 640, height: 360 }).map((r) => r.height)).toEqual([360]);
    expect(buildTrailerLadder({ width: 320, height: 240 }).map((r) => `${r.width}x${r.height}`)).toEqual(['320x240']);
  });

  it('is never taller than its cap, whatever the source', () => {
    for (const height of [400, 480, 600, 720, 1440, 2160]) {
      const ladder = buildTrailerLadder({ width: Math.round((height * 16) / 9), height });
      expect(ladder.length).toBeGreaterThan(0);
      expect(Math.max(...ladder.map((r) => r.height))).toBeLessThanOrEqual(Math.min(TRAILER_MAX_HEIGHT, height));
    }
  });
});
