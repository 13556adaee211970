import { describe, expect, it } from 'vitest';
import { latinKey, localizedSearchKeys, localizedWordForms } from './localized-search';

describe('search in Indian scripts', () => {
  it('stores each translated title as typed and as a Latin key', () => {
    expect(localizedSearchKeys([{ lang: 'hi', title: 'दिल से', description: '' }])).toEqual(['दिल से', 'DIL SE']);
    expect(localizedSearchKeys([{ lang: 'hi', title: 'कहानी', description: '' }])).toContain('KHNI');
  });

  it('folds spellings of one sound to one key', () => {
    expect(latinKey('kahaani')).toBe(latinKey('kahAnI'));
    expect(latinKey('dilwale')).toBe(latinKey('dilavAle'));
    expect(latinKey('pyaar')).toBe(latinKey('pyAra'));
  });

  it('looks for a Latin word as itself, its key and its Devanagari', () => {
    expect(localizedWordForms('DIL')).toEqual(['DIL', 'दिल']);
    expect(localizedWordForms('दिल')).toEqual(['दिल']);
    // One letter has no key of its own (it would find almost everything).
    expect(localizedWordForms('A')).toEqual(['A', 'अ']);
  });
});
