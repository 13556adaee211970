import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TextTrackMessages, type DialogueMatch, type TextTrack, type Video } from '@streamhub/contracts';
import { DEMO_ADMIN, api, closeRpc, createVideo, signInAs, testEnv, unique, uploadForm } from '@streamhub/testkit';

/*
 * Edits of a video's subtitle tracks on the real stack: two uploads of different languages at
 * the same moment both stay (the list is changed by atomic updates, not read, changed and
 * written back), and a deleted video takes its lines of dialogue with it.
 */

let admin: string;
let catalogDb: Connection;

beforeAll(async () => {
  admin = (await signInAs(DEMO_ADMIN)).token;
  catalogDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_catalog' }).asPromise();
});

afterAll(async () => {
  await catalogDb.close();
  await closeRpc();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape
async function postSubtitles(videoId: string, lang: string, srt: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1/videos/${videoId}/subtitles`, {
    method: 'POST',
    body: uploadForm(
      { lang, label: `Label ${lang}`, kind: 'subtitles' },
      { file: { data: Buffer.from(srt), name: `${lang}.srt` } },
    ),
    headers: { authorization: `Bearer ${admin}` },
  });
  return { status: res.status, body: await res.json() };
}

const srt = (text: string) => `1\n00:00:01,000 --> 00:00:02,000\n${text}\n`;

const tracksOf = async (videoId: string): Promise<TextTrack[]> =>
  ((await api('GET', `/videos/${videoId}`, { token: admin })).body.data.video as Video).textTracks;

const linesOf = (videoId: string): Promise<number> =>
  catalogDb.collection('dialogue_lines').countDocuments({ videoId });

describe('subtitle edits at the same time', () => {
  it('keeps both of two different-language uploads sent at once, every time', async () => {
    const video = await createVideo({ videoTitle: unique('Two at once '), genre: 'drama' });
    const langs = ['en', 'hi', 'ta', 'te', 'bn', 'mr'];
    // Pairs at once, three rounds: a lost update would drop one of a pair.
    for (let i = 0; i < langs.length; i += 2) {
      const [a, b] = await Promise.all([
        postSubtitles(video._id, langs[i]!, srt(`Line in ${langs[i]}`)),
        postSubtitles(video._id, langs[i + 1]!, srt(`Line in ${langs[i + 1]}`)),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
    }
    const stored = await tracksOf(video._id);
    expect(stored.map((t) => t.lang).sort()).toEqual([...langs].sort());

    // A replacement and a deletion at once: both apply.
    const [replaced, deleted] = await Promise.all([
      postSubtitles(video._id, 'en', srt('Said again in en')),
      api('DELETE', `/videos/${video._id}/subtitles/hi/subtitles`, { token: admin }),
    ]);
    expect([replaced.status, deleted.status]).toEqual([200, 200]);
    expect(deleted.body.message).toBe(TextTrackMessages.deleted);
    const after = await tracksOf(video._id);
    expect(after.map((t) => t.lang).sort()).toEqual(['bn', 'en', 'mr', 'ta', 'te']);
    expect(after.find((t) => t.lang === 'en')!.file).not.toBe(stored.find((t) => t.lang === 'en')!.file);
  });
});

describe('a deleted video', () => {
  it('takes its lines of dialogue with it', async () => {
    const video = await createVideo({ videoTitle: unique('Said then gone '), genre: 'drama' });
    const word = unique('Quixotic').replace(/[^A-Za-z0-9]/g, '');
    expect((await postSubtitles(video._id, 'en', srt(`The ${word} line is said here.`))).status).toBe(200);
    const search = async () =>
      (
        (await api('GET', `/videos/dialogue?q=${encodeURIComponent(word)}`)).body.data.matches as DialogueMatch<Video>[]
      ).map((m) => m.video._id);
    expect(await search()).toEqual([video._id]);
    expect(await linesOf(video._id)).toBe(1);

    expect((await api('DELETE', `/videos/${video._id}`, { token: admin })).status).toBe(200);
    expect(await linesOf(video._id)).toBe(0);
    expect(await catalogDb.collection('dialogue_lines').countDocuments({ norm: { $regex: word.toUpperCase() } })).toBe(
      0,
    );
    expect(await search()).toEqual([]);
  });
});
