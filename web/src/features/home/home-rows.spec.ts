import { describe, expect, it } from 'vitest';
import type { EpisodeGroup } from '@streamhub/contracts';
import { genreLabel, planGenreRows, rowGenres } from './HomeRows';

const group = (episodeName: string, genre: string) => ({ episodeName, genre }) as EpisodeGroup;

describe('home rows', () => {
  it('titles a genre row in title case, hyphens and spaces included', () => {
    expect(genreLabel('SCI-FI')).toBe('Sci-Fi');
    expect(genreLabel('ROMANTIC COMEDY')).toBe('Romantic Comedy');
  });

  it('takes the genres of the newest titles in order, each once, at most the cap', () => {
    const groups = [
      group('A', 'DRAMA'),
      group('B', 'CRIME'),
      group('C', 'DRAMA'),
      group('D', ''),
      group('E', 'SCI-FI'),
    ];
    expect(rowGenres(groups)).toEqual(['DRAMA', 'CRIME', 'SCI-FI']);
    expect(rowGenres(groups, 2)).toEqual(['DRAMA', 'CRIME']);
  });

  it('gives a genre a row only with enough titles, and the smaller genres one row together', () => {
    const groups = [
      group('A', 'DRAMA'),
      group('B', 'CRIME'),
      group('C', 'DRAMA'),
      group('D', 'SCI-FI'),
      group('E', 'DRAMA'),
      group('F', 'COMEDY'),
      group('G', 'CRIME'),
    ];
    const plan = planGenreRows(groups, { minCards: 3 });
    expect(plan.genres).toEqual(['DRAMA']);
    expect(plan.more.map((g) => g.episodeName)).toEqual(['B', 'D', 'F', 'G']);
    // Too few left over for a row of their own: no "More to explore" either.
    expect(planGenreRows(groups.slice(0, 5), { minCards: 3 }).more).toEqual([]);
  });
});
