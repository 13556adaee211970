/**
 * The player's icons as inline SVG (24×24, currentColor): text glyphs and emoji (▶, 🔊, ⛶) show as
 * empty boxes where no font has them.
 */
type IconName =
  | 'play'
  | 'pause'
  | 'back10'
  | 'forward10'
  | 'volumeUp'
  | 'volumeDown'
  | 'volume'
  | 'muted'
  | 'fullscreen'
  | 'exitFullscreen';

const PATHS: Record<IconName, string> = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  // A circular arrow (counter-clockwise for back, clockwise for forward); the "10" is drawn as text.
  back10: 'M12 4V1L7 5.5 12 10V6a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z',
  forward10: 'M12 4V1l5 4.5L12 10V6a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z',
  volume:
    'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  volumeDown: 'M5 9v6h4l5 5V4L9 9H5zm13.5 3A4.5 4.5 0 0 0 16 8v8a4.5 4.5 0 0 0 2.5-4z',
  volumeUp: 'M3 9v6h4l5 5V4L7 9H3zm15 2V8h-2v3h-3v2h3v3h2v-3h3v-2h-3z',
  muted:
    'M3 9v6h4l5 5V4L7 9H3zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z',
  fullscreen: 'M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 0h2v5h-5v-2h3z',
  exitFullscreen: 'M8 5h2v5H5V8h3zm6 0h2v3h3v2h-5zM5 14h5v5H8v-3H5zm9 0h5v2h-3v3h-2z',
};

export function PlayerIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  const seconds = name === 'back10' || name === 'forward10';
  return (
    <svg className="player-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
      {seconds && (
        <text
          x="12"
          y="15.2"
          textAnchor="middle"
          fontSize="6.5"
          fontWeight="700"
          fill="currentColor"
          fontFamily="sans-serif"
        >
          10
        </text>
      )}
    </svg>
  );
}
