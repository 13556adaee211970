import { describe, expect, it } from 'vitest';
import type { AdDecisionRequest } from '@streamhub/contracts';
import type { CampaignRecord } from './ads.repository';
import { CampaignIndex } from './campaign-index';

const now = new Date('2026-06-01T12:00:00Z');
const request: AdDecisionRequest = {
  viewerKey: 'p1',
  videoId: 'a'.repeat(24),
  ageRating: 'U',
  genre: ' drama ',
  languages: ['hi'],
  planCode: 'ALL_30DAY_ADS',
  device: 'web',
  hour: 20,
  durationSeconds: 3000,
  avoid: [],
};

let next = 0;
function campaign(over: Partial<CampaignRecord> = {}): CampaignRecord {
  next += 1;
  return {
    _id: next.toString(16).padStart(24, '0'),
    advertiserId: 'f'.repeat(24),
    name: `c${next}`,
    category: `CAT${next}`,
    startAt: new Date(now.getTime() - 3_600_000),
    endAt: new Date(now.getTime() + 3_600_000),
    budgetImpressions: 1000,
    dailyCap: null,
    priority: 50,
    frequencyCap: 3,
    cpmPaise: 15_000,
    house: false,
    active: true,
    impressions: 0,
    mediaUrl: 'https://ads.example.com/a.mp4',
    mediaType: 'video/mp4',
    durationSeconds: 15,
    skipOffsetSeconds: null,
    clickThroughUrl: null,
    genres: ['DRAMA'],
    ratingCeiling: 'A',
    adRating: 'U',
    languages: [],
    planCodes: [],
    devices: [],
    hours: [],
    createdAt: now,
    updatedAt: now,
    ...over,
  } as CampaignRecord;
}

const ids = (list: CampaignRecord[]) => list.map((c) => c._id);

describe('the live campaign index', () => {
  it("takes the title's genre bucket and the any-genre campaigns, whole targeting checked", () => {
    const drama = campaign();
    const anyGenre = campaign({ genres: [] });
    const comedy = campaign({ genres: ['COMEDY'] });
    const adult = campaign({ adRating: 'A' });
    const otherPlan = campaign({ planCodes: ['OTHER'] });
    const index = new CampaignIndex([drama, anyGenre, comedy, adult, otherPlan], new Map());
    expect(index.size).toBe(5);
    expect(ids(index.candidates(request, now).paid).sort()).toEqual(ids([drama, anyGenre]).sort());
    expect(ids(index.candidates({ ...request, genre: 'Comedy' }, now).paid).sort()).toEqual(
      ids([anyGenre, comedy]).sort(),
    );
  });

  it('keeps only the campaigns running now, and splits house ads off', () => {
    const running = campaign();
    const later = campaign({ startAt: new Date(now.getTime() + 60_000) });
    const ended = campaign({ endAt: now });
    const off = campaign({ active: false });
    const house = campaign({ house: true, budgetImpressions: null });
    const { paid, house: houseAds } = new CampaignIndex([running, later, ended, off, house], new Map()).candidates(
      request,
      now,
    );
    expect(ids(paid)).toEqual([running._id]);
    expect(ids(houseAds)).toEqual([house._id]);
  });

  it('orders by priority, then fewer ads served (its own placements counted), then id', () => {
    const low = campaign({ priority: 10 });
    const tiedA = campaign({ priority: 90, impressions: 5 });
    const tiedB = campaign({ priority: 90, impressions: 5 });
    const tiedServedLess = campaign({ priority: 90, impressions: 2 });
    const index = new CampaignIndex([low, tiedA, tiedB, tiedServedLess], new Map());
    expect(ids(index.candidates(request, now).paid)).toEqual(ids([tiedServedLess, tiedA, tiedB, low]));
    index.addServed(tiedServedLess._id, 10);
    index.setServed(tiedA._id, 7);
    expect(ids(index.candidates(request, now).paid)).toEqual(ids([tiedB, tiedA, tiedServedLess, low]));
    expect(index.servedOf(tiedServedLess._id)).toBe(12);
  });

  it("names each campaign's advertiser", () => {
    const c = campaign();
    const index = new CampaignIndex([c], new Map([[c.advertiserId, 'Brand']]));
    expect(index.advertiserOf(c)).toBe('Brand');
    expect(index.advertiserOf(campaign({ advertiserId: 'e'.repeat(24) }))).toBe('');
  });
});
