/**
 * Typo tolerance for the title search. This MongoDB wire server has no text index, so the search
 * asks for the catalogue's title words (a small vocabulary: distinct titles and episode names), finds
 * those within a few edits of each typed word here, and widens that word's clause with them.
 */

/** Words shorter than this must be typed exactly; a typo in "UP" would match half the catalogue. */
const MIN_FUZZY_LENGTH = 4;
/** At most this many corrections per typed word, closest first. */
const MAX_CORRECTIONS = 8;

/** Edits forgiven in a word of this length: none under 4 letters, one up to 7, two from 8. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < MIN_FUZZY_LENGTH) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours,
 * "horizn", "hroizon"), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/** The distinct words of some titles, upper-cased (a word is a run of letters and digits). */
export function titleVocabulary(titles: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const title of titles) {
    for (const word of title.toUpperCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) words.add(word);
  }
  return words;
}

/**
 * For each typed word (upper-cased) that is all letters and long enough, the title words within
 * its allowed edits, closest first (a title word that contains it is found without help). Words with digits (a year, a part number, a
 * code) must be exact. A word with no close title word is left out of the map.
 */
export function typoCorrections(words: readonly string[], vocabulary: ReadonlySet<string>): Map<string, string[]> {
  const corrections = new Map<string, string[]>();
  const known = [...vocabulary];
  for (const word of words) {
    const max = allowedEdits(word);
    if (max === 0 || !/^[\p{L}\p{M}]+$/u.test(word)) continue;
    const close = known
      .filter((candidate) => !candidate.includes(word))
      .map((candidate) => ({ candidate, distance: editDistance(word, candidate, max) }))
      .filter(({ distance }) => distance <= max)
      .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
      .slice(0, MAX_CORRECTIONS)
      .map(({ candidate }) => candidate);
    if (close.length > 0) corrections.set(word, close);
  }
  return corrections;
}
