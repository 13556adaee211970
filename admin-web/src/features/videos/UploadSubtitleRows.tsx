import { TEXT_TRACK_KINDS, TEXT_TRACK_LIMITS, type TextTrackKind } from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';
import type { UploadSubtitle } from './upload-form';
import { TEXT_TRACK_KIND_KEYS } from './track-kinds';

const MAX_ROWS = 8;

/** The upload form's subtitle files: one row each (language, label, kind, SRT/WebVTT file). */
export function UploadSubtitleRows({
  rows,
  onChange,
}: {
  rows: UploadSubtitle[];
  onChange: (rows: UploadSubtitle[]) => void;
}) {
  const t = useT();
  const set = (i: number, change: Partial<UploadSubtitle>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset className="upload-subtitles">
      <legend>{t('subtitles.legend')}</legend>
      {rows.map((row, i) => (
        <div key={i} className="upload-subtitle-row">
          <input
            aria-label={t('subtitles.rowLanguage', { n: i + 1 })}
            placeholder={t('subtitles.langExample')}
            value={row.lang}
            maxLength={TEXT_TRACK_LIMITS.langMaxLength}
            onChange={(e) => set(i, { lang: e.target.value })}
          />
          <input
            aria-label={t('subtitles.rowLabel', { n: i + 1 })}
            placeholder={t('subtitles.labelExample')}
            value={row.label}
            maxLength={TEXT_TRACK_LIMITS.labelMaxLength}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <select
            aria-label={t('subtitles.rowKind', { n: i + 1 })}
            value={row.kind}
            onChange={(e) => set(i, { kind: e.target.value as TextTrackKind })}
          >
            {TEXT_TRACK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(TEXT_TRACK_KIND_KEYS[k])}
              </option>
            ))}
          </select>
          <input
            aria-label={t('subtitles.rowFile', { n: i + 1 })}
            type="file"
            accept=".srt,.vtt,text/vtt,application/x-subrip"
            onChange={(e) => set(i, { file: e.target.files?.[0] ?? null })}
          />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-label={t('subtitles.rowRemove', { n: i + 1 })}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            {t('subtitles.removeMark')}
          </button>
        </div>
      ))}
      {rows.length < MAX_ROWS && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onChange([...rows, { lang: '', label: '', kind: 'subtitles', file: null }])}
        >
          {t('subtitles.add')}
        </button>
      )}
    </fieldset>
  );
}
