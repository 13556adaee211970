import { describe, expect, it } from 'vitest';
import { hasCriteria, readSearchState, searchQuery, toSearchParams, withoutFilters } from './search-params';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('search URL state', () => {
  it('reads query and filters from the URL, trimmed', () => {
    expect(
      read('q=%20dark%20&genre=DRAMA&year=2021&minRating=8&type=series&quality=4K&ageRating=U%2FA%2013%2B'),
    ).toEqual({
      q: 'dark',
      genre: 'DRAMA',
      year: '2021',
      minRating: '8',
      type: 'series',
      quality: '4K',
      ageRating: 'U/A 13+',
    });
  });

  it('drops filter values the page does not offer', () => {
    expect(read('minRating=6&type=cartoon&quality=8K&year=20x1&ageRating=PG')).toEqual({
      q: '',
      genre: '',
      year: '',
      minRating: '',
      type: '',
      quality: '',
      ageRating: '',
    });
  });

  it('writes only non-empty values, in a fixed order', () => {
    const params = toSearchParams({ quality: 'HD', q: 'war', genre: '', year: '1999' });
    expect(params.toString()).toBe('q=war&year=1999&quality=HD');
  });

  it('builds the catalogue query with typed numbers and the page size', () => {
    const state = read('q=the%20end&minRating=9&year=1999');
    expect(searchQuery(state)).toEqual({ q: 'the end', minRating: 9, year: 1999, limit: 24 });
  });

  it('round-trips an age rating through the URL and asks the catalogue for it', () => {
    const params = toSearchParams({ q: 'x', ageRating: 'U/A 7+' });
    expect(params.toString()).toBe('q=x&ageRating=U%2FA+7%2B');
    expect(searchQuery(read(params.toString()))).toEqual({ q: 'x', ageRating: 'U/A 7+', limit: 24 });
  });

  it('counts a query or any filter as criteria, and nothing else', () => {
    expect(hasCriteria(read(''))).toBe(false);
    expect(hasCriteria(read('q=%20%20'))).toBe(false);
    expect(hasCriteria(read('q=x'))).toBe(true);
    expect(hasCriteria(read('quality=SD'))).toBe(true);
  });

  it('clears every filter but keeps the query', () => {
    expect(toSearchParams(withoutFilters(read('q=x&genre=DRAMA&type=movie'))).toString()).toBe('q=x');
  });
});
