import { describe, expect, it } from 'vitest';
import type { EpisodeGroup, Video } from '@streamhub/contracts';
import { artKeyOf, cardFromGroup, cardFromVideo, partImage, videoImage } from './card-model';

const video = (overrides: Partial<Video> = {}): Video =>
  ({
    _id: '65a1f0c2b3d4e5f6a7b8c9d0',
    videoTitle: 'PILOT',
    title: 'PILOT',
    episodeName: 'NIGHT SHIFT',
    genre: 'THRILLER',
    imdbRating: 8.25,
    releaseDate: '2022-05-01T00:00:00.000Z',
    poster: null,
    posterUrl: null,
    thumb: null,
    thumbUrl: null,
    seriesPosterUrl: null,
    ...overrides,
  }) as Video;

const groupOf = (parts: Video[]): EpisodeGroup => ({
  episodeName: 'NIGHT SHIFT',
  count: parts.length,
  latestRelease: null,
  poster: null,
  thumb: null,
  rating: null,
  ageRating: 'U/A 16+',
  genre: 'THRILLER',
  parts,
});

describe('video cards', () => {
  it('describes an episode group with parts, latest year, rating, age rating and genre', () => {
    const group = {
      ...groupOf([video({ videoType: 'episode' }), video({ videoType: 'episode', posterUrl: 'http://cdn/p2.jpg' })]),
      count: 3,
      latestRelease: '2023-09-10T00:00:00.000Z',
    };
    expect(cardFromGroup(group)).toEqual({
      kind: 'episode',
      title: 'NIGHT SHIFT',
      artKey: 'NIGHT SHIFT',
      listVideoId: '65a1f0c2b3d4e5f6a7b8c9d0',
      imageUrl: 'http://cdn/p2.jpg',
      partsLabel: '3 Parts',
      year: '2023',
      rating: 'N/A',
      ageRating: 'U/A 16+',
      genre: 'THRILLER',
    });
  });

  it('makes a one-movie group a video card, so guests read the videos message', () => {
    const movie = video({ videoType: 'movie', episodeName: 'PILOT' });
    const group = { ...groupOf([movie]), count: 1 };
    expect(cardFromGroup(group)).toMatchObject({ kind: 'video', partsLabel: '1 Part' });
    expect(cardFromGroup({ ...group, parts: [video({ videoType: 'episode' })] }).kind).toBe('episode');
  });

  it('describes a single video without a parts label', () => {
    expect(cardFromVideo(video({ imdbRating: 7, ageRating: 'A' }))).toEqual({
      kind: 'video',
      title: 'PILOT',
      artKey: 'NIGHT SHIFT',
      listVideoId: '65a1f0c2b3d4e5f6a7b8c9d0',
      imageUrl: null,
      year: '2022',
      rating: '7.0',
      ageRating: 'A',
      genre: 'THRILLER',
    });
  });

  it('prefers poster, then thumb, then the series poster', () => {
    expect(videoImage({ poster: 'p', thumbUrl: 't' })).toBe('p');
    expect(videoImage({ thumb: 't', seriesPosterUrl: 's' })).toBe('t');
    expect(videoImage({ seriesPosterUrl: 's' })).toBe('s');
    expect(videoImage({})).toBeNull();
  });

  it('keys placeholder art by the series, so a part and its series look the same', () => {
    const part = video({ videoTitle: 'NIGHT SHIFT: PILOT', title: 'NIGHT SHIFT: PILOT' });
    expect(artKeyOf(part)).toBe('NIGHT SHIFT');
    expect(cardFromVideo(part).artKey).toBe(cardFromGroup(groupOf([part])).artKey);
    expect(artKeyOf(video({ episodeName: '' }))).toBe('PILOT');
  });

  it("shows a part by its own thumbnail before the series' poster", () => {
    expect(partImage({ thumbUrl: 't', posterUrl: 'p' })).toBe('t');
    expect(partImage({ poster: 'p' })).toBe('p');
    expect(partImage({ seriesPosterUrl: 's' })).toBeNull();
  });
});
