import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_STATE,
  FINISHED_PERCENT,
  expiresInMinutes,
  formatClock,
  keyTarget,
  qualityHeights,
  refetchDelayMs,
  resumePosition,
  wantsAutoplay,
  withLatestToken,
} from './playback';

describe('player helpers', () => {
  it('reads "<n> minutes"', () => {
    expect(expiresInMinutes('60 minutes')).toBe(60);
    expect(expiresInMinutes('1 minute')).toBe(1);
    expect(expiresInMinutes(null)).toBeNull();
    expect(expiresInMinutes('soon')).toBeNull();
  });

  it('refetches 1 s after the URL comes within 5 minutes of expiry', () => {
    const fetchedAt = 1_000_000;
    expect(refetchDelayMs('60 minutes', fetchedAt, fetchedAt)).toBe(55 * 60_000 + 1000);
    expect(refetchDelayMs('60 minutes', fetchedAt, fetchedAt + 10 * 60_000)).toBe(45 * 60_000 + 1000);
    expect(refetchDelayMs('3 minutes', fetchedAt, fetchedAt)).toBe(1000);
    expect(refetchDelayMs(null, fetchedAt, fetchedAt)).toBeNull();
  });

  it('moves segment URLs to the latest signed token and leaves others alone', () => {
    const latest = '/api/v1/media/s/NEW.tok/manifest.mpd';
    expect(withLatestToken('http://h/api/v1/media/s/OLD.tok/chunk-0-00002.m4s', latest)).toBe(
      'http://h/api/v1/media/s/NEW.tok/chunk-0-00002.m4s',
    );
    expect(withLatestToken('http://h/other/x.m4s', latest)).toBe('http://h/other/x.m4s');
  });

  it('lists each quality once, tallest first', () => {
    expect(qualityHeights([{ height: 360 }, { height: 720 }, { height: 360 }, { height: null }, {}])).toEqual([
      720, 360,
    ]);
  });

  it('formats the clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

describe('resumePosition', () => {
  it('starts at ?t= when given, whatever the history says', () => {
    expect(resumePosition(42, { positionSeconds: 10, percent: 20 })).toBe(42);
  });

  it('resumes where the viewer left off', () => {
    expect(resumePosition(0, { positionSeconds: 73.5, percent: 40 })).toBe(73.5);
  });

  it('starts over after a finished viewing, and without history', () => {
    expect(resumePosition(0, { positionSeconds: 118, percent: FINISHED_PERCENT })).toBe(0);
    expect(resumePosition(Number.NaN, undefined)).toBe(0);
  });
});

describe('wantsAutoplay', () => {
  it('starts by itself only when the navigation asked for it', () => {
    expect(wantsAutoplay(AUTOPLAY_STATE)).toBe(true);
    expect(wantsAutoplay(null)).toBe(false);
    expect(wantsAutoplay(undefined)).toBe(false);
    expect(wantsAutoplay({ from: '/watch/x' })).toBe(false);
    expect(wantsAutoplay({ autoplay: 'true' })).toBe(false);
  });
});

describe('keyTarget', () => {
  it('moves 5 s with the arrows, within the video, and to either end with Home and End', () => {
    expect(keyTarget('ArrowRight', 10, 60)).toBe(15);
    expect(keyTarget('ArrowUp', 58, 60)).toBe(60);
    expect(keyTarget('ArrowLeft', 3, 60)).toBe(0);
    expect(keyTarget('ArrowDown', 30, 60)).toBe(25);
    expect(keyTarget('Home', 30, 60)).toBe(0);
    expect(keyTarget('End', 30, 60)).toBe(60);
    expect(keyTarget('Tab', 30, 60)).toBeNull();
  });
});
