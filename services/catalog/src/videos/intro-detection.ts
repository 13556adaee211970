import { AUDIO_FINGERPRINT } from '@streamhub/contracts';

/**
 * Finding a series' intro from the chromaprint fingerprints of its parts' sound: the longest
 * stretch two parts share (at any offset in either) is the intro of both. Pure functions; catalog
 * runs them when a part's transcode completes (see IntroMarkersService).
 *
 * Each fingerprint item is a 32-bit hash of about 2.7 s of chroma from its index × itemSeconds on,
 * weighted to the start of that window: items of the same sound differ in a bit or two (encoding,
 * frame alignment), of unrelated sound in about half. So where a shared stretch begins is read well
 * from the first matching item, but where it ends is blurred by the window; the worker therefore
 * also fingerprints the sound played backwards, whose first matching item gives the end as sharply.
 */

/** Items that differ in at most this many bits are the same sound. */
export const MATCH_BITS = 2;
/** A single odd item inside a shared stretch does not end it. */
const MAX_GAP_ITEMS = 1;
/** Shortest stretch taken for an intro, in items (~1 s of matching hashes: a shared sound of ~3 s). */
export const MIN_RUN_ITEMS = 8;
/**
 * Silence and a steady tone hash to the same item again and again, and match any other silence: a
 * stretch must be made of at least this share of distinct items to count.
 */
const MIN_DISTINCT_SHARE = 0.3;
/**
 * Measured on ffmpeg's chromaprint: the first matching item begins this much before the shared
 * sound (its hash weighs the start of its window lightly).
 */
export const START_LEAD_SECONDS = 0.3;
/** Intros sit near the start: offsets between two parts beyond this are not searched. */
const MAX_SHIFT_SECONDS = 120;

export interface SharedRun {
  /** Index of the first matching item in each fingerprint. */
  aStart: number;
  bStart: number;
  /** Items from the first to the last matching one. */
  length: number;
}

export interface IntroSpan {
  start: number;
  end: number;
}

/** A fingerprint as the worker sends it (base64 of little-endian uint32 items); empty when unreadable. */
export function decodeFingerprint(base64: string | null | undefined): Uint32Array {
  if (!base64) return new Uint32Array(0);
  const bytes = Buffer.from(base64, 'base64');
  const items = new Uint32Array(Math.floor(bytes.length / 4));
  for (let i = 0; i < items.length; i++) items[i] = bytes.readUInt32LE(i * 4);
  return items;
}

export function encodeFingerprint(items: ArrayLike<number>): string {
  const bytes = Buffer.alloc(items.length * 4);
  for (let i = 0; i < items.length; i++) bytes.writeUInt32LE(items[i]! >>> 0, i * 4);
  return bytes.toString('base64');
}

function bitsSet(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function distinctShare(items: Uint32Array, start: number, length: number): number {
  return new Set(items.subarray(start, start + length)).size / length;
}

/**
 * The longest stretch of items `a` and `b` share, over every offset of one against the other up
 * to `maxShiftItems`; null when none is long and varied enough.
 */
export function longestSharedRun(
  a: Uint32Array,
  b: Uint32Array,
  maxShiftItems = Math.round(MAX_SHIFT_SECONDS / AUDIO_FINGERPRINT.itemSeconds),
): SharedRun | null {
  let best: SharedRun | null = null;
  const consider = (aStart: number, bStart: number, length: number) => {
    if (length < MIN_RUN_ITEMS || (best && length <= best.length)) return;
    if (distinctShare(a, aStart, length) < MIN_DISTINCT_SHARE) return;
    best = { aStart, bStart, length };
  };
  for (let shift = -Math.min(maxShiftItems, a.length); shift <= Math.min(maxShiftItems, b.length); shift++) {
    // Item i of a against item i + shift of b.
    const from = Math.max(0, -shift);
    const to = Math.min(a.length, b.length - shift);
    let runStart = -1;
    let lastMatch = -1;
    for (let i = from; i < to; i++) {
      if (bitsSet((a[i]! ^ b[i + shift]!) >>> 0) <= MATCH_BITS) {
        if (runStart < 0) runStart = i;
        lastMatch = i;
      } else if (runStart >= 0 && i - lastMatch > MAX_GAP_ITEMS) {
        consider(runStart, runStart + shift, lastMatch - runStart + 1);
        runStart = -1;
      }
    }
    if (runStart >= 0) consider(runStart, runStart + shift, lastMatch - runStart + 1);
  }
  return best;
}

/** Seconds from the start of the sound at which a run of matching items from item `start` begins. */
export function runStartSeconds(start: number): number {
  return Math.max(0, start * AUDIO_FINGERPRINT.itemSeconds + START_LEAD_SECONDS);
}

export interface FingerprintedPart {
  id: string;
  /** The fingerprint of the first `seconds` of the sound, and of the same sound played backwards. */
  forward: Uint32Array;
  reversed: Uint32Array;
  seconds: number;
  durationSeconds: number;
}

/**
 * Each part's intro: the longest stretch it shares with any other part of its series, its start
 * from the forward fingerprints and its end from the backward ones. A part that shares nothing
 * long enough has none (absent from the map). With `focusId`, only that part is compared with
 * the others (a part that has just been transcoded), not every pair.
 */
export function detectIntros(parts: readonly FingerprintedPart[], focusId?: string): Map<string, IntroSpan> {
  const best = new Map<string, { length: number; span: IntroSpan }>();
  const keep = (part: FingerprintedPart, length: number, forwardStart: number, reversedStart: number) => {
    const round = (seconds: number) => Math.round(seconds * 10) / 10;
    const start = round(runStartSeconds(forwardStart));
    const end = round(Math.min(part.durationSeconds, part.seconds - runStartSeconds(reversedStart)));
    const current = best.get(part.id);
    if (end > start && (!current || length > current.length)) best.set(part.id, { length, span: { start, end } });
  };
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      const [a, b] = [parts[i]!, parts[j]!];
      if (focusId !== undefined && a.id !== focusId && b.id !== focusId) continue;
      const forward = longestSharedRun(a.forward, b.forward);
      const backward = forward && longestSharedRun(a.reversed, b.reversed);
      if (!forward || !backward) continue;
      keep(a, forward.length, forward.aStart, backward.aStart);
      keep(b, forward.length, forward.bStart, backward.bStart);
    }
  }
  return new Map([...best].map(([id, { span }]) => [id, span]));
}
