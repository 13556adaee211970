import { describe, expect, it } from 'vitest';
import { formatOf, stillRunning } from './imports-api';

describe('import screen helpers', () => {
  it('reads a manifest as JSON by its .json name, else as CSV', () => {
    expect(formatOf('library.JSON')).toBe('json');
    expect(formatOf('library.csv')).toBe('csv');
    expect(formatOf('library.txt')).toBe('csv');
  });

  it('keeps refreshing while a row is queued, uploading or encoding', () => {
    const none = { queued: 0, uploading: 0, encoding: 0, published: 3, failed: 1 };
    expect(stillRunning(none)).toBe(false);
    expect(stillRunning({ ...none, encoding: 1 })).toBe(true);
    expect(stillRunning({ ...none, queued: 2 })).toBe(true);
  });
});
