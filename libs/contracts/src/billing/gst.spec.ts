import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckCharacter, gstinProblem, gstStateName } from './gst';

describe('GST states and GSTIN', () => {
  it('accepts real GSTINs and computes their check character', () => {
    // The GST portal's worked example and a listed company's GSTIN (both Maharashtra).
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAACR5055K1Z7')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses a wrong check character, a wrong shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    const unknownState = '99AAPFU0939F1Z';
    expect(gstinProblem(unknownState + gstinCheckCharacter(unknownState))).toBe('state');
  });

  it('names states by their code', () => {
    expect(gstStateName('29')).toBe('Karnataka');
    expect(GST_STATES['07']).toBe('Delhi');
    expect(Object.keys(GST_STATES)).toHaveLength(36);
  });
});
