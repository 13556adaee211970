import { describe, expect, it } from 'vitest';
import { catalogParams } from './catalog-api';

describe('catalogue query parameters', () => {
  it('leaves empty values out and keeps one key order, so equal queries share one cached answer', () => {
    expect(catalogParams({})).toEqual({});
    const params = catalogParams({ limit: 12, genre: 'DRAMA', section: 'movies', q: '', page: 2 });
    expect(params).toEqual({ genre: 'DRAMA', section: 'movies', page: 2, limit: 12 });
    expect(Object.keys(params)).toEqual(['genre', 'section', 'page', 'limit']);
    expect(Object.keys(catalogParams({ minRating: 8, q: 'horizon drift' }))).toEqual(['q', 'minRating']);
  });

  it('sends the age rating filter', () => {
    expect(catalogParams({ genre: 'CRIME', ageRating: 'U', page: 1, limit: 24 })).toEqual({
      genre: 'CRIME',
      ageRating: 'U',
      page: 1,
      limit: 24,
    });
  });
});
