import { useEffect, useRef, useState } from 'react';
import './player-languages.css';
import { loadScriptFont } from '../../shared/i18n/fonts';
import {
  CAPTION_BACKGROUNDS,
  CAPTION_SIZES,
  browserCaptionStore,
  type CaptionPreferenceStore,
  type CaptionPreferences,
  type CaptionSize,
} from './caption-preferences';
import type { ShakaPlayerInstance } from './shaka';
import {
  audioOptions,
  isCaptionsKey,
  pickSubtitle,
  subtitleOptions,
  toggledSubtitle,
  type AudioOption,
  type SubtitleOption,
} from './text-tracks';
import { useT } from '../../shared/i18n/i18n';

export interface PlayerLanguagesProps {
  /** The player once its manifest is loaded (null before). */
  player: ShakaPlayerInstance | null;
  /** The element shaka draws the captions in: it carries the caption style. */
  stage: HTMLElement | null;
  /** Where the choice is remembered (this browser unless a profile's store is given). */
  store?: CaptionPreferenceStore;
}

const OFF = 'off';
const SIZE_SCALE: Record<CaptionSize, number> = { small: 0.8, medium: 1, large: 1.4 };
const SIZE_NAMES: Record<CaptionSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

/**
 * The player's language controls: a subtitles menu (Off and each language), an audio menu when
 * the video has more than one audio language, and the caption style (size, background). `c`
 * turns subtitles on and off anywhere on the page. Choices are remembered through `store`.
 */
export function PlayerLanguages({ player, stage, store = browserCaptionStore }: PlayerLanguagesProps) {
  const t = useT();
  const [prefs, setPrefs] = useState<CaptionPreferences>(() => store.load());
  const [subtitles, setSubtitles] = useState<SubtitleOption[]>([]);
  const [audios, setAudios] = useState<AudioOption[]>([]);
  const [current, setCurrent] = useState<SubtitleOption | null>(null);
  const [audio, setAudio] = useState<string>('');
  /** The language of the audio shaka is playing (its active track), as shaka reports it. */
  const [playing, setPlaying] = useState<string>('');
  const [styleOpen, setStyleOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const prefsRef = useRef(prefs);
  prefsRef.current = prefs;

  const remember = (change: Partial<CaptionPreferences>) => {
    const next = { ...prefsRef.current, ...change };
    prefsRef.current = next;
    setPrefs(next);
    store.save(next);
  };

  const showSubtitle = (option: SubtitleOption | null, announce = false) => {
    if (!player) return;
    const track = option ? player.getTextTracks().find((t) => t.id === option.id) : null;
    player.selectTextTrack(track ?? null);
    if (option) loadScriptFont(option.lang);
    setCurrent(option);
    remember(
      option
        ? { textLang: option.lang, textKind: option.kind, lastTextLang: option.lang }
        : { textLang: null, textKind: null },
    );
    if (announce)
      setAnnouncement(option ? t('player.subtitlesAnnounce', { label: option.label }) : t('player.subtitlesOff'));
  };

  // A newly loaded video: its languages, and the remembered choice applied to them.
  useEffect(() => {
    if (!player) return;
    const options = subtitleOptions(player.getTextTracks());
    setSubtitles(options);
    const wanted = pickSubtitle(options, prefsRef.current.textLang, prefsRef.current.textKind);
    const track = wanted ? player.getTextTracks().find((t) => t.id === wanted.id) : null;
    player.selectTextTrack(track ?? null);
    if (wanted) loadScriptFont(wanted.lang);
    setCurrent(wanted);
    const audioList = audioOptions(player.getAudioTracks());
    setAudios(audioList);
    const preferredAudio = prefsRef.current.audioLang;
    const activeAudio = player.getAudioTracks().find((t) => t.active)?.language ?? audioList[0]?.lang ?? '';
    if (preferredAudio && preferredAudio !== activeAudio && audioList.some((a) => a.lang === preferredAudio)) {
      selectAudioLanguage(player, preferredAudio);
      setAudio(preferredAudio);
    } else {
      setAudio(activeAudio);
    }
  }, [player]);

  // What shaka plays: read again whenever it changes variant (a choice in the menu, or adaptation).
  useEffect(() => {
    if (!player) return;
    const sync = () => setPlaying(player.getAudioTracks().find((t) => t.active)?.language ?? '');
    sync();
    const events = ['variantchanged', 'adaptation', 'trackschanged'];
    for (const type of events) player.addEventListener(type, sync);
    return () => {
      for (const type of events) player.removeEventListener(type, sync);
    };
  }, [player]);

  // `c` anywhere on the page.
  const toggle = useRef<(event: KeyboardEvent) => void>(() => undefined);
  toggle.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !isCaptionsKey(event) || subtitles.length === 0) return;
    event.preventDefault();
    showSubtitle(toggledSubtitle(subtitles, current, prefsRef.current.lastTextLang), true);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => toggle.current(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The caption style, as custom properties the stylesheet applies to shaka's caption elements.
  useEffect(() => {
    if (!stage) return;
    stage.style.setProperty('--caption-scale', String(SIZE_SCALE[prefs.size]));
    stage.style.setProperty('--caption-background', `rgba(0, 0, 0, ${prefs.background})`);
  }, [stage, prefs.size, prefs.background]);

  if (subtitles.length === 0 && audios.length < 2) return null;
  const value = (o: SubtitleOption) => String(o.id);
  return (
    <>
      {audios.length > 1 && (
        <select
          aria-label={t('player.audioLanguage')}
          value={audio}
          data-playing-lang={playing}
          onChange={(e) => {
            if (!player) return;
            selectAudioLanguage(player, e.target.value);
            setAudio(e.target.value);
            remember({ audioLang: e.target.value });
          }}
        >
          {audios.map((a) => (
            <option key={a.lang} value={a.lang}>
              {a.label}
            </option>
          ))}
        </select>
      )}
      {subtitles.length > 0 && (
        <>
          <select
            aria-label={t('player.subtitles')}
            aria-keyshortcuts="c"
            title={t('player.subtitlesC')}
            value={current ? value(current) : OFF}
            onChange={(e) =>
              showSubtitle(e.target.value === OFF ? null : (subtitles.find((o) => value(o) === e.target.value) ?? null))
            }
          >
            <option value={OFF}>{t('player.subtitlesOff')}</option>
            {subtitles.map((o) => (
              <option key={o.id} value={value(o)}>
                {o.kind === 'captions' ? `${o.label} (CC)` : o.label}
              </option>
            ))}
          </select>
          <span className="caption-style">
            <button
              type="button"
              className="caption-style-toggle"
              aria-label={t('player.captionStyle')}
              aria-expanded={styleOpen}
              aria-controls="caption-style-panel"
              onClick={() => setStyleOpen((open) => !open)}
            >
              {t('player.aa')}
            </button>
            {styleOpen && (
              <span
                id="caption-style-panel"
                className="caption-style-panel"
                role="group"
                aria-label={t('player.captionStyle')}
              >
                <label>
                  {t('player.size')}{' '}
                  <select
                    value={prefs.size}
                    onChange={(e) => remember({ size: e.target.value as CaptionSize })}
                    aria-label={t('player.captionSize')}
                  >
                    {CAPTION_SIZES.map((s) => (
                      <option key={s} value={s}>
                        {SIZE_NAMES[s]}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  {t('player.background')}{' '}
                  <select
                    value={String(prefs.background)}
                    onChange={(e) => remember({ background: Number(e.target.value) })}
                    aria-label={t('player.captionBackgroundOpacity')}
                  >
                    {CAPTION_BACKGROUNDS.map((b) => (
                      <option key={b} value={String(b)}>
                        {b === 0 ? t('player.none') : `${Math.round(b * 100)}%`}
                      </option>
                    ))}
                  </select>
                </label>
              </span>
            )}
          </span>
        </>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}

/** Plays the given audio language (the best-matching track of it). */
function selectAudioLanguage(player: ShakaPlayerInstance, lang: string): void {
  const track = player.getAudioTracks().find((t) => t.language === lang);
  if (track) player.selectAudioTrack(track);
}
