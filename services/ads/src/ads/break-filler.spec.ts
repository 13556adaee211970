import { describe, expect, it } from 'vitest';
import { fillBreaks, type CandidateCounts, type PaidCandidate } from './break-filler';

const paid = (id: string, over: Partial<PaidCandidate> = {}): PaidCandidate => ({
  id,
  category: id.toUpperCase(),
  frequencyCap: 100,
  dailyCap: null,
  budgetLeft: null,
  ...over,
});
const none: CandidateCounts = { frequency: 0, daily: 0 };
const allKnown =
  (counts: Record<string, CandidateCounts> = {}) =>
  (id: string) =>
    counts[id] ?? none;

describe('filling ad breaks', () => {
  it('takes the first candidates in order, two a break, never two of one category', () => {
    const candidates = [paid('a1', { category: 'COLA' }), paid('a2', { category: 'COLA' }), paid('b'), paid('c')];
    const { breaks, placed, needsMore } = fillBreaks(3, candidates, allKnown(), 2);
    expect(breaks).toEqual([
      ['a1', 'b'],
      ['a1', 'b'],
      ['a1', 'b'],
    ]);
    expect(placed.get('a1')).toBe(3);
    expect(placed.has('a2')).toBe(false);
    expect(needsMore).toBe(false);
  });

  it("counts the viewer's reported impressions plus this decision's placements against the frequency cap", () => {
    const candidates = [
      paid('cola-a', { category: 'COLA', frequencyCap: 2 }),
      paid('cola-b', { category: 'COLA', frequencyCap: 1 }),
      paid('phones'),
    ];
    expect(fillBreaks(3, candidates, allKnown(), 2).breaks).toEqual([
      ['cola-a', 'phones'],
      ['cola-a', 'phones'],
      ['cola-b', 'phones'],
    ]);
    // One impression of cola-a reported already: it fits one break only.
    expect(fillBreaks(3, candidates, allKnown({ 'cola-a': { frequency: 1, daily: 0 } }), 2).breaks).toEqual([
      ['cola-a', 'phones'],
      ['cola-b', 'phones'],
      ['phones'],
    ]);
  });

  it('keeps to the daily cap (placements today plus this decision) and to what the budget has left', () => {
    const daily = paid('daily', { dailyCap: 5 });
    const budget = paid('budget', { budgetLeft: 1 });
    const { breaks, placed } = fillBreaks(3, [daily, budget], allKnown({ daily: { frequency: 0, daily: 3 } }), 2);
    expect(breaks).toEqual([['daily', 'budget'], ['daily'], []]);
    expect(Object.fromEntries(placed)).toEqual({ daily: 2, budget: 1 });
    expect(fillBreaks(1, [paid('spent', { budgetLeft: 0 })], allKnown(), 2).breaks).toEqual([[]]);
  });

  it('stops where the counts are not known and asks for more, but not once the breaks are full', () => {
    const candidates = [paid('a', { frequencyCap: 0 }), paid('b'), paid('c')];
    const knownAB = (id: string) => (id === 'c' ? undefined : none);
    expect(fillBreaks(1, candidates, knownAB, 2)).toMatchObject({ breaks: [['b']], needsMore: true });
    expect(fillBreaks(1, candidates, knownAB, 1)).toMatchObject({ breaks: [['b']], needsMore: false });
  });

  it('fills nothing without breaks or candidates', () => {
    expect(fillBreaks(0, [paid('a')], allKnown(), 2).breaks).toEqual([]);
    expect(fillBreaks(2, [], allKnown(), 2).breaks).toEqual([[], []]);
  });
});
