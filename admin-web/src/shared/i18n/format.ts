import { createFormatters } from '@streamhub/web-kit';
import { currentLanguage } from './i18n';
import { LANGUAGE_INFO } from './locales';

/**
 * The admin app's one formatter module (docs/i18n.md): rupees ("₹1,999.00", Indian grouping),
 * numbers, dates ("Mar 11, 2026" in English) and durations through Intl in the active language.
 */
export const { formatInr, formatNumber, formatDate, formatTime, formatDuration } = createFormatters(() => ({
  language: currentLanguage(),
  intl: LANGUAGE_INFO[currentLanguage()].intl,
}));
