import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogMessages, DEMO_SERIES_INTRO, type Video } from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeRpc,
  createVideo,
  makeTestClip,
  newObjectId,
  unique,
  uploadForm,
  uploadVideo,
  viewerToken,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';

/*
 * Skip Intro / Skip Recap markers: found by the media pipeline for the parts of a series (their
 * sound's fingerprints compared), and set by admins with PATCH /videos/{id}/markers.
 *
 * scripts/test.sh sends four demo videos through the pipeline, among them the first two parts of
 * Campus Days; every demo series part opens with the same intro at DEMO_SERIES_INTRO.
 */
const DEMO_SERIES = 'CAMPUS DAYS';
const TOLERANCE_SECONDS = 0.5;

let admin: string;
let dir: string;

beforeAll(async () => {
  admin = await adminToken();
  dir = await mkdtemp(join(tmpdir(), 'markers-'));
});

afterAll(async () => {
  await closeRpc();
  await rm(dir, { recursive: true, force: true });
});

describe('intro detection', () => {
  it('finds the intro the demo series share, in each part that went through the pipeline, within ±0.5 s', async () => {
    const parts = await waitFor(
      async () => {
        const res = await api('GET', `/admin/videos?q=${encodeURIComponent(DEMO_SERIES)}&status=all`, {
          token: admin,
        });
        const all = ((res.body?.data?.videos as Video[] | undefined) ?? []).filter(
          (video) => video.episodeName === DEMO_SERIES,
        );
        const failed = all.find((video) => video.status === 'failed');
        if (failed) throw new Error(`demo transcode failed: ${failed.failureReason}`);
        const withMedia = all.filter((video) => video.durationSeconds !== null);
        const found = withMedia.length >= 2 && withMedia.every((video) => video.markers.source === 'detected');
        return found ? withMedia : undefined;
      },
      { timeoutMs: 240_000, intervalMs: 1_000, what: `the intro of two parts of ${DEMO_SERIES} to be detected` },
    );
    const introEnd = DEMO_SERIES_INTRO.atSeconds + DEMO_SERIES_INTRO.seconds;
    for (const part of parts) {
      const { introStart, introEnd: end, recapStart, recapEnd } = part.markers;
      const start = Math.abs(introStart! - DEMO_SERIES_INTRO.atSeconds);
      expect(start, `${part.videoTitle} starts at ${introStart}`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      expect(Math.abs(end! - introEnd), `${part.videoTitle} ends at ${end}`).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      expect({ recapStart, recapEnd }).toEqual({ recapStart: null, recapEnd: null });
    }
    // Viewers get the markers in the series as well.
    const series = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(DEMO_SERIES)}`);
    const listed = (series.body.data.parts as Video[]).find((video) => video._id === parts[0]!._id);
    expect(listed?.markers).toEqual(parts[0]!.markers);
  }, 260_000);
});

describe('PATCH /videos/{id}/markers', () => {
  let video: Video;

  beforeAll(async () => {
    const clip = await makeTestClip(join(dir, 'clip.mp4'), { seconds: 6 });
    const res = await uploadVideo(
      uploadForm(
        { videoTitle: unique('Markers '), genre: 'drama', videoType: 'episode', episodeName: unique('MARKED ') },
        { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
      ),
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    video = await waitUntilTranscoded(res.body.data.video._id, admin);
  }, 200_000);

  const body = { introStart: 1, introEnd: 3.5, recapStart: 0, recapEnd: 0.75 };

  it('is for admins only: guests get 401, viewers 403', async () => {
    expect((await api('PATCH', `/videos/${video._id}/markers`, { body })).status).toBe(401);
    const viewer = await viewerToken();
    expect((await api('PATCH', `/videos/${video._id}/markers`, { body, token: viewer })).status).toBe(403);
  });

  it("sets a part's markers, which every read then carries, and clears them with nulls", async () => {
    const res = await api('PATCH', `/videos/${video._id}/markers`, { token: admin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(CatalogMessages.markersSaved);
    expect(res.body.data.video.markers).toEqual({ ...body, source: 'admin' });
    // Cached public reads drop on the change event.
    await waitFor(
      async () => {
        const read = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(video.episodeName)}`);
        const part = (read.body.data?.parts as Video[] | undefined)?.[0];
        return part?.markers.source === 'admin' ? part : undefined;
      },
      { what: 'the markers in the public series read' },
    );

    const none = { introStart: null, introEnd: null, recapStart: null, recapEnd: null };
    const cleared = await api('PATCH', `/videos/${video._id}/markers`, { token: admin, body: none });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.video.markers).toEqual({ ...none, source: 'admin' });
  });

  it('refuses markers that are not whole, ordered and within the video with 400', async () => {
    const pastEnd = video.durationSeconds! + 1;
    const cases: [unknown, string][] = [
      [{ ...body, introEnd: 1 }, CatalogMessages.invalidMarkers],
      [{ ...body, introEnd: 0.5 }, CatalogMessages.invalidMarkers],
      [{ ...body, recapEnd: null }, CatalogMessages.invalidMarkers],
      [{ ...body, introStart: -1 }, CatalogMessages.invalidMarkers],
      [{ ...body, introStart: '1' }, CatalogMessages.invalidMarkers],
      [{ introStart: 1, introEnd: 2 }, CatalogMessages.invalidMarkers],
      [{ ...body, introEnd: pastEnd }, CatalogMessages.markersPastEnd],
      [{ ...body, outro: 1 }, 'property outro should not exist'],
    ];
    for (const [bad, message] of cases) {
      const res = await api('PATCH', `/videos/${video._id}/markers`, { token: admin, body: bad });
      expect({ bad, status: res.status, message: res.body.message }).toEqual({ bad, status: 400, message });
    }
    const untranscoded = await createVideo({ videoTitle: unique('No media '), genre: 'drama' });
    const early = await api('PATCH', `/videos/${untranscoded._id}/markers`, { token: admin, body });
    expect({ status: early.status, message: early.body.message }).toEqual({
      status: 400,
      message: CatalogMessages.markersNeedMedia,
    });
    expect((await api('PATCH', `/videos/${newObjectId()}/markers`, { token: admin, body })).status).toBe(404);
  });
});
