import { describe, expect, it } from 'vitest';
import { CatalogMessages, MediaMessages } from '@streamhub/contracts';
import { catalogQueryString, isSubscriptionRequiredMessage } from './catalog-api';

describe('isSubscriptionRequiredMessage', () => {
  it('recognises the message the gateway sends to a viewer who needs a plan, and nothing else', () => {
    expect(isSubscriptionRequiredMessage(MediaMessages.subscriptionRequired)).toBe(true);
    expect(isSubscriptionRequiredMessage(CatalogMessages.videoFetched)).toBe(false);
    expect(isSubscriptionRequiredMessage(MediaMessages.signInRequired)).toBe(false);
    expect(isSubscriptionRequiredMessage(null)).toBe(false);
  });
});

describe('catalogue query string', () => {
  it('leaves empty values out and keeps one key order, so equal queries share one cached answer', () => {
    expect(catalogQueryString({})).toBe('');
    expect(catalogQueryString({ limit: 12, genre: 'DRAMA', section: 'movies', q: '', page: 2 })).toBe(
      '?genre=DRAMA&section=movies&page=2&limit=12',
    );
    expect(catalogQueryString({ q: 'horizon drift', minRating: 8 })).toBe('?q=horizon+drift&minRating=8');
  });
});
