import { afterAll, describe, expect, it } from 'vitest';
import { CatalogMessages, type EpisodeGroup, type Video } from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  createEpisodePart,
  createVideo,
  newObjectId,
  unique,
  viewerToken,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

afterAll(async () => {
  await closeRpc();
});

/** Where a viewer can come across a video: every list, group, search, by-name and by-id read. */
async function viewerSightings(video: Video, tag: string): Promise<Record<string, boolean>> {
  const [episodes, all, search, byName, byId] = await Promise.all([
    api('GET', '/videos/episodes/all'),
    api('GET', '/videos/all'),
    api('GET', `/videos?q=${tag}`),
    api('GET', `/videos/episodes/by-name/${encodeURIComponent(video.episodeName)}`),
    api('GET', `/videos/${video._id}`),
  ]);
  const inList = (videos: Video[] | undefined) => (videos ?? []).some((v) => v._id === video._id);
  return {
    episodes: ((episodes.body.data?.episodes ?? []) as EpisodeGroup[]).some((g) => inList(g.parts)),
    all: inList(all.body.data?.videos),
    search: inList(search.body.data?.videos),
    byName: byName.status === 200 && inList(byName.body.data.parts),
    byId: byId.status === 200,
  };
}

const everywhere = { episodes: true, all: true, search: true, byName: true, byId: true };
const nowhere = { episodes: false, all: false, search: false, byName: false, byId: false };

describe('admin video routes', () => {
  it('refuse guests with 401 and viewers with 403', async () => {
    const video = await createVideo({ videoTitle: unique('Guarded '), genre: 'drama' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/videos'],
      ['PATCH', `/videos/${video._id}/status`, { status: 'inactive' }],
      ['DELETE', `/videos/${video._id}`],
    ];
    const viewer = await viewerToken();
    for (const [method, path, body] of calls) {
      expect((await api(method, path, { body })).status, `${method} ${path} as guest`).toBe(401);
      const asViewer = await api(method, path, { body, token: viewer });
      expect(asViewer.status, `${method} ${path} as viewer`).toBe(403);
      expectError(asViewer, 403, 'Admin access required');
    }
    expect((await api('GET', `/videos/${video._id}`)).status).toBe(200);
  });

  it('list every status, searchable and filterable by status and type, with a total', async () => {
    const token = await adminToken();
    const tag = unique('adm');
    const active = await createVideo({ videoTitle: `${tag} on`, genre: 'drama', videoType: 'movie' });
    const inactive = await createVideo({
      videoTitle: `${tag} off`,
      genre: 'drama',
      videoType: 'series',
      status: 'inactive',
    });
    const processing = await createVideo({
      videoTitle: `${tag} wip`,
      genre: 'drama',
      videoType: 'movie',
      status: 'processing',
    });

    const list = async (query: string) => {
      const res = await api('GET', `/admin/videos?q=${tag}${query}`, { token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { videos: Video[]; total: number; page: number; limit: number };
    };
    const all = await list('');
    expect(all).toMatchObject({ total: 3, page: 1, limit: 24 });
    expect(all.videos.map((v) => v._id)).toEqual([processing._id, inactive._id, active._id]);
    expect((await list('&status=all')).total).toBe(3);
    expect((await list('&status=inactive')).videos.map((v) => v._id)).toEqual([inactive._id]);
    expect((await list('&status=active')).videos.map((v) => v._id)).toEqual([active._id]);
    expect((await list('&type=movie')).videos.map((v) => v._id)).toEqual([processing._id, active._id]);
    expect((await list('&limit=1&page=2')).videos.map((v) => v._id)).toEqual([inactive._id]);

    const bad = await api('GET', '/admin/videos?status=gone', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be one of all, active, inactive, processing, failed');
  });

  it('hide a deactivated video from viewers everywhere, and show it again once reactivated', async () => {
    const token = await adminToken();
    const tag = unique('hide');
    const name = `${tag} series`;
    const keep = await createEpisodePart(name, 1, {
      videoTitle: `${tag} part one`,
      genre: 'crime',
      releaseDate: '1990-01-01',
    });
    const video = await createEpisodePart(name, 2, {
      videoTitle: `${tag} part two`,
      genre: 'crime',
      releaseDate: '1990-01-08',
    });
    await waitFor(async () => JSON.stringify(await viewerSightings(video, tag)) === JSON.stringify(everywhere), {
      what: 'the new video everywhere',
    });

    const off = await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'inactive' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      success: true,
      message: CatalogMessages.videoDeactivated,
      data: { video: { _id: video._id, status: 'inactive' } },
    });

    // Reads that are never cached change at once; cached lists follow the change event.
    expect((await api('GET', `/videos/${video._id}`)).status).toBe(404);
    await waitFor(async () => JSON.stringify(await viewerSightings(video, tag)) === JSON.stringify(nowhere), {
      what: 'the deactivated video to disappear everywhere',
      timeoutMs: 10_000,
    });
    // The other part of the episode stays visible; admins still see the inactive one.
    expect((await viewerSightings(keep, tag)).byName).toBe(true);
    expect((await api('GET', `/videos/${video._id}`, { token })).body.data.video.status).toBe('inactive');
    expect(
      (await api('GET', `/admin/videos?q=${tag}&status=inactive`, { token })).body.data.videos.map((v: Video) => v._id),
    ).toEqual([video._id]);

    const on = await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'active' } });
    expect(on.body.message).toBe(CatalogMessages.videoActivated);
    await waitFor(async () => JSON.stringify(await viewerSightings(video, tag)) === JSON.stringify(everywhere), {
      what: 'the reactivated video everywhere',
      timeoutMs: 10_000,
    });
  });

  it('answer 404 "No videos available for this episode" once every part of it is inactive', async () => {
    const token = await adminToken();
    const video = await createVideo({ videoTitle: unique('Lonely '), genre: 'drama' });
    await waitFor(
      async () =>
        (await api('GET', `/videos/episodes/by-name/${encodeURIComponent(video.episodeName)}`)).status === 200,
    );
    await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'inactive' } });
    const gone = await waitFor(async () => {
      const res = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(video.episodeName)}`);
      return res.status === 404 ? res : undefined;
    });
    expect(gone.body.message).toBe(CatalogMessages.noVideosForEpisode);
  });

  it('delete a video for good: gone for viewers and admins, and a second delete is a 404', async () => {
    const token = await adminToken();
    const tag = unique('del');
    const video = await createVideo({ videoTitle: `${tag} doomed`, genre: 'horror' });
    await waitFor(async () => (await viewerSightings(video, tag)).all, { what: 'the new video in /videos/all' });

    const res = await api('DELETE', `/videos/${video._id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: CatalogMessages.videoDeleted });

    expect((await api('GET', `/videos/${video._id}`, { token })).status).toBe(404);
    expect((await api('GET', `/admin/videos?q=${tag}`, { token })).body.data.total).toBe(0);
    await waitFor(async () => JSON.stringify(await viewerSightings(video, tag)) === JSON.stringify(nowhere), {
      what: 'the deleted video gone everywhere',
    });
    const again = await api('DELETE', `/videos/${video._id}`, { token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(CatalogMessages.videoNotFound);
  });

  it('validate ids and status values with 400s, and unknown ids with 404s', async () => {
    const token = await adminToken();
    const badId = await api('PATCH', '/videos/xyz/status', { token, body: { status: 'inactive' } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe(CatalogMessages.invalidVideoId);
    const video = await createVideo({ videoTitle: unique('Valid '), genre: 'drama' });
    const badStatus = await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'deleted' } });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('Status must be either "active" or "inactive"');
    expect(
      (await api('PATCH', `/videos/${newObjectId()}/status`, { token, body: { status: 'inactive' } })).status,
    ).toBe(404);
    expect((await api('DELETE', `/videos/${newObjectId()}`, { token })).status).toBe(404);
    expect((await api('DELETE', '/videos/123', { token })).status).toBe(400);
  });
});

describe('cached public lists', () => {
  it('show a newly created video promptly, then drop it promptly once deactivated', async () => {
    const token = await adminToken();
    // Warm the cache of both hot lists first.
    await api('GET', '/videos/all');
    await api('GET', '/videos/episodes/all');
    const video = await createVideo({ videoTitle: unique('Fresh '), genre: 'drama' });
    const inAll = async () =>
      ((await api('GET', '/videos/all')).body.data.videos as Video[]).some((v) => v._id === video._id);
    const inEpisodes = async () =>
      ((await api('GET', '/videos/episodes/all')).body.data.episodes as EpisodeGroup[]).some((g) =>
        g.parts.some((p) => p._id === video._id),
      );

    await waitFor(async () => (await inAll()) && (await inEpisodes()), {
      what: 'the new video in the cached lists',
      timeoutMs: 5_000,
    });
    await api('PATCH', `/videos/${video._id}/status`, { token, body: { status: 'inactive' } });
    await waitFor(async () => !(await inAll()) && !(await inEpisodes()), {
      what: 'the deactivated video out of the cached lists',
      timeoutMs: 5_000,
    });
  });

  it('answer repeated reads with the same bytes until something changes', async () => {
    const first = await api('GET', '/videos/filters');
    const second = await api('GET', '/videos/filters');
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });
});
