import { currentLanguage } from './i18n';
import { LANGUAGE_INFO } from './locales';

/**
 * The viewer app's one formatter module (docs/i18n.md): numbers, rupees, dates and durations through
 * Intl in the active language. English keeps the product's "Mar 11, 2026" dates (docs/product.md);
 * rupees are grouped the Indian way (1,99,999.50) in every language.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function intlLocale(): string {
  return LANGUAGE_INFO[currentLanguage()].intl;
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocale();
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLanguage() === 'en' ? 'en-US' : intlLocale();
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** "₹1,999.00" in English, "₹1,999.00" with the language's own words around it elsewhere. */
export function formatInr(rupees: number): string {
  return numberFormat({ style: 'currency', currency: 'INR' }).format(rupees);
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}

/** "Mar 11, 2026" (with the time when asked: "Mar 11, 2026, 4:05 PM"); "N/A" for no or a bad date. */
export function formatDate(
  value: string | Date | null | undefined,
  { withTime = false, timeZone }: { withTime?: boolean; timeZone?: string } = {},
): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return dateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A clock time, "4:05 PM". */
export function formatTime(value: string | Date): string {
  return dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(value));
}

/**
 * A length in the active language's units: "1 hr 2 min" / "1 घं॰ 2 मि॰"; seconds shown only under a
 * minute. Intl.DurationFormat where the browser has it, else unit-formatted parts.
 */
export function formatDuration(totalSeconds: number): string {
  const total = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: [number, 'hour' | 'minute' | 'second'][] =
    hours > 0
      ? [
          [hours, 'hour'],
          [minutes, 'minute'],
        ]
      : minutes > 0
        ? [[minutes, 'minute']]
        : [[seconds, 'second']];
  return parts
    .map(([value, unit]) => numberFormat({ style: 'unit', unit, unitDisplay: 'short' }).format(value))
    .join(' ');
}
