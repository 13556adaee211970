import { describe, expect, it } from 'vitest';
import { toggleDescriptor } from './RatingFields';
import { formatRating, nextStatus, rangeLabel, videosQueryParams } from './videos-query';

describe('manage videos helpers', () => {
  it('sends status always, and search and type only when set', () => {
    expect(videosQueryParams({ search: '  ', status: 'all', type: 'all', page: 1 })).toEqual({
      status: 'all',
      page: 1,
      limit: 20,
    });
    expect(videosQueryParams({ search: ' night ', status: 'inactive', type: 'movie', page: 3 })).toEqual({
      q: 'night',
      status: 'inactive',
      type: 'movie',
      page: 3,
      limit: 20,
    });
  });

  it('sends the age rating filter only when one is picked', () => {
    const base = { search: '', status: 'all', type: 'all', page: 1 } as const;
    expect(videosQueryParams({ ...base, ageRating: 'all' })).not.toHaveProperty('ageRating');
    expect(videosQueryParams({ ...base, ageRating: 'U/A 13+' })).toMatchObject({ ageRating: 'U/A 13+' });
  });

  it("turns content descriptors on and off, keeping the Code's order", () => {
    expect(toggleDescriptor(['language'], 'violence', true)).toEqual(['violence', 'language']);
    expect(toggleDescriptor(['violence', 'language'], 'violence', false)).toEqual(['language']);
    expect(toggleDescriptor([], 'horror', false)).toEqual([]);
  });

  it('toggles active and inactive, and leaves pipeline states alone', () => {
    expect(nextStatus('active')).toBe('inactive');
    expect(nextStatus('inactive')).toBe('active');
    expect(nextStatus('processing')).toBeNull();
    expect(nextStatus('failed')).toBeNull();
  });

  it('shows the rating to one decimal or N/A', () => {
    expect(formatRating(7)).toBe('7.0');
    expect(formatRating(null)).toBe('N/A');
  });

  it('describes the visible range', () => {
    expect(rangeLabel(2, 20, 57)).toBe('Showing 21–40 of 57 videos');
    expect(rangeLabel(1, 20, 1)).toBe('Showing 1–1 of 1 video');
    expect(rangeLabel(1, 20, 0)).toBe('No videos');
  });
});
