import { describe, expect, it } from 'vitest';
import { DEMO_SERIES_INTRO, GENERATED_LIMITS, GENERATED_PATTERNS } from '@streamhub/contracts';
import {
  DEMO_CLIP,
  DEMO_TRAILER_SECONDS,
  DUBBED_DEMO_TITLE,
  demoSource,
  demoTrailer,
  demoVideos,
} from './demo-catalog';
import { localizedOf } from '../videos/video-input';

describe('demoSource', () => {
  const videos = demoVideos();
  const sources = videos.map((video, index) => demoSource(video, index));

  it('gives every demo video a short 480p clip of a known pattern, with a title that fits', () => {
    for (const source of sources) {
      expect(GENERATED_PATTERNS).toContain(source.pattern);
      expect(source).toMatchObject(DEMO_CLIP);
      expect(source.title.length).toBeLessThanOrEqual(28);
      expect(source.subtitle.length).toBeLessThanOrEqual(GENERATED_LIMITS.maxTitleLength);
      expect(source.palette.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    }
  });

  it('gives every demo video a Hindi title and synopsis that the catalog accepts', () => {
    for (const video of videos) {
      expect(localizedOf(video.localized)).toEqual([
        { lang: 'hi', title: expect.stringMatching(/[\u0900-\u097f]/), description: expect.any(String) },
      ]);
    }
  });

  it('labels every demo video with the quality of its generated media (480p: SD)', () => {
    expect(new Set(videos.map((v) => v.quality))).toEqual(new Set(['SD']));
  });

  it('draws a part as its series with the episode number and name below', () => {
    const drift = videos.findIndex((v) => v.videoTitle === 'The Last Horizon: Drift');
    expect(sources[drift]).toMatchObject({ title: 'THE LAST HORIZON', subtitle: 'EPISODE 2 · DRIFT' });
  });

  it('draws a movie with its genre and year', () => {
    const boats = videos.findIndex((v) => v.videoTitle === 'Paper Boats');
    expect(sources[boats]).toMatchObject({ title: 'PAPER BOATS', subtitle: 'DRAMA · 2023' });
  });

  it('opens every part of a series with the shared intro at the same moment; movies and trailers have none', () => {
    videos.forEach((video, index) => {
      expect(sources[index]!.intro ?? null).toEqual(video.videoType === 'movie' ? null : DEMO_SERIES_INTRO);
      expect(demoTrailer(video, index).intro).toBeNull();
    });
    const series = new Set(videos.filter((video) => video.videoType !== 'movie').map((video) => video.episodeName));
    expect(series.size).toBeGreaterThanOrEqual(2);
  });

  it('gives the parts of a series one look, and neighbouring titles different tones', () => {
    const horizon = sources.filter((s) => s.title === 'THE LAST HORIZON');
    expect(horizon).toHaveLength(4);
    expect(new Set(horizon.map((s) => `${s.pattern} ${s.palette.join()}`)).size).toBe(1);
    for (let i = 1; i < sources.length; i++) expect(sources[i]!.toneHz).not.toBe(sources[i - 1]!.toneHz);
  });
});

describe('demoTrailer', () => {
  it('gives one title, listed in English and Hindi, two audio languages of two tones; the others one', () => {
    const videos = demoVideos();
    const dubbed = videos.filter((v, i) => demoSource(v, i).audio);
    expect(dubbed.map((v) => v.videoTitle)).toEqual([DUBBED_DEMO_TITLE]);
    expect(dubbed[0]!.languages).toBe('English, Hindi');
    const index = videos.indexOf(dubbed[0]!);
    const audio = demoSource(dubbed[0]!, index).audio!;
    expect(audio.map((a) => a.language)).toEqual(['eng', 'hin']);
    expect(audio[0]!.toneHz).not.toBe(audio[1]!.toneHz);
  });

  it("is a shorter clip in its video's look, marked as a trailer", () => {
    const videos = demoVideos();
    const index = videos.findIndex((v) => v.videoTitle === 'Paper Boats');
    const source = demoSource(videos[index]!, index);
    const trailer = demoTrailer(videos[index]!, index);
    expect(trailer).toEqual({ ...source, subtitle: 'OFFICIAL TRAILER', seconds: DEMO_TRAILER_SECONDS });
    expect(trailer.seconds).toBeLessThan(source.seconds);
  });
});
