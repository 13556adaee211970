import { useId } from 'react';
import type { LanguageInfo } from './create-i18n';

/** What the picker needs of an app's language layer (its `createI18n` functions). */
export interface LanguagePickerI18n<L extends string> {
  useI18n(): { language: L; t: (key: 'language.label') => string };
  setLanguage(language: L): Promise<void>;
  isLanguage(value: unknown): value is L;
}

export interface LanguagePickerProps<L extends string> {
  /** The languages offered, in this order. */
  languages: readonly L[];
  /** Each language's name in its own script (the options' labels). */
  info: Record<L, LanguageInfo>;
  i18n: LanguagePickerI18n<L>;
  className?: string;
}

/** The UI language, each named in its own script; switching re-renders the app, never reloads it. */
export function LanguagePicker<L extends string>({ languages, info, i18n, className }: LanguagePickerProps<L>) {
  const { language, t } = i18n.useI18n();
  const id = useId();
  return (
    <span className={className ? `language-picker ${className}` : 'language-picker'}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        data-testid="language-picker"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (i18n.isLanguage(next)) void i18n.setLanguage(next);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {info[code].native}
          </option>
        ))}
      </select>
    </span>
  );
}
