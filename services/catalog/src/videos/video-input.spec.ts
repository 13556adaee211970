import { describe, expect, it } from 'vitest';
import { CatalogMessages } from '@streamhub/contracts';
import { markersOf, normaliseList, normaliseVideoInput } from './video-input';

const minimal = { videoTitle: 'Night Shift', genre: 'Thriller' };

describe('normaliseVideoInput', () => {
  it('requires a title and a genre with the upload form message', () => {
    for (const input of [{}, { videoTitle: 'x' }, { genre: 'y' }, { videoTitle: '  ', genre: 'y' }, null]) {
      expect(() => normaliseVideoInput(input)).toThrow(CatalogMessages.requiredFields);
    }
  });

  it('upper-cases title, episode name, genre and list fields, trimming and dropping empties', () => {
    const video = normaliseVideoInput({
      ...minimal,
      episodeName: ' monsoon files ',
      actors: ' asha rao, , vikram sen ,',
      writers: ['meera iyer', ' '],
      countries: 'india',
      languages: 'hindi,english',
    });
    expect(video).toMatchObject({
      videoTitle: 'NIGHT SHIFT',
      episodeName: 'MONSOON FILES',
      genre: 'THRILLER',
      actors: ['ASHA RAO', 'VIKRAM SEN'],
      writers: ['MEERA IYER'],
      countries: ['INDIA'],
      languages: ['HINDI', 'ENGLISH'],
    });
  });

  it('fills defaults: its own title as episode name, HD, movie, active, no rating, runtime 0', () => {
    expect(normaliseVideoInput(minimal)).toMatchObject({
      episodeName: 'NIGHT SHIFT',
      quality: 'HD',
      videoType: 'movie',
      status: 'active',
      imdbRating: null,
      runtimeMinutes: 0,
      releaseDate: null,
      releaseYear: null,
      episodeSeq: null,
      poster: null,
    });
  });

  it('accepts a rating from 0 to 10 in steps of 0.1 and refuses anything else', () => {
    expect(normaliseVideoInput({ ...minimal, imdbRating: '7.46' }).imdbRating).toBe(7.5);
    expect(normaliseVideoInput({ ...minimal, imdbRating: 0 }).imdbRating).toBe(0);
    expect(normaliseVideoInput({ ...minimal, imdbRating: 10 }).imdbRating).toBe(10);
    for (const bad of [-0.1, 10.1, 'abc']) {
      expect(() => normaliseVideoInput({ ...minimal, imdbRating: bad })).toThrow(CatalogMessages.invalidRating);
    }
  });

  it('rates a video U/A 16+ with no descriptors unless told, and takes a rating however it is spelt', () => {
    expect(normaliseVideoInput(minimal)).toMatchObject({ ageRating: 'U/A 16+', contentDescriptors: [] });
    expect(normaliseVideoInput({ ...minimal, ageRating: 'u' }).ageRating).toBe('U');
    expect(normaliseVideoInput({ ...minimal, ageRating: ' u/a 7+ ' }).ageRating).toBe('U/A 7+');
    // A "+" sent unencoded in a form or URL arrives as a space.
    expect(normaliseVideoInput({ ...minimal, ageRating: 'U/A 13 ' }).ageRating).toBe('U/A 13+');
    expect(normaliseVideoInput({ ...minimal, ageRating: 'UA16' }).ageRating).toBe('U/A 16+');
    expect(normaliseVideoInput({ ...minimal, ageRating: 'A' }).ageRating).toBe('A');
    for (const bad of ['PG-13', 'U/A 12+', 'X', 18]) {
      expect(() => normaliseVideoInput({ ...minimal, ageRating: bad as string })).toThrow(
        CatalogMessages.invalidAgeRating,
      );
    }
  });

  it("keeps content descriptors known, each once, in the Code's order, and refuses unknown ones", () => {
    expect(
      normaliseVideoInput({ ...minimal, contentDescriptors: ' Language, violence,language ,' }).contentDescriptors,
    ).toEqual(['violence', 'language']);
    expect(normaliseVideoInput({ ...minimal, contentDescriptors: ['horror', 'themes'] }).contentDescriptors).toEqual([
      'themes',
      'horror',
    ]);
    expect(() => normaliseVideoInput({ ...minimal, contentDescriptors: 'violence, gore' })).toThrow(
      CatalogMessages.invalidContentDescriptors,
    );
  });

  it('refuses a negative runtime', () => {
    expect(() => normaliseVideoInput({ ...minimal, runtimeMinutes: -1 })).toThrow(CatalogMessages.invalidRuntime);
    expect(normaliseVideoInput({ ...minimal, runtimeMinutes: '95' }).runtimeMinutes).toBe(95);
  });

  it('derives the release year and refuses a date that is not one', () => {
    expect(normaliseVideoInput({ ...minimal, releaseDate: '2024-07-12' })).toMatchObject({ releaseYear: 2024 });
    expect(() => normaliseVideoInput({ ...minimal, releaseDate: 'someday' })).toThrow(
      CatalogMessages.invalidReleaseDate,
    );
  });

  it('accepts quality, type and status in any case, and refuses unknown values', () => {
    expect(
      normaliseVideoInput({
        ...minimal,
        quality: '4k',
        videoType: 'SERIES',
        // @ts-expect-error -- the contract's statuses are lower-case; a hand-made request may send another case
        status: 'Processing',
      }),
    ).toMatchObject({ quality: '4K', videoType: 'series', status: 'processing' });
    expect(() => normaliseVideoInput({ ...minimal, quality: '8K' })).toThrow(CatalogMessages.invalidQuality);
    expect(() => normaliseVideoInput({ ...minimal, videoType: 'short' })).toThrow(CatalogMessages.invalidVideoType);
    // @ts-expect-error -- a status the contract does not have, as a hand-made request may send it
    expect(() => normaliseVideoInput({ ...minimal, status: 'gone' })).toThrow(CatalogMessages.invalidStatus);
  });

  it('takes a whole episode number of 1 or more', () => {
    expect(normaliseVideoInput({ ...minimal, episodeSeq: '3' }).episodeSeq).toBe(3);
    for (const bad of [0, 1.5, 'x']) {
      expect(() => normaliseVideoInput({ ...minimal, episodeSeq: bad })).toThrow(CatalogMessages.invalidEpisodeSeq);
    }
  });
});

describe('normaliseList', () => {
  it('reads comma-separated text and lists alike', () => {
    expect(normaliseList('a, b,,c ')).toEqual(['A', 'B', 'C']);
    expect(normaliseList([' x ', '', 'y'])).toEqual(['X', 'Y']);
    expect(normaliseList(undefined)).toEqual([]);
  });
});

describe('markersOf', () => {
  it("keeps an admin's whole, ordered markers as the admin's, to the millisecond", () => {
    expect(markersOf({ introStart: 2, introEnd: 5.12345, recapStart: null, recapEnd: null })).toEqual({
      introStart: 2,
      introEnd: 5.123,
      recapStart: null,
      recapEnd: null,
      source: 'admin',
    });
    expect(markersOf({})).toEqual({
      introStart: null,
      introEnd: null,
      recapStart: null,
      recapEnd: null,
      source: 'admin',
    });
  });

  it('refuses half a marker, an end before its start, negative and non-numeric seconds', () => {
    for (const input of [
      { introStart: 2 },
      { recapEnd: 4 },
      { introStart: 5, introEnd: 5 },
      { introStart: 6, introEnd: 5 },
      { introStart: -1, introEnd: 5 },
      { introStart: '2', introEnd: 5 },
      { introStart: Number.NaN, introEnd: 5 },
    ]) {
      expect(() => markersOf(input)).toThrow(CatalogMessages.invalidMarkers);
    }
  });
});
