/**
 * Numbers, rupees, dates and durations through Intl in an app's active language (docs/i18n.md); each
 * app makes its one formatter module with `createFormatters`. English keeps the product's
 * "Mar 11, 2026" dates (docs/product.md); rupees are grouped the Indian way (1,99,999.50) in every
 * language.
 */
export interface Formatters {
  formatInr(rupees: number): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatDate(
    value: string | Date | null | undefined,
    options?: { withTime?: boolean; timeZone?: string; notAvailable?: string },
  ): string;
  formatTime(value: string | Date): string;
  formatDuration(totalSeconds: number): string;
}

/** `active()` answers the active language's code and Intl locale each time a value is formatted. */
export function createFormatters(active: () => { language: string; intl: string }): Formatters {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

  const numberFormat = (options: Intl.NumberFormatOptions): Intl.NumberFormat => {
    const locale = active().intl;
    const key = `n|${locale}|${JSON.stringify(options)}`;
    let format = cache.get(key) as Intl.NumberFormat | undefined;
    if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };

  const dateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
    const { language, intl } = active();
    const locale = language === 'en' ? 'en-US' : intl;
    const key = `d|${locale}|${JSON.stringify(options)}`;
    let format = cache.get(key) as Intl.DateTimeFormat | undefined;
    if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
    return format;
  };

  return {
    formatInr: (rupees) => numberFormat({ style: 'currency', currency: 'INR' }).format(rupees),
    formatNumber: (value, options = {}) => numberFormat(options).format(value),
    formatDate(value, { withTime = false, timeZone, notAvailable = 'N/A' } = {}) {
      const date = value ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) return notAvailable;
      return dateFormat({
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
        ...(timeZone ? { timeZone } : {}),
      }).format(date);
    },
    formatTime: (value) => dateFormat({ hour: 'numeric', minute: '2-digit' }).format(new Date(value)),
    formatDuration(totalSeconds) {
      // "1 hr 2 min" / "1 घं॰ 2 मि॰"; seconds shown only under a minute.
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
    },
  };
}
