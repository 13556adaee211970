import { LanguagePicker as KitLanguagePicker } from '@streamhub/web-kit';
import { isLanguage, setLanguage, useI18n } from './i18n';
import { ADMIN_LANGUAGES, LANGUAGE_INFO } from './locales';

const I18N = { useI18n, setLanguage, isLanguage };

/** English / हिन्दी in the admin header (web-kit's picker). */
export function LanguagePicker() {
  return <KitLanguagePicker languages={ADMIN_LANGUAGES} info={LANGUAGE_INFO} i18n={I18N} />;
}
