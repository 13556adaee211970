import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_STATE,
  doubleTapSeek,
  playerCommand,
  FINISHED_PERCENT,
  expiresInMinutes,
  formatClock,
  keyTarget,
  qualityHeights,
  activeVideoCodec,
  preferredVideo,
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

describe('player shortcuts', () => {
  const on = (tagName: string, extra: Record<string, unknown> = {}) =>
    ({ tagName, ...extra }) as unknown as EventTarget;

  it('answers the keys people know anywhere on the page', () => {
    const body = on('BODY');
    expect(playerCommand({ key: ' ', target: body })).toEqual({ kind: 'toggle-play' });
    expect(playerCommand({ key: 'k', target: body })).toEqual({ kind: 'toggle-play' });
    expect(playerCommand({ key: 'J', target: body })).toEqual({ kind: 'seek', by: -10 });
    expect(playerCommand({ key: 'l', target: body })).toEqual({ kind: 'seek', by: 10 });
    expect(playerCommand({ key: 'ArrowLeft', target: body })).toEqual({ kind: 'seek', by: -5 });
    expect(playerCommand({ key: 'ArrowRight', target: body })).toEqual({ kind: 'seek', by: 5 });
    expect(playerCommand({ key: 'ArrowUp', target: body })).toEqual({ kind: 'volume', by: 0.1 });
    expect(playerCommand({ key: 'm', target: body })).toEqual({ kind: 'toggle-mute' });
    expect(playerCommand({ key: 'f', target: body })).toEqual({ kind: 'toggle-fullscreen' });
    expect(playerCommand({ key: 'x', target: body })).toBeNull();
  });

  it('leaves keys alone while typing, with modifiers, and where a focused control handles them', () => {
    expect(playerCommand({ key: 'k', target: on('INPUT', { type: 'search' }) })).toBeNull();
    expect(playerCommand({ key: 'm', target: on('TEXTAREA') })).toBeNull();
    expect(playerCommand({ key: 'ArrowDown', target: on('SELECT') })).toBeNull();
    expect(playerCommand({ key: 'f', target: on('DIV', { isContentEditable: true }) })).toBeNull();
    expect(playerCommand({ key: 'l', ctrlKey: true, target: on('BODY') })).toBeNull();
    // A focused button's Space presses the button; its K still plays.
    expect(playerCommand({ key: ' ', target: on('BUTTON') })).toBeNull();
    expect(playerCommand({ key: 'k', target: on('BUTTON') })).toEqual({ kind: 'toggle-play' });
    // The seek bar keeps its arrows (it steps and previews), the letters still work there.
    expect(playerCommand({ key: 'ArrowLeft', target: on('INPUT', { type: 'range' }) })).toBeNull();
    expect(playerCommand({ key: 'k', target: on('INPUT', { type: 'range' }) })).toEqual({ kind: 'toggle-play' });
  });

  it('seeks by a double tap on the left or right third of the picture', () => {
    expect(doubleTapSeek(50, 390)).toBe(-10);
    expect(doubleTapSeek(195, 390)).toBe(0);
    expect(doubleTapSeek(350, 390)).toBe(10);
  });
});

describe('video codec preference', () => {
  it('asks shaka for AV1 first, then H.264', () => {
    expect(preferredVideo().map((p) => p.codec)).toEqual(['av01', 'avc1']);
  });

  it("reads the active variant's video codec", () => {
    expect(
      activeVideoCodec([
        { active: false, videoCodec: 'avc1.64001e' },
        { active: true, videoCodec: 'av01.0.04M.08' },
      ]),
    ).toBe('av01.0.04M.08');
    expect(activeVideoCodec([{ active: false, videoCodec: 'avc1.64001e' }])).toBe('');
  });
});
