import { describe, expect, it } from 'vitest';
import {
  buildAdminFilter,
  buildCatalogFilter,
  MATCH_NOTHING,
  MAX_QUERY_WORDS,
  pageOf,
  queryWords,
} from './video-query';
import { localizedWordForms } from './localized-search';

describe('buildCatalogFilter', () => {
  it('shows viewers only active, undeleted videos when nothing is asked', () => {
    expect(buildCatalogFilter({})).toEqual({ status: 'active', deleted: { $ne: true } });
  });

  it('needs every upper-cased word of the text, each in title, episode name, genre or actors', () => {
    const anyField = (word: string) => ({
      $or: [
        { videoTitle: { $regex: word } },
        { episodeName: { $regex: word } },
        { genre: { $regex: word } },
        { actors: { $regex: word } },
        { localizedSearch: { $regex: localizedWordForms(word).join('|') } },
      ],
    });
    expect(buildCatalogFilter({ q: '  horizon   drift ' })).toEqual({
      status: 'active',
      deleted: { $ne: true },
      $and: [anyField('HORIZON'), anyField('DRIFT')],
    });
  });

  it('counts a repeated word once and at most eight words', () => {
    expect(queryWords('a b a')).toEqual(['A', 'B']);
    expect(queryWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('narrows to a section: movies, or every other type for series', () => {
    expect(buildCatalogFilter({ section: 'movies' }).$and).toEqual([{ videoType: 'movie' }]);
    expect(buildCatalogFilter({ section: 'series' }).$and).toEqual([{ videoType: { $ne: 'movie' } }]);
  });

  it('ignores symbols and emoji: they only separate words', () => {
    expect(queryWords('🎬🍿 horizon')).toEqual(['HORIZON']);
    expect(queryWords('horizon: drift!')).toEqual(['HORIZON', 'DRIFT']);
    expect(queryWords('Mr. Robot, 2019 — naïve दिल')).toEqual(['MR', 'ROBOT', '2019', 'NAÏVE', 'दिल']);
  });

  it('finds nothing for text without a letter or digit', () => {
    expect(buildCatalogFilter({ q: '🎬🍿 ★' })).toEqual({
      status: 'active',
      deleted: { $ne: true },
      $and: [MATCH_NOTHING],
    });
    expect(buildAdminFilter({ q: '?!' }).$and).toEqual([MATCH_NOTHING]);
  });

  it('lets a typed word match the title words it is a typo of, in title or episode name only', () => {
    const filter = buildCatalogFilter({ q: 'horizn 2' }, new Map([['HORIZN', ['HORIZON', 'HORIZONS']]]));
    expect(filter.$and).toEqual([
      {
        $or: [
          { videoTitle: { $regex: 'HORIZN' } },
          { episodeName: { $regex: 'HORIZN' } },
          { genre: { $regex: 'HORIZN' } },
          { actors: { $regex: 'HORIZN' } },
          { localizedSearch: { $regex: localizedWordForms('HORIZN').join('|') } },
          { videoTitle: { $regex: 'HORIZON|HORIZONS' } },
          { episodeName: { $regex: 'HORIZON|HORIZONS' } },
        ],
      },
      { $or: expect.arrayContaining([{ videoTitle: { $regex: '2' } }]) },
    ]);
  });

  it('finds translated titles as typed and a Latin word by transliteration', () => {
    const clause = (q: string) => (buildCatalogFilter({ q }).$and as { $or: Record<string, unknown>[] }[])[0]!.$or;
    expect(clause('दिल')).toContainEqual({ localizedSearch: { $regex: 'दिल' } });
    expect(clause('dil')).toContainEqual({ localizedSearch: { $regex: 'DIL|दिल' } });
  });

  it('ignores blank text', () => {
    expect(buildCatalogFilter({ q: '   ' })).toEqual({ status: 'active', deleted: { $ne: true } });
  });

  it('combines every filter with AND', () => {
    expect(
      buildCatalogFilter({ q: 'x', genre: ' drama ', year: 2024, minRating: 8, type: 'series', quality: '4K' }),
    ).toEqual({
      status: 'active',
      deleted: { $ne: true },
      $and: [
        { $or: expect.any(Array) },
        { genre: 'DRAMA' },
        { releaseYear: 2024 },
        { imdbRating: { $gte: 8 } },
        { videoType: 'series' },
        { quality: '4K' },
      ],
    });
  });
});

describe('buildAdminFilter', () => {
  it('lists every status but never deleted videos', () => {
    expect(buildAdminFilter({})).toEqual({ deleted: { $ne: true } });
    expect(buildAdminFilter({ status: 'all' })).toEqual({ deleted: { $ne: true } });
  });

  it('narrows by status, type and text', () => {
    expect(buildAdminFilter({ status: 'inactive', type: 'movie', q: 'rain' })).toEqual({
      deleted: { $ne: true },
      status: 'inactive',
      videoType: 'movie',
      $and: [{ $or: expect.arrayContaining([{ videoTitle: { $regex: 'RAIN' } }]) }],
    });
  });
});

describe('pageOf', () => {
  it('defaults to the first page of 24', () => {
    expect(pageOf(undefined, undefined)).toEqual({ page: 1, limit: 24, skip: 0 });
  });

  it('skips whole pages and caps the page size at 100', () => {
    expect(pageOf(3, 10)).toEqual({ page: 3, limit: 10, skip: 20 });
    expect(pageOf(1, 1000)).toEqual({ page: 1, limit: 100, skip: 0 });
    expect(pageOf(0, -5)).toEqual({ page: 1, limit: 24, skip: 0 });
  });
});
