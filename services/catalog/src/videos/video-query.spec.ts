import { describe, expect, it } from 'vitest';
import { buildAdminFilter, buildSearchFilter, escapeRegex, pageOf } from './video-query';

describe('buildSearchFilter', () => {
  it('shows viewers only active, undeleted videos when nothing is asked', () => {
    expect(buildSearchFilter({})).toEqual({ status: 'active', deleted: { $ne: true } });
  });

  it('matches the trimmed, upper-cased text over title, episode name, genre and actors', () => {
    expect(buildSearchFilter({ q: '  dark knight ' })).toEqual({
      status: 'active',
      deleted: { $ne: true },
      $and: [
        {
          $or: [
            { videoTitle: { $regex: 'DARK KNIGHT' } },
            { episodeName: { $regex: 'DARK KNIGHT' } },
            { genre: { $regex: 'DARK KNIGHT' } },
            { actors: { $regex: 'DARK KNIGHT' } },
          ],
        },
      ],
    });
  });

  it('escapes regex characters so user input matches literally', () => {
    const filter = buildSearchFilter({ q: 'a.b*(c)?' }) as { $and: { $or: { videoTitle?: { $regex: string } }[] }[] };
    const pattern = filter.$and[0]!.$or[0]!.videoTitle!.$regex;
    expect(pattern).toBe('A\\.B\\*\\(C\\)\\?');
    expect(new RegExp(pattern).test('XA.B*(C)?Y')).toBe(true);
    expect(new RegExp(pattern).test('AXBB(C)')).toBe(false);
  });

  it('ignores blank text', () => {
    expect(buildSearchFilter({ q: '   ' })).toEqual({ status: 'active', deleted: { $ne: true } });
  });

  it('combines every filter with AND', () => {
    expect(
      buildSearchFilter({ q: 'x', genre: ' drama ', year: 2024, minRating: 8, type: 'series', quality: '4K' }),
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

describe('escapeRegex', () => {
  it('escapes every regex metacharacter', () => {
    expect(escapeRegex('^$.*+?()[]{}|\\')).toBe('\\^\\$\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\\\');
  });
});
