import { useState } from 'react';

/** A stable hue per title, so a title's placeholder has one colour on every screen. */
export function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

function initialsOf(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

/**
 * Poster image, or a neat placeholder when there is no URL (no media yet) or it fails to load.
 * Fills its parent; the parent sets the size and aspect ratio.
 */
export function Poster({
  src,
  title,
  artKey,
  className,
}: {
  src: string | null | undefined;
  title: string;
  /** What the placeholder's colour and letters come from (the series or movie); defaults to the title. */
  artKey?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = `poster${className ? ` ${className}` : ''}`;
  if (src && failedSrc !== src) {
    return <img className={classes} src={src} alt={title} loading="lazy" onError={() => setFailedSrc(src)} />;
  }
  const key = artKey?.trim() || title;
  const hue = hueOf(key);
  return (
    <div
      className={`${classes} poster-placeholder`}
      role="img"
      aria-label={title}
      style={{ background: `linear-gradient(160deg, hsl(${hue} 55% 28%), hsl(${(hue + 40) % 360} 45% 12%))` }}
    >
      <span aria-hidden="true">{initialsOf(key)}</span>
    </div>
  );
}
