import { describe, expect, it } from 'vitest';
import type { GeneratedSource } from '@streamhub/contracts';
import {
  GENERATED_INPUTS,
  assertGeneratedSource,
  findFontFile,
  generatedAudioSource,
  generatedSourceArgs,
  generatedTextFiles,
  generatedThumbSeconds,
  titleCardSeconds,
  wrapLines,
} from './generated-source';

const spec: GeneratedSource = {
  pattern: 'gradients',
  palette: ['#1e3c72', '#d4145a', '#fbb03b'],
  title: 'PAPER BOATS',
  subtitle: 'DRAMA · 2023',
  toneHz: 330,
  seconds: 10,
  width: 854,
  height: 480,
};

function option(args: string[], name: string, nth = 0): string | undefined {
  const positions = args.flatMap((a, i) => (a === name ? [i] : []));
  const i = positions[nth];
  return i === undefined ? undefined : args[i + 1];
}

describe('generatedSourceArgs', () => {
  const args = generatedSourceArgs(spec, 'source.mp4');

  it('renders the pattern in the palette at a quarter size, scaled to the source size', () => {
    expect(option(args, '-i', 0)).toBe(
      'gradients=size=214x120:rate=24:speed=0.03:nb_colors=3:c0=0x1e3c72:c1=0xd4145a:c2=0xfbb03b,scale=854:480',
    );
  });

  it('adds the tone and cuts both tracks to the length', () => {
    expect(option(args, '-i', 1)).toBe('sine=frequency=330:sample_rate=48000');
    expect(option(args, '-t')).toBe('10');
    expect(args.at(-1)).toBe('source.mp4');
  });

  it('gives a dubbed title one tone per audio stream, each tagged with its language', () => {
    const dubbed = generatedSourceArgs(
      {
        ...spec,
        audio: [
          { language: 'eng', toneHz: 330 },
          { language: 'hin', toneHz: 495 },
        ],
      },
      'source.mp4',
    );
    expect([option(dubbed, '-i', 1), option(dubbed, '-i', 2)]).toEqual([
      'sine=frequency=330:sample_rate=48000',
      'sine=frequency=495:sample_rate=48000',
    ]);
    expect(option(dubbed, '-filter_complex')).toMatch(/;\[1:a\]volume=0\.15\[a0\];\[2:a\]volume=0\.15\[a1\]$/);
    expect([option(dubbed, '-map', 1), option(dubbed, '-map', 2)]).toEqual(['[a0]', '[a1]']);
    expect([option(dubbed, '-metadata:s:a:0'), option(dubbed, '-metadata:s:a:1')]).toEqual([
      'language=eng',
      'language=hin',
    ]);
    // An undubbed title's one stream is untagged.
    expect(args.some((a) => a.startsWith('-metadata'))).toBe(false);
  });

  it('draws the title and subtitle from files next to the output, never from the job text itself', () => {
    const graph = option(args, '-filter_complex')!;
    expect(graph).toContain(`fontfile=${GENERATED_INPUTS.font}:textfile=${GENERATED_INPUTS.title(0)}:`);
    expect(graph).toContain(`textfile=${GENERATED_INPUTS.subtitle(0)}:`);
    expect(graph).not.toContain('PAPER');
    expect(generatedTextFiles(spec)).toEqual({ 'title-0.txt': 'PAPER BOATS', 'subtitle-0.txt': 'DRAMA · 2023' });
  });

  it('shows the title only on an opening card: the first 40 % of the video, at most 4 s', () => {
    const graph = option(args, '-filter_complex')!;
    expect(graph.match(/enable='lt\(t,4\.000\)'/g)).toHaveLength(3); // band, title, subtitle
    expect(titleCardSeconds(12)).toBe(4);
    expect(titleCardSeconds(4)).toBeCloseTo(1.6);
    // The poster (at 10 %) falls inside the card, the thumbnail after it.
    expect(generatedThumbSeconds(12)).toBe(8);
    expect(generatedThumbSeconds(4)).toBeCloseTo(2.8);
  });

  it('draws a long title line by line, each line centred, one file per line', () => {
    const long = { ...spec, title: 'THE LAST HORIZON: DEPARTURE', subtitle: 'EPISODE 1 · A COLONY SHIP LEAVES EARTH' };
    expect(generatedTextFiles(long)).toEqual({
      'title-0.txt': 'THE LAST',
      'title-1.txt': 'HORIZON:',
      'title-2.txt': 'DEPARTURE',
      'subtitle-0.txt': 'EPISODE 1 · A COLONY',
      'subtitle-1.txt': 'SHIP LEAVES EARTH',
    });
    const graph = option(generatedSourceArgs(long, 'o.mp4'), '-filter_complex')!;
    expect(graph.match(/drawtext=/g)).toHaveLength(5);
    expect(graph.match(/x=\(w-tw\)\/2/g)).toHaveLength(5);
  });

  it('tints the automaton with the first colour and scales its cells without blurring', () => {
    const cells = generatedSourceArgs(
      { ...spec, pattern: 'cellauto', palette: ['#ff8000', '#000000', '#000000'] },
      'o.mp4',
    );
    expect(option(cells, '-i', 0)).toMatch(
      /^cellauto=size=107x60:.*flags=neighbor.*lutrgb=r=val\*1\.00:g=val\*0\.50:b=val\*0\.00$/,
    );
  });
});

describe('wrapLines', () => {
  it('fills lines word by word up to the width', () => {
    expect(wrapLines('KITCHEN STORIES', 12)).toEqual(['KITCHEN', 'STORIES']);
    expect(wrapLines('  A  B  C ', 12)).toEqual(['A B C']);
    expect(wrapLines('', 12)).toEqual([]);
  });

  it('cuts a word longer than a line, and ends with an ellipsis what does not fit', () => {
    expect(wrapLines('ABCDEFGHIJKLMNOP', 6)).toEqual(['ABCDEF', 'GHIJKL', 'MNOP']);
    expect(wrapLines('ONE TWO THREE FOUR FIVE', 5, 2)).toEqual(['ONE', 'TWO…']);
  });
});

describe('assertGeneratedSource', () => {
  it('accepts a valid source', () => {
    expect(assertGeneratedSource(spec)).toBe(spec);
  });

  it.each([
    ['an unknown pattern', { pattern: 'testsrc' }, 'unknown pattern'],
    ['a colour that could reach the filter graph', { palette: ['#fff:x', '#000000', '#000000'] }, 'palette'],
    ['an empty title', { title: '  ' }, 'title'],
    ['a long clip', { seconds: 600 }, 'length'],
    ['a huge frame', { width: 7680 }, 'size'],
    ['an inaudible tone', { toneHz: 5 }, 'tone'],
    ['a language that could reach the arguments', { audio: [{ language: 'en g', toneHz: 330 }] }, 'audio'],
    ['an empty dub list', { audio: [] }, 'audio'],
  ])('refuses %s', (_what, change, message) => {
    expect(() => assertGeneratedSource({ ...spec, ...change })).toThrow(message);
  });
});

describe('findFontFile', () => {
  const exists = (path: string): boolean => path === '/b.ttf' || path === '/c.ttf';

  it('takes the first candidate that exists', () => {
    expect(findFontFile('', ['/a.ttf', '/b.ttf', '/c.ttf'], exists)).toBe('/b.ttf');
  });

  it('takes a configured file only when it exists', () => {
    expect(findFontFile('/c.ttf', ['/b.ttf'], exists)).toBe('/c.ttf');
    expect(findFontFile('/missing.ttf', ['/b.ttf'], exists)).toBeNull();
  });

  it('reports none when nothing is installed', () => {
    expect(findFontFile('', ['/a.ttf'], exists)).toBeNull();
  });
});

describe('a series intro', () => {
  const withIntro: GeneratedSource = { ...spec, intro: { atSeconds: 2, seconds: 3 } };

  it('plays the same melody in its window, whatever the tone of the part, and the tone elsewhere', () => {
    const [first, second] = [330, 440].map((toneHz) => generatedAudioSource({ toneHz, intro: withIntro.intro }));
    const melody = '0.25*sin(2*PI*t*220*pow(2,mod(floor((t-2)*4)*7,12)/12))';
    expect(first).toBe(`aevalsrc=exprs='if(between(t,2,5),${melody},0.125*sin(2*PI*330*t))':sample_rate=48000`);
    expect(second).toContain(`if(between(t,2,5),${melody},`);
    expect(option(generatedSourceArgs(withIntro, 'o.mp4'), '-i', 1)).toBe(first);
  });

  it('covers the picture with a card of the title in the first colour over the same window', () => {
    const graph = option(generatedSourceArgs(withIntro, 'o.mp4'), '-filter_complex')!;
    expect(graph).toContain("drawbox=x=0:y=0:w=iw:h=ih:color=#1e3c72:t=fill:enable='between(t,2,5)'");
    expect(graph).toMatch(
      /textfile=title-0\.txt:fontsize=h\/14:fontcolor=white:x=\(w-tw\)\/2:y=h\*[0-9.]+:enable='between\(t,2,5\)'/,
    );
    expect(option(generatedSourceArgs(spec, 'o.mp4'), '-filter_complex')).not.toContain('between(t,');
  });

  it('is refused when it does not fit in the video', () => {
    expect(() => assertGeneratedSource({ ...withIntro, intro: { atSeconds: 8, seconds: 3 } })).toThrow(/intro/);
    expect(() => assertGeneratedSource({ ...withIntro, intro: { atSeconds: 2, seconds: 0 } })).toThrow(/intro/);
    expect(assertGeneratedSource(withIntro)).toBe(withIntro);
  });
});
