import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogMessages, CatalogPatterns, type EpisodeGroup, type SeriesData, type Video } from '@streamhub/contracts';
import {
  api,
  closeRpc,
  createEpisodePart,
  createVideo,
  newObjectId,
  rpc,
  unique,
  viewerToken,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

const ids = (videos: Video[]) => videos.map((v) => v._id).sort();

afterAll(async () => {
  await closeRpc();
});

describe('creating videos (catalog.videos.create)', () => {
  it('normalises the upload form fields and returns the full video', async () => {
    const title = unique('Paper Boats ');
    const video = await createVideo({
      videoTitle: title,
      genre: 'drama',
      episodeName: '',
      actors: ' naseer ahmed, , arav mehta ',
      languages: 'hindi',
      imdbRating: '9.24',
      releaseDate: '1973-06-16',
      runtimeMinutes: 112,
      quality: 'hd',
      videoType: 'movie',
      description: 'A retired teacher builds a fleet.',
    });
    expect(video).toMatchObject({
      videoTitle: title.toUpperCase(),
      title: title.toUpperCase(),
      episodeName: title.toUpperCase(),
      genre: 'DRAMA',
      actors: ['NASEER AHMED', 'ARAV MEHTA'],
      writers: [],
      languages: ['HINDI'],
      imdbRating: 9.2,
      releaseDate: '1973-06-16T00:00:00.000Z',
      runtimeMinutes: 112,
      quality: 'HD',
      videoType: 'movie',
      episodeSeq: 1,
      status: 'active',
      sources: [],
      defaultUrl: null,
      expiresIn: null,
      poster: null,
      posterUrl: null,
      seriesTrailerUrl: null,
    });
    expect(video._id).toMatch(/^[0-9a-f]{24}$/);
    expect(video.uploadDate).toBe(video.createdAt);
  });

  it('refuses a video without title or genre with the upload form message, and bad numbers with clear ones', async () => {
    await expect(createVideo({ videoTitle: 'x', genre: ' ' })).rejects.toMatchObject({
      payload: { code: 'INVALID', message: CatalogMessages.requiredFields },
    });
    await expect(createVideo({ videoTitle: 'x', genre: 'y', imdbRating: 11 })).rejects.toMatchObject({
      payload: { code: 'INVALID', message: CatalogMessages.invalidRating },
    });
    await expect(createVideo({ videoTitle: 'x', genre: 'y', runtimeMinutes: -5 })).rejects.toMatchObject({
      payload: { code: 'INVALID', message: CatalogMessages.invalidRuntime },
    });
  });
});

describe('GET /videos/{id}', () => {
  it('returns an active video to a guest', async () => {
    const video = await createVideo({ videoTitle: unique('Solo '), genre: 'thriller' });
    const res = await api('GET', `/videos/${video._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { video: { _id: video._id, title: video.title } } });
  });

  it('answers an id that is not 24 hex characters with 400 and a clear message', async () => {
    for (const bad of ['not-an-id', 'abc', `${'a'.repeat(23)}g`]) {
      const res = await api('GET', `/videos/${bad}`);
      expectError(res, 400, CatalogMessages.invalidVideoId);
    }
  });

  it('answers an unknown id with 404 "Video not found"', async () => {
    const res = await api('GET', `/videos/${newObjectId()}`);
    expectError(res, 404, CatalogMessages.videoNotFound);
  });
});

describe('GET /videos/episodes/by-name/{name}', () => {
  it('finds an episode whatever the case of the name, parts in order, with its series data', async () => {
    const name = unique('Monsoon Files ');
    const second = await createEpisodePart(name, 2, {
      videoTitle: `${name} part two`,
      genre: 'crime',
      videoType: 'series',
    });
    const first = await createEpisodePart(name.toLowerCase(), 1, {
      videoTitle: `${name} part one`,
      genre: 'crime',
      videoType: 'series',
    });

    const res = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(name.toLowerCase())}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ episodeName: name.toUpperCase(), count: 2, series: null });
    expect(res.body.data.parts.map((p: Video) => p._id)).toEqual([first._id, second._id]);

    const series = await rpc<SeriesData>(CatalogPatterns.upsertSeries, {
      episodeName: name,
      seriesTrailerUrl: 'http://media.test/trailer.mp4',
      seriesPosterUrl: 'http://media.test/poster.jpg',
    });
    expect(series).toEqual({
      episodeName: name.toUpperCase(),
      seriesTrailerUrl: 'http://media.test/trailer.mp4',
      seriesPosterUrl: 'http://media.test/poster.jpg',
      seriesThumbUrl: null,
    });
    const withSeries = await waitFor(
      async () => {
        const again = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(name.toUpperCase())}`);
        return again.body.data?.series ? again : undefined;
      },
      { what: 'series data on the (cached) episode' },
    );
    expect(withSeries.body.data.series).toEqual(series);
    expect(withSeries.body.data.parts[0]).toMatchObject({
      seriesTrailerUrl: 'http://media.test/trailer.mp4',
      seriesPosterUrl: 'http://media.test/poster.jpg',
    });
  });

  it('numbers parts added without a part number after the last one', async () => {
    const name = unique('Campus Days ');
    const a = await createVideo({ videoTitle: `${name} a`, genre: 'comedy', episodeName: name });
    const b = await createVideo({ videoTitle: `${name} b`, genre: 'comedy', episodeName: name });
    expect([a.episodeSeq, b.episodeSeq]).toEqual([1, 2]);
  });

  it('answers an unknown name with 404 "No videos available for this episode"', async () => {
    const res = await api('GET', `/videos/episodes/by-name/${unique('nothing-here-')}`);
    expectError(res, 404, CatalogMessages.noVideosForEpisode);
  });
});

describe('GET /videos/episodes/all and /videos/all', () => {
  it('groups parts by episode name, groups newest release first, parts by part number', async () => {
    const older = unique('Older Show ');
    const newer = unique('Newer Show ');
    const o1 = await createVideo({
      videoTitle: `${older} 1`,
      genre: 'drama',
      episodeName: older,
      releaseDate: '1991-01-01',
      imdbRating: 7,
    });
    const n2 = await createEpisodePart(newer, 2, {
      videoTitle: `${newer} 2`,
      genre: 'sci-fi',
      releaseDate: '1992-02-01',
      imdbRating: 9,
    });
    const n1 = await createEpisodePart(newer, 1, {
      videoTitle: `${newer} 1`,
      genre: 'sci-fi',
      releaseDate: '1992-01-01',
      imdbRating: 8,
    });

    const groups = await waitFor(
      async () => {
        const res = await api('GET', '/videos/episodes/all');
        expect(res.status).toBe(200);
        const list = res.body.data.episodes as EpisodeGroup[];
        const names = list.map((g) => g.episodeName);
        return names.includes(older.toUpperCase()) &&
          list.find((g) => g.episodeName === newer.toUpperCase())?.count === 2
          ? list
          : undefined;
      },
      { what: 'both new groups in episodes/all' },
    );
    const names = groups.map((g) => g.episodeName);
    expect(names.indexOf(newer.toUpperCase())).toBeLessThan(names.indexOf(older.toUpperCase()));
    const group = groups.find((g) => g.episodeName === newer.toUpperCase())!;
    expect(group).toMatchObject({ count: 2, latestRelease: '1992-02-01T00:00:00.000Z', rating: 8.5, genre: 'SCI-FI' });
    expect(group.parts.map((p) => p._id)).toEqual([n1._id, n2._id]);
    expect(groups.find((g) => g.episodeName === older.toUpperCase())!.parts.map((p) => p._id)).toEqual([o1._id]);
  });

  it('keeps only the first N groups with ?limit=N and rejects a bad limit', async () => {
    const res = await api('GET', '/videos/episodes/all?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.data.episodes.length).toBeLessThanOrEqual(2);
    const bad = await api('GET', '/videos/episodes/all?limit=zero');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be a whole number between 1 and 100');
  });

  it('lists every active video newest first', async () => {
    const a = await createVideo({ videoTitle: unique('First '), genre: 'drama' });
    const b = await createVideo({ videoTitle: unique('Second '), genre: 'drama' });
    const videos = await waitFor(
      async () => {
        const res = await api('GET', '/videos/all');
        const list = res.body.data.videos as Video[];
        return list.some((v) => v._id === b._id) ? list : undefined;
      },
      { what: 'new videos in /videos/all' },
    );
    const order = videos.map((v) => v._id);
    expect(order.indexOf(b._id)).toBeLessThan(order.indexOf(a._id));
    expect(videos.every((v) => v.status === 'active')).toBe(true);
  });

  it('serves a cached list with an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await api('GET', '/videos/all');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await waitFor(async () => {
      const res = await api('GET', '/videos/all', { headers: { 'if-none-match': etag! } });
      return res.status === 304 ? res : undefined;
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('GET /videos (search and filters)', () => {
  // Every title carries `tag`, so `q=tag` scopes a test to these four videos in a shared database.
  const tag = unique('zq');
  const token = { title: unique('tt'), episode: unique('ee'), actor: unique('aa'), genre: unique('gg') };
  const genreA = `GA${tag}`.toUpperCase();
  const genreB = `GB${tag}`.toUpperCase();
  let v: Record<'movie' | 'episode' | 'actor' | 'byGenre', Video>;

  beforeAll(async () => {
    v = {
      movie: await createVideo({
        videoTitle: `${tag} harbour ${token.title}`,
        genre: genreA,
        imdbRating: 9.1,
        releaseDate: '1961-05-01',
        videoType: 'movie',
        quality: '4K',
      }),
      episode: await createVideo({
        videoTitle: `${tag} quiet street`,
        episodeName: `Tales of ${token.episode}`,
        genre: genreA,
        imdbRating: 8.2,
        releaseDate: '1961-06-01',
        videoType: 'episode',
        quality: 'HD',
      }),
      actor: await createVideo({
        videoTitle: `${tag} open water`,
        actors: `Asha ${token.actor}, Vikram Sen`,
        genre: genreB,
        imdbRating: 7.4,
        releaseDate: '1962-01-01',
        videoType: 'series',
        quality: 'SD',
      }),
      byGenre: await createVideo({
        videoTitle: `${tag} unrelated`,
        genre: `G${token.genre}`,
        imdbRating: null,
        videoType: 'movie',
        quality: 'HD',
      }),
    };
  });

  const search = async (query: string) => {
    const res = await api('GET', `/videos?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { videos: Video[]; total: number; page: number; limit: number };
  };

  it('matches text over title, episode name, genre and actors, case-insensitively', async () => {
    expect(ids((await search(`q=${token.title}`)).videos)).toEqual([v.movie._id]);
    expect(ids((await search(`q=${token.episode.toUpperCase()}`)).videos)).toEqual([v.episode._id]);
    expect(ids((await search(`q=${token.actor}`)).videos)).toEqual([v.actor._id]);
    expect(ids((await search(`q=${token.genre}`)).videos)).toEqual([v.byGenre._id]);
    const all = await search(`q=${encodeURIComponent(`  ${tag}  `)}`);
    expect(ids(all.videos)).toEqual(ids([v.movie, v.episode, v.actor, v.byGenre]));
    expect(all.total).toBe(4);
  });

  it('narrows by genre, year, minimum rating, type and quality, all combined with AND', async () => {
    const q = `q=${tag}`;
    expect(ids((await search(`${q}&genre=${genreB.toLowerCase()}`)).videos)).toEqual([v.actor._id]);
    expect(ids((await search(`${q}&year=1961`)).videos)).toEqual(ids([v.movie, v.episode]));
    expect(ids((await search(`${q}&minRating=8`)).videos)).toEqual(ids([v.movie, v.episode]));
    expect(ids((await search(`${q}&minRating=9`)).videos)).toEqual([v.movie._id]);
    expect(ids((await search(`${q}&type=movie`)).videos)).toEqual(ids([v.movie, v.byGenre]));
    expect(ids((await search(`${q}&quality=4K`)).videos)).toEqual([v.movie._id]);
    expect(ids((await search(`${q}&type=movie&quality=HD`)).videos)).toEqual([v.byGenre._id]);
    expect(ids((await search(`${q}&year=1961&minRating=7&type=episode&quality=HD&genre=${genreA}`)).videos)).toEqual([
      v.episode._id,
    ]);
    expect((await search(`${q}&year=1961&type=series`)).total).toBe(0);
  });

  it('treats empty filter values as absent', async () => {
    const found = await search(`q=${tag}&genre=&year=&minRating=&type=&quality=&page=&limit=`);
    expect(ids(found.videos)).toEqual(ids([v.movie, v.episode, v.actor, v.byGenre]));
  });

  it('pages results newest first with the total count', async () => {
    const first = await search(`q=${tag}&limit=3&page=1`);
    const second = await search(`q=${tag}&limit=3&page=2`);
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.videos.map((x) => x._id)).toEqual([v.byGenre._id, v.actor._id, v.episode._id]);
    expect(second).toMatchObject({ total: 4, page: 2 });
    expect(second.videos.map((x) => x._id)).toEqual([v.movie._id]);
  });

  it('takes symbols and emoji for word breaks, never for regex syntax', async () => {
    const all = ids((await search(`q=${tag}`)).videos);
    expect(ids((await search(`q=${encodeURIComponent(`🎬🍿 ${tag}.*`)}`)).videos)).toEqual(all);
    expect(ids((await search(`q=${encodeURIComponent(`(${tag})`)}`)).videos)).toEqual(all);
    expect((await search(`q=${encodeURIComponent('(')}`)).videos).toBeInstanceOf(Array);
  });

  it('rejects bad filter values with 400 and a readable message, never a 500', async () => {
    const cases: [string, string][] = [
      ['type=short', CatalogMessages.invalidVideoType],
      ['quality=8K', CatalogMessages.invalidQuality],
      ['minRating=high', 'Min rating must be a number between 0 and 10'],
      ['year=nineteen', 'Year must be a year such as 2024'],
      ['page=0', 'page must be a whole number between 1 and 100000'],
      ['page=5.6e82', 'page must be a whole number between 1 and 100000'],
      ['limit=1000', 'limit must be a whole number between 1 and 100'],
    ];
    for (const [query, message] of cases) {
      const res = await api('GET', `/videos?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it('offers distinct genres, years and episode names of active videos for the filter dropdowns', async () => {
    const filters = await waitFor(
      async () => {
        const res = await api('GET', '/videos/filters');
        return res.body.data?.genres?.includes(genreB) ? res.body.data : undefined;
      },
      { what: 'the new genre in /videos/filters' },
    );
    expect(filters.genres).toEqual(expect.arrayContaining([genreA, genreB]));
    expect(new Set(filters.genres).size).toBe(filters.genres.length);
    expect(filters.years).toEqual(expect.arrayContaining([1961, 1962]));
    expect(filters.years).toEqual([...filters.years].sort((a: number, b: number) => b - a));
    expect(filters.episodeNames).toEqual(expect.arrayContaining([v.episode.episodeName, v.movie.episodeName]));
  });

  it('is open to guests and to signed-in viewers alike', async () => {
    const asViewer = await api('GET', `/videos?q=${tag}`, { token: await viewerToken() });
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.data.total).toBe(4);
  });
});

describe('the catalogue query: sections, group paging and words in any order', () => {
  // Every title carries `tag`, so `q=tag` scopes a test to these videos in a shared database.
  const tag = unique('cq');
  const show = `${tag} Last Horizon`;
  const sketches = `${tag} Sketches`;
  let movies: Video[];
  let drift: Video;

  beforeAll(async () => {
    movies = [
      await createVideo({
        videoTitle: `${tag} Quiet Harbour`,
        genre: 'drama',
        videoType: 'movie',
        releaseDate: '2001-01-01',
      }),
      await createVideo({
        videoTitle: `${tag} Loud Harbour`,
        genre: 'drama',
        videoType: 'movie',
        releaseDate: '2003-01-01',
      }),
    ];
    await createVideo({
      videoTitle: `The Last Horizon: Departure ${tag}`,
      episodeName: show,
      genre: 'sci-fi',
      videoType: 'series',
      releaseDate: '2002-01-01',
    });
    drift = await createVideo({
      videoTitle: `The Last Horizon: Drift ${tag}`,
      episodeName: show,
      genre: 'sci-fi',
      videoType: 'series',
      releaseDate: '2002-02-01',
    });
    await createVideo({
      videoTitle: `${tag} Sketches one`,
      episodeName: sketches,
      genre: 'comedy',
      videoType: 'episode',
      releaseDate: '1999-01-01',
    });
  });

  const groups = async (query: string) => {
    const res = await api('GET', `/videos/episodes/all?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { episodes: EpisodeGroup[]; total: number; page: number; limit: number };
  };
  const names = (list: EpisodeGroup[]) => list.map((g) => g.episodeName);

  it('lists movies alone under section=movies and every other type, grouped, under section=series', async () => {
    const movieGroups = await waitFor(async () => {
      const page = await groups(`q=${tag}&section=movies`);
      return page.total === 2 ? page : undefined;
    });
    // Newest release first.
    expect(movieGroups.episodes.map((g) => g.parts[0]!._id)).toEqual([movies[1]!._id, movies[0]!._id]);
    const series = await groups(`q=${tag}&section=series`);
    expect(names(series.episodes)).toEqual([show.toUpperCase(), sketches.toUpperCase()]);
    expect(series.episodes[0]!.count).toBe(2);
    const videos = await api('GET', `/videos?q=${tag}&section=movies`);
    expect(ids(videos.body.data.videos)).toEqual(ids(movies));
  });

  it('pages groups: the second page continues where the first stopped, with the total of all', async () => {
    const first = await groups(`q=${tag}&limit=2&page=1`);
    const second = await groups(`q=${tag}&limit=2&page=2`);
    expect(first).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, limit: 2 });
    const all = [...names(first.episodes), ...names(second.episodes)];
    expect(new Set(all).size).toBe(4);
    expect(all).toEqual(names((await groups(`q=${tag}`)).episodes));
  });

  it('finds a title by every word in any order, and lists the whole group it belongs to', async () => {
    const found = await api('GET', `/videos?q=${encodeURIComponent(`drift ${tag} HORIZON`)}`);
    expect(ids(found.body.data.videos)).toEqual([drift._id]);
    expect((await api('GET', `/videos?q=${encodeURIComponent(`drift ${tag} nowhere`)}`)).body.data.total).toBe(0);
    const group = await groups(`q=${encodeURIComponent(`${tag} horizon drift`)}`);
    expect(names(group.episodes)).toEqual([show.toUpperCase()]);
    expect(group.episodes[0]!.count).toBe(2);
  });

  it('refuses an unknown section with a clear 400', async () => {
    const res = await api('GET', '/videos/episodes/all?section=cartoons');
    expectError(res, 400, CatalogMessages.invalidSection);
  });
});
