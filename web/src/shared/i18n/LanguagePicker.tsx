import { LanguagePicker as KitLanguagePicker } from '@streamhub/web-kit';
import { setLanguage, useI18n } from './i18n';
import { isUiLanguage, LANGUAGE_INFO, UI_LANGUAGES } from './locales';
import './language-picker.css';

const I18N = { useI18n, setLanguage, isLanguage: isUiLanguage };

/** The viewer app's eight UI languages in web-kit's picker. */
export function LanguagePicker({ className }: { className?: string }) {
  return <KitLanguagePicker languages={UI_LANGUAGES} info={LANGUAGE_INFO} i18n={I18N} className={className} />;
}
