import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, refetchOnLanguageChange } from './query-client';
import { setLanguage } from '../i18n/i18n';

describe('the query cache and the viewer language', () => {
  afterEach(async () => {
    await setLanguage('en', { remember: false });
  });

  it('marks every cached answer stale when the language changes, and not when the same one is chosen again', async () => {
    const client = createQueryClient();
    const stop = refetchOnLanguageChange(client);
    client.setQueryData(['videos', 'list'], { videos: ['Dil'] });
    await setLanguage('en', { remember: false });
    expect(client.getQueryState(['videos', 'list'])?.isInvalidated).toBe(false);
    await setLanguage('hi', { remember: false });
    expect(client.getQueryState(['videos', 'list'])?.isInvalidated).toBe(true);
    stop();
  });
});
