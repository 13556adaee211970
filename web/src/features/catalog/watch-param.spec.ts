import { describe, expect, it } from 'vitest';
import { isVideoId, parseWatchParam, playPath, watchPath } from './watch-param';

describe('watch page parameter', () => {
  it('treats 24 hexadecimal characters as a video id, in either case', () => {
    expect(parseWatchParam('65a1f0c2b3d4e5f6a7b8c9d0')).toEqual({ kind: 'id', id: '65a1f0c2b3d4e5f6a7b8c9d0' });
    expect(isVideoId('65A1F0C2B3D4E5F6A7B8C9D0')).toBe(true);
  });

  it('treats anything else as an episode name', () => {
    expect(parseWatchParam('BREAKING WAVES')).toEqual({ kind: 'name', name: 'BREAKING WAVES' });
    expect(parseWatchParam('65a1f0c2b3d4e5f6a7b8c9d')).toEqual({ kind: 'name', name: '65a1f0c2b3d4e5f6a7b8c9d' });
    expect(parseWatchParam('65a1f0c2b3d4e5f6a7b8c9d0z')).toMatchObject({ kind: 'name' });
    expect(parseWatchParam('zza1f0c2b3d4e5f6a7b8c9d0')).toMatchObject({ kind: 'name' });
  });

  it('trims the parameter before deciding', () => {
    expect(parseWatchParam(' 65a1f0c2b3d4e5f6a7b8c9d0 ')).toMatchObject({ kind: 'id' });
  });

  it('builds encoded watch and play paths, with a resume time only when positive', () => {
    expect(watchPath('THE LAST / DAYS')).toBe('/watch/THE%20LAST%20%2F%20DAYS');
    expect(playPath('abc')).toBe('/play/abc');
    expect(playPath('abc', 0)).toBe('/play/abc');
    expect(playPath('abc', 95.7)).toBe('/play/abc?t=95');
  });
});
