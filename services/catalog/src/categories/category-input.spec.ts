import { describe, expect, it } from 'vitest';
import { CatalogMessages } from '@streamhub/contracts';
import { assertCategoryId, categoryKey, normaliseCategoryName, parseCategoryStatus } from './category-input';

const rejects = (fn: () => unknown, message: string) => expect(fn).toThrow(message);

describe('category input', () => {
  it('trims a name and collapses its inner whitespace', () => {
    expect(normaliseCategoryName('  Science   Fiction ')).toBe('Science Fiction');
    expect(categoryKey('Science Fiction')).toBe('SCIENCE FICTION');
  });

  it('refuses a missing, blank, non-text, too long or control-character name with its message', () => {
    rejects(() => normaliseCategoryName(undefined), CatalogMessages.categoryNameRequired);
    rejects(() => normaliseCategoryName('   '), CatalogMessages.categoryNameRequired);
    rejects(() => normaliseCategoryName(42), CatalogMessages.categoryNameNotText);
    rejects(() => normaliseCategoryName(['Drama']), CatalogMessages.categoryNameNotText);
    rejects(() => normaliseCategoryName('x'.repeat(61)), CatalogMessages.categoryNameTooLong);
    rejects(() => normaliseCategoryName('Dra\u0000ma'), CatalogMessages.categoryNameInvalid);
    expect(normaliseCategoryName('x'.repeat(60))).toHaveLength(60);
  });

  it('takes only 24-hex ids and the two statuses', () => {
    expect(assertCategoryId('ABCDEFABCDEFABCDEFABCDEF')).toBe('abcdefabcdefabcdefabcdef');
    rejects(() => assertCategoryId('nope'), CatalogMessages.invalidCategoryId);
    rejects(() => assertCategoryId({ $gt: '' }), CatalogMessages.invalidCategoryId);
    expect(parseCategoryStatus('inactive')).toBe('inactive');
    rejects(() => parseCategoryStatus('deleted'), CatalogMessages.invalidCategoryStatus);
  });
});
