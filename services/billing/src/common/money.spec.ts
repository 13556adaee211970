import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('turns rupees with up to 2 decimals into exact paise', () => {
    expect(rupeesToPaise(199)).toBe(19_900);
    expect(rupeesToPaise(19.99)).toBe(1_999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(0)).toBe(0);
  });

  it('refuses negative amounts, a third decimal and non-numbers', () => {
    expect(rupeesToPaise(-1)).toBeNull();
    expect(rupeesToPaise(1.005)).toBeNull();
    expect(rupeesToPaise(Number.NaN)).toBeNull();
    expect(rupeesToPaise(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('prints paise as rupees with 2 decimals', () => {
    expect(formatRupees(19_900)).toBe('199.00');
    expect(formatRupees(1_999)).toBe('19.99');
    expect(formatRupees(5)).toBe('0.05');
    expect(paiseToRupees(1_999)).toBe(19.99);
  });
});
