/**
 * The viewer's choice of subtitles, caption style and audio language, remembered between
 * playbacks. Stored per browser today; a per-profile store (the profile's language preference on
 * the server) can replace it by implementing CaptionPreferenceStore and passing it to the player.
 */

export const CAPTION_SIZES = ['small', 'medium', 'large'] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];
/** Background opacity steps of the caption box (0 = none, 1 = solid black). */
export const CAPTION_BACKGROUNDS = [0, 0.25, 0.5, 0.75, 1] as const;

export interface CaptionPreferences {
  /** BCP-47 tag of the subtitles to show; null when they are off. */
  textLang: string | null;
  /** The subtitle kind chosen with that language (subtitles or captions). */
  textKind: 'subtitles' | 'captions' | null;
  /** The language last turned on, so `c` brings it back after turning subtitles off. */
  lastTextLang: string | null;
  /** BCP-47 tag of the preferred audio language; null for the video's default. */
  audioLang: string | null;
  size: CaptionSize;
  background: number;
}

export const DEFAULT_CAPTION_PREFERENCES: CaptionPreferences = {
  textLang: null,
  textKind: null,
  lastTextLang: null,
  audioLang: null,
  size: 'medium',
  background: 0.75,
};

/** Where the preferences live: the browser now, the active profile later. */
export interface CaptionPreferenceStore {
  load(): CaptionPreferences;
  save(preferences: CaptionPreferences): void;
}

export const CAPTION_PREFERENCES_KEY = 'streamhub.captions';

const tag = (v: unknown): string | null =>
  typeof v === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/.test(v) ? v : null;

/** Whatever was stored, as valid preferences (unknown or broken values fall back to the defaults). */
export function parseCaptionPreferences(raw: string | null): CaptionPreferences {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A damaged entry reads as no entry.
  }
  const d = DEFAULT_CAPTION_PREFERENCES;
  return {
    textLang: tag(stored.textLang),
    textKind: stored.textKind === 'subtitles' || stored.textKind === 'captions' ? stored.textKind : null,
    lastTextLang: tag(stored.lastTextLang),
    audioLang: tag(stored.audioLang),
    size: CAPTION_SIZES.includes(stored.size as CaptionSize) ? (stored.size as CaptionSize) : d.size,
    background: (CAPTION_BACKGROUNDS as readonly unknown[]).includes(stored.background)
      ? (stored.background as number)
      : d.background,
  };
}

/** The preferences in this browser's localStorage (defaults where storage is unavailable). */
export const browserCaptionStore: CaptionPreferenceStore = {
  load() {
    try {
      return parseCaptionPreferences(window.localStorage.getItem(CAPTION_PREFERENCES_KEY));
    } catch {
      return { ...DEFAULT_CAPTION_PREFERENCES };
    }
  },
  save(preferences) {
    try {
      window.localStorage.setItem(CAPTION_PREFERENCES_KEY, JSON.stringify(preferences));
    } catch {
      // Private windows may refuse storage: the choice then lasts for this playback only.
    }
  },
};

/**
 * The preferences of one viewer profile on this device. Until the profile chose anything, the
 * audio follows the profile's language and `c` turns on subtitles in it.
 */
export function profileCaptionStore(profile: { id: string; language: string }): CaptionPreferenceStore {
  const key = `${CAPTION_PREFERENCES_KEY}.${profile.id}`;
  return {
    load() {
      let raw: string | null = null;
      try {
        raw = window.localStorage.getItem(key);
      } catch {
        raw = null;
      }
      if (raw !== null) return parseCaptionPreferences(raw);
      const language = tag(profile.language);
      return { ...DEFAULT_CAPTION_PREFERENCES, audioLang: language, lastTextLang: language };
    },
    save(preferences) {
      try {
        window.localStorage.setItem(key, JSON.stringify(preferences));
      } catch {
        // As above: this playback only.
      }
    },
  };
}
