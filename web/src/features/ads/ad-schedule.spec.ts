import { describe, expect, it } from 'vitest';
import { breakKey, crossedBreak, pendingPreroll, secondsLeft, sessionPlayedBreaks } from './ad-schedule';

const breaks = [
  { id: 'preroll', offsetSeconds: 0 },
  { id: 'midroll-1', offsetSeconds: 60 },
  { id: 'midroll-2', offsetSeconds: 120 },
];

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
}

describe('ad schedule', () => {
  it('plays the pre-roll once', () => {
    expect(pendingPreroll(breaks, new Set())?.id).toBe('preroll');
    expect(pendingPreroll(breaks, new Set([breakKey(breaks[0]!)]))).toBeNull();
  });

  it('plays a mid-roll when playback crosses it, once', () => {
    expect(crossedBreak(breaks, new Set(), 59.8, 60.1)?.play.id).toBe('midroll-1');
    expect(crossedBreak(breaks, new Set([breakKey(breaks[1]!)]), 59.8, 60.1)).toBeNull();
    expect(crossedBreak(breaks, new Set(), 30, 59)).toBeNull();
  });

  it('plays only the last break a seek forward passes, and none for a seek back', () => {
    const crossed = crossedBreak(breaks, new Set(), 10, 130);
    expect(crossed?.play.id).toBe('midroll-2');
    expect(crossed?.passed.map((b) => b.id)).toEqual(['midroll-1', 'midroll-2']);
    expect(crossedBreak(breaks, new Set(), 130, 10)).toBeNull();
  });

  it('remembers played breaks per title for the session', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    sessionPlayedBreaks('v1', storage).add(['preroll@0']);
    expect([...sessionPlayedBreaks('v1', storage).read()]).toEqual(['preroll@0']);
    expect(sessionPlayedBreaks('v2', storage).read().size).toBe(0);
    storage.setItem('streamhub.ads.played.v3', 'not json');
    expect(sessionPlayedBreaks('v3', storage).read().size).toBe(0);
  });

  it('counts down in whole seconds', () => {
    expect(secondsLeft(15, 0)).toBe(15);
    expect(secondsLeft(15, 14.2)).toBe(1);
    expect(secondsLeft(15, 15)).toBe(0);
    expect(secondsLeft(Number.NaN, 1)).toBe(0);
  });
});
