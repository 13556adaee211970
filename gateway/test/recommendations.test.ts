import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  AgeRating,
  BecauseYouWatchedReply,
  HouseholdReply,
  PlaybackEventInput,
  SelectProfileReply,
  TitleAnalytics,
  TrendingReply,
  Video,
} from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  createVideo,
  newViewer,
  unique,
  waitFor,
  type TestViewer,
} from '@streamhub/testkit';

/*
 * "Trending now" and "Because you watched X" from playback events, always within the active
 * profile's maturity limit (catalog's list decides what may be shown).
 */

afterAll(async () => {
  await closeRpc();
});

/** A family film (U), a thriller (A) and a cartoon (U) of their own for each test. */
async function titles(): Promise<{ family: Video; thriller: Video; cartoon: Video }> {
  const tag = unique('recs');
  const make = (name: string, ageRating: AgeRating) =>
    createVideo({ videoTitle: `${tag} ${name}`, genre: 'drama', videoType: 'movie', ageRating });
  const [family, thriller, cartoon] = await Promise.all([
    make('family', 'U'),
    make('thriller', 'A'),
    make('cartoon', 'U'),
  ]);
  return { family, thriller, cartoon };
}

/** Waits until analytics has stored `views` starts of `video` (the last 30 days). */
async function stored(video: Video, views: number): Promise<void> {
  const token = await adminToken();
  await waitFor(
    async () => {
      const res = await api('GET', `/analytics/titles/${video._id}`, { token });
      return (res.body.data as TitleAnalytics | undefined)?.summary.views === views;
    },
    { what: `${views} start(s) of ${video.videoTitle} stored` },
  );
}

interface Viewer {
  token: string;
  headers?: Record<string, string>;
}

/** Start events of `sessions` new sessions of `video`, sent as `viewer` (with its profile token, if any). */
async function watch(viewer: Viewer, video: Video, sessions = 1): Promise<void> {
  const events: PlaybackEventInput[] = Array.from({ length: sessions }, () => ({
    id: randomUUID(),
    sessionId: randomUUID(),
    videoId: video._id,
    type: 'start',
    at: Date.now(),
    position: 0,
    duration: 60,
    startupMs: 500,
  }));
  const res = await api('POST', '/playback/events', { ...viewer, body: { events } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
}

async function kidsOf(viewer: TestViewer): Promise<Viewer> {
  const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Kid', kids: true } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const kid = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Kid')!;
  const selected = await api('POST', `/profiles/${kid.id}/select`, { token: viewer.token, body: {} });
  expect(selected.status).toBe(200);
  return {
    token: viewer.token,
    headers: { 'x-profile-token': (selected.body.data as SelectProfileReply).profileToken },
  };
}

const ids = (videos: Video[]) => videos.map((v) => v._id);

async function trending(viewer?: Viewer): Promise<string[]> {
  const res = await api('GET', '/recommendations/trending', viewer ?? {});
  expect(res.status).toBe(200);
  return ids((res.body.data as TrendingReply).videos);
}

async function becauseYouWatched(viewer: Viewer): Promise<BecauseYouWatchedReply> {
  const res = await api('GET', '/recommendations/because-you-watched', viewer);
  expect(res.status).toBe(200);
  return res.body.data as BecauseYouWatchedReply;
}

describe('viewer rows from playback', () => {
  it('Trending now lists the titles started in the last day, never above the profile’s limit', async () => {
    const { family, thriller, cartoon } = await titles();
    const [a, b] = await Promise.all([newViewer(), newViewer()]);
    // More starts than any other test's titles get, so these lead whatever else the stack has seen today.
    await Promise.all([
      watch(a, family, 20),
      watch(b, family, 20),
      watch(a, thriller, 20),
      watch(b, thriller, 20),
      watch(a, cartoon, 20),
    ]);
    await Promise.all([stored(family, 40), stored(thriller, 40), stored(cartoon, 20)]);
    const listed = await trending(a);
    expect(listed).toEqual(expect.arrayContaining([family._id, thriller._id, cartoon._id]));
    // Forty starts each rank above twenty.
    expect(listed.indexOf(cartoon._id)).toBeGreaterThan(listed.indexOf(family._id));
    expect(listed.indexOf(cartoon._id)).toBeGreaterThan(listed.indexOf(thriller._id));

    const kid = await kidsOf(await newViewer());
    const forKid = await trending(kid);
    expect(forKid).toContain(family._id);
    expect(forKid).not.toContain(thriller._id);
  });

  it('Because you watched X lists what other profiles who watched X watched, within the limit', async () => {
    const { family, thriller, cartoon } = await titles();
    const [other, me] = await Promise.all([newViewer(), newViewer()]);
    // Another profile watched the family film, then the thriller and the cartoon.
    await watch(other, family);
    await watch(other, thriller);
    await watch(other, cartoon);
    await watch(me, family);
    const row = await waitFor(
      async () => {
        const r = await becauseYouWatched(me);
        return r.becauseOf?._id === family._id && r.videos.length >= 2 ? r : undefined;
      },
      { what: 'a Because you watched row' },
    );
    expect(ids(row.videos)).toEqual(expect.arrayContaining([thriller._id, cartoon._id]));
    expect(ids(row.videos)).not.toContain(family._id);

    // The same account's kids profile watched the family film too: a child's plays build no row
    // (docs/privacy.md), so once its play is stored its row is still empty.
    const kid = await kidsOf(me);
    await watch(kid, family);
    await stored(family, 3);
    expect(await becauseYouWatched(kid)).toEqual({ becauseOf: null, videos: [] });
  });

  it('has no Because you watched row for a profile that watched nothing, and none for guests', async () => {
    const viewer = await newViewer();
    expect(await becauseYouWatched(viewer)).toEqual({ becauseOf: null, videos: [] });
    expect((await api('GET', '/recommendations/because-you-watched')).status).toBe(401);
  });
});
