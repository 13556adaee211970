import { describe, expect, it } from 'vitest';
import {
  SubtitleFormatError,
  decodeSubtitleBytes,
  formatCueTime,
  lastStartingCue,
  parseSubtitles,
  toWebVtt,
} from './subtitle-format';
import { dialogueLinesOf } from './text-tracks';

const SRT =
  '1\r\n00:00:01,000 --> 00:00:02,500\r\nHello there.\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n<i>Two</i>\r\nlines\r\n';

const errorOf = (run: () => unknown): SubtitleFormatError => {
  try {
    run();
  } catch (err) {
    if (err instanceof SubtitleFormatError) return err;
    throw err;
  }
  throw new Error('no error thrown');
};

describe('parseSubtitles', () => {
  it('reads SRT cues with their times, text and timing line', () => {
    const { format, cues } = parseSubtitles(SRT);
    expect(format).toBe('srt');
    expect(cues).toEqual([
      { startSeconds: 1, endSeconds: 2.5, text: 'Hello there.', settings: '', line: 2 },
      { startSeconds: 3, endSeconds: 4, text: '<i>Two</i>\nlines', settings: '', line: 6 },
    ]);
  });

  it('reads WebVTT with identifiers, settings, notes and hour-less times', () => {
    const vtt =
      'WEBVTT - demo\n\nNOTE a comment\nspanning lines\n\nintro\n00:01.000 --> 00:02.000 line:0 align:start\nHi\n\n01:00:00.500 --> 01:00:01.000\nLate\n';
    const { format, cues } = parseSubtitles(vtt);
    expect(format).toBe('vtt');
    expect(cues.map((c) => [c.startSeconds, c.endSeconds, c.text, c.settings, c.line])).toEqual([
      [1, 2, 'Hi', 'line:0 align:start', 7],
      [3600.5, 3601, 'Late', '', 10],
    ]);
  });

  it('names the line of a broken SRT timing line', () => {
    const broken = '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03 --> 00:00:04,000\nTwo\n';
    const err = errorOf(() => parseSubtitles(broken));
    expect(err.line).toBe(6);
    expect(err.message).toBe('Line 6: expected a timing line such as 00:00:01,000 --> 00:00:02,500');
  });

  it('names the line of a WebVTT cue that ends before it starts', () => {
    const err = errorOf(() => parseSubtitles('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nBackwards\n'));
    expect(err.message).toBe('Line 3: the cue ends before it starts');
  });

  it('refuses a cue without text', () => {
    expect(errorOf(() => parseSubtitles('1\n00:00:01,000 --> 00:00:02,000\n\n')).message).toBe(
      'Line 2: the cue has no text',
    );
  });

  it('refuses a file that is neither SRT nor WebVTT', () => {
    expect(errorOf(() => parseSubtitles('\n\n<html>nope</html>')).message).toMatch(
      /^Line 3: not an SRT or WebVTT file/,
    );
    expect(errorOf(() => parseSubtitles('  \n')).message).toBe('The subtitle file is empty');
  });
});

describe('decodeSubtitleBytes', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const text = 'नमस्ते';
    expect(decodeSubtitleBytes(new TextEncoder().encode(text))).toBe(text);
    expect(decodeSubtitleBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
  });

  it('reads UTF-16 LE and BE with a byte-order mark', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('WEBVTT\n', 'utf16le')]);
    expect(decodeSubtitleBytes(le)).toBe('WEBVTT\n');
    const be = Buffer.from(Buffer.from('WEBVTT\n', 'utf16le')).swap16();
    expect(decodeSubtitleBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe('WEBVTT\n');
  });

  it('refuses bytes that are not UTF-8, and binary files', () => {
    expect(() => decodeSubtitleBytes(new Uint8Array([0x48, 0xe9, 0x6c]))).toThrow(/must be UTF-8 or UTF-16/);
    expect(errorOf(() => decodeSubtitleBytes(new TextEncoder().encode('WEBVTT\n\n\u0000'))).line).toBe(3);
  });
});

describe('toWebVtt', () => {
  it('writes cues that parse back to the same cues', () => {
    const { cues } = parseSubtitles(SRT);
    const vtt = toWebVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello there.\n\n')).toBe(true);
    expect(parseSubtitles(vtt).cues.map(({ line: _l, ...c }) => c)).toEqual(cues.map(({ line: _l, ...c }) => c));
  });

  it('escapes an arrow inside cue text so it cannot start a new cue', () => {
    const vtt = toWebVtt([{ startSeconds: 0, endSeconds: 1, text: 'a --> b', settings: '' }]);
    expect(parseSubtitles(vtt).cues).toHaveLength(1);
  });

  it('formats clock times with hours and milliseconds', () => {
    expect(formatCueTime(3723.0456)).toBe('01:02:03.046');
  });
});

describe('lastStartingCue', () => {
  it('is the cue that starts last, whatever the file order', () => {
    const { cues } = parseSubtitles(
      'WEBVTT\n\n00:00:09.000 --> 00:00:10.000\nLate\n\n00:00:01.000 --> 00:00:02.000\nEarly\n',
    );
    expect(lastStartingCue(cues)?.text).toBe('Late');
    expect(lastStartingCue([])).toBeNull();
  });
});

describe('dialogueLinesOf', () => {
  it('keeps what is said: markup dropped, lines joined, empty cues skipped', () => {
    const cues = [
      { startSeconds: 1, endSeconds: 2, text: '<i>Hello</i>\nthere &amp; <b>welcome</b>' },
      { startSeconds: 3, endSeconds: 4, text: '<c.music></c>' },
      { startSeconds: 5, endSeconds: 6, text: '  नमस्ते  ' },
    ];
    expect(dialogueLinesOf(cues)).toEqual([
      { startSeconds: 1, endSeconds: 2, text: 'Hello there & welcome' },
      { startSeconds: 5, endSeconds: 6, text: 'नमस्ते' },
    ]);
  });

  it('stops at the text budget', () => {
    const cues = Array.from({ length: 10 }, (_, i) => ({ startSeconds: i, endSeconds: i + 1, text: 'x'.repeat(10) }));
    expect(dialogueLinesOf(cues, 35)).toHaveLength(3);
  });
});
