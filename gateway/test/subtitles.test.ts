import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogMessages,
  MediaMessages,
  TextTrackMessages,
  type DialogueMatch,
  type TextTrack,
  type Video,
} from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  closeTestKafka,
  makeTestClip,
  signInAs,
  testEnv,
  unique,
  uploadForm,
  uploadVideo,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';
import {
  adminVideoTitled,
  ffprobeStreams,
  sourceUrl,
  subscribedViewer,
  subscriberVideo,
  uploadTranscodedVideo,
} from './media-helpers';

/*
 * Subtitles end to end on the real stack: an admin adds, replaces and deletes a video's subtitle
 * tracks (checked by content, stored as WebVTT, no new encode), and a subscriber's signed HLS and
 * DASH manifests list them with their languages.
 */

const run = promisify(execFile);

let dir: string;
let admin: string;
let viewer: { token: string; userId: string };
let video: Video;

const SRT_EN =
  '1\n00:00:01,000 --> 00:00:02,500\nHello from the test card.\n\n2\n00:00:03,000 --> 00:00:05,000\nA tone plays.\n';
const VTT_HI = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nनमस्ते, यह परीक्षण है।\n';

async function postSubtitles(
  videoId: string,
  fields: Record<string, string>,
  file: { data: Buffer; name: string } | null,
  token: string | null = admin,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on the shape
): Promise<{ status: number; body: any }> {
  const body = uploadForm(fields, file ? { file } : {});
  const res = await fetch(`${testEnv.gatewayUrl}/api/v1/videos/${videoId}/subtitles`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

/** The video as the subscriber gets it, with signed sources. */
async function playable(): Promise<Video> {
  return subscriberVideo(video._id, viewer.token);
}

/** ffprobe's streams of a URL: type and language tag. */
async function probeStreams(url: string): Promise<{ codec_type: string; codec_name?: string; language?: string }[]> {
  const streams = await ffprobeStreams(url);
  return streams.map((s) => ({ codec_type: s.codec_type, codec_name: s.codec_name, language: s.tags?.language }));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-subtitles-test-'));
  const source = await makeTestClip(join(dir, 'source.mp4'));
  admin = (await signInAs(DEMO_ADMIN)).token;
  viewer = await subscribedViewer('Subtitle Viewer', 'subs');
  video = await uploadTranscodedVideo(
    { videoTitle: unique('Subtitled'), genre: 'Drama', languages: 'Hindi, English' },
    source,
    admin,
  );
}, 200_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('subtitle tracks', () => {
  it('adds an SRT track as WebVTT, then a UTF-16 WebVTT one, and lists both on the video', async () => {
    expect(video.textTracks).toEqual([]);
    const en = await postSubtitles(
      video._id,
      { lang: 'en', label: 'English', kind: 'subtitles' },
      { data: Buffer.from(SRT_EN), name: 'en.srt' },
    );
    expect(en.status).toBe(200);
    expect(en.body.message).toBe(TextTrackMessages.saved);
    expect(en.body.data.textTracks).toEqual([
      {
        lang: 'en',
        label: 'English',
        kind: 'subtitles',
        cues: 2,
        file: expect.stringMatching(/^text-en-subtitles-[0-9a-f]{12}\.vtt$/),
      },
    ]);

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(VTT_HI, 'utf16le')]);
    const hi = await postSubtitles(
      video._id,
      { lang: 'hi', label: 'हिन्दी', kind: 'captions' },
      { data: utf16, name: 'hi.vtt' },
    );
    expect(hi.status).toBe(200);
    expect((hi.body.data.textTracks as TextTrack[]).map((t) => [t.lang, t.label, t.kind, t.cues])).toEqual([
      ['en', 'English', 'subtitles', 2],
      ['hi', 'हिन्दी', 'captions', 1],
    ]);
    const listed = await api('GET', `/videos/${video._id}`, { token: admin });
    expect((listed.body.data.video as Video).textTracks).toEqual(hi.body.data.textTracks);
  });

  it('lists the tracks in the signed HLS master and DASH manifest, with the audio language, and serves the WebVTT', async () => {
    const v = await playable();
    const master = await (await fetch(sourceUrl(v, 'hls'))).text();
    expect(master).toMatch(/#EXT-X-MEDIA:TYPE=AUDIO,[^\n]*NAME="Hindi",LANGUAGE="hi"/);
    const en = /#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",[^\n]*URI="([^"]+)"/.exec(
      master,
    );
    expect(en).not.toBeNull();
    expect(master).toMatch(/TYPE=SUBTITLES,[^\n]*LANGUAGE="hi",[^\n]*CHARACTERISTICS="public\.accessibility/);
    for (const line of master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:')))
      expect(line).toContain('SUBTITLES="subs"');

    // The subtitle playlist and its WebVTT through the same signed path.
    const playlistUrl = new URL(en![1]!, sourceUrl(v, 'hls')).href;
    const playlist = await fetch(playlistUrl);
    expect(playlist.status).toBe(200);
    const vttName = (await playlist.text()).split('\n').find((l) => l.endsWith('.vtt'))!;
    const vtt = await fetch(new URL(vttName, playlistUrl).href);
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await vtt.text()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello from the test card.\n\n00:00:03.000 --> 00:00:05.000\nA tone plays.\n',
    );

    const mpd = await (await fetch(sourceUrl(v, 'dash'))).text();
    expect(mpd).toMatch(/<AdaptationSet [^>]*contentType="audio"[^>]*lang="hi">/);
    expect(mpd).toMatch(/<AdaptationSet [^>]*contentType="text" mimeType="text\/vtt" lang="en">/);
    expect(mpd).toMatch(
      /<AdaptationSet [^>]*contentType="text" mimeType="text\/vtt" lang="hi">[\s\S]*?value="caption"/,
    );

    // ffprobe through the signed URLs: the master's audio carries its language (ffmpeg 5's HLS reader
    // skips WebVTT renditions), and each track's WebVTT reads as subtitles by ffmpeg's own parser.
    const streams = await probeStreams(sourceUrl(v, 'hls'));
    expect(streams.filter((s) => s.codec_type === 'audio').map((s) => s.language)).toContain('hi');
    for (const uri of [...master.matchAll(/TYPE=SUBTITLES,[^\n]*URI="([^"]+)"/g)].map((m) => m[1]!)) {
      const list = await (await fetch(new URL(uri, sourceUrl(v, 'hls')).href)).text();
      const file = list.split('\n').find((l) => l.endsWith('.vtt'))!;
      const probed = await probeStreams(new URL(file, sourceUrl(v, 'hls')).href);
      expect(probed).toEqual([{ codec_type: 'subtitle', codec_name: 'webvtt', language: undefined }]);
    }
  });

  it('replaces a track of the same language and kind without a new encode, and the old file is gone', async () => {
    const before = (await api('GET', `/videos/${video._id}`, { token: admin })).body.data.video as Video;
    const oldFile = before.textTracks.find((t) => t.lang === 'en')!.file;
    const v = await playable();
    const base = sourceUrl(v, 'hls').replace(/master\.m3u8$/, '');
    expect((await fetch(`${base}${oldFile}`)).status).toBe(200);

    const replaced = await postSubtitles(
      video._id,
      { lang: 'en', label: 'English', kind: 'subtitles' },
      { data: Buffer.from('WEBVTT\n\n00:00:02.000 --> 00:00:04.000\nReplaced line.\n'), name: 'en.vtt' },
    );
    expect(replaced.status).toBe(200);
    const tracks = replaced.body.data.textTracks as TextTrack[];
    expect(tracks.map((t) => [t.lang, t.kind, t.cues])).toEqual([
      ['en', 'subtitles', 1],
      ['hi', 'captions', 1],
    ]);
    const newFile = tracks[0]!.file;
    expect(newFile).not.toBe(oldFile);
    expect(await (await fetch(`${base}${newFile}`)).text()).toContain('Replaced line.');
    expect((await fetch(`${base}${oldFile}`)).status).toBe(404);

    // No re-encode: the video stayed active, its stream untouched.
    const after = (await api('GET', `/videos/${video._id}`, { token: admin })).body.data.video as Video;
    expect(after.status).toBe('active');
    expect(after.durationSeconds).toBe(before.durationSeconds);
  });

  it('deletes a track: gone from the video, its manifests and storage', async () => {
    const hiFile = (
      (await api('GET', `/videos/${video._id}`, { token: admin })).body.data.video as Video
    ).textTracks.find((t) => t.lang === 'hi')!.file;
    const res = await api('DELETE', `/videos/${video._id}/subtitles/hi/captions`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(TextTrackMessages.deleted);
    expect((res.body.data.textTracks as TextTrack[]).map((t) => t.lang)).toEqual(['en']);
    const v = await playable();
    const master = await (await fetch(sourceUrl(v, 'hls'))).text();
    expect(master).not.toMatch(/TYPE=SUBTITLES,[^\n]*LANGUAGE="hi"/);
    expect((await fetch(sourceUrl(v, 'hls').replace(/master\.m3u8$/, hiFile))).status).toBe(404);
    const again = await api('DELETE', `/videos/${video._id}/subtitles/hi/captions`, { token: admin });
    expectError(again, 404, TextTrackMessages.notFound);
  });

  it('finds the video by what its subtitles say now: the replaced and deleted lines no longer', async () => {
    const said = async (q: string) => {
      const res = await api('GET', `/videos/dialogue?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(CatalogMessages.dialogueFound);
      return (res.body.data.matches as DialogueMatch<Video>[]).filter((m) => m.video._id === video._id);
    };
    const [match] = await said('replaced LINE');
    expect(match).toEqual({
      video: expect.objectContaining({ _id: video._id, videoTitle: video.videoTitle }),
      lang: 'en',
      label: 'English',
      startSeconds: 2,
      text: 'Replaced line.',
    });
    // The first English file was replaced and the Hindi track deleted: their lines went with them.
    expect(await said('test card')).toEqual([]);
    expect(await said('परीक्षण')).toEqual([]);
    expectError(await api('GET', '/videos/dialogue?q=a'), 400, 'Search text must be at least 2 characters');
    expectError(await api('GET', '/videos/dialogue'), 400, 'Search text is required');
  });

  it('refuses a broken file naming its line, a cue after the end, bad fields, and non-admins', async () => {
    const fields = { lang: 'ta', label: 'Tamil', kind: 'subtitles' };
    const broken = await postSubtitles(video._id, fields, {
      data: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03 -> 00:00:04,000\nTwo\n'),
      name: 'ta.srt',
    });
    expectError(broken, 400, 'Line 6: expected a timing line such as 00:00:01,000 --> 00:00:02,500');

    const late = await postSubtitles(video._id, fields, {
      data: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:01:00,000 --> 00:01:02,000\nLate\n'),
      name: 'ta.srt',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(
      /^Line 6: the cue starts at 00:01:00\.000, after the video ends \(00:00:0\d\.\d{3}\)$/,
    );

    const latin1 = await postSubtitles(video._id, fields, {
      data: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nCaf\xe9\n', 'latin1'),
      name: 'ta.srt',
    });
    expect(latin1.status).toBe(400);
    expect(latin1.body.message).toMatch(/UTF-8 or UTF-16/);

    const big = await postSubtitles(video._id, fields, { data: Buffer.alloc(1024 * 1024 + 1, 'a'), name: 'big.srt' });
    expectError(big, 413, TextTrackMessages.tooLarge);

    const ok = { data: Buffer.from(SRT_EN), name: 'x.srt' };
    expectError(
      await postSubtitles(video._id, { ...fields, lang: 'not a tag' }, ok),
      400,
      TextTrackMessages.invalidLanguage,
    );
    expectError(await postSubtitles(video._id, { ...fields, kind: 'karaoke' }, ok), 400, TextTrackMessages.invalidKind);
    expectError(await postSubtitles(video._id, fields, null), 400, TextTrackMessages.fileRequired);
    expectError(await postSubtitles('0123456789abcdef01234567', fields, ok), 404, CatalogMessages.videoNotFound);
    // A body cut short, as a fuzzer sent it: 400, not a server error.
    const boundary = 'x0b0u0n0d0a0r0y';
    const cut = await fetch(`${testEnv.gatewayUrl}/api/v1/videos/${video._id}/subtitles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nTrue--${boundary}--\r\n`,
    });
    expectError({ status: cut.status, body: await cut.json() }, 400, MediaMessages.malformedMultipart);

    expect((await postSubtitles(video._id, fields, ok, viewer.token)).status).toBe(403);
    expect((await postSubtitles(video._id, fields, ok, null)).status).toBe(401);
    expect((await api('DELETE', `/videos/${video._id}/subtitles/en/subtitles`, { token: viewer.token })).status).toBe(
      403,
    );
    // Nothing of the refused uploads was kept.
    const after = (await api('GET', `/videos/${video._id}`, { token: admin })).body.data.video as Video;
    expect(after.textTracks.map((t) => t.lang)).toEqual(['en']);
  });
});

describe('subtitles sent with the video', () => {
  it('stores the checked files once the video is created, and refuses a mismatched list before creating it', async () => {
    const clip = await makeTestClip(join(dir, 'with-subs.mp4'), { width: 320, height: 240, seconds: 2 });
    const title = unique('With Subtitles');
    const form = () =>
      uploadForm(
        {
          videoTitle: title,
          genre: 'Drama',
          subtitleTracks: JSON.stringify([{ lang: 'hi', label: 'हिन्दी', kind: 'subtitles' }]),
        },
        { file: { data: clip, name: 'clip.mp4', type: 'video/mp4' } },
      );
    const body = form();
    body.append('subtitle', new Blob([VTT_HI], { type: 'text/vtt' }), 'hi.vtt');
    const created = await uploadVideo(body, admin);
    expect(created.status).toBe(201);
    const tracks = (created.body.data.video as Video).textTracks;
    expect(tracks.map((t) => [t.lang, t.label, t.kind, t.cues])).toEqual([['hi', 'हिन्दी', 'subtitles', 1]]);
    const listed = await api('GET', `/videos/${created.body.data.video._id}`, { token: admin });
    expect((listed.body.data.video as Video).textTracks).toEqual(tracks);

    // A list without its file, and a broken file, refuse the upload: no video is made.
    const mismatched = await uploadVideo(form(), admin);
    expectError(mismatched, 400, TextTrackMessages.tracksMismatch);
    const broken = form();
    broken.append('subtitle', new Blob(['WEBVTT\n\n00:00:01.000 --> nope\nHi\n']), 'hi.vtt');
    expectError(
      await uploadVideo(broken, admin),
      400,
      'Line 3: expected a timing line such as 00:00:01.000 --> 00:00:02.500',
    );
    const same = await api('GET', `/admin/videos?q=${encodeURIComponent(title)}&status=all`, { token: admin });
    expect((same.body.data.videos as Video[]).length).toBe(1);
  });
});

describe('audio languages', () => {
  it('keeps each audio stream of the source as a rendition with its language, in HLS and DASH', async () => {
    // Two tones tagged English and Hindi, as a film with two dubs carries them.
    const path = join(dir, 'two-audio.mp4');
    await run(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=24:duration=3'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=660:duration=3'],
        ...['-map', '0:v', '-map', '1:a', '-map', '2:a', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
        ...['-metadata:s:a:0', 'language=eng', '-metadata:s:a:1', 'language=hin', '-shortest', path],
      ],
      { timeout: 60_000 },
    );
    const ready = await uploadTranscodedVideo(
      { videoTitle: unique('Two Dubs'), genre: 'Drama' },
      await readFile(path),
      admin,
      'two-audio.mp4',
    );
    const signed = await waitFor(
      async () => {
        const got = (await api('GET', `/videos/${ready._id}`, { token: viewer.token })).body?.data?.video as Video;
        return got?.sources.length ? got : undefined;
      },
      { timeoutMs: 20_000, what: 'signed sources' },
    );
    const master = await (await fetch(sourceUrl(signed, 'hls'))).text();
    const audio = master.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:TYPE=AUDIO'));
    expect(audio.map((l) => /NAME="([^"]+)",LANGUAGE="([^"]+)"/.exec(l)?.slice(1))).toEqual([
      ['English', 'en'],
      ['Hindi', 'hi'],
    ]);
    const mpd = await (await fetch(sourceUrl(signed, 'dash'))).text();
    expect([...mpd.matchAll(/contentType="audio"[^>]*lang="([^"]+)"/g)].map((m) => m[1])).toEqual(['en', 'hi']);
    const streams = await probeStreams(sourceUrl(signed, 'hls'));
    expect(new Set(streams.filter((s) => s.codec_type === 'audio').map((s) => s.language))).toEqual(
      new Set(['en', 'hi']),
    );
  }, 200_000);
});

describe('demo subtitles', () => {
  it('gives the demo title with media English and Hindi subtitles its manifests list', async () => {
    const found = await waitFor(
      async () => {
        const v = await adminVideoTitled(admin, 'COLOR OF RAIN');
        return v?.status === 'active' ? v : undefined;
      },
      { timeoutMs: 180_000, intervalMs: 1_000, what: 'the demo video to be transcoded' },
    );
    expect(found.textTracks.map((t) => [t.lang, t.label, t.kind, t.cues])).toEqual([
      ['en', 'English', 'subtitles', 3],
      ['hi', 'हिन्दी', 'subtitles', 3],
    ]);
    const res = await api('GET', `/videos/${found._id}`, { token: viewer.token });
    const signed = res.body.data.video as Video;
    const master = await (await fetch(sourceUrl(signed, 'hls'))).text();
    expect(master).toMatch(/TYPE=SUBTITLES,[^\n]*NAME="हिन्दी",LANGUAGE="hi"/);
    const hiFile = found.textTracks.find((t) => t.lang === 'hi')!.file;
    const vtt = await (await fetch(sourceUrl(signed, 'hls').replace(/master\.m3u8$/, hiFile))).text();
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:00\.500 --> 00:00:03\.500\n/);
    expect(vtt).toMatch(/[\u0900-\u097f]/);

    // What it says is searchable from the start, in both languages, at the moment it is said.
    const search = async (q: string) =>
      (
        (await api('GET', `/videos/dialogue?q=${encodeURIComponent(q)}`)).body.data.matches as DialogueMatch<Video>[]
      ).filter((m) => m.video._id === found._id);
    expect((await search('रंग होता')).map((m) => [m.lang, m.label, m.startSeconds, m.text])).toEqual([
      ['hi', 'हिन्दी', 4.5, 'बारिश का भी अपना एक रंग होता है।'],
    ]);
    expect((await search('the end')).map((m) => [m.lang, m.startSeconds])).toEqual([['en', 8.5]]);
  }, 200_000);
});
