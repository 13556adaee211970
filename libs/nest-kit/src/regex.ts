/** Text for use inside a RegExp, matched literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Search text as typed, trimmed, without control characters (which the database's regex engine refuses). */
export function searchText(q: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return q.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}
