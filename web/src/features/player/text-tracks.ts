/** Pure helpers of the subtitle and audio menus (shaka's tracks in, menu options out). */

/** What the subtitle menu needs of a shaka text track. */
export interface TextTrackLike {
  id: number;
  language: string;
  label?: string | null;
  kind?: string | null;
  forced?: boolean;
}

export interface SubtitleOption {
  id: number;
  lang: string;
  label: string;
  /** `captions` for SDH, else `subtitles`. */
  kind: 'subtitles' | 'captions';
}

/** Menu options of the text tracks: forced narratives are not offered (they follow the audio). */
export function subtitleOptions(tracks: readonly TextTrackLike[]): SubtitleOption[] {
  return tracks
    .filter((t) => !t.forced)
    .map((t) => ({
      id: t.id,
      lang: t.language,
      label: t.label || t.language,
      kind: t.kind === 'caption' || t.kind === 'captions' ? ('captions' as const) : ('subtitles' as const),
    }));
}

/** The option to show for a remembered language (and kind, preferred when several share the language). */
export function pickSubtitle(
  options: readonly SubtitleOption[],
  lang: string | null,
  kind: SubtitleOption['kind'] | null = null,
): SubtitleOption | null {
  if (!lang) return null;
  const same = options.filter((o) => o.lang === lang || o.lang.split('-')[0] === lang.split('-')[0]);
  return same.find((o) => o.kind === kind) ?? same[0] ?? null;
}

/** What the audio menu needs of shaka's audio tracks. */
export interface AudioTrackLike {
  language: string;
  label?: string | null;
  active?: boolean;
}

export interface AudioOption {
  lang: string;
  label: string;
}

/** One option per audio language, in the manifest's order. */
export function audioOptions(tracks: readonly AudioTrackLike[]): AudioOption[] {
  const seen = new Set<string>();
  const options: AudioOption[] = [];
  for (const t of tracks) {
    if (!t.language || seen.has(t.language)) continue;
    seen.add(t.language);
    options.push({ lang: t.language, label: t.label || t.language });
  }
  return options;
}

/** `c` toggles subtitles: off when on, else the last language used (or the first offered). */
export function toggledSubtitle(
  options: readonly SubtitleOption[],
  current: SubtitleOption | null,
  lastLang: string | null,
): SubtitleOption | null {
  if (current) return null;
  return pickSubtitle(options, lastLang) ?? options[0] ?? null;
}

/** Whether a key press is the captions shortcut (`c`, not while typing or with a modifier). */
export function isCaptionsKey(event: {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target?: EventTarget | null;
}): boolean {
  if (event.key !== 'c' && event.key !== 'C') return false;
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as { tagName?: string; isContentEditable?: boolean; type?: string } | null | undefined;
  const tag = target?.tagName?.toLowerCase();
  if (target?.isContentEditable || tag === 'textarea' || tag === 'select') return false;
  return !(tag === 'input' && target?.type !== 'range');
}
