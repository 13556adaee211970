import { describe, expect, it } from 'vitest';
import { catalogQueryString } from './catalog-api';

describe('catalogue query string', () => {
  it('leaves empty values out and keeps one key order, so equal queries share one cached answer', () => {
    expect(catalogQueryString({})).toBe('');
    expect(catalogQueryString({ limit: 12, genre: 'DRAMA', section: 'movies', q: '', page: 2 })).toBe(
      '?genre=DRAMA&section=movies&page=2&limit=12',
    );
    expect(catalogQueryString({ q: 'horizon drift', minRating: 8 })).toBe('?q=horizon+drift&minRating=8');
  });

  it('sends the age rating filter', () => {
    expect(catalogQueryString({ genre: 'CRIME', ageRating: 'U', page: 1, limit: 24 })).toBe(
      '?genre=CRIME&ageRating=U&page=1&limit=24',
    );
  });
});
