import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type {
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
 * No tracking of children (docs/privacy.md): a kids profile's plays are kept only for playback
 * quality, never in trending, "Because you watched" or co-watching.
 */

afterAll(async () => {
  await closeRpc();
});

interface Viewer {
  token: string;
  headers?: Record<string, string>;
}

async function watch(viewer: Viewer, video: Video, sessions = 1): Promise<void> {
  const events: PlaybackEventInput[] = Array.from({ length: sessions }, () => ({
    id: randomUUID(),
    sessionId: randomUUID(),
    videoId: video._id,
    type: 'start',
    at: Date.now(),
    position: 0,
    duration: 60,
    startupMs: 700,
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

/** The title's figures of the last 30 days: its plays are stored (and counted for playback quality) once views reach `views`. */
async function stored(video: Video, views: number): Promise<TitleAnalytics> {
  const token = await adminToken();
  return waitFor(
    async () => {
      const res = await api('GET', `/analytics/titles/${video._id}`, { token });
      const figures = res.body.data as TitleAnalytics | undefined;
      return figures?.summary.views === views ? figures : undefined;
    },
    { what: `${views} start(s) of ${video.videoTitle} stored` },
  );
}

const ids = (videos: Video[]) => videos.map((v) => v._id);

describe('kids profiles are not tracked', () => {
  it('keeps a kids profile’s plays out of trending and co-watching, but counts them for playback quality', async () => {
    const tag = unique('kids-privacy');
    const make = (name: string) =>
      createVideo({ videoTitle: `${tag} ${name}`, genre: 'drama', videoType: 'movie', ageRating: 'U' });
    const [shared, grownUps, kidsOnly] = await Promise.all([make('shared'), make('grown-ups'), make('kids-only')]);
    const [parent, adult, me] = await Promise.all([newViewer(), newViewer(), newViewer()]);
    const kid = await kidsOf(parent);

    // A child watched the shared title and, many times, one no grown-up watched.
    await watch(kid, shared);
    await watch(kid, kidsOnly, 30);
    // A grown-up watched the shared title and another; so did I (the shared one).
    await watch(adult, shared);
    await watch(adult, grownUps);
    await watch(me, shared);
    await Promise.all([stored(kidsOnly, 30), stored(shared, 3), stored(grownUps, 1)]);

    // Stored for playback quality, without the child's identity: 30 views, one (anonymous) viewer.
    const figures = await stored(kidsOnly, 30);
    expect(figures.summary.uniqueViewers).toBe(1);

    // Trending: the grown-up's title is listed, the child's 30 plays are not.
    const trending = async (viewer?: Viewer) => {
      const res = await api('GET', '/recommendations/trending', viewer ?? {});
      expect(res.status).toBe(200);
      return ids((res.body.data as TrendingReply).videos);
    };
    const listed = await trending(me);
    expect(listed).toContain(grownUps._id);
    expect(listed).not.toContain(kidsOnly._id);
    expect(await trending(kid)).not.toContain(kidsOnly._id);

    // Co-watching: my row for the shared title has the grown-up's other title, never the child's.
    const row = await waitFor(
      async () => {
        const res = await api('GET', '/recommendations/because-you-watched', { token: me.token });
        const r = res.body.data as BecauseYouWatchedReply;
        return r.becauseOf?._id === shared._id && ids(r.videos).includes(grownUps._id) ? r : undefined;
      },
      { what: 'a Because you watched row from the grown-up' },
    );
    expect(ids(row.videos)).not.toContain(kidsOnly._id);

    // The child gets no row of its own: its plays build nothing.
    const kidRow = await api('GET', '/recommendations/because-you-watched', kid);
    expect(kidRow.body.data).toEqual({ becauseOf: null, videos: [] });
  });
});
