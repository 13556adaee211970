import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, rangeLabelOf } from './paging';

describe('pagination', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('labels the visible range', () => {
    expect(rangeLabelOf('noun.user', 1, 20, 0)).toBe('No users');
    expect(rangeLabelOf('noun.query', 1, 20, 2)).toBe('Showing 1–2 of 2 queries');
    expect(rangeLabelOf('noun.user', 1, 20, 1)).toBe('Showing 1–1 of 1 user');
    expect(rangeLabelOf('noun.user', 2, 20, 57)).toBe('Showing 21–40 of 57 users');
  });

  it('shows the first, last and nearby pages with gaps between', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});
