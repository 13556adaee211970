import { describe, expect, it } from 'vitest';
import { AdsMessages, type Campaign } from '@streamhub/contracts';
import {
  campaignInputFromForm,
  campaignStatus,
  emptyCampaignForm,
  fieldOfMessage,
  formatHours,
  formFromCampaign,
  parseHours,
  REQUIRED_FIELD,
} from './campaign-form';

const campaign: Campaign = {
  _id: 'c'.repeat(24),
  advertiserId: 'a'.repeat(24),
  name: 'Diwali cola',
  category: 'SOFT_DRINKS',
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: '2026-12-01T00:00:00.000Z',
  budgetImpressions: 10_000,
  dailyCap: null,
  priority: 70,
  frequencyCap: 3,
  cpmPaise: 15_250,
  house: false,
  active: true,
  impressions: 120,
  creative: {
    mediaUrl: 'https://ads.example.com/cola.mp4',
    mediaType: 'video/mp4',
    durationSeconds: 15,
    skipOffsetSeconds: 5,
    clickThroughUrl: null,
  },
  targeting: {
    genres: ['DRAMA', 'COMEDY'],
    ratingCeiling: 'A',
    adRating: 'U',
    languages: ['hi'],
    planCodes: ['ALL_30DAY_ADS'],
    devices: ['web', 'tv'],
    hours: [6, 7, 8, 9, 22],
  },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('campaign form', () => {
  it('round-trips a campaign through the editor', () => {
    const form = formFromCampaign(campaign);
    expect(form).toMatchObject({
      cpmRupees: '152.50',
      hours: '6-9, 22',
      genres: 'DRAMA, COMEDY',
      skipOffsetSeconds: '5',
    });
    const result = campaignInputFromForm(form);
    expect(result).toEqual({
      input: expect.objectContaining({
        advertiserId: campaign.advertiserId,
        startAt: campaign.startAt,
        endAt: campaign.endAt,
        budgetImpressions: 10_000,
        dailyCap: null,
        cpmPaise: 15_250,
        skipOffsetSeconds: 5,
        clickThroughUrl: null,
        genres: ['DRAMA', 'COMEDY'],
        devices: ['web', 'tv'],
        hours: [6, 7, 8, 9, 22],
      }),
    });
  });

  it('names the empty required fields and leaves ranges to the server', () => {
    const result = campaignInputFromForm({ ...emptyCampaignForm(new Date()), hours: 'evening' });
    expect(result).toEqual({
      errors: {
        advertiserId: REQUIRED_FIELD,
        name: REQUIRED_FIELD,
        category: REQUIRED_FIELD,
        mediaUrl: REQUIRED_FIELD,
        durationSeconds: REQUIRED_FIELD,
        hours: AdsMessages.invalidHours,
      },
    });
    const bad = campaignInputFromForm({ ...formFromCampaign(campaign), priority: 'lots', cpmRupees: '1.234' });
    expect(bad).toMatchObject({ input: { priority: 'lots', cpmPaise: 123.4 } });
  });

  it("maps the server's messages to their fields", () => {
    expect(fieldOfMessage(AdsMessages.invalidSkipOffset)).toBe('skipOffsetSeconds');
    expect(fieldOfMessage(AdsMessages.invalidCpm)).toBe('cpmRupees');
    expect(fieldOfMessage(AdsMessages.invalidDates)).toBe('endAt');
    expect(fieldOfMessage('Admin access required')).toBeNull();
  });

  it('reads hours and ranges', () => {
    expect(parseHours('22, 6-8,7')).toEqual([6, 7, 8, 22]);
    expect(parseHours('')).toEqual([]);
    expect(parseHours('9-6')).toBeNull();
    expect(formatHours([0, 1, 2, 5, 23])).toBe('0-2, 5, 23');
  });

  it('says where a campaign stands', () => {
    const now = new Date('2026-11-15T00:00:00Z');
    expect(campaignStatus(campaign, now)).toBe('Running');
    expect(campaignStatus({ ...campaign, active: false }, now)).toBe('Inactive');
    expect(campaignStatus({ ...campaign, impressions: 10_000 }, now)).toBe('Budget spent');
    expect(campaignStatus(campaign, new Date('2026-10-01T00:00:00Z'))).toBe('Scheduled');
    expect(campaignStatus(campaign, new Date('2026-12-02T00:00:00Z'))).toBe('Ended');
  });
});
