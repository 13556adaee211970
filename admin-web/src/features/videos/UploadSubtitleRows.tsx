import { TEXT_TRACK_KINDS, TEXT_TRACK_LIMITS, type TextTrackKind } from '@streamhub/contracts';
import type { UploadSubtitle } from './upload-form';

const MAX_ROWS = 8;

/** The upload form's subtitle files: one row each (language, label, kind, SRT/WebVTT file). */
export function UploadSubtitleRows({
  rows,
  onChange,
}: {
  rows: UploadSubtitle[];
  onChange: (rows: UploadSubtitle[]) => void;
}) {
  const set = (i: number, change: Partial<UploadSubtitle>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset className="upload-subtitles">
      <legend>Subtitles (SRT or WebVTT)</legend>
      {rows.map((row, i) => (
        <div key={i} className="upload-subtitle-row">
          <input
            aria-label={`Subtitle ${i + 1} language (BCP-47)`}
            placeholder="en"
            value={row.lang}
            maxLength={TEXT_TRACK_LIMITS.langMaxLength}
            onChange={(e) => set(i, { lang: e.target.value })}
          />
          <input
            aria-label={`Subtitle ${i + 1} label`}
            placeholder="English"
            value={row.label}
            maxLength={TEXT_TRACK_LIMITS.labelMaxLength}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <select
            aria-label={`Subtitle ${i + 1} kind`}
            value={row.kind}
            onChange={(e) => set(i, { kind: e.target.value as TextTrackKind })}
          >
            {TEXT_TRACK_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
          <input
            aria-label={`Subtitle ${i + 1} file`}
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            onChange={(e) => set(i, { file: e.target.files?.[0] ?? null })}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={`Remove subtitle ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ✕
          </button>
        </div>
      ))}
      {rows.length < MAX_ROWS && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onChange([...rows, { lang: '', label: '', kind: 'subtitles', file: null }])}
        >
          + Add subtitles
        </button>
      )}
    </fieldset>
  );
}
