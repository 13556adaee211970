import { describe, expect, it } from 'vitest';
import { searchPath } from './search-path';

describe('searchPath', () => {
  it('ignores blank input', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });

  it('uses the trimmed, encoded text', () => {
    expect(searchPath('  dark knight ')).toBe('/search?q=dark%20knight');
    expect(searchPath('rock & roll')).toBe('/search?q=rock%20%26%20roll');
  });
});
