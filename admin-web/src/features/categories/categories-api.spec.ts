import { describe, expect, it } from 'vitest';
import type { Category } from '@streamhub/contracts';
import { activeCategoryNames } from './categories-api';

const category = (name: string, status: Category['status']): Category => ({
  _id: name,
  name,
  status,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('categories api helpers', () => {
  it('suggests only active categories, upper-cased as videos store their genre', () => {
    expect(activeCategoryNames([category('Drama', 'active'), category('Crime', 'inactive')])).toEqual(['DRAMA']);
  });
});
