/** What the filler reads of a paid campaign (docs/ads.md "Decision path"). */
export interface PaidCandidate {
  id: string;
  category: string;
  /** Reported impressions a viewer may see a day. */
  frequencyCap: number;
  /** Placements a day; null: none. */
  dailyCap: number | null;
  /** Placements the budget still allows as far as this decision knows; null: unlimited. */
  budgetLeft: number | null;
}

/** A candidate's counters as Redis holds them now: the viewer's reported impressions, the day's placements. */
export interface CandidateCounts {
  frequency: number;
  daily: number;
}

export interface FillResult {
  /** Per break, the campaign ids placed in it, in order. */
  breaks: string[][];
  /** Placements per campaign in this decision (what the daily caps and budgets are charged). */
  placed: Map<string, number>;
  /**
   * True when a break was left short while candidates beyond those with known counts remain: the
   * caller reads the counts of more candidates and fills again.
   */
  needsMore: boolean;
}

/**
 * Fills `breakCount` breaks from paid candidates in priority order, each with up to `adsPerBreak`
 * ads of different categories (competitive separation), each within the viewer's frequency cap (its
 * reported impressions plus the ads this decision placed), its daily cap (the day's placements plus
 * this decision's) and what its budget allows. Pure: the counts are read before and the placements
 * are charged after, atomically (delivery-counters.ts `commit`, the repository's budget spend).
 * `countsOf` answers undefined for a candidate whose counts were not read: filling stops there.
 */
export function fillBreaks(
  breakCount: number,
  candidates: readonly PaidCandidate[],
  countsOf: (id: string) => CandidateCounts | undefined,
  adsPerBreak: number,
): FillResult {
  const placed = new Map<string, number>();
  const breaks: string[][] = [];
  let needsMore = false;
  for (let b = 0; b < breakCount; b += 1) {
    const ads: string[] = [];
    const categories = new Set<string>();
    for (const candidate of candidates) {
      if (ads.length >= adsPerBreak) break;
      if (categories.has(candidate.category)) continue;
      const counts = countsOf(candidate.id);
      if (!counts) {
        needsMore = true;
        break;
      }
      const already = placed.get(candidate.id) ?? 0;
      if (counts.frequency + already >= candidate.frequencyCap) continue;
      if (candidate.dailyCap !== null && counts.daily + already >= candidate.dailyCap) continue;
      if (candidate.budgetLeft !== null && already >= candidate.budgetLeft) continue;
      placed.set(candidate.id, already + 1);
      categories.add(candidate.category);
      ads.push(candidate.id);
    }
    breaks.push(ads);
  }
  return { breaks, placed, needsMore };
}
