/** The browser and operating system families of a User-Agent, for grouping playback quality. */
export interface ClientFamilies {
  browser: string;
  os: string;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+ (Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/** Families only (never versions or the whole string): enough to compare, too coarse to single anyone out. */
export function clientFamilies(userAgent: string | undefined): ClientFamilies {
  const ua = (userAgent ?? '').slice(0, 512);
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other',
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other',
  };
}
