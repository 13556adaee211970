import { describe, expect, it } from 'vitest';
import { genreOptions } from './genre-options';

describe('genreOptions', () => {
  it('offers every active category, even one no video carries yet', () => {
    expect(genreOptions(['DRAMA'], { active: ['THRILLER'], inactive: [] })).toEqual(['DRAMA', 'THRILLER']);
  });

  it('hides the genre of a deactivated category although videos carry it', () => {
    expect(genreOptions(['DRAMA', 'CRIME'], { active: [], inactive: ['CRIME'] })).toEqual(['DRAMA']);
  });

  it('lists a genre once, sorted, and drops empty ones', () => {
    expect(genreOptions(['CRIME', '', 'ACTION', 'CRIME'], { active: ['ACTION'], inactive: [] })).toEqual([
      'ACTION',
      'CRIME',
    ]);
  });
});
