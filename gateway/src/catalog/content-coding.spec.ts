import { describe, expect, it } from 'vitest';
import { chooseCoding, codedEtag, noneMatchHits } from './content-coding';

const both = { br: 1, gzip: 1 };

describe('chooseCoding', () => {
  it('gives browsers brotli, gzip-only clients gzip, and everyone else the identity form', () => {
    expect(chooseCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseCoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseCoding('deflate', both)).toBeUndefined();
    expect(chooseCoding('identity', both)).toBeUndefined();
    expect(chooseCoding('', both)).toBeUndefined();
    expect(chooseCoding(undefined, both)).toBeUndefined();
  });

  it('follows quality values, refusals and the wildcard', () => {
    expect(chooseCoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseCoding('GZIP;Q=1, br;q=0.9', both)).toBe('gzip');
    expect(chooseCoding('*', both)).toBe('br');
    expect(chooseCoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(chooseCoding('gzip;q=0, br;q=0', both)).toBeUndefined();
    expect(chooseCoding('x-gzip', both)).toBe('gzip');
    expect(chooseCoding('br;q=bogus, gzip', both)).toBe('gzip');
  });

  it('offers only the forms already compressed', () => {
    expect(chooseCoding('gzip, br', { gzip: 1 })).toBe('gzip');
    expect(chooseCoding('br', { gzip: 1 })).toBeUndefined();
    expect(chooseCoding('gzip, br', {})).toBeUndefined();
  });
});

describe('noneMatchHits', () => {
  const etags = ['"abc"', '"abc-br"', '"abc-gzip"'];

  it('matches any form of the current body, weak or strong, in a list, or *', () => {
    expect(noneMatchHits('"abc-br"', etags)).toBe(true);
    expect(noneMatchHits('W/"abc-gzip"', etags)).toBe(true);
    expect(noneMatchHits('"old", "abc"', etags)).toBe(true);
    expect(noneMatchHits('*', etags)).toBe(true);
  });

  it('does not match another body', () => {
    expect(noneMatchHits('"old"', etags)).toBe(false);
    expect(noneMatchHits('"abc-bro"', etags)).toBe(false);
    expect(noneMatchHits('abc', etags)).toBe(false);
    expect(noneMatchHits('', etags)).toBe(false);
  });
});

describe('codedEtag', () => {
  it('keeps the tag quoted and names the coding in it', () => {
    expect(codedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(codedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
  });
});
