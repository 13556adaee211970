import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { formatClock, keyTarget, withLatestToken } from './playback';
import { tileAt, useStoryboard } from '@streamhub/web-kit';
import { useT } from '../../shared/i18n/i18n';

export interface SeekBarProps {
  current: number;
  duration: number;
  onSeek: (seconds: number) => void;
  /** Signed storyboard WebVTT; without it the bar shows no thumbnails. */
  storyboardUrl?: string;
  /** The newest signed URL of the video: sprite sheets are requested with its token. */
  latestSrc: string;
}

interface Preview {
  time: number;
  /** Pointer position over the bar, px from its left edge, and the bar's width. */
  x: number;
  width: number;
  /** Room between the top of the player and the bar, px (on phones the controls fill the player). */
  room: number;
}

/** Height of the time label under the tile and the gap to the bar, px. */
const LABEL_ROOM = 32;
/** The tile's white border, both sides, px. */
const FRAME = 4;

/** How long a keyboard seek's tile stays up, ms. */
const KEY_PREVIEW_MS = 1500;

/**
 * The seek bar; hovering it with a mouse, dragging along it (mouse or touch), or seeking with the
 * keyboard (`keyTarget`) shows the storyboard tile of that time with the time under it.
 */
export function SeekBar({ current, duration, onSeek, storyboardUrl, latestSrc }: SeekBarProps) {
  const t = useT();
  const tiles = useStoryboard(storyboardUrl);
  const [preview, setPreview] = useState<Preview | null>(null);
  const dragging = useRef(false);
  const max = Number.isFinite(duration) ? duration : 0;

  const previewAt = (e: PointerEvent<HTMLInputElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    if (box.width <= 0 || max <= 0) return;
    const x = Math.max(0, Math.min(box.width, e.clientX - box.left));
    const stage = e.currentTarget.closest('.shaka-stage')?.getBoundingClientRect();
    setPreview({ time: (x / box.width) * max, x, width: box.width, room: stage ? box.top - stage.top : Infinity });
  };
  const keyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Repeated presses step from the last one's time: the video's reported time trails the seeks.
  const lastKeyTime = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(keyTimer.current), []);
  const seekByKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const target = keyTarget(e.key, lastKeyTime.current ?? current, max);
    if (target === null || max <= 0) return;
    e.preventDefault();
    onSeek(target);
    const box = e.currentTarget.getBoundingClientRect();
    const stage = e.currentTarget.closest('.shaka-stage')?.getBoundingClientRect();
    setPreview({
      time: target,
      x: (target / max) * box.width,
      width: box.width,
      room: stage ? box.top - stage.top : Infinity,
    });
    lastKeyTime.current = target;
    clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(() => {
      lastKeyTime.current = null;
      setPreview(null);
    }, KEY_PREVIEW_MS);
  };
  const end = (e: PointerEvent<HTMLInputElement>) => {
    dragging.current = false;
    if (e.pointerType !== 'mouse') setPreview(null);
  };

  const tile = preview && tiles.length > 0 ? tileAt(tiles, preview.time) : null;
  const outer = (tile?.width ?? 0) + FRAME;
  const left = preview ? Math.max(0, Math.min(preview.width - outer, preview.x - outer / 2)) : 0;
  // Above the bar when the player has room for it there, else below (over the buttons).
  const below = tile && preview ? preview.room < tile.height + LABEL_ROOM : false;

  return (
    <div className="shaka-seek-wrap">
      {tile && preview && (
        <div
          className={`seek-preview${below ? ' seek-preview--below' : ''}`}
          style={{ left }}
          data-testid="seek-preview"
          aria-hidden="true"
        >
          <div
            className="seek-preview-image"
            style={{
              width: tile.width,
              height: tile.height,
              backgroundImage: `url("${withLatestToken(tile.sprite, latestSrc)}")`,
              backgroundPosition: `-${tile.x}px -${tile.y}px`,
            }}
          />
          <span className="seek-preview-time">{formatClock(preview.time)}</span>
        </div>
      )}
      <input
        className="shaka-seek"
        type="range"
        aria-label={t('player.seek')}
        min={0}
        max={max}
        step={0.1}
        value={current}
        onChange={(e) => onSeek(Number(e.target.value))}
        onKeyDown={seekByKey}
        onBlur={() => {
          lastKeyTime.current = null;
          setPreview(null);
        }}
        onPointerDown={(e) => {
          dragging.current = true;
          previewAt(e);
        }}
        onPointerMove={(e) => {
          if (e.pointerType === 'mouse' || dragging.current) previewAt(e);
        }}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={() => {
          if (!dragging.current) setPreview(null);
        }}
      />
    </div>
  );
}
