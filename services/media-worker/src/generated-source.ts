import { existsSync } from 'node:fs';
import { GENERATED_LIMITS, GENERATED_PATTERNS, type GeneratedSource } from '@streamhub/contracts';
import { QUIET_ARGS } from './ffmpeg-args';

/**
 * Fonts drawtext may use, first found wins: Debian's fonts-dejavu-core (installed by the local
 * stack), then other common places of the same or a similar sans font.
 */
export const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
  '/Library/Fonts/Arial Bold.ttf',
] as const;

/** The configured font file, else the first candidate that exists; null when there is none. */
export function findFontFile(
  configured: string,
  candidates: readonly string[] = FONT_CANDIDATES,
  exists: (path: string) => boolean = existsSync,
): string | null {
  if (configured) return exists(configured) ? configured : null;
  return candidates.find((path) => exists(path)) ?? null;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;
/** Audio streams a generated source may have (a dubbed demo title has two). */
const MAX_GENERATED_AUDIO = 4;

/** Job data comes from Redis: check it before any of it reaches an ffmpeg filter graph. */
export function assertGeneratedSource(value: unknown): GeneratedSource {
  const s = value as Partial<GeneratedSource> | null;
  const problem = (what: string): never => {
    throw new Error(`Invalid generated source: ${what}`);
  };
  if (!s || typeof s !== 'object') return problem('missing');
  if (!GENERATED_PATTERNS.includes(s.pattern as never)) problem('unknown pattern');
  if (!Array.isArray(s.palette) || s.palette.length !== 3 || !s.palette.every((c) => COLOUR.test(String(c))))
    problem('palette must be three #rrggbb colours');
  if (typeof s.title !== 'string' || !s.title.trim() || s.title.length > GENERATED_LIMITS.maxTitleLength)
    problem('title');
  if (typeof s.subtitle !== 'string' || s.subtitle.length > GENERATED_LIMITS.maxTitleLength) problem('subtitle');
  const within = (n: unknown, min: number, max: number): boolean =>
    typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max;
  if (!within(s.toneHz, 20, 4000)) problem('tone');
  if (s.audio !== undefined && s.audio !== null) {
    const ok =
      Array.isArray(s.audio) &&
      s.audio.length >= 1 &&
      s.audio.length <= MAX_GENERATED_AUDIO &&
      s.audio.every((a) => /^[a-z]{3}$/.test(String(a?.language)) && within(a?.toneHz, 20, 4000));
    if (!ok) problem('audio');
  }
  if (!within(s.seconds, 1, GENERATED_LIMITS.maxSeconds)) problem('length');
  if (s.intro !== undefined && s.intro !== null) {
    const { atSeconds, seconds } = s.intro;
    if (!within(atSeconds, 0, GENERATED_LIMITS.maxSeconds) || !within(seconds, 0.5, GENERATED_LIMITS.maxSeconds))
      problem('intro');
    if (typeof s.seconds === 'number' && atSeconds + seconds > s.seconds) problem('intro past the end');
  }
  if (!within(s.width, 64, GENERATED_LIMITS.maxWidth) || !within(s.height, 64, GENERATED_LIMITS.maxHeight))
    problem('size');
  return s as GeneratedSource;
}

const even = (n: number): number => Math.max(2, 2 * Math.round(n / 2));
const hex = (colour: string): string => `0x${colour.slice(1)}`;

/**
 * The pattern at a fraction of the output size, scaled up: the fractal and the automata are
 * costly per pixel, and their blocky cells compress far better than full-size noise.
 */
function patternFilter(s: GeneratedSource, fps: number): string {
  const { width: w, height: h } = s;
  const [c0, c1, c2] = s.palette;
  switch (s.pattern) {
    case 'gradients':
      return (
        `gradients=size=${even(w / 4)}x${even(h / 4)}:rate=${fps}:speed=0.03:nb_colors=3:` +
        `c0=${hex(c0)}:c1=${hex(c1)}:c2=${hex(c2)},scale=${w}:${h}`
      );
    case 'mandelbrot':
      // The costliest pattern: a quarter size at a third of the frame rate.
      return (
        `mandelbrot=size=${even(w / 4)}x${even(h / 4)}:rate=8:maxiter=96:start_scale=2:end_scale=0.4,` +
        `scale=${w}:${h},fps=${fps}`
      );
    case 'life':
      return (
        `life=size=${Math.round(w / 8)}x${Math.round(h / 8)}:rate=8:mold=10:ratio=0.2:` +
        `death_color=${c1}:life_color=${c0},scale=${w}:${h}:flags=neighbor,fps=${fps}`
      );
    case 'cellauto':
      // One-bit rows tinted with the first colour.
      return (
        `cellauto=size=${Math.round(w / 8)}x${Math.round(h / 8)}:rate=12:rule=30:random_fill_ratio=0.5:scroll=1,` +
        `scale=${w}:${h}:flags=neighbor,fps=${fps},` +
        `lutrgb=r=val*${channel(c0, 0)}:g=val*${channel(c0, 1)}:b=val*${channel(c0, 2)}`
      );
  }
}

/** 0–1 weight of one RGB channel of `#rrggbb`, two decimals. */
function channel(colour: string, index: number): string {
  return (parseInt(colour.slice(1 + index * 2, 3 + index * 2), 16) / 255).toFixed(2);
}

/**
 * Names of the font (a link) and text files next to the output, in the directory ffmpeg runs in:
 * drawtext reads its text from files and relative plain names need no filter-graph escaping. The
 * title and subtitle are each drawn line by line (`title-0.txt`, `title-1.txt`, …): see
 * `generatedTextFiles`.
 */
export const GENERATED_INPUTS = {
  font: 'font.ttf',
  title: (line: number): string => `title-${line}.txt`,
  subtitle: (line: number): string => `subtitle-${line}.txt`,
} as const;

/**
 * Lines of at most this many characters fit, centred, in the middle 2:3 of a 16:9 frame at the
 * title's size (h/14) and the subtitle's (h/28): the part a portrait poster keeps.
 */
const TITLE_LINE_CHARS = 12;
const SUBTITLE_LINE_CHARS = 24;
const MAX_LINES = 3;
/** Line heights as fractions of the frame height (font size × 1.25). */
const TITLE_STEP = 1.25 / 14;
const SUBTITLE_STEP = 1.25 / 28;

/**
 * Words into lines of at most `width` characters (a longer word is cut), at most `MAX_LINES`
 * lines; what does not fit ends the last line with an ellipsis.
 */
export function wrapLines(text: string, width: number, maxLines = MAX_LINES): string[] {
  const words = text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      const parts: string[] = [];
      for (let i = 0; i < word.length; i += width) parts.push(word.slice(i, i + width));
      return parts;
    });
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`;
  return kept;
}

/** The text files `generatedSourceArgs` draws, by file name (written next to the output). */
export function generatedTextFiles(s: Pick<GeneratedSource, 'title' | 'subtitle'>): Record<string, string> {
  const files: Record<string, string> = {};
  wrapLines(s.title, TITLE_LINE_CHARS).forEach((line, i) => (files[GENERATED_INPUTS.title(i)] = line));
  wrapLines(s.subtitle, SUBTITLE_LINE_CHARS).forEach((line, i) => (files[GENERATED_INPUTS.subtitle(i)] = line));
  return files;
}

/**
 * How long a generated video opens with its title card: the first 40 % (at most 4 s). The poster
 * is taken inside it (it carries the title, as posters do); the thumbnail after it (screens print
 * the title beside thumbnails, so they show the picture only).
 */
export function titleCardSeconds(seconds: number): number {
  return Math.min(4, seconds * 0.4);
}

/** When the thumbnail of a generated video is taken: halfway through what follows its title card. */
export function generatedThumbSeconds(seconds: number): number {
  const card = titleCardSeconds(seconds);
  return card + (seconds - card) / 2;
}

/**
 * The sound of a generated source: its tone, and over the intro (when it has one) a melody instead,
 * four notes a second round the circle of fifths, the same in every part that has the same intro.
 * Sample for sample the same there, so the parts' audio fingerprints agree on it.
 */
export function generatedAudioSource(s: Pick<GeneratedSource, 'toneHz' | 'intro'>): string {
  if (!s.intro) return `sine=frequency=${s.toneHz}:sample_rate=48000`;
  const from = s.intro.atSeconds;
  const to = from + s.intro.seconds;
  // The sine source's level (1/8) for the tone; the melody a little louder, like a title theme.
  const melody = `0.25*sin(2*PI*t*220*pow(2,mod(floor((t-${from})*4)*7,12)/12))`;
  return `aevalsrc=exprs='if(between(t,${from},${to}),${melody},0.125*sin(2*PI*${s.toneHz}*t))':sample_rate=48000`;
}

/**
 * The picture of an intro: a card in the first colour of the palette with the title, over the
 * whole frame from `atSeconds` for `seconds` (after the title card, so it covers it).
 */
function introPicture(s: GeneratedSource, titles: number): string[] {
  if (!s.intro) return [];
  const when = `enable='between(t,${s.intro.atSeconds},${s.intro.atSeconds + s.intro.seconds})'`;
  const top = 0.5 - (titles * TITLE_STEP) / 2;
  return [
    `drawbox=x=0:y=0:w=iw:h=ih:color=${s.palette[0]}:t=fill:${when}`,
    ...Array.from(
      { length: titles },
      (_, i) =>
        `drawtext=fontfile=${GENERATED_INPUTS.font}:textfile=${GENERATED_INPUTS.title(i)}:fontsize=h/14:` +
        `fontcolor=white:x=(w-tw)/2:y=h*${(top + i * TITLE_STEP).toFixed(4)}:${when}`,
    ),
  ];
}

/**
 * ffmpeg arguments that render a generated source as an H.264/AAC MP4: the pattern, opening with a
 * title card (a dark band with the title and subtitle, each line centred, so a portrait poster cut
 * from the middle keeps them whole), a quiet tone, and the series' intro when it has one. Encoded near-losslessly and fast: it is only the input of the
 * real transcode.
 */
export function generatedSourceArgs(s: GeneratedSource, output: string, fps = 24): string[] {
  const { font } = GENERATED_INPUTS;
  const titles = wrapLines(s.title, TITLE_LINE_CHARS).length;
  const subtitles = wrapLines(s.subtitle, SUBTITLE_LINE_CHARS).length;
  const gap = subtitles > 0 ? 0.02 : 0;
  const block = titles * TITLE_STEP + gap + subtitles * SUBTITLE_STEP;
  const top = 0.5 - block / 2;
  const at = (y: number) => `h*${y.toFixed(4)}`;
  const card = `enable='lt(t,${titleCardSeconds(s.seconds).toFixed(3)})'`;
  const lines = [
    ...Array.from(
      { length: titles },
      (_, i) =>
        `drawtext=fontfile=${font}:textfile=${GENERATED_INPUTS.title(i)}:fontsize=h/14:fontcolor=white:` +
        `x=(w-tw)/2:y=${at(top + i * TITLE_STEP)}:${card}`,
    ),
    ...Array.from(
      { length: subtitles },
      (_, i) =>
        `drawtext=fontfile=${font}:textfile=${GENERATED_INPUTS.subtitle(i)}:fontsize=h/28:fontcolor=white@0.85:` +
        `x=(w-tw)/2:y=${at(top + titles * TITLE_STEP + gap + i * SUBTITLE_STEP)}:${card}`,
    ),
  ];
  // In drawbox `h` is the box's own height: the frame's is `ih`.
  const band = `drawbox=x=0:y=i${at(top - 0.04)}:w=iw:h=i${at(block + 0.08)}:color=black@0.5:t=fill:${card}`;
  const video = `[0:v]format=yuv420p,${[band, ...lines, ...introPicture(s, titles)].join(',')}[v]`;
  // One tone per audio stream (a dubbed title's streams carry their languages), each with the intro's melody.
  const tones = s.audio?.length ? s.audio : [{ language: null, toneHz: s.toneHz }];
  return [
    ...QUIET_ARGS,
    '-f',
    'lavfi',
    '-i',
    patternFilter(s, fps),
    ...tones.flatMap((t) => ['-f', 'lavfi', '-i', generatedAudioSource({ toneHz: t.toneHz, intro: s.intro })]),
    '-t',
    String(s.seconds),
    '-filter_complex',
    [video, ...tones.map((_, i) => `[${i + 1}:a]volume=0.15[a${i}]`)].join(';'),
    '-map',
    '[v]',
    ...tones.flatMap((_, i) => ['-map', `[a${i}]`]),
    ...tones.flatMap((t, i) => (t.language ? [`-metadata:s:a:${i}`, `language=${t.language}`] : [])),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    output,
  ];
}
