import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';
import { clearKeysOf, playable } from './offline-store';

describe('downloads', () => {
  it('shows sizes in decimal units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(1_234_567)).toBe('1.2 MB');
    expect(formatBytes(25_000_000)).toBe('25 MB');
  });

  it('gives shaka the keys as hex', () => {
    expect(clearKeysOf([{ kty: 'oct', kid: 'AAECAwQFBgcICQoLDA0ODw', k: '_-_-_-_-_-_-_-_-_-_-_w' }])).toEqual({
      '000102030405060708090a0b0c0d0e0f': 'ffeffeffeffeffeffeffeffeffeffeff',
    });
    expect(clearKeysOf(null)).toEqual({});
  });

  it('plays a copy only before its licence expires', () => {
    expect(playable({ expiresAt: '2026-01-02T00:00:00Z' }, Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
    expect(playable({ expiresAt: '2026-01-02T00:00:00Z' }, Date.parse('2026-01-03T00:00:00Z'))).toBe(false);
  });
});
