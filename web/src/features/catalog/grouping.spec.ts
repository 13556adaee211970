import { describe, expect, it } from 'vitest';
import { moreLikeThis, sortParts } from './grouping';

describe('episode parts', () => {
  it('orders parts by episodeSeq, then by upload time', () => {
    const parts = [
      { id: 'c', episodeSeq: 3, createdAt: '2024-01-01' },
      { id: 'a2', episodeSeq: 1, createdAt: '2024-02-01' },
      { id: 'a1', episodeSeq: 1, createdAt: '2024-01-01' },
      { id: 'b', episodeSeq: 2, createdAt: '2023-01-01' },
    ];
    expect(sortParts(parts).map((part) => part.id)).toEqual(['a1', 'a2', 'b', 'c']);
    expect(parts[0]!.id).toBe('c');
  });
});

describe('more like this', () => {
  const v = (_id: string, genre: string) => ({ _id, genre });

  it('keeps same-genre videos (case-insensitive), leaves the current one out, at most ten', () => {
    const current = v('me', 'DRAMA');
    const candidates = [
      current,
      v('x', 'COMEDY'),
      ...Array.from({ length: 12 }, (_, i) => v(`d${i}`, i % 2 ? 'drama' : 'DRAMA')),
    ];
    const result = moreLikeThis(current, candidates);
    expect(result).toHaveLength(10);
    expect(result.map((item) => item._id)).not.toContain('me');
    expect(result.map((item) => item._id)).not.toContain('x');
    expect(result[0]!._id).toBe('d0');
  });

  it('finds nothing for a video without a genre', () => {
    expect(moreLikeThis(v('me', ''), [v('a', '')])).toEqual([]);
  });
});
