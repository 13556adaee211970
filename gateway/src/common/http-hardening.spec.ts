import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@streamhub/contracts';
import {
  BODY_LIMITS,
  bodyLimitsFor,
  checkBodyShape,
  IMPORT_BODY_LIMITS,
  PLAYBACK_BODY_LIMITS,
  type BodyLimits,
} from './http-hardening';

const limits: BodyLimits = { maxKeys: 10, maxDepth: 3, maxStringLength: 20, maxArrayItems: 5 };
const refusal = (body: unknown): string | undefined => {
  try {
    checkBodyShape(body, limits);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('checkBodyShape', () => {
  it('lets ordinary bodies through', () => {
    expect(refusal({ email: 'a@b.io', password: 'secret', remember: true, tags: ['a', 'b'] })).toBeUndefined();
    expect(refusal(null)).toBeUndefined();
  });

  it('refuses too many keys, too deep nesting and too many array items as too complex', () => {
    expect(refusal(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])))).toBe(
      'Request body is too complex',
    );
    expect(refusal({ a: { b: { c: { d: 1 } } } })).toBe('Request body is too complex');
    expect(refusal([[[[1]]]])).toBe('Request body is too complex');
    expect(refusal({ list: [1, 2, 3, 4, 5, 6] })).toBe('Request body is too complex');
  });

  it('refuses any string over the length limit, however deep', () => {
    expect(refusal({ a: ['x'.repeat(21)] })).toBe('A text field in the request is too long');
    expect(refusal({ a: 'x'.repeat(20) })).toBeUndefined();
  });

  it('walks a 5,000-deep body without recursion and stops at the depth limit', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i += 1) deep = [deep];
    expect(refusal(deep)).toBe('Request body is too complex');
  });
});

describe('bodyLimitsFor', () => {
  it('lets only an import manifest have a text field longer than other bodies', () => {
    expect(bodyLimitsFor('/api/v1/imports').maxStringLength).toBe(IMPORT_LIMITS.maxManifestChars);
    expect(bodyLimitsFor('/api/v1/imports/check?x=1')).toBe(IMPORT_BODY_LIMITS);
    expect(bodyLimitsFor('/api/v1/imports/abc/rows/2/upload')).toBe(BODY_LIMITS);
  });

  it('lets only the playback event batches be wider than other bodies', () => {
    expect(bodyLimitsFor('/api/v1/playback/events')).toBe(PLAYBACK_BODY_LIMITS);
    expect(bodyLimitsFor('/api/v1/playback/events?x=1')).toBe(PLAYBACK_BODY_LIMITS);
    expect(bodyLimitsFor('/api/v1/playback/events/more')).toBe(BODY_LIMITS);
    expect(bodyLimitsFor('/api/v1/auth/signin')).toBe(BODY_LIMITS);
    expect(bodyLimitsFor(undefined)).toBe(BODY_LIMITS);
    // A full batch: 100 events of 17 keys, plus the body's own.
    const batch = {
      events: Array.from({ length: 100 }, () => Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, 1]))),
    };
    expect(() => checkBodyShape(batch, BODY_LIMITS)).toThrow();
    expect(() => checkBodyShape(batch, PLAYBACK_BODY_LIMITS)).not.toThrow();
  });
});
