import { describe, expect, it } from 'vitest';
import { NO_MARKERS, type Video } from '@streamhub/contracts';
import { groupEpisodes, orderParts } from './episode-groups';

let seq = 0;
function video(fields: Partial<Video>): Video {
  seq += 1;
  const createdAt = fields.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString();
  return {
    _id: seq.toString(16).padStart(24, '0'),
    videoTitle: `V${seq}`,
    title: `V${seq}`,
    episodeName: 'GROUP',
    description: '',
    genre: 'DRAMA',
    actors: [],
    writers: [],
    countries: [],
    languages: [],
    imdbRating: null,
    ageRating: 'U',
    contentDescriptors: [],
    releaseDate: null,
    runtimeMinutes: 0,
    quality: 'HD',
    videoType: 'series',
    episodeSeq: 1,
    poster: null,
    posterUrl: null,
    thumb: null,
    thumbUrl: null,
    trailer: null,
    status: 'active',
    createdAt,
    uploadDate: createdAt,
    sources: [],
    defaultUrl: null,
    expiresIn: null,
    seriesTrailerUrl: null,
    seriesPosterUrl: null,
    seriesThumbUrl: null,
    textTracks: [],
    audioTracks: [],
    durationSeconds: null,
    markers: NO_MARKERS,
    progress: null,
    failureReason: null,
    ...fields,
  };
}

describe('groupEpisodes', () => {
  it('puts parts of one episode name together, ordered by episodeSeq', () => {
    const [group] = groupEpisodes([
      video({ episodeName: 'A', episodeSeq: 3 }),
      video({ episodeName: 'A', episodeSeq: 1 }),
      video({ episodeName: 'A', episodeSeq: 2 }),
    ]);
    expect(group!.episodeName).toBe('A');
    expect(group!.count).toBe(3);
    expect(group!.parts.map((p) => p.episodeSeq)).toEqual([1, 2, 3]);
  });

  it('orders groups by their newest release date, newest first', () => {
    const groups = groupEpisodes([
      video({ episodeName: 'OLD', releaseDate: '2020-01-01T00:00:00.000Z' }),
      video({ episodeName: 'NEW', releaseDate: '2019-01-01T00:00:00.000Z' }),
      video({ episodeName: 'NEW', releaseDate: '2024-06-01T00:00:00.000Z' }),
      video({ episodeName: 'MID', releaseDate: '2022-01-01T00:00:00.000Z' }),
    ]);
    expect(groups.map((g) => g.episodeName)).toEqual(['NEW', 'MID', 'OLD']);
    expect(groups[0]!.latestRelease).toBe('2024-06-01T00:00:00.000Z');
  });

  it('breaks equal release dates by the newest upload, and ranks undated groups last', () => {
    const groups = groupEpisodes([
      video({ episodeName: 'UNDATED', createdAt: '2026-05-01T00:00:00.000Z' }),
      video({
        episodeName: 'EARLY UPLOAD',
        releaseDate: '2024-01-01T00:00:00.000Z',
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
      video({
        episodeName: 'LATE UPLOAD',
        releaseDate: '2024-01-01T00:00:00.000Z',
        createdAt: '2025-02-01T00:00:00.000Z',
      }),
    ]);
    expect(groups.map((g) => g.episodeName)).toEqual(['LATE UPLOAD', 'EARLY UPLOAD', 'UNDATED']);
    expect(groups[2]!.latestRelease).toBeNull();
  });

  it('summarises a group: average rating to one decimal, first genre, series poster before part posters', () => {
    const [group] = groupEpisodes([
      video({ episodeName: 'S', episodeSeq: 1, imdbRating: 8, genre: 'CRIME', poster: 'p1.jpg', thumb: 't1.jpg' }),
      video({ episodeName: 'S', episodeSeq: 2, imdbRating: 8.5, genre: 'DRAMA', seriesPosterUrl: 'series.jpg' }),
      video({ episodeName: 'S', episodeSeq: 3, imdbRating: null }),
    ]);
    expect(group!.rating).toBe(8.3);
    expect(group!.genre).toBe('CRIME');
    expect(group!.poster).toBe('p1.jpg');
    expect(group!.thumb).toBe('t1.jpg');

    const [withSeries] = groupEpisodes([
      video({ episodeName: 'T', seriesPosterUrl: 'series.jpg', poster: 'part.jpg' }),
    ]);
    expect(withSeries!.poster).toBe('series.jpg');
  });

  it("rates a group by its strictest part's age rating", () => {
    const [group] = groupEpisodes([
      video({ episodeName: 'S', episodeSeq: 1, ageRating: 'U/A 7+' }),
      video({ episodeName: 'S', episodeSeq: 2, ageRating: 'U/A 16+' }),
      video({ episodeName: 'S', episodeSeq: 3, ageRating: 'U' }),
    ]);
    expect(group!.ageRating).toBe('U/A 16+');
    expect(groupEpisodes([video({ episodeName: 'K', ageRating: 'U' })])[0]!.ageRating).toBe('U');
  });

  it('gives an unrated group a null rating', () => {
    expect(groupEpisodes([video({ episodeName: 'U' })])[0]!.rating).toBeNull();
  });

  it('keeps only the first `limit` groups', () => {
    const videos = ['A', 'B', 'C'].map((name, i) =>
      video({ episodeName: name, releaseDate: `202${i}-01-01T00:00:00.000Z` }),
    );
    expect(groupEpisodes(videos, 2).map((g) => g.episodeName)).toEqual(['C', 'B']);
    expect(groupEpisodes(videos)).toHaveLength(3);
  });
});

describe('orderParts', () => {
  it('breaks equal part numbers by upload time', () => {
    const later = video({ episodeSeq: 1, createdAt: '2026-02-01T00:00:00.000Z' });
    const earlier = video({ episodeSeq: 1, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(orderParts([later, earlier])).toEqual([earlier, later]);
  });
});
