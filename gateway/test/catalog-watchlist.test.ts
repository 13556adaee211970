import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogMessages,
  CatalogPatterns,
  type Principal,
  type Video,
  type WatchHistoryItem,
} from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  createEpisodePart,
  createVideo,
  newObjectId,
  newViewer,
  rpc,
  testEnv,
  unique,
  viewerToken,
  waitFor,
} from '@streamhub/testkit';

let a: Video;
let b: Video;
let catalogDb: Connection;

beforeAll(async () => {
  catalogDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_catalog' }).asPromise();
  a = await createVideo({ videoTitle: unique('Watch A '), genre: 'drama' });
  b = await createVideo({ videoTitle: unique('Watch B '), genre: 'drama' });
});

afterAll(async () => {
  await catalogDb.close();
  await closeRpc();
});

const watchlist = async (token: string): Promise<string[]> => {
  const res = await api('GET', '/watchlist', { token });
  expect(res.status).toBe(200);
  return (res.body.data.videos as Video[]).map((v) => v._id);
};

describe('watchlist', () => {
  it('needs a signed-in user', async () => {
    expect((await api('GET', '/watchlist')).status).toBe(401);
    expect((await api('POST', '/watchlist', { body: { videoId: a._id } })).status).toBe(401);
    expect((await api('DELETE', `/watchlist/${a._id}`)).status).toBe(401);
  });

  it('keeps one list per user, newest added first, one entry per video', async () => {
    const alice = await viewerToken();
    const bob = await viewerToken();
    const added = await api('POST', '/watchlist', { token: alice, body: { videoId: a._id } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: CatalogMessages.addedToWatchlist });
    expect(added.body.data.videos.map((v: Video) => v._id)).toEqual([a._id]);
    await api('POST', '/watchlist', { token: alice, body: { videoId: b._id } });
    const twice = await api('POST', '/watchlist', { token: alice, body: { videoId: a._id } });
    expect(twice.status).toBe(201);

    expect(await watchlist(alice)).toEqual([b._id, a._id]);
    expect(await watchlist(bob)).toEqual([]);

    const removed = await api('DELETE', `/watchlist/${b._id}`, { token: alice });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: CatalogMessages.removedFromWatchlist });
    expect(await watchlist(alice)).toEqual([a._id]);
  });

  it('hides a deactivated video and refuses to add an unknown one', async () => {
    const carol = await viewerToken();
    const hidden = await createVideo({ videoTitle: unique('Soon Hidden '), genre: 'drama' });
    await api('POST', '/watchlist', { token: carol, body: { videoId: hidden._id } });
    await api('PATCH', `/videos/${hidden._id}/status`, { token: await adminToken(), body: { status: 'inactive' } });
    expect(await watchlist(carol)).toEqual([]);

    const unknown = await api('POST', '/watchlist', { token: carol, body: { videoId: newObjectId() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CatalogMessages.videoNotFound);
    const bad = await api('POST', '/watchlist', { token: carol, body: { videoId: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CatalogMessages.invalidVideoId);
    expect((await api('DELETE', '/watchlist/nope', { token: carol })).status).toBe(400);
  });

  it('lets the latest change win: an add delivered after a later removal does not list the title again', async () => {
    // An add kept in a gateway's journal through an outage reaches catalog late, carrying the time
    // the viewer asked: sent here straight to catalog, as the journal's replay sends it.
    const dave = await newViewer();
    const principal: Principal = { userId: dave.userId, email: dave.email, role: 'user', isAdmin: false };
    const askedEarlier = new Date(Date.now() - 60_000).toISOString();
    await api('POST', '/watchlist', { token: dave.token, body: { videoId: a._id } });
    expect((await api('DELETE', `/watchlist/${a._id}`, { token: dave.token })).status).toBe(200);
    await rpc(CatalogPatterns.addToWatchlist, { videoId: a._id, at: askedEarlier }, principal);
    expect(await watchlist(dave.token)).toEqual([]);

    // A removal asked before the latest add loses too; the add after it lists the title again.
    await rpc(CatalogPatterns.removeFromWatchlist, { videoId: b._id, at: askedEarlier }, principal);
    expect((await api('POST', '/watchlist', { token: dave.token, body: { videoId: b._id } })).status).toBe(201);
    await rpc(CatalogPatterns.removeFromWatchlist, { videoId: b._id, at: askedEarlier }, principal);
    expect(await watchlist(dave.token)).toEqual([b._id]);
    expect((await api('POST', '/watchlist', { token: dave.token, body: { videoId: a._id } })).status).toBe(201);
    expect(await watchlist(dave.token)).toEqual([a._id, b._id]);
  });
});

describe('watch history', () => {
  it('needs a signed-in user', async () => {
    expect((await api('GET', '/history')).status).toBe(401);
    expect((await api('PUT', `/history/${a._id}`, { body: { positionSeconds: 1, durationSeconds: 2 } })).status).toBe(
      401,
    );
  });

  it('keeps the last position and percent per video and user, most recent first', async () => {
    const dana = await viewerToken();
    const first = await api('PUT', `/history/${a._id}`, {
      token: dana,
      body: { positionSeconds: 600, durationSeconds: 3600 },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.item).toMatchObject({
      positionSeconds: 600,
      durationSeconds: 3600,
      percent: 17,
      video: { _id: a._id },
    });
    await api('PUT', `/history/${b._id}`, { token: dana, body: { positionSeconds: 30, durationSeconds: 60 } });
    const later = await api('PUT', `/history/${a._id}`, {
      token: dana,
      body: { positionSeconds: 4000, durationSeconds: 3600 },
    });
    expect(later.body.data.item.percent).toBe(100);

    const res = await api('GET', '/history', { token: dana });
    expect(res.status).toBe(200);
    const items = res.body.data.items as WatchHistoryItem[];
    expect(items.map((i) => [i.video._id, i.positionSeconds, i.percent])).toEqual([
      [a._id, 4000, 100],
      [b._id, 30, 50],
    ]);
    expect(Date.parse(items[0]!.watchedAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.watchedAt));

    expect((await api('GET', '/history', { token: await viewerToken() })).body.data.items).toEqual([]);
  });

  it('takes a title out of Continue watching (back when played again) or out of the history', async () => {
    const gita = await viewerToken();
    const report = (video: Video, positionSeconds: number) =>
      api('PUT', `/history/${video._id}`, { token: gita, body: { positionSeconds, durationSeconds: 100 } });
    await report(a, 20);
    await report(b, 40);
    const shown = (items: WatchHistoryItem[]) => items.map((i) => [i.video._id, i.hiddenFromRow]);

    const hidden = await api('POST', `/history/${a._id}/hide`, { token: gita });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe(CatalogMessages.hiddenFromContinueWatching);
    expect(shown(hidden.body.data.items)).toEqual([
      [b._id, false],
      [a._id, true],
    ]);
    // Playing it again puts it back in the row.
    await report(a, 25);
    const back = (await api('GET', '/history', { token: gita })).body.data.items as WatchHistoryItem[];
    expect(shown(back)).toEqual([
      [a._id, false],
      [b._id, false],
    ]);

    const removed = await api('DELETE', `/history/${b._id}`, { token: gita });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(CatalogMessages.historyEntryRemoved);
    expect(shown(removed.body.data.items)).toEqual([[a._id, false]]);

    // Nothing to remove, someone else's entry, or no id: refused, nothing changes.
    for (const res of [
      await api('DELETE', `/history/${b._id}`, { token: gita }),
      await api('POST', `/history/${b._id}/hide`, { token: gita }),
      await api('POST', `/history/${a._id}/hide`, { token: await viewerToken() }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CatalogMessages.historyEntryNotFound);
    }
    expect((await api('DELETE', '/history/zzz', { token: gita })).status).toBe(400);
    expect((await api('DELETE', `/history/${a._id}`)).status).toBe(401);
    expect(((await api('GET', '/history', { token: gita })).body.data.items as WatchHistoryItem[]).length).toBe(1);
  });

  it('keeps a removal: a position reported before it and delivered late does not bring the title back, a newer one does', async () => {
    // A position kept in a gateway's journal (or sent by another replica) reaches catalog late,
    // carrying the time it was reported: sent here straight to catalog, as the journal's replay sends it.
    const hari = await newViewer();
    const principal: Principal = { userId: hari.userId, email: hari.email, role: 'user', isAdmin: false };
    const history = async () =>
      ((await api('GET', '/history', { token: hari.token })).body.data.items as WatchHistoryItem[]).map((i) => [
        i.video._id,
        i.positionSeconds,
      ]);
    const reportedEarlier = new Date(Date.now() - 60_000).toISOString();
    await api('PUT', `/history/${a._id}`, { token: hari.token, body: { positionSeconds: 10, durationSeconds: 100 } });
    expect((await api('DELETE', `/history/${a._id}`, { token: hari.token })).status).toBe(200);
    await rpc(
      CatalogPatterns.recordProgress,
      { videoId: a._id, positionSeconds: 5, durationSeconds: 100, at: reportedEarlier },
      principal,
    );
    expect(await history()).toEqual([]);
    expect((await api('POST', `/history/${a._id}/hide`, { token: hari.token })).status).toBe(404);

    // Played again after the removal: back in the history with its new position.
    await api('PUT', `/history/${a._id}`, { token: hari.token, body: { positionSeconds: 30, durationSeconds: 100 } });
    expect(await history()).toEqual([[a._id, 30]]);
  });

  it('puts the next episode in place of a finished one (95 % or more) in Continue watching', async () => {
    const erin = await viewerToken();
    const name = unique('Next Up ');
    const part = (seq: number) =>
      createEpisodePart(name, seq, { videoTitle: `${name} ${seq}`, genre: 'drama', videoType: 'series' });
    const [one, two, three] = [await part(1), await part(2), await part(3)];
    const progress = (video: Video, positionSeconds: number) =>
      api('PUT', `/history/${video._id}`, { token: erin, body: { positionSeconds, durationSeconds: 100 } });
    const nextUp = async () => {
      const res = await api('GET', '/history', { token: erin });
      expect(res.status).toBe(200);
      return (res.body.data.nextUp as { afterVideoId: string; video: Video }[]).map((n) => [
        n.afterVideoId,
        n.video._id,
      ]);
    };

    await progress(one, 50);
    expect(await nextUp()).toEqual([]);
    await progress(one, 95);
    expect(await nextUp()).toEqual([[one._id, two._id]]);
    // Started: the next part is in the row on its own, and the finished one offers nothing.
    await progress(two, 10);
    expect(await nextUp()).toEqual([]);
    await progress(two, 100);
    expect(await nextUp()).toEqual([[two._id, three._id]]);
    // The last part finished: nothing comes next.
    await progress(three, 99);
    expect(await nextUp()).toEqual([]);
    // A finished part taken out of the row offers no next part either.
    const other = unique('Next Up Other ');
    const first = await createEpisodePart(other, 1, { videoTitle: `${other} 1`, genre: 'drama', videoType: 'series' });
    await createEpisodePart(other, 2, { videoTitle: `${other} 2`, genre: 'drama', videoType: 'series' });
    await progress(first, 100);
    expect((await nextUp()).map(([after]) => after)).toEqual([first._id]);
    await api('POST', `/history/${first._id}/hide`, { token: erin });
    expect(await nextUp()).toEqual([]);
  });

  it('rejects bad positions and unknown videos', async () => {
    const erin = await viewerToken();
    const negative = await api('PUT', `/history/${a._id}`, {
      token: erin,
      body: { positionSeconds: -1, durationSeconds: 10 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('positionSeconds must be a number of 0 or more');
    const missing = await api('PUT', `/history/${a._id}`, { token: erin, body: { positionSeconds: 5 } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('durationSeconds must be a number of 0 or more');
    expect(
      (await api('PUT', `/history/${newObjectId()}`, { token: erin, body: { positionSeconds: 1, durationSeconds: 2 } }))
        .status,
    ).toBe(404);
    expect(
      (await api('PUT', '/history/zzz', { token: erin, body: { positionSeconds: 1, durationSeconds: 2 } })).status,
    ).toBe(400);
  });
});

describe('deleting a video', () => {
  it('removes it from every watchlist and watch history', async () => {
    const frank = await viewerToken();
    const doomed = await createVideo({ videoTitle: unique('Doomed '), genre: 'drama' });
    await api('POST', '/watchlist', { token: frank, body: { videoId: doomed._id } });
    await api('PUT', `/history/${doomed._id}`, { token: frank, body: { positionSeconds: 10, durationSeconds: 100 } });
    expect(await catalogDb.collection('watchlist').countDocuments({ videoId: doomed._id })).toBe(1);
    expect(await catalogDb.collection('watch_history').countDocuments({ videoId: doomed._id })).toBe(1);

    expect((await api('DELETE', `/videos/${doomed._id}`, { token: await adminToken() })).status).toBe(200);
    expect(await watchlist(frank)).toEqual([]);
    await waitFor(
      async () =>
        (await catalogDb.collection('watchlist').countDocuments({ videoId: doomed._id })) === 0 &&
        (await catalogDb.collection('watch_history').countDocuments({ videoId: doomed._id })) === 0,
      { what: 'watchlist and history entries of the deleted video removed' },
    );
  });
});
