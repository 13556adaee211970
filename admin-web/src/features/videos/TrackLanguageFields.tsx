import { useT } from '../../shared/i18n/i18n';

/** The Language (BCP-47) and Label inputs of a form that uploads a track. */
export function TrackLanguageFields({
  value,
  onChange,
  limits,
  placeholder,
}: {
  value: { lang: string; label: string };
  onChange: (value: { lang: string; label: string }) => void;
  limits: { langMaxLength: number; labelMaxLength: number };
  /** The Label input's example. */
  placeholder: string;
}) {
  const t = useT();
  return (
    <>
      <label>
        {t('tracks.language')}
        <input
          name="lang"
          value={value.lang}
          onChange={(e) => onChange({ ...value, lang: e.target.value })}
          maxLength={limits.langMaxLength}
          required
        />
      </label>
      <label>
        {t('tracks.label')}
        <input
          name="label"
          value={value.label}
          onChange={(e) => onChange({ ...value, label: e.target.value })}
          maxLength={limits.labelMaxLength}
          placeholder={placeholder}
          required
        />
      </label>
    </>
  );
}
