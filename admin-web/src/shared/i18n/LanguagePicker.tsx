import { useId } from 'react';
import { isLanguage, setLanguage, useI18n } from './i18n';
import { ADMIN_LANGUAGES, LANGUAGE_INFO } from './locales';

/** English / हिन्दी in the admin header; switching re-renders the app, never reloads it. */
export function LanguagePicker() {
  const { language, t } = useI18n();
  const id = useId();
  return (
    <span className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        data-testid="language-picker"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) void setLanguage(next);
        }}
      >
        {ADMIN_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_INFO[code].native}
          </option>
        ))}
      </select>
    </span>
  );
}
