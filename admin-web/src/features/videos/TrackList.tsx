import type { ReactNode } from 'react';

/**
 * A video's tracks (subtitles or audio languages), one row each with its label, language, details
 * and a Delete button; a note instead when it has none.
 */
export function TrackList<T extends { lang: string; label: string }>({
  tracks,
  label,
  empty,
  keyOf,
  details,
  deleteLabel,
  disabled,
  onDelete,
}: {
  tracks: readonly T[];
  label: string;
  empty: string;
  keyOf: (track: T) => string;
  details: (track: T) => ReactNode;
  deleteLabel: (track: T) => string;
  disabled: boolean;
  onDelete: (track: T) => void;
}) {
  if (tracks.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="subtitle-tracks" aria-label={label}>
      {tracks.map((t) => (
        <li key={keyOf(t)}>
          <span>
            <strong>{t.label}</strong> <span className="muted">({t.lang})</span> · {details(t)}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={disabled}
            aria-label={deleteLabel(t)}
            onClick={() => onDelete(t)}
          >
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
