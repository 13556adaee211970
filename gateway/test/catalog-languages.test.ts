import { afterAll, describe, expect, it } from 'vitest';
import { CatalogMessages, type Video } from '@streamhub/contracts';
import { adminToken, api, closeRpc, createVideo, unique, viewerToken, waitFor } from '@streamhub/testkit';

/*
 * The catalogue in the viewer's language (docs/i18n.md): a title carries its title and synopsis per
 * language, every read answers the caller's language (?lang= or Accept-Language, English when the
 * title has none in it), cached lists are kept per language, and search finds the translations as
 * typed in Devanagari and by transliteration from Latin letters.
 */

afterAll(async () => {
  await closeRpc();
});

/** A tag that is a word of its own in both scripts: Latin for the English title, Devanagari digits for the Hindi. */
function tags(): { latin: string; devanagari: string } {
  const digits = unique('').replace(/\D/g, '').slice(-8).padStart(6, '7');
  return { latin: `zq${digits}`, devanagari: [...digits].map((d) => String.fromCodePoint(0x966 + Number(d))).join('') };
}

async function localizedVideo() {
  const tag = tags();
  const video = await createVideo({
    videoTitle: `Heart talk ${tag.latin}`,
    description: 'Two old friends meet again.',
    genre: 'drama',
    localized: [{ lang: 'hi', title: `दिल की बात ${tag.devanagari}`, description: 'दो पुराने दोस्त फिर मिलते हैं।' }],
  });
  return { video, tag };
}

const ids = (videos: Video[] | undefined) => (videos ?? []).map((v) => v._id);

describe('titles in the viewer’s language', () => {
  it('answer Hindi fields with Accept-Language: hi or ?lang=hi, English otherwise', async () => {
    const { video, tag } = await localizedVideo();
    const hindi = await api('GET', `/videos/${video._id}`, {
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(hindi.status).toBe(200);
    expect(hindi.body.data.video).toMatchObject({
      videoTitle: `दिल की बात ${tag.devanagari}`,
      title: `दिल की बात ${tag.devanagari}`,
      description: 'दो पुराने दोस्त फिर मिलते हैं।',
      textLanguage: 'hi',
    });
    // Viewers get their language's text, not the list of every translation.
    expect(hindi.body.data.video).not.toHaveProperty('localized');
    const byQuery = await api('GET', `/videos/${video._id}?lang=hi`, { headers: { 'accept-language': 'ta' } });
    expect(byQuery.body.data.video.title).toBe(`दिल की बात ${tag.devanagari}`);
    const english = await api('GET', `/videos/${video._id}`);
    expect(english.body.data.video).toMatchObject({
      title: `HEART TALK ${tag.latin.toUpperCase()}`,
      textLanguage: 'en',
    });
    // A language the title has no text in answers English.
    const tamil = await api('GET', `/videos/${video._id}`, { headers: { 'accept-language': 'ta' } });
    expect(tamil.body.data.video).toMatchObject({
      title: `HEART TALK ${tag.latin.toUpperCase()}`,
      description: 'Two old friends meet again.',
      textLanguage: 'en',
    });
  });

  it("answer a viewer's watchlist and history in the asked language too", async () => {
    const { video, tag } = await localizedVideo();
    const token = await viewerToken();
    expect((await api('POST', '/watchlist', { token, body: { videoId: video._id } })).status).toBe(201);
    const played = await api('PUT', `/history/${video._id}`, {
      token,
      body: { positionSeconds: 10, durationSeconds: 60 },
    });
    expect(played.status).toBe(200);
    const hindiTitle = `दिल की बात ${tag.devanagari}`;
    const hi = { token, headers: { 'accept-language': 'hi' } };
    const watchlist = await api('GET', '/watchlist', hi);
    expect((watchlist.body.data.videos as Video[]).map((v) => [v.title, v.textLanguage])).toEqual([[hindiTitle, 'hi']]);
    const history = await api('GET', '/history?lang=hi', { token });
    expect(history.body.data.items.map((item: { video: Video }) => item.video.title)).toEqual([hindiTitle]);
    expect(history.body.data.items[0].video).not.toHaveProperty('localized');
    const english = await api('GET', '/watchlist', { token });
    expect((english.body.data.videos as Video[]).map((v) => v.textLanguage)).toEqual(['en']);
  });

  it('keep cached lists per language (Vary: Accept-Language)', async () => {
    const { video, tag } = await localizedVideo();
    const path = `/videos?q=${tag.latin}`;
    const hi = { headers: { 'accept-language': 'hi' } };
    const first = await api('GET', path, hi);
    expect(ids(first.body.data.videos)).toEqual([video._id]);
    expect(first.body.data.videos[0].title).toBe(`दिल की बात ${tag.devanagari}`);
    expect(first.headers.get('vary')).toMatch(/accept-language/i);
    // A change event of any title (this one's creation may land after the first read) drops cached
    // lists, so the next read may fill the entry again: the Hindi entry is then answered from the cache.
    const again = await waitFor(
      async () => {
        const reply = await api('GET', path, hi);
        return reply.headers.get('x-cache') === 'hit' ? reply : null;
      },
      { what: 'a cached Hindi list' },
    );
    expect(again.body.data.videos[0].title).toBe(`दिल की बात ${tag.devanagari}`);
    // The same URL in English is another entry, not the Hindi one.
    const english = await api('GET', path);
    expect(english.body.data.videos[0].title).toBe(`HEART TALK ${tag.latin.toUpperCase()}`);
    const episodes = await api('GET', `/videos/episodes/all?q=${tag.latin}&lang=hi`);
    expect(JSON.stringify(episodes.body.data)).toContain(`दिल की बात ${tag.devanagari}`);
  });

  it('are set by admins with PATCH /videos/{id}/localized, and viewers of that language see them', async () => {
    const { video, tag } = await localizedVideo();
    const body = {
      localized: [
        { lang: 'hi', title: `दिल की बात ${tag.devanagari}`, description: '' },
        { lang: 'ta', title: `மனதின் பேச்சு ${tag.latin}`, description: 'இரண்டு பழைய நண்பர்கள்.' },
      ],
    };
    expect((await api('PATCH', `/videos/${video._id}/localized`, { body })).status).toBe(401);
    const viewer = await viewerToken();
    expect((await api('PATCH', `/videos/${video._id}/localized`, { body, token: viewer })).status).toBe(403);
    const admin = await adminToken();
    const saved = await api('PATCH', `/videos/${video._id}/localized`, { body, token: admin });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(CatalogMessages.localizedSaved);
    expect(saved.body.data.video.localized).toEqual(body.localized);
    // Cached public lists drop on the change event.
    await waitFor(
      async () => {
        const list = await api('GET', `/videos?q=${tag.latin}&lang=ta`);
        return list.body.data?.videos?.[0]?.title === `மனதின் பேச்சு ${tag.latin}` ? list : null;
      },
      { what: 'the Tamil title in search results' },
    );
    // Without a Hindi synopsis, Hindi viewers get the English one under the Hindi title.
    const hindi = await api('GET', `/videos/${video._id}?lang=hi`);
    expect(hindi.body.data.video).toMatchObject({
      title: `दिल की बात ${tag.devanagari}`,
      description: 'Two old friends meet again.',
    });
  });

  it('refuse an unknown language, a repeated one or an empty title with 400', async () => {
    const { video } = await localizedVideo();
    const admin = await adminToken();
    for (const localized of [
      [{ lang: 'fr', title: 'Le cœur', description: '' }],
      [{ lang: 'en', title: 'Heart', description: '' }],
      [
        { lang: 'hi', title: 'दिल', description: '' },
        { lang: 'hi', title: 'दिल २', description: '' },
      ],
      [{ lang: 'hi', title: '  ', description: '' }],
    ]) {
      const res = await api('PATCH', `/videos/${video._id}/localized`, { token: admin, body: { localized } });
      expect(res.status, JSON.stringify(localized)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });
});

describe('search in Indian scripts', () => {
  it('finds a title by the Devanagari of its Hindi title', async () => {
    const { video, tag } = await localizedVideo();
    const res = await api('GET', `/videos?q=${encodeURIComponent(`दिल ${tag.devanagari}`)}`);
    expect(res.status).toBe(200);
    expect(ids(res.body.data.videos)).toEqual([video._id]);
  });

  it('finds it by Latin letters transliterated ("dil" → "दिल"), which its English title does not contain', async () => {
    const { video, tag } = await localizedVideo();
    const dil = await api('GET', `/videos?q=${encodeURIComponent(`dil ${tag.latin}`)}`);
    expect(ids(dil.body.data.videos)).toEqual([video._id]);
    // "baat" (बात) too, however its vowels are spelt.
    const baat = await api('GET', `/videos?q=${encodeURIComponent(`baat ${tag.latin}`)}`);
    expect(ids(baat.body.data.videos)).toEqual([video._id]);
    // A word in neither language finds nothing.
    const none = await api('GET', `/videos?q=${encodeURIComponent(`pyaar ${tag.latin}`)}`);
    expect(ids(none.body.data.videos)).toEqual([]);
  });
});
