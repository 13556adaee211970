import Sanscript from '@indic-transliteration/sanscript';
import type { LocalizedLanguage, LocalizedText } from '@streamhub/contracts';

/**
 * Search in Indian scripts (docs/i18n.md "Search in Indian scripts"). A title's translated titles
 * are searchable as typed ("दिल" finds "दिल से") and by transliteration: each is also stored as a
 * Latin key (Sanscript's ITRANS romanisation, folded as below), and a Latin query word is folded the
 * same way and also transliterated into Devanagari ("dil" → "दिल"), so "dil", "dil se" and "kahaani"
 * find the Hindi titles that sound like them.
 */

/** The Sanscript scheme each language's titles are written in. */
const SCRIPT_OF: Record<LocalizedLanguage, string> = {
  hi: 'devanagari',
  mr: 'devanagari',
  ta: 'tamil',
  te: 'telugu',
  bn: 'bengali',
  kn: 'kannada',
  ml: 'malayalam',
};

const VIRAMA = '\u094d';

/**
 * A romanisation reduced to what spellers agree on: lower case, Latin letters only (accents and
 * nuktas dropped), doubled letters once (aa, ee, kk), ee/oo as i/u, w as v, z as j, and no `a`
 * (Hindi drops most inherent vowels that ITRANS writes: दिलवाले is "dilavAle", typed "dilwale").
 */
export function latinKey(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/a/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a video's translations are found by: each title as typed (upper-cased) and its Latin key (upper-cased). */
export function localizedSearchKeys(localized: readonly LocalizedText[]): string[] {
  const keys = localized.flatMap(({ lang, title }) => {
    const latin = latinKey(Sanscript.t(title, SCRIPT_OF[lang], 'itrans'));
    return [title.toUpperCase(), ...(latin ? [latin.toUpperCase()] : [])];
  });
  return [...new Set(keys)];
}

const LATIN_WORD = /^[A-Z0-9]+$/;

/**
 * The forms of one (upper-cased) query word to look for among the stored keys: the word itself and,
 * for a Latin word, its Latin key (at least two letters, so "a" does not find everything) and its
 * Devanagari transliteration without the final virama ("DIL" → "दिल्" → "दिल").
 */
export function localizedWordForms(word: string): string[] {
  const forms = [word];
  if (LATIN_WORD.test(word)) {
    const key = latinKey(word);
    if (key.length >= 2) forms.push(key.toUpperCase());
    const devanagari = Sanscript.t(word.toLowerCase(), 'itrans', 'devanagari');
    forms.push(devanagari.endsWith(VIRAMA) ? devanagari.slice(0, -1) : devanagari);
  }
  return [...new Set(forms)];
}
