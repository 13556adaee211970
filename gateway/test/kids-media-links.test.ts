import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HouseholdReply, SelectProfileReply, Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  allAccessEvent,
  api,
  closeTestKafka,
  makeTestClip,
  newViewer,
  pngImage,
  publishEvent,
  signInAs,
  testEnv,
  unique,
  uploadForm,
  uploadVideo,
  waitFor,
  waitUntilTranscoded,
} from '@streamhub/testkit';

/*
 * Kids never get above-limit media by any link (issue 44): a series whose first part (the owner of
 * the series trailer) is rated A and whose second is rated U. A kids profile opening the U part,
 * its series or the catalogue gets no link to the A part's media: not its trailer (the "series
 * trailer" fallback), storyboard, stream, poster or thumb.
 */

let dir: string;
let admin: string;
let episodeName: string;
let adult: Video;
let child: Video;

async function upload(fields: Record<string, string>, clip: Buffer, trailer: Buffer, color: [number, number, number]) {
  const res = await uploadVideo(
    uploadForm(fields, {
      file: { data: clip, name: 'clip.mp4', type: 'video/mp4' },
      trailer: { data: trailer, name: 'trailer.mp4', type: 'video/mp4' },
      poster: { data: pngImage(32, 48, color), name: 'poster.png', type: 'image/png' },
      thumb: { data: pngImage(48, 27, color), name: 'thumb.png', type: 'image/png' },
    }),
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return waitUntilTranscoded(res.body.data.video._id, admin);
}

/** Every media link in a reply: signed stream and trailer URLs and image URLs, wherever they sit. */
function mediaLinks(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('/media/')) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaLinks(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) mediaLinks(item, found);
  }
  return found;
}

/** The video id a signed media link is for (`…/media/s/<videoId>.<user>.…/<file>`); undefined for images. */
const signedFor = (link: string) => /\/media\/s\/([0-9a-f]{24})\./.exec(link)?.[1];

/** What the A-rated part must never leak: its id in a signed link, its poster and thumb. */
function expectNothingOf(part: Video, links: string[]) {
  expect(links.length).toBeGreaterThan(0);
  expect(links.map(signedFor).filter((id) => id === part._id)).toEqual([]);
  expect(links).not.toContain(part.poster);
  expect(links).not.toContain(part.thumb);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-kids-links-test-'));
  const [clip, trailer] = await Promise.all([
    makeTestClip(join(dir, 'clip.mp4'), { width: 320, height: 240, seconds: 2 }),
    makeTestClip(join(dir, 'trailer.mp4'), { width: 256, height: 144, seconds: 2 }),
  ]);
  admin = (await signInAs(DEMO_ADMIN)).token;
  episodeName = unique('MIXED RATINGS ').toUpperCase();
  const common = { genre: 'family', videoType: 'series', episodeName };
  [adult, child] = await Promise.all([
    upload(
      { ...common, videoTitle: unique('Grown-up part '), episodeSeq: '1', ageRating: 'A' },
      clip,
      trailer,
      [9, 9, 9],
    ),
    upload(
      { ...common, videoTitle: unique('Family part '), episodeSeq: '2', ageRating: 'U' },
      clip,
      trailer,
      [250, 250, 9],
    ),
  ]);
}, 300_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('a kids profile and a mixed-rating series', () => {
  it("gets no link to the A-rated part's media from the U part, its series or the catalogue", async () => {
    expect(adult.ageRating).toBe('A');
    expect(child.ageRating).toBe('U');
    const viewer = await newViewer();
    await publishEvent(allAccessEvent(viewer.userId));
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Little One', kids: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const kid = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Little One')!;
    const selected = await api('POST', `/profiles/${kid.id}/select`, { token: viewer.token, body: {} });
    const asKid = {
      token: viewer.token,
      headers: { 'x-profile-token': (selected.body.data as SelectProfileReply).profileToken },
    };

    // The grown-up account holder's view of the U part: the series trailer is the A part's (the first part's).
    const grownUp = await waitFor(
      async () => {
        const res = await api('GET', `/videos/${child._id}`, { token: viewer.token });
        return res.body.data?.video?.sources?.length ? res.body.data : undefined;
      },
      { timeoutMs: 20_000, what: 'the plan to reach the access check' },
    );
    expect(signedFor(grownUp.video.seriesTrailerUrl)).toBe(adult._id);

    // The kids profile playing the U part: sources, storyboard and trailers all of parts it may see.
    const playing = await api('GET', `/videos/${child._id}`, asKid);
    expect(playing.status).toBe(200);
    expect(playing.body.data.video.sources.length).toBeGreaterThan(0);
    expect(signedFor(playing.body.data.video.seriesTrailerUrl)).toBe(child._id);
    const links = mediaLinks(playing.body);
    expectNothingOf(adult, links);
    for (const link of links.filter((l) => signedFor(l) !== undefined)) {
      expect((await fetch(`${testEnv.gatewayUrl}${link}`)).status, link).toBe(200);
    }

    // Its series page, the catalogue's groups and search.
    const name = encodeURIComponent(episodeName);
    for (const path of [
      `/videos/episodes/by-name/${name}`,
      `/videos/episodes/all?q=${name}`,
      `/videos?q=${name}`,
      '/videos/all',
    ]) {
      const res = await api('GET', path, asKid);
      expect(res.status, path).toBe(200);
      expectNothingOf(adult, mediaLinks(res.body));
    }
    const series = await api('GET', `/videos/episodes/by-name/${name}`, asKid);
    expect(signedFor(series.body.data.series.seriesTrailerUrl)).toBe(child._id);
    // The A part itself: refused, with nothing playable.
    const refused = await api('GET', `/videos/${adult._id}`, asKid);
    expect(refused.body.code).toBe('PROFILE_LIMIT');
    expect(mediaLinks(refused.body).map(signedFor).filter(Boolean)).toEqual([]);
  });
});
