import { createFormatters } from '@streamhub/web-kit';
import { currentLanguage } from './i18n';
import { LANGUAGE_INFO } from './locales';

/**
 * The viewer app's one formatter module (docs/i18n.md): numbers, rupees, dates ("Mar 11, 2026" in
 * English, "N/A" for no date) and durations ("1 hr 2 min") through Intl in the active language.
 */
export const { formatInr, formatNumber, formatDate, formatTime, formatDuration } = createFormatters(() => ({
  language: currentLanguage(),
  intl: LANGUAGE_INFO[currentLanguage()].intl,
}));
