import { describe, expect, it } from 'vitest';
import { escapeRegex, searchText } from './regex';

describe('escapeRegex', () => {
  it('escapes regex characters so text matches literally', () => {
    const pattern = escapeRegex('A.B*(C)?');
    expect(pattern).toBe('A\\.B\\*\\(C\\)\\?');
    expect(new RegExp(pattern).test('XA.B*(C)?Y')).toBe(true);
    expect(new RegExp(pattern).test('AXBB(C)')).toBe(false);
  });

  it('escapes every regex metacharacter', () => {
    expect(escapeRegex('^$.*+?()[]{}|\\')).toBe('\\^\\$\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\\\');
  });
});

describe('searchText', () => {
  it('drops control characters (a NUL breaks the database regex) and trims', () => {
    expect(searchText(' an\u0000na\u001f\u007f ')).toBe('anna');
    expect(searchText('\u0000\b')).toBe('');
  });
});
