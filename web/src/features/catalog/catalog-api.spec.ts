import { describe, expect, it } from 'vitest';
import { CatalogMessages, MediaMessages } from '@streamhub/contracts';
import { isSubscriptionRequiredMessage } from './catalog-api';

describe('isSubscriptionRequiredMessage', () => {
  it('recognises the message the gateway sends to a viewer who needs a plan, and nothing else', () => {
    expect(isSubscriptionRequiredMessage(MediaMessages.subscriptionRequired)).toBe(true);
    expect(isSubscriptionRequiredMessage(CatalogMessages.videoFetched)).toBe(false);
    expect(isSubscriptionRequiredMessage(MediaMessages.signInRequired)).toBe(false);
    expect(isSubscriptionRequiredMessage(null)).toBe(false);
  });
});
