import { describe, expect, it } from 'vitest';
import { LiveMessages } from '@streamhub/contracts';
import { parseNewLiveEvent } from './live-event-input';

const now = new Date('2026-11-29T12:00:00Z');
const base = {
  title: '  Final: Mumbai vs Chennai ',
  startAt: '2026-11-29T18:30:00+05:30',
  expectedDurationMinutes: 180,
  ageRating: 'U',
  access: 'subscribers',
};

describe('parseNewLiveEvent', () => {
  it('accepts a subscribers event and trims the title', () => {
    const event = parseNewLiveEvent(base, now);
    expect(event.title).toBe('Final: Mumbai vs Chennai');
    expect(event.startAt.toISOString()).toBe('2026-11-29T13:00:00.000Z');
    expect(event.pricePaise).toBeNull();
    expect(event.posterUrl).toBeNull();
  });

  it('needs a price for pay-per-view', () => {
    expect(() => parseNewLiveEvent({ ...base, access: 'ppv' }, now)).toThrow(LiveMessages.priceRequired);
    expect(parseNewLiveEvent({ ...base, access: 'ppv', pricePaise: 4900 }, now).pricePaise).toBe(4900);
  });

  it('refuses a price on a subscribers event', () => {
    expect(() => parseNewLiveEvent({ ...base, pricePaise: 4900 }, now)).toThrow(LiveMessages.priceNotAllowed);
  });

  it('refuses a start in the past', () => {
    expect(() => parseNewLiveEvent({ ...base, startAt: '2026-11-29T10:00:00Z' }, now)).toThrow(
      LiveMessages.startInPast,
    );
  });

  it('refuses an unknown field and a bad rating with the catalog message', () => {
    expect(() => parseNewLiveEvent({ ...base, streamKey: 'x' }, now)).toThrow();
    expect(() => parseNewLiveEvent({ ...base, ageRating: 'PG' }, now)).toThrow(LiveMessages.invalidAgeRating);
  });
});
