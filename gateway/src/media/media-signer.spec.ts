import { describe, expect, it } from 'vitest';
import type { EpisodeDetail, Video } from '@streamhub/contracts';
import type { GatewayConfig } from '../config';
import { MediaSigner } from './media-signer';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';
const NOW = 1_800_000_000_000;
const config = { MEDIA_URL_SECRET: SECRET, MEDIA_URL_TTL_MINUTES: 60, CATALOG_CACHE_TTL_MS: 60_000 } as GatewayConfig;
const signer = new MediaSigner(config);
const A = '0123456789abcdef01234567';
const B = '1123456789abcdef01234567';

const video = (id: string, over: Partial<Video> = {}): Video =>
  ({ _id: id, episodeName: 'SHOW', trailer: null, seriesTrailerUrl: null, ...over }) as Video;

describe('MediaSigner trailers', () => {
  it("signs a trailer for anyone, scoped to the trailer, lasting the cache's lifetime longer than a stream URL", () => {
    const url = signer.trailerUrl(A, NOW);
    const token = /^\/api\/v1\/media\/s\/([^/]+)\/manifest\.mpd$/.exec(url)![1]!;
    expect(signer.verify(token, NOW)).toEqual({
      videoId: A,
      userId: 'anyone',
      expiresAt: NOW / 1000 + 60 * 60 + 60,
      scope: 'trailer',
    });
    expect(signer.verify(token, NOW + (3600 + 60) * 1000)).toBeNull();
  });

  it("fills trailer and seriesTrailerUrl from the links; a video's other fields and URLs are left alone", () => {
    const links = { series: B, videos: [A] };
    const own = signer.withTrailers(video(A), links, NOW);
    expect(own.trailer).toBe(signer.trailerUrl(A, NOW));
    expect(own.seriesTrailerUrl).toBe(signer.trailerUrl(B, NOW));
    const other = signer.withTrailers(
      video(B, { trailer: 'https://cdn.test/t.mp4' }),
      { series: null, videos: [A] },
      NOW,
    );
    expect(other).toMatchObject({ trailer: 'https://cdn.test/t.mp4', seriesTrailerUrl: null });
    expect(signer.withTrailers(video(A), undefined, NOW)).toEqual(video(A));
  });

  it("signs an episode's trailers and drops the links (a missing series record gets one for the trailer)", () => {
    const detail: EpisodeDetail = {
      episodeName: 'SHOW',
      count: 2,
      parts: [video(A), video(B)],
      series: null,
      trailers: { series: A, videos: [A] },
    };
    const signed = signer.episodeWithTrailers(detail, NOW);
    expect(signed).not.toHaveProperty('trailers');
    expect(signed.series).toEqual({
      episodeName: 'SHOW',
      seriesTrailerUrl: signer.trailerUrl(A, NOW),
      seriesPosterUrl: null,
      seriesThumbUrl: null,
    });
    expect(signed.parts.map((p) => [p.trailer, p.seriesTrailerUrl])).toEqual([
      [signer.trailerUrl(A, NOW), signer.trailerUrl(A, NOW)],
      [null, signer.trailerUrl(A, NOW)],
    ]);
    const none = signer.episodeWithTrailers({ ...detail, trailers: { series: null, videos: [] } }, NOW);
    expect(none.series).toBeNull();
  });
});
