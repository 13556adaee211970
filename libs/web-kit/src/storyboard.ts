import { useEffect, useState } from 'react';

/**
 * Storyboard thumbnails (the viewer's seek bar, the admin's markers preview): a strict reader of the storyboard WebVTT the media worker writes (cues whose
 * text is `sprite.jpg#xywh=x,y,w,h`, relative to the WebVTT), and the lookup of a time's tile.
 */

export interface StoryboardTile {
  start: number;
  end: number;
  /** Absolute URL of the sprite sheet. */
  sprite: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bounds of what is read (the worker writes at most a few hundred cues, a few tens of KB). */
export const STORYBOARD_MAX_BYTES = 512 * 1024;
export const STORYBOARD_MAX_CUES = 5000;

const TIMING = /^((?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})[ \t]+-->[ \t]+((?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3})(?:[ \t].*)?$/;
const TILE = /^([^#\s]+)#xywh=(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/;

function seconds(timestamp: string): number {
  const parts = timestamp.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * The tiles of a storyboard WebVTT, in time order; sprite URLs resolved against `baseUrl` and kept
 * to its origin. Throws on anything that is not such a file.
 */
export function parseStoryboard(text: string, baseUrl: string): StoryboardTile[] {
  if (text.length > STORYBOARD_MAX_BYTES) throw new Error('The storyboard is too large');
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) throw new Error('Not a WebVTT file');
  const base = new URL(baseUrl);
  const tiles: StoryboardTile[] = [];
  let i = 1;
  while (i < lines.length) {
    // One block: lines up to the next blank line.
    if (lines[i]!.trim() === '') {
      i++;
      continue;
    }
    const block: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== '') block.push(lines[i++]!);
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!)) continue;
    // An optional cue identifier, then the timing line, then the tile.
    const timingAt = TIMING.test(block[0]!) ? 0 : 1;
    const timing = TIMING.exec(block[timingAt] ?? '');
    if (!timing) throw new Error(`Bad cue timing: ${block[timingAt] ?? block[0]}`);
    const payload = block.slice(timingAt + 1);
    const tile = payload.length === 1 ? TILE.exec(payload[0]!.trim()) : null;
    if (!tile) throw new Error(`Bad cue: ${payload.join(' ')}`);
    const start = seconds(timing[1]!);
    const end = seconds(timing[2]!);
    if (end <= start) throw new Error(`Empty cue: ${timing[0]}`);
    const sprite = new URL(tile[1]!, base);
    if (sprite.origin !== base.origin) throw new Error('Sprite sheets must come from the storyboard’s origin');
    const [width, height] = [Number(tile[4]), Number(tile[5])];
    if (width === 0 || height === 0) throw new Error('Empty tile');
    tiles.push({ start, end, sprite: sprite.href, x: Number(tile[2]), y: Number(tile[3]), width, height });
    if (tiles.length > STORYBOARD_MAX_CUES) throw new Error('Too many cues');
  }
  return tiles.sort((a, b) => a.start - b.start);
}

/** The tile shown at `time`: the last one starting at or before it (the first before any). */
export function tileAt(tiles: readonly StoryboardTile[], time: number): StoryboardTile | null {
  if (tiles.length === 0 || !Number.isFinite(time)) return null;
  let low = 0;
  let high = tiles.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (tiles[mid]!.start <= time) low = mid;
    else high = mid - 1;
  }
  return tiles[low]!;
}

/** The storyboard's tiles, read once per URL; none when there is no storyboard or it cannot be read. */
export function useStoryboard(url: string | undefined | null): StoryboardTile[] {
  const [tiles, setTiles] = useState<StoryboardTile[]>([]);
  useEffect(() => {
    setTiles([]);
    if (!url) return;
    const controller = new AbortController();
    const absolute = new URL(url, window.location.href).href;
    fetch(absolute, { signal: controller.signal })
      .then((res) => {
        if (!res.ok) throw new Error(`storyboard: HTTP ${res.status}`);
        return res.text();
      })
      .then((text) => setTiles(parseStoryboard(text, absolute)))
      // Thumbnails are an extra: what shows them works the same without.
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return tiles;
}
