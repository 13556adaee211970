const SEPARATOR = /^\s*[:\-–—|·]+\s*/;

/**
 * What tells one part from its siblings: "THE LAST HORIZON: DRIFT" in the series "THE LAST HORIZON"
 * reads "DRIFT". A title that does not start with the series name, or is nothing more, stays whole.
 */
export function partTitle(title: string, seriesName: string): string {
  const series = seriesName.trim();
  if (!series || !title.toUpperCase().startsWith(series.toUpperCase())) return title;
  const rest = title.slice(series.length);
  if (!SEPARATOR.test(rest)) return title;
  const own = rest.replace(SEPARATOR, '').trim();
  return own || title;
}
