/**
 * Reading SRT and WebVTT subtitle files, and writing WebVTT: pure functions shared by the gateway
 * (which checks uploads by content), the media worker (demo subtitles) and the clients.
 */

export interface SubtitleCue {
  startSeconds: number;
  endSeconds: number;
  /** Cue text, lines joined by "\n" (WebVTT markup such as <i> kept). */
  text: string;
  /** WebVTT cue settings (`line:0 align:start`), empty for SRT. */
  settings: string;
  /** 1-based line of the cue's timing line in the uploaded file. */
  line: number;
}

export interface ParsedSubtitles {
  format: 'srt' | 'vtt';
  cues: SubtitleCue[];
}

/** A file that is not readable subtitles; `line` (1-based) says where, when one line is to blame. */
export class SubtitleFormatError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `Line ${line}: ${message}`);
    this.name = 'SubtitleFormatError';
  }
}

/**
 * The file's text: UTF-8 (with or without a byte-order mark), or UTF-16 LE/BE with one. Anything
 * else (e.g. Windows-1252 bytes that are not valid UTF-8, or a binary file) is refused.
 */
export function decodeSubtitleBytes(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2];
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(start));
  } catch {
    throw new SubtitleFormatError('The subtitle file must be UTF-8 or UTF-16 text (with a byte-order mark)');
  }
  // A NUL has no place in subtitles: a binary file that happens to decode.
  const nul = text.indexOf('\u0000');
  if (nul >= 0) throw new SubtitleFormatError('not a text file (it contains NUL bytes)', lineAt(text, nul));
  return text;
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

const SRT_TIME = String.raw`(\d{1,3}):([0-5]\d):([0-5]\d)[,.](\d{1,3})`;
const VTT_TIME = String.raw`(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const SRT_TIMING = new RegExp(String.raw`^${SRT_TIME}\s*-->\s*${SRT_TIME}(?:\s+.*)?$`);
const VTT_TIMING = new RegExp(String.raw`^${VTT_TIME}[ \t]+-->[ \t]+${VTT_TIME}(?:[ \t]+(.*))?$`);

const seconds = (h: string | undefined, m: string, s: string, ms: string): number =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms.padEnd(3, '0')) / 1000;

/** SRT or WebVTT (told apart by the WEBVTT header), as cues in file order. */
export function parseSubtitles(text: string): ParsedSubtitles {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { format: 'vtt', cues: parseVtt(lines) };
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) throw new SubtitleFormatError('The subtitle file is empty');
  const looksSrt = /^\d+$/.test(lines[first]!.trim()) || SRT_TIMING.test(lines[first]!.trim());
  if (!looksSrt) {
    throw new SubtitleFormatError(
      'not an SRT or WebVTT file (expected a cue number, a timing line, or the WEBVTT header)',
      first + 1,
    );
  }
  return { format: 'srt', cues: parseSrt(lines) };
}

/** Blocks of non-blank lines, each with the index of its first line. */
function blocks(lines: string[], from: number): { at: number; lines: string[] }[] {
  const out: { at: number; lines: string[] }[] = [];
  let current: { at: number; lines: string[] } | null = null;
  for (let i = from; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      current = null;
      continue;
    }
    if (!current) {
      current = { at: i, lines: [] };
      out.push(current);
    }
    current.lines.push(line);
  }
  return out;
}

function cueOf(start: number, end: number, textLines: string[], settings: string, line: number): SubtitleCue {
  if (end <= start) throw new SubtitleFormatError('the cue ends before it starts', line);
  if (textLines.length === 0) throw new SubtitleFormatError('the cue has no text', line);
  return { startSeconds: start, endSeconds: end, text: textLines.join('\n'), settings, line };
}

function parseSrt(lines: string[]): SubtitleCue[] {
  return blocks(lines, 0).map(({ at, lines: block }) => {
    let timingIndex = 0;
    if (/^\d+$/.test(block[0]!.trim())) timingIndex = 1;
    const timing = block[timingIndex]?.trim();
    const line = at + timingIndex + 1;
    const m = timing === undefined ? null : SRT_TIMING.exec(timing);
    if (!m) {
      throw new SubtitleFormatError(
        timing === undefined
          ? 'a cue number without a timing line after it'
          : 'expected a timing line such as 00:00:01,000 --> 00:00:02,500',
        timing === undefined ? at + 1 : line,
      );
    }
    const start = seconds(m[1], m[2]!, m[3]!, m[4]!);
    const end = seconds(m[5], m[6]!, m[7]!, m[8]!);
    return cueOf(start, end, block.slice(timingIndex + 1), '', line);
  });
}

function parseVtt(lines: string[]): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  // The header block (WEBVTT and any header lines) ends at the first blank line.
  const headerEnd = lines.findIndex((l) => l.trim() === '');
  if (headerEnd < 0) return cues;
  for (const { at, lines: block } of blocks(lines, headerEnd)) {
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!)) continue;
    const timingIndex = block[0]!.includes('-->') ? 0 : 1;
    const timing = block[timingIndex];
    const line = at + timingIndex + 1;
    const m = timing === undefined ? null : VTT_TIMING.exec(timing.trim());
    if (!m) {
      throw new SubtitleFormatError(
        timing === undefined
          ? 'a cue identifier without a timing line after it'
          : 'expected a timing line such as 00:00:01.000 --> 00:00:02.500',
        timing === undefined ? at + 1 : line,
      );
    }
    const start = seconds(m[1], m[2]!, m[3]!, m[4]!);
    const end = seconds(m[5], m[6]!, m[7]!, m[8]!);
    cues.push(cueOf(start, end, block.slice(timingIndex + 1), (m[9] ?? '').trim(), line));
  }
  return cues;
}

/** `hh:mm:ss.mmm`, WebVTT's clock. */
export function formatCueTime(totalSeconds: number): string {
  const ms = Math.round(totalSeconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/**
 * A WebVTT file of the cues. SRT text is plain text with a few tags (<i>, <b>, <u>) that WebVTT
 * shares; anything that would end a cue early (a line holding `-->`) is escaped.
 */
export function toWebVtt(
  cues: readonly Pick<SubtitleCue, 'startSeconds' | 'endSeconds' | 'text' | 'settings'>[],
): string {
  const body = cues.map((cue) => {
    const timing = `${formatCueTime(cue.startSeconds)} --> ${formatCueTime(cue.endSeconds)}`;
    const text = cue.text.replaceAll('-->', '--&gt;');
    return `${cue.settings ? `${timing} ${cue.settings}` : timing}\n${text}`;
  });
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

/** The cue that starts last (null without cues): the one a runtime check looks at. */
export function lastStartingCue(cues: readonly SubtitleCue[]): SubtitleCue | null {
  return cues.reduce<SubtitleCue | null>(
    (last, cue) => (!last || cue.startSeconds > last.startSeconds ? cue : last),
    null,
  );
}
