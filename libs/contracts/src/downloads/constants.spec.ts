import { describe, expect, it } from 'vitest';
import { downloadAllowanceLabel } from './constants';

describe('downloadAllowanceLabel', () => {
  it('says how many titles on how many devices, or that the plan has no downloads', () => {
    expect(downloadAllowanceLabel(25, 4)).toBe('25 downloads on 4 devices');
    expect(downloadAllowanceLabel(1, 1)).toBe('1 download on 1 device');
    expect(downloadAllowanceLabel(0, 4)).toBe('No downloads');
  });
});
