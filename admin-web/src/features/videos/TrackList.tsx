import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/i18n';

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
  const t = useT();
  if (tracks.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="subtitle-tracks" aria-label={label}>
      {tracks.map((track) => (
        <li key={keyOf(track)}>
          <span>
            <strong>{track.label}</strong> <span className="muted">({track.lang})</span> · {details(track)}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={disabled}
            aria-label={deleteLabel(track)}
            onClick={() => onDelete(track)}
          >
            {t('common.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
