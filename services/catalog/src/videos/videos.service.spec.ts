import { describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import {
  CatalogEvents,
  CatalogMessages,
  type EventEnvelope,
  type Principal,
  type SeriesData,
} from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { CategoriesRepository } from '../categories/categories.repository';
import type { VideosOutbox } from '../outbox/outbox-relays';
import type { SeriesRepository } from '../series/series.repository';
import type { NewVideo } from './video-input';
import { toVideo, type VideoRecord } from './video-record';
import type { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

const ID = 'abcdefabcdefabcdefabcdef';
const admin: Principal = { userId: 'a', email: 'a@test.local', role: 'admin', isAdmin: true };

function record(over: Partial<VideoRecord> = {}): VideoRecord {
  return {
    _id: new Types.ObjectId(ID),
    videoTitle: 'PART ONE',
    episodeName: 'MONSOON FILES',
    description: '',
    genre: 'CRIME',
    actors: [],
    writers: [],
    countries: [],
    languages: [],
    imdbRating: 8,
    releaseDate: null,
    releaseYear: null,
    runtimeMinutes: 40,
    quality: 'HD',
    videoType: 'series',
    episodeSeq: 1,
    poster: null,
    thumb: null,
    trailer: null,
    status: 'active',
    sources: [],
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    ...over,
  };
}

const noSeries = strictFake<SeriesRepository>('series', {
  findByNames: async () => new Map(),
  findByName: async () => null,
});

const noCategories = strictFake<CategoriesRepository>('categories');

describe('VideosService', () => {
  it('numbers a new part after the last one of its group and relays its creation event', async () => {
    const created: { video: NewVideo; event: EventEnvelope }[] = [];
    let kicks = 0;
    const videos = strictFake<VideosRepository>('videos', {
      nextEpisodeSeq: async (name) => (name === 'MONSOON FILES' ? 3 : 1),
      groupUse: async () => ({ taken: true, ownGroup: false }),
      create: async (video, eventFor) => {
        created.push({ video, event: eventFor(ID) });
        return record({ ...video, episodeSeq: video.episodeSeq });
      },
    });
    const outbox = strictFake<VideosOutbox>('outbox', { kick: () => void kicks++ });
    const video = await new VideosService(videos, noSeries, outbox, noCategories).create({
      videoTitle: 'Dry Season',
      genre: 'crime',
      episodeName: 'monsoon files',
    });

    expect(video).toMatchObject({
      _id: ID,
      title: 'DRY SEASON',
      videoTitle: 'DRY SEASON',
      episodeSeq: 3,
      sources: [],
      defaultUrl: null,
    });
    expect(created[0]!.event).toMatchObject({
      type: CatalogEvents.videoCreated,
      key: ID,
      payload: { videoId: ID, episodeName: 'MONSOON FILES' },
    });
    expect(kicks).toBe(1);
  });

  it('answers a bad id with the catalog message before touching the database', async () => {
    const service = new VideosService(
      strictFake<VideosRepository>('videos'),
      noSeries,
      strictFake<VideosOutbox>('outbox'),
      noCategories,
    );
    await expect(service.get('nope')).rejects.toMatchObject({
      code: 'INVALID',
      message: CatalogMessages.invalidVideoId,
    });
  });

  it('hides inactive videos from viewers but shows them to admins', async () => {
    const asked: boolean[] = [];
    const videos = strictFake<VideosRepository>('videos', {
      findById: async (_id, { visibleOnly }) => {
        asked.push(visibleOnly);
        return visibleOnly ? null : record({ status: 'inactive' });
      },
    });
    const service = new VideosService(videos, noSeries, strictFake<VideosOutbox>('outbox'), noCategories);
    await expect(service.get(ID)).rejects.toMatchObject({ code: 'NOT_FOUND', message: CatalogMessages.videoNotFound });
    await expect(service.get(ID, admin)).resolves.toMatchObject({ status: 'inactive' });
    expect(asked).toEqual([true, false]);
  });

  it("tells admins, and only admins, why a video's trailer could not be transcoded", async () => {
    const failed = record({ trailerFailure: 'ffmpeg exited with code 1' });
    const viewer: Principal = { userId: 'v', email: 'v@test.local', role: 'user', isAdmin: false };
    const videos = strictFake<VideosRepository>('videos', {
      findById: async () => failed,
      page: async () => ({ records: [failed, record()], total: 2 }),
      findVisible: async () => [failed],
    });
    const service = new VideosService(videos, noSeries, strictFake<VideosOutbox>('outbox'), noCategories);

    const list = await service.adminList({});
    expect(list.videos.map((v) => v.trailerFailure)).toEqual(['ffmpeg exited with code 1', null]);
    await expect(service.get(ID, admin)).resolves.toMatchObject({ trailerFailure: 'ffmpeg exited with code 1' });
    for (const seen of [await service.get(ID, viewer), await service.get(ID), ...(await service.listAll())]) {
      expect(seen).not.toHaveProperty('trailerFailure');
    }
  });

  it('pages the catalogue query by episode group, newest release first, each group whole', async () => {
    const hex = (n: number) => new Types.ObjectId(n.toString(16).padStart(24, '0'));
    const part = (n: number, episodeName: string, year: number) =>
      record({ _id: hex(n), episodeName, videoTitle: `${episodeName} ${n}`, releaseDate: new Date(`${year}-01-01`) });
    const filters: unknown[] = [];
    const videos = strictFake<VideosRepository>('videos', {
      findVisibleInMatchingGroups: async (filter) => {
        filters.push(filter);
        return [
          part(1, 'OLD SHOW', 1990),
          part(2, 'NEW SHOW', 2020),
          part(3, 'MID SHOW', 2000),
          part(4, 'NEW SHOW', 2019),
        ];
      },
    });
    const service = new VideosService(videos, noSeries, strictFake<VideosOutbox>('outbox'), noCategories);

    const first = await service.listEpisodes({ section: 'series', limit: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.episodes.map((g) => [g.episodeName, g.count])).toEqual([
      ['NEW SHOW', 2],
      ['MID SHOW', 1],
    ]);
    const second = await service.listEpisodes({ section: 'series', limit: 2, page: 2 });
    expect(second.episodes.map((g) => g.episodeName)).toEqual(['OLD SHOW']);
    const all = await service.listEpisodes({});
    expect(all).toMatchObject({ total: 3, page: 1, limit: 0 });
    expect(all.episodes).toHaveLength(3);
    expect(filters[0]).toMatchObject({ $and: [{ videoType: { $ne: 'movie' } }] });
  });

  it('finds an episode by name whatever its case, with its series data', async () => {
    const series: SeriesData = {
      episodeName: 'MONSOON FILES',
      seriesTrailerUrl: 't.mp4',
      seriesPosterUrl: null,
      seriesThumbUrl: null,
    };
    const videos = strictFake<VideosRepository>('videos', {
      findVisibleByEpisodeName: async (name) => (name === 'MONSOON FILES' ? [record()] : []),
    });
    const seriesRepo = strictFake<SeriesRepository>('series', { findByName: async () => series });
    const detail = await new VideosService(
      videos,
      seriesRepo,
      strictFake<VideosOutbox>('outbox'),
      noCategories,
    ).byEpisodeName('  monsoon Files ');
    expect(detail).toMatchObject({ episodeName: 'MONSOON FILES', count: 1, series });
    expect(detail.parts[0]).toMatchObject({ seriesTrailerUrl: 't.mp4' });
  });

  it("names the parts whose trailers are transcoded, and the first as the series' trailer", async () => {
    const ID2 = 'bcdefabcdefabcdefabcdefa';
    const stream = { dir: 'videos/x/trailer', dash: 'manifest.mpd', hls: 'master.m3u8', heights: [480, 360] };
    const parts = [
      record(),
      record({
        _id: new Types.ObjectId(ID2),
        episodeSeq: 2,
        trailerStream: { ...stream, dir: `videos/${ID2}/trailer` },
      }),
    ];
    const videos = strictFake<VideosRepository>('videos', { findVisibleByEpisodeName: async () => parts });
    const service = new VideosService(videos, noSeries, strictFake<VideosOutbox>('outbox'), noCategories);
    expect((await service.byEpisodeName('monsoon files')).trailers).toEqual({ series: ID2, videos: [ID2] });

    // A trailer URL of the series' own wins over the parts' trailers.
    const withUrl: SeriesData = {
      episodeName: 'MONSOON FILES',
      seriesTrailerUrl: 't.mp4',
      seriesPosterUrl: null,
      seriesThumbUrl: null,
    };
    const seriesRepo = strictFake<SeriesRepository>('series', { findByName: async () => withUrl });
    const own = new VideosService(videos, seriesRepo, strictFake<VideosOutbox>('outbox'), noCategories);
    expect((await own.byEpisodeName('monsoon files')).trailers).toEqual({ series: null, videos: [ID2] });
  });

  it("gives a video's page its own transcoded trailer and its series' one", async () => {
    const OTHER = 'bcdefabcdefabcdefabcdefa';
    const videos = strictFake<VideosRepository>('videos', {
      findTrailerOwners: async (name) => (name === 'MONSOON FILES' ? [OTHER, ID] : []),
    });
    const service = new VideosService(videos, noSeries, strictFake<VideosOutbox>('outbox'), noCategories);
    const video = toVideo(record());
    expect(await service.trailerLinks(video)).toEqual({ series: OTHER, videos: [ID] });
    expect(await service.trailerLinks({ ...video, episodeName: 'ELSEWHERE' })).toEqual({ series: null, videos: [] });
  });

  it('answers an unknown episode name with the spec message', async () => {
    const videos = strictFake<VideosRepository>('videos', { findVisibleByEpisodeName: async () => [] });
    await expect(
      new VideosService(videos, noSeries, strictFake<VideosOutbox>('outbox'), noCategories).byEpisodeName('nothing'),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CatalogMessages.noVideosForEpisode,
    });
  });

  it('writes a status change with its event and relays it', async () => {
    const events: EventEnvelope[] = [];
    let kicks = 0;
    const videos = strictFake<VideosRepository>('videos', {
      findById: async () => record(),
      setStatus: async (_id, status, event) => {
        events.push(event);
        return record({ status });
      },
    });
    const outbox = strictFake<VideosOutbox>('outbox', { kick: () => void kicks++ });
    const video = await new VideosService(videos, noSeries, outbox, noCategories).setStatus(ID, 'inactive');
    expect(video.status).toBe('inactive');
    expect(events[0]).toMatchObject({
      type: CatalogEvents.videoStatusChanged,
      payload: { videoId: ID, status: 'inactive' },
    });
    expect(kicks).toBe(1);
  });

  it('announces a deletion with every media object of the video, for the cleanup job', async () => {
    const events: EventEnvelope[] = [];
    const videos = strictFake<VideosRepository>('videos', {
      findForDeletion: async () => ({
        episodeName: 'MONSOON FILES',
        sourceKey: 'uploads/u1/file',
        trailerSourceKey: 'uploads/u1/trailer',
        poster: '/api/v1/media/images/u1-poster.png',
        thumb: 'https://cdn.example.com/thumb.jpg',
      }),
      markDeleted: async (_id, event) => {
        events.push(event);
        return true;
      },
    });
    const outbox = strictFake<VideosOutbox>('outbox', { kick: () => undefined });
    await new VideosService(videos, noSeries, outbox, noCategories).delete(ID);
    expect(events[0]).toMatchObject({
      type: CatalogEvents.videoDeleted,
      payload: {
        videoId: ID,
        episodeName: 'MONSOON FILES',
        // An image elsewhere is not ours to remove.
        media: { keys: ['uploads/u1/file', 'uploads/u1/trailer', 'images/u1-poster.png'], prefixes: [`videos/${ID}`] },
      },
    });
  });
});
