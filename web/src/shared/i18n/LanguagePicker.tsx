import { useId } from 'react';
import { setLanguage, useI18n } from './i18n';
import { isUiLanguage, LANGUAGE_INFO, UI_LANGUAGES } from './locales';
import './language-picker.css';

/** The UI language, each named in its own script; switching re-renders the app, never reloads it. */
export function LanguagePicker({ className }: { className?: string }) {
  const { language, t } = useI18n();
  const id = useId();
  return (
    <span className={`language-picker ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        data-testid="language-picker"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isUiLanguage(next)) void setLanguage(next);
        }}
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_INFO[code].native}
          </option>
        ))}
      </select>
    </span>
  );
}
