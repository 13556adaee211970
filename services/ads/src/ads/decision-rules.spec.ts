import { describe, expect, it } from 'vitest';
import type { AdDecisionRequest } from '@streamhub/contracts';
import { breakOffsets, capDay, matchesTargeting, type CampaignTargeting } from './decision-rules';

const request: AdDecisionRequest = {
  viewerKey: 'p1',
  videoId: 'a'.repeat(24),
  ageRating: 'U',
  genre: 'Drama',
  languages: ['hi'],
  planCode: 'ALL_30DAY_ADS',
  device: 'web',
  hour: 20,
  durationSeconds: 3000,
  avoid: [],
};
const open: CampaignTargeting = {
  category: 'COLA',
  genres: [],
  ratingCeiling: 'A',
  adRating: 'U',
  languages: [],
  planCodes: [],
  devices: [],
  hours: [],
};

describe('ad targeting', () => {
  it('never runs an A-rated ad before a U title, and keeps to the ceiling', () => {
    expect(matchesTargeting(open, request)).toBe(true);
    expect(matchesTargeting({ ...open, adRating: 'A' }, request)).toBe(false);
    expect(matchesTargeting({ ...open, adRating: 'A' }, { ...request, ageRating: 'A' })).toBe(true);
    expect(matchesTargeting({ ...open, ratingCeiling: 'U/A 13+' }, { ...request, ageRating: 'A' })).toBe(false);
  });

  it('matches genre, language, plan, device and hour when they are set', () => {
    expect(matchesTargeting({ ...open, genres: ['DRAMA'] }, request)).toBe(true);
    expect(matchesTargeting({ ...open, genres: ['ACTION'] }, request)).toBe(false);
    expect(matchesTargeting({ ...open, languages: ['ta'] }, request)).toBe(false);
    expect(matchesTargeting({ ...open, planCodes: ['ALL_30DAY_ADS'] }, request)).toBe(true);
    expect(matchesTargeting({ ...open, devices: ['tv'] }, request)).toBe(false);
    expect(matchesTargeting({ ...open, hours: [19, 20] }, request)).toBe(true);
    expect(matchesTargeting({ ...open, hours: [9] }, request)).toBe(false);
  });
});

describe('ad break placement', () => {
  it('puts mid-rolls at the markers, never inside an intro or recap', () => {
    expect(breakOffsets(300, [120, 30, 500], [{ start: 20, end: 40 }])).toEqual([0, 120]);
  });

  it('places mid-rolls every ten minutes on long titles without markers, none on short ones', () => {
    expect(breakOffsets(1900, [], [])).toEqual([0, 600, 1200, 1800]);
    expect(breakOffsets(900, [], [])).toEqual([0]);
  });

  it("counts caps by India's calendar day", () => {
    expect(capDay(new Date('2026-01-01T18:29:00Z'))).toBe('20260101');
    expect(capDay(new Date('2026-01-01T18:31:00Z'))).toBe('20260102');
  });
});
