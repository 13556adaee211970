import { describe, expect, it } from 'vitest';
import type { Category } from '@streamhub/contracts';
import { activeCategoryNames, toCategories } from './categories-api';

const category = (name: string, status: Category['status']): Category => ({
  _id: name,
  name,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('categories api helpers', () => {
  it('reads data.categories, and anything else as an empty list', () => {
    expect(toCategories({ categories: [category('Drama', 'active')] })).toHaveLength(1);
    expect(toCategories({ categories: 'nope' })).toEqual([]);
    expect(toCategories(null)).toEqual([]);
  });

  it('suggests only active categories, upper-cased as videos store their genre', () => {
    expect(activeCategoryNames([category('Drama', 'active'), category('Crime', 'inactive')])).toEqual(['DRAMA']);
  });
});
