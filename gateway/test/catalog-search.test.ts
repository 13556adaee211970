import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeGroup, Video } from '@streamhub/contracts';
import { api, closeRpc, createVideo, unique } from '@streamhub/testkit';

afterAll(async () => {
  await closeRpc();
});

/**
 * A word of letters only (typo tolerance skips words with digits), unique to this run. No letter
 * repeats: with a repeat, swapping two neighbours can give back the word itself, and the title made
 * with one letter dropped would then be one edit away too.
 */
function letterWord(length = 7): string {
  const letters = [...'bcdfghjklmnpqrstvwxz'];
  return Array.from({ length }, () => letters.splice(Math.floor(Math.random() * letters.length), 1)[0]).join('');
}

const search = async (query: string) => {
  const res = await api('GET', `/videos?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { videos: Video[]; total: number };
};

describe('GET /videos: what a title search forgives and what it refuses', () => {
  // Seven letters: one edit forgiven (two from eight letters).
  const word = letterWord();
  // One letter dropped and two neighbours swapped: "horizn" and "hroizon" for this run's word.
  const dropped = word.slice(0, 4) + word.slice(5);
  const swapped = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
  const tag = unique('sr');
  let exact: Video;
  let typo: Video;
  let rated: Record<'U' | 'A', Video>;

  beforeAll(async () => {
    // Created first, so newer titles would come before it if typos were not ranked below.
    exact = await createVideo({ videoTitle: `${dropped} story`, genre: 'drama', videoType: 'movie' });
    typo = await createVideo({ videoTitle: `The Last ${word}`, genre: 'drama', videoType: 'movie' });
    rated = {
      U: await createVideo({ videoTitle: `${tag} family`, genre: 'crime', ageRating: 'U', videoType: 'movie' }),
      A: await createVideo({ videoTitle: `${tag} grown`, genre: 'crime', ageRating: 'A', videoType: 'movie' }),
    };
  });

  it('finds a title through a one-letter typo or a swap of two letters, in any case', async () => {
    const found = await search(`q=${swapped.toUpperCase()}`);
    expect(found.videos.map((v) => v._id)).toEqual([typo._id]);
    expect(found.total).toBe(1);
    const groups = await api('GET', `/videos/episodes/all?q=${swapped}`);
    expect(groups.status).toBe(200);
    expect((groups.body.data.episodes as EpisodeGroup[]).map((g) => g.parts.map((v) => v._id))).toEqual([[typo._id]]);
  });

  it('lists exact matches before the titles found through a typo, on every page', async () => {
    const all = await search(`q=${dropped}`);
    expect(all.videos.map((v) => v._id)).toEqual([exact._id, typo._id]);
    expect(all.total).toBe(2);
    const first = await search(`q=${dropped}&limit=1&page=1`);
    const second = await search(`q=${dropped}&limit=1&page=2`);
    expect([first.videos[0]?._id, second.videos[0]?._id]).toEqual([exact._id, typo._id]);
    expect([first.total, second.total]).toEqual([2, 2]);
  });

  it('forgives no typo in a word with digits, nor more edits than the length allows', async () => {
    // Three letters changed (to vowels, which neither word has): further than 7 letters allow.
    const far = [...word].map((letter, i) => (i === 1 || i === 3 || i === 5 ? 'a' : letter)).join('');
    expect((await search(`q=${far}`)).total).toBe(0);
    const mistyped = tag.slice(0, -1) + (tag.endsWith('a') ? 'b' : 'a');
    expect((await search(`q=${mistyped}`)).total).toBe(0);
  });

  it('finds nothing for text without a letter or digit, instead of the whole catalogue', async () => {
    for (const q of ['🎬🍿', '?!', '★ — …']) {
      const found = await search(`q=${encodeURIComponent(q)}`);
      expect(found, q).toMatchObject({ videos: [], total: 0 });
      const groups = await api('GET', `/videos/episodes/all?q=${encodeURIComponent(q)}`);
      expect(groups.body.data.episodes, q).toEqual([]);
    }
  });

  it('obeys the age rating filter', async () => {
    const found = await search(`q=${tag}&genre=CRIME&ageRating=U`);
    expect(found.videos.map((v) => v._id)).toEqual([rated.U._id]);
    expect((await search(`q=${tag}&ageRating=A`)).videos.map((v) => v._id)).toEqual([rated.A._id]);
  });
});
