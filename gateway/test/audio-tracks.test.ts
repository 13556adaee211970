import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioTrackMessages, CatalogMessages, type AudioTrack, type Video } from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  closeTestKafka,
  makeTestClip,
  signInAs,
  unique,
  uploadAudio,
  waitFor,
  writeTestTone,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import { ffprobeStreams, sourceUrl, subscribedViewer, subscriberVideo, uploadTranscodedVideo } from './media-helpers';

/*
 * Audio languages uploaded for a transcoded video on the real stack: checked by ffprobe in the
 * worker (an audio stream, the video's length), encoded alone to the ladder's AAC rendition, and
 * listed in the signed HLS master and DASH manifest; the video renditions' files stay as they were.
 */

let dir: string;
let admin: string;
let viewer: { token: string; userId: string };
let video: Video;

/** The video as the subscriber gets it, with signed sources. */
async function signed(): Promise<Video> {
  return subscriberVideo(video._id, viewer.token);
}

const fileUrl = (v: Video, file: string) => sourceUrl(v, 'dash').replace(/manifest\.mpd$/, file);

/** Every file of the video renditions (from the MPD's video set) with what storage says of it. */
async function videoRenditionFiles(v: Video): Promise<Record<string, string>> {
  const mpd = await (await fetch(sourceUrl(v, 'dash'))).text();
  const videoSet = /<AdaptationSet\b[^>]*contentType="video"[^>]*>([\s\S]*?)<\/AdaptationSet>/.exec(mpd)![1]!;
  const reps = [...videoSet.matchAll(/<Representation\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
  expect(reps.length).toBeGreaterThan(0);
  const files = reps.flatMap((r) => [
    `init-${r}.m4s`,
    `chunk-${r}-00001.m4s`,
    `chunk-${r}-00002.m4s`,
    `media_${r}.m3u8`,
  ]);
  const seen: Record<string, string> = {};
  for (const file of files) {
    const res = await fetch(fileUrl(v, file));
    expect(res.status, file).toBe(200);
    const size = (await res.arrayBuffer()).byteLength;
    seen[file] = `${res.headers.get('etag')} ${size} ${res.headers.get('last-modified')}`;
  }
  return seen;
}

async function audioTracks(): Promise<AudioTrack[]> {
  return ((await api('GET', `/videos/${video._id}`, { token: admin })).body.data.video as Video).audioTracks;
}

/** Waits until the uploaded language is ready (failing at once when the worker says it failed). */
function ready(lang: string): Promise<AudioTrack> {
  return waitFor(
    async () => {
      const track = (await audioTracks()).find((t) => t.lang === lang);
      if (track?.status === 'failed') throw new Error(`audio failed: ${track.failureReason}`);
      return track?.status === 'ready' ? track : undefined;
    },
    { timeoutMs: 90_000, intervalMs: 500, what: `the ${lang} audio to be transcoded` },
  );
}

/** ffprobe's audio streams of a URL with their language tags. */
async function probeAudio(url: string): Promise<string[]> {
  return (await ffprobeStreams(url)).filter((s) => s.codec_type === 'audio').map((s) => s.tags?.language ?? 'und');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-audio-test-'));
  const source = await makeTestClip(join(dir, 'source.mp4'));
  admin = (await signInAs(DEMO_ADMIN)).token;
  viewer = await subscribedViewer('Audio Viewer', 'audio');
  video = await uploadTranscodedVideo(
    { videoTitle: unique('Dubbed'), genre: 'Drama', languages: 'English' },
    source,
    admin,
  );
}, 200_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('uploaded audio languages', () => {
  it('adds a Hindi audio file: transcoded alone, listed in the signed HLS and DASH manifests', async () => {
    expect(video.audioTracks).toEqual([]);
    const before = await videoRenditionFiles(await signed());
    const tone = await writeTestTone(join(dir, 'hindi.m4a'), { seconds: 6, hz: 660 });
    const res = await uploadAudio(
      video._id,
      { lang: 'hi', label: 'हिन्दी' },
      { data: tone, name: 'hindi.m4a', type: 'audio/mp4' },
      admin,
    );
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(AudioTrackMessages.accepted);
    expect(res.body.data.audioTracks).toEqual([
      {
        lang: 'hi',
        label: 'हिन्दी',
        file: expect.stringMatching(/^audio-hi-[0-9a-f]{12}$/),
        status: 'processing',
        progress: 0,
        failureReason: null,
      },
    ]);
    const track = await ready('hi');

    const v = await signed();
    const master = await (await fetch(sourceUrl(v, 'hls'))).text();
    // The source's sound (named from the video's language) and the upload, in one group.
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="([^"]+)",NAME="English",LANGUAGE="en",DEFAULT=YES/);
    const hindi =
      /#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="([^"]+)",NAME="हिन्दी",LANGUAGE="hi",DEFAULT=NO[^\n]*URI="([^"]+)"/.exec(
        master,
      );
    expect(hindi?.[2]).toBe(`${track.file}.m3u8`);
    expect(master).toContain(`AUDIO="${hindi![1]}"`);
    expect(await probeAudio(sourceUrl(v, 'hls'))).toEqual(expect.arrayContaining(['en', 'hi']));

    const mpd = await (await fetch(sourceUrl(v, 'dash'))).text();
    const set =
      /<AdaptationSet\b[^>]*contentType="audio"[^>]*lang="hi">\s*<Label>हिन्दी<\/Label>([\s\S]*?)<\/AdaptationSet>/.exec(
        mpd,
      );
    expect(set?.[1]).toContain(`initialization="${track.file}-init.m4s"`);
    expect(mpd).toMatch(/contentType="audio"[^>]*lang="en"/);
    // Its segments come through the same signed path.
    const init = await fetch(fileUrl(v, `${track.file}-init.m4s`));
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toBe('video/iso.segment');
    expect(
      Buffer.from(await init.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');

    // The video renditions were not encoded again: every file as it was.
    expect(await videoRenditionFiles(v)).toEqual(before);
  }, 150_000);

  it('replaces the source stream of the same language with an upload, and lists it again once deleted', async () => {
    const tone = await writeTestTone(join(dir, 'english.m4a'), { seconds: 6.5, hz: 330 });
    const res = await uploadAudio(
      video._id,
      { lang: 'en', label: 'English (new mix)' },
      { data: tone, name: 'english.m4a' },
      admin,
    );
    expect(res.status).toBe(202);
    await ready('en');
    const master = await (await fetch(sourceUrl(await signed(), 'hls'))).text();
    const english = master.split('\n').filter((l) => l.includes('TYPE=AUDIO') && l.includes('LANGUAGE="en"'));
    expect(english).toEqual([
      expect.stringMatching(/NAME="English \(new mix\)",LANGUAGE="en",DEFAULT=YES.*URI="audio-en-/),
    ]);

    const deleted = await api('DELETE', `/videos/${video._id}/audio/en`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(AudioTrackMessages.deleted);
    expect((deleted.body.data.audioTracks as AudioTrack[]).map((t) => t.lang)).toEqual(['hi']);
    const after = await (await fetch(sourceUrl(await signed(), 'hls'))).text();
    expect(after).toMatch(/NAME="English",LANGUAGE="en",DEFAULT=YES[^\n]*URI="media_\d+\.m3u8"/);
    expectError(
      await api('DELETE', `/videos/${video._id}/audio/en`, { token: admin }),
      404,
      AudioTrackMessages.notFound,
    );
  }, 150_000);

  it('keeps both of two languages uploaded at the same moment, and both become ready', async () => {
    const tone = await writeTestTone(join(dir, 'both.m4a'), { seconds: 6, hz: 550 });
    const [ta, te] = await Promise.all(
      [
        ['ta', 'தமிழ்'],
        ['te', 'తెలుగు'],
      ].map(([lang, label]) =>
        uploadAudio(video._id, { lang: lang!, label: label! }, { data: tone, name: `${lang}.m4a` }, admin),
      ),
    );
    expect([ta!.status, te!.status]).toEqual([202, 202]);
    await Promise.all([ready('ta'), ready('te')]);
    expect((await audioTracks()).map((t) => t.lang).sort()).toEqual(['hi', 'ta', 'te']);
    for (const lang of ['ta', 'te']) {
      expect((await api('DELETE', `/videos/${video._id}/audio/${lang}`, { token: admin })).status).toBe(200);
    }
  }, 120_000);

  it('refuses a file of another length with both lengths, one without sound, and one that is not media', async () => {
    const long = await writeTestTone(join(dir, 'long.m4a'), { seconds: 12 });
    const wrong = await uploadAudio(video._id, { lang: 'ta', label: 'Tamil' }, { data: long, name: 'long.m4a' }, admin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^The audio is 0:1[12]\.\d long but the video is 0:0[56]\.\d: /);

    const silent = await writeTestTone(join(dir, 'silent.mp4'), { videoOnly: true });
    expectError(
      await uploadAudio(video._id, { lang: 'ta', label: 'Tamil' }, { data: silent, name: 'silent.mp4' }, admin),
      400,
      AudioTrackMessages.noAudioStream,
    );
    expectError(
      await uploadAudio(
        video._id,
        { lang: 'ta', label: 'Tamil' },
        { data: Buffer.from('not a sound at all\n'.repeat(400)), name: 'tamil.mp3' },
        admin,
      ),
      400,
      AudioTrackMessages.notMedia,
    );
    expectError(
      await uploadAudio(video._id, { lang: 'not a tag', label: 'Tamil' }, { data: long, name: 'x.m4a' }, admin),
      400,
      AudioTrackMessages.invalidLanguage,
    );
    expectError(
      await uploadAudio(video._id, { lang: 'ta', label: 'Tamil' }, null, admin),
      400,
      AudioTrackMessages.fileRequired,
    );
    expect(
      (await uploadAudio(video._id, { lang: 'ta', label: 'Tamil' }, { data: long, name: 'x.m4a' }, viewer.token))
        .status,
    ).toBe(403);
    // Nothing refused was listed.
    expect((await audioTracks()).map((t) => t.lang)).toEqual(['hi']);
    expectError(
      await uploadAudio(
        '0123456789abcdef01234567',
        { lang: 'ta', label: 'Tamil' },
        { data: long, name: 'x.m4a' },
        admin,
      ),
      404,
      CatalogMessages.videoNotFound,
    );
  }, 120_000);
});
