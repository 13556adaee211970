import { describe, expect, it } from 'vitest';
import { AUDIO_FINGERPRINT } from '@streamhub/contracts';
import {
  MATCH_BITS,
  MIN_RUN_ITEMS,
  START_LEAD_SECONDS,
  decodeFingerprint,
  detectIntros,
  encodeFingerprint,
  longestSharedRun,
  type FingerprintedPart,
} from './intro-detection';

const STEP = AUDIO_FINGERPRINT.itemSeconds;

/** Deterministic pseudo-random items (a different stream per seed), like the hashes of varied sound. */
function noise(seed: number, length: number): number[] {
  let x = seed * 2654435761 + 1;
  return Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  });
}

/** `items` with `bits` low bits flipped in each: the same sound encoded again. */
const blurred = (items: number[], bits: number) => items.map((item) => (item ^ ((1 << bits) - 1)) >>> 0);
const items = (values: number[]) => Uint32Array.from(values);

describe('decodeFingerprint', () => {
  it('reads the base64 of little-endian unsigned 32-bit items back as the items', () => {
    const values = [0, 1, 0xffffffff, 0x8000_0001, 0x1234_5678];
    expect([...decodeFingerprint(encodeFingerprint(values))]).toEqual(values);
    expect(decodeFingerprint(Buffer.from([1, 0, 0, 0, 9]).toString('base64'))).toEqual(items([1]));
    expect(decodeFingerprint(null)).toHaveLength(0);
  });
});

describe('longestSharedRun', () => {
  const intro = noise(99, 30);

  it('finds a stretch both share at different offsets, despite a bit or two of difference', () => {
    const a = items([...noise(1, 40), ...intro, ...noise(2, 50)]);
    const b = items([...noise(3, 15), ...blurred(intro, MATCH_BITS), ...noise(4, 60)]);
    expect(longestSharedRun(a, b)).toEqual({ aStart: 40, bStart: 15, length: 30 });
  });

  it('bridges a single odd item but ends the stretch at two', () => {
    const oneOff = [...intro];
    oneOff[10] = ~oneOff[10]! >>> 0;
    const a = items([...noise(1, 20), ...intro, ...noise(2, 20)]);
    expect(longestSharedRun(a, items([...noise(3, 20), ...oneOff, ...noise(4, 20)]))?.length).toBe(30);
    const twoOff = [...oneOff];
    twoOff[11] = ~twoOff[11]! >>> 0;
    expect(longestSharedRun(a, items([...noise(3, 20), ...twoOff, ...noise(4, 20)]))).toEqual({
      aStart: 32,
      bStart: 32,
      length: 18,
    });
  });

  it('does not take items differing in more bits than the same sound does', () => {
    const a = items([...noise(1, 20), ...intro]);
    expect(longestSharedRun(a, items([...noise(3, 20), ...blurred(intro, MATCH_BITS + 1)]))).toBeNull();
  });

  it('does not take a stretch shorter than the shortest intro', () => {
    const short = intro.slice(0, MIN_RUN_ITEMS - 1);
    expect(longestSharedRun(items([...noise(1, 20), ...short]), items([...noise(2, 30), ...short]))).toBeNull();
  });

  it('does not take silence or a steady tone, which hash to one item again and again', () => {
    const steady = Array.from({ length: 60 }, () => 0x0969f977);
    expect(
      longestSharedRun(items([...noise(1, 20), ...steady]), items([...noise(2, 20), ...blurred(steady, 1)])),
    ).toBeNull();
  });
});

describe('detectIntros', () => {
  /** A part of `seconds` whose intro of `introItems` items starts at item `at`. */
  function part(id: string, seed: number, at: number, intro: number[], length = 100): FingerprintedPart {
    const forward = [...noise(seed, at), ...intro, ...noise(seed + 1000, length - at - intro.length)];
    return {
      id,
      forward: items(forward),
      reversed: items([...forward].reverse()),
      seconds: length * STEP,
      durationSeconds: length * STEP,
    };
  }

  it('marks the stretch the parts of a series share as the intro of each, wherever it sits', () => {
    const intro = noise(7, 24);
    const intros = detectIntros([part('one', 1, 16, intro), part('two', 2, 16, intro), part('three', 3, 40, intro)]);
    const round = (seconds: number) => Math.round(seconds * 10) / 10;
    // Here items stand for instants: the start is where the first shared item is (plus the lead),
    // the end where the last one is, read from the sound played backwards (less the lead).
    const at = (start: number) => ({
      start: round(start * STEP + START_LEAD_SECONDS),
      end: round(100 * STEP - ((100 - start - 24) * STEP + START_LEAD_SECONDS)),
    });
    expect(intros).toEqual(
      new Map([
        ['one', at(16)],
        ['two', at(16)],
        ['three', at(40)],
      ]),
    );
  });

  it('compares only the focused part with the others when asked to', () => {
    const intro = noise(7, 24);
    const other = noise(9, 24);
    const parts = [
      part('new', 1, 16, intro),
      part('old', 2, 16, intro),
      part('a', 3, 30, other),
      part('b', 4, 30, other),
    ];
    expect([...detectIntros(parts, 'new').keys()]).toEqual(['new', 'old']);
    expect([...detectIntros(parts).keys()]).toEqual(['new', 'old', 'a', 'b']);
  });

  it('gives no intro to a part that shares nothing with the others, nor to a part alone', () => {
    const intro = noise(7, 24);
    const intros = detectIntros([
      part('one', 1, 16, intro),
      part('two', 2, 16, intro),
      part('other', 3, 16, noise(8, 24)),
    ]);
    expect([...intros.keys()]).toEqual(['one', 'two']);
    expect(detectIntros([part('one', 1, 16, intro)]).size).toBe(0);
  });
});
