import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DrmMessages,
  NEW_STREAM_SESSION,
  STREAM_SESSION_HEADER,
  kidToBase64Url,
  type AudioTrack,
  type HouseholdReply,
  type ProtectionStatus,
  type SelectProfileReply,
  type Video,
  type WrappedContentKey,
} from '@streamhub/contracts';
import {
  DEMO_ADMIN,
  api,
  closeTestKafka,
  makeTestClip,
  newViewer,
  signInAs,
  testEnv,
  unique,
  uploadAudio,
  waitFor,
  writeTestTone,
} from '@streamhub/testkit';
import { subscribedViewer, subscriberVideo, uploadTranscodedVideo } from './media-helpers';

/*
 * Content protection (docs/drm.md): a title uploaded as `protected` is packaged as CENC-encrypted
 * CMAF (Shaka Packager) with a key per track type; its keys come only from the ClearKey licence
 * endpoint, under the same checks as playback (sign-in, plan, profile limit, quality cap, screens),
 * and are stored only wrapped by the KEK.
 */

const run = promisify(execFile);

/** A refusal: the status, the error envelope and its code (the message is for people). */
function expectError(
  res: { status: number; body: { success?: boolean; code?: string } },
  status: number,
  code?: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  if (code) expect(res.body.code).toBe(code);
}

let dir: string;
let admin: string;
let catalogDb: mongoose.Connection;
/** A 720p title uploaded without saying (protected by default: HD and SD rungs, audio). */
let protectedTitle: Video;
/** A title uploaded as `clear` (a promo), later protected by the re-package job. */
let clearTitle: Video;

/** The MPD's key ids, one per representation in order (hex, as default_KID carries them without dashes). */
function defaultKids(mpd: string): string[] {
  return [...mpd.matchAll(/cenc:default_KID="([0-9a-f-]{36})"/g)].map((m) => m[1]!.replaceAll('-', ''));
}

/** The key id of one representation of the MPD. */
function kidOf(mpd: string, rep: string): string {
  const element = new RegExp(`<Representation id="${rep}"[\\s\\S]*?</Representation>`).exec(mpd)![0];
  return defaultKids(element)[0]!;
}

/** The admin's (uncapped) view of the title: the manifest with every rung. */
async function fullManifest(): Promise<string> {
  const res = await api('GET', `/videos/${protectedTitle._id}`, { token: admin });
  return (await streamFile(res.body.data.video as Video, 'manifest.mpd')).toString('utf8');
}

const licence = (videoId: string, kids: string[], token?: string, headers: Record<string, string> = {}) =>
  api('POST', `/drm/licence/${videoId}`, {
    token,
    headers,
    body: { kids: kids.map(kidToBase64Url), type: 'temporary' },
  });

/** Fetches a signed stream file beside the manifest (`file` in the stream directory). */
async function streamFile(video: Video, file: string): Promise<Buffer> {
  const base = `${testEnv.gatewayUrl}${video.sources.find((s) => s.type === 'dash')!.url.replace(/manifest\.mpd$/, '')}`;
  const res = await fetch(`${base}${file}`);
  expect(res.status, file).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** ffmpeg decoding a file to nothing: its error lines (empty when every frame decoded cleanly). */
async function decodeErrors(file: string, keyHex?: string): Promise<string> {
  const args = [
    '-hide_banner',
    '-v',
    'error',
    ...(keyHex ? ['-decryption_key', keyHex] : []),
    '-i',
    file,
    '-f',
    'null',
    '-',
  ];
  try {
    const { stderr } = await run('ffmpeg', args, { timeout: 60_000 });
    return stderr.trim();
  } catch (err) {
    return String((err as { stderr?: string }).stderr ?? err).trim() || 'failed';
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'streamhub-drm-test-'));
  admin = (await signInAs(DEMO_ADMIN)).token;
  const clip = await makeTestClip(join(dir, 'clip.mp4'), { width: 1280, height: 720, seconds: 2 });
  const small = await makeTestClip(join(dir, 'small.mp4'), { width: 640, height: 360, seconds: 2 });
  // No `protection` field: new uploads are protected unless marked clear.
  [protectedTitle, clearTitle] = await Promise.all([
    uploadTranscodedVideo({ videoTitle: unique('Protected '), genre: 'drama', ageRating: 'U/A 16+' }, clip, admin),
    uploadTranscodedVideo({ videoTitle: unique('Promo '), genre: 'drama', protection: 'clear' }, small, admin),
  ]);
  catalogDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_catalog' }).asPromise();
}, 300_000);

/** The title's stored keys (wrapped) by track type, as the key service keeps them. */
async function storedKeys(videoId: string): Promise<Map<string, string>> {
  const stored = await catalogDb.collection('content_keys').findOne({ videoId });
  return new Map(((stored?.keys ?? []) as WrappedContentKey[]).map((k) => [k.track, k.kid]));
}

/** Uploads a short tone as a language of the title and waits until it is ready. */
async function addAudioLanguage(videoId: string, lang: string): Promise<AudioTrack> {
  const tone = await writeTestTone(join(dir, `${lang}-${videoId}.m4a`), { seconds: 2, hz: 550 });
  const res = await uploadAudio(
    videoId,
    { lang, label: lang },
    { data: tone, name: `${lang}.m4a`, type: 'audio/mp4' },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return waitFor(
    async () => {
      const video = (await api('GET', `/videos/${videoId}`, { token: admin })).body.data.video as Video;
      const track = video.audioTracks.find((t) => t.lang === lang);
      if (track?.status === 'failed') throw new Error(`audio failed: ${track.failureReason}`);
      return track?.status === 'ready' ? track : undefined;
    },
    { timeoutMs: 90_000, intervalMs: 500, what: `the ${lang} audio to be transcoded` },
  );
}

/** The Representation ids of an MPD, in order. */
const representationIds = (mpd: string): string[] =>
  [...mpd.matchAll(/<Representation\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);

/** The AdaptationSet of an uploaded language in an MPD. */
function audioSetOf(mpd: string, lang: string): string {
  return new RegExp(`<AdaptationSet\\b[^>]*lang="${lang}">[\\s\\S]*?</AdaptationSet>`).exec(mpd)?.[0] ?? '';
}

afterAll(async () => {
  await catalogDb?.close();
  await rm(dir, { recursive: true, force: true });
  await closeTestKafka();
});

describe('a protected title', () => {
  it('is packaged encrypted: cenc tenc/schm boxes, ClearKey/Widevine/PlayReady signalling, undecodable without its key', async () => {
    expect(protectedTitle.protection).toBe('protected');
    const viewer = await subscribedViewer('DRM Viewer', 'drm-packaged');
    const video = await subscriberVideo(protectedTitle._id, viewer.token);
    expect(video.licenceUrl).toBe(`/api/v1/drm/licence/${protectedTitle._id}`);

    const mpd = (await streamFile(video, 'manifest.mpd')).toString('utf8');
    expect(mpd).toContain('urn:mpeg:dash:mp4protection:2011');
    expect(mpd).toContain('urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b'); // W3C common PSSH: ClearKey
    expect(mpd).toContain('urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed'); // Widevine
    expect(mpd).toContain('urn:uuid:9a04f079-9840-4286-ab92-e65be0885f95'); // PlayReady
    const full = await fullManifest();
    const kids = [...new Set(defaultKids(full))];
    // A key per track type: the HD rung (0), the SD rungs (1, 2) and the audio (3) each under their own.
    expect(kids).toHaveLength(3);
    expect(kidOf(full, '1')).toBe(kidOf(full, '2'));
    expect(new Set([kidOf(full, '0'), kidOf(full, '1'), kidOf(full, '3')]).size).toBe(3);
    const playlist = (await streamFile(video, 'media_0.m3u8')).toString('utf8');
    expect(playlist).toMatch(/#EXT-X-KEY:METHOD=SAMPLE-AES-CTR/);

    const init = await streamFile(video, 'init-0.m4s');
    const segment = await streamFile(video, 'chunk-0-00001.m4s');
    for (const box of ['tenc', 'schm', 'pssh', 'encv']) expect(init.includes(box), box).toBe(true);
    expect(init.includes('cenc')).toBe(true);
    expect(segment.includes('senc')).toBe(true);

    // The admin (no plan cap) gets every key: with it the rung decodes cleanly, without it it does not.
    const granted = await licence(protectedTitle._id, kids, admin);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const keyOf = new Map<string, string>(
      granted.body.data.keys.map((k: { kid: string; k: string }) => [
        Buffer.from(k.kid, 'base64url').toString('hex'),
        Buffer.from(k.k, 'base64url').toString('hex'),
      ]),
    );
    expect(keyOf.size).toBe(3);
    const file = join(dir, 'rung0.mp4');
    await writeFile(file, Buffer.concat([init, segment]));
    expect(await decodeErrors(file, keyOf.get(kidOf(full, '0')))).toBe('');
    expect(await decodeErrors(file)).not.toBe('');
    expect(await decodeErrors(file, '0'.repeat(32))).not.toBe('');
  });

  it('keeps its keys only wrapped: no content key appears in the catalog database', async () => {
    const kids = [...new Set(defaultKids(await fullManifest()))];
    const granted = await licence(protectedTitle._id, kids, admin);
    expect(granted.status).toBe(200);
    const forms = (granted.body.data.keys as { k: string }[]).flatMap(({ k }) => {
      const raw = Buffer.from(k, 'base64url');
      return [raw.toString('hex'), raw.toString('base64'), raw.toString('base64url').replace(/=+$/, ''), k];
    });
    const stored = await catalogDb.collection('content_keys').findOne({ videoId: protectedTitle._id });
    expect(stored?.keys).toHaveLength(4);
    for (const name of (await catalogDb.db!.listCollections().toArray()).map((c) => c.name)) {
      const docs = JSON.stringify(await catalogDb.collection(name).find({}).toArray());
      for (const form of forms) expect(docs.includes(form), `${name} holds a key in the clear`).toBe(false);
    }
  });

  it('encrypts an audio language uploaded after the encode with the title’s AUDIO key', async () => {
    const track = await addAudioLanguage(protectedTitle._id, 'ta');
    const audioKid = (await storedKeys(protectedTitle._id)).get('AUDIO')!;
    const full = await fullManifest();
    const set = audioSetOf(full, 'ta');
    expect(set).toContain(`initialization="${track.file}-init.m4s"`);
    expect(defaultKids(set)).toEqual([audioKid]);
    const video = (await api('GET', `/videos/${protectedTitle._id}`, { token: admin })).body.data.video as Video;
    const init = await streamFile(video, `${track.file}-init.m4s`);
    const segment = await streamFile(video, `${track.file}-00001.m4s`);
    for (const box of ['tenc', 'schm', 'pssh', 'enca']) expect(init.includes(box), box).toBe(true);
    expect(segment.includes('senc')).toBe(true);
    const granted = await licence(protectedTitle._id, [audioKid], admin);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const key = Buffer.from(granted.body.data.keys[0].k as string, 'base64url').toString('hex');
    const file = join(dir, 'ta.mp4');
    await writeFile(file, Buffer.concat([init, segment]));
    expect(await decodeErrors(file, key)).toBe('');
    expect(await decodeErrors(file)).not.toBe('');
  }, 120_000);
});

describe('a title marked clear', () => {
  it('is packaged in the clear: no licence URL, no protection signalling, no licence', async () => {
    expect(clearTitle.protection).toBe('clear');
    const viewer = await subscribedViewer('DRM Promo', 'drm-promo');
    const video = await subscriberVideo(clearTitle._id, viewer.token);
    expect(video.licenceUrl).toBeUndefined();
    const mpd = (await streamFile(video, 'manifest.mpd')).toString('utf8');
    expect(mpd).not.toContain('ContentProtection');
    expect((await streamFile(video, 'init-0.m4s')).includes('tenc')).toBe(false);
    expect(await storedKeys(clearTitle._id)).toEqual(new Map());
    expectError(await licence(clearTitle._id, ['0'.repeat(32)], admin), 404);
  });

  it('is protected by the re-package job without a re-encode: idempotent, with its status, audio languages too', async () => {
    const track = await addAudioLanguage(clearTitle._id, 'hi');
    const clearVideo = (await api('GET', `/videos/${clearTitle._id}`, { token: admin })).body.data.video as Video;
    const before = await streamFile(clearVideo, 'init-0.m4s');
    const repsBefore = representationIds((await streamFile(clearVideo, 'manifest.mpd')).toString('utf8'));
    const viewer = await newViewer();
    expectError(await api('POST', `/admin/videos/${clearTitle._id}/protection`, { token: viewer.token }), 403);
    expectError(await api('POST', `/admin/videos/${'0'.repeat(24)}/protection`, { token: admin }), 404);

    const first = await api('POST', `/admin/videos/${clearTitle._id}/protection`, { token: admin });
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const queued = first.body.data as ProtectionStatus;
    expect(queued.repackage?.requestedAt).toEqual(expect.any(String));
    // Asked again at once: the same re-package, nothing more queued.
    const again = await api('POST', `/admin/videos/${clearTitle._id}/protection`, { token: admin });
    expect(again.status).toBe(202);
    expect((again.body.data as ProtectionStatus).repackage?.requestedAt).toBe(queued.repackage?.requestedAt);

    const done = await waitFor(
      async () => {
        const res = await api('GET', `/admin/videos/${clearTitle._id}/protection`, { token: admin });
        const status = res.body.data as ProtectionStatus;
        if (status.repackage?.status === 'failed')
          throw new Error(`re-package failed: ${status.repackage.failureReason}`);
        return status.repackage?.status === 'done' ? status : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500, what: 'the re-package to finish' },
    );
    expect(done.protection).toBe('protected');
    expect(done.repackage?.seconds).toEqual(expect.any(Number));
    const repeated = await api('POST', `/admin/videos/${clearTitle._id}/protection`, { token: admin });
    expect(repeated.status).toBe(202);
    expect(repeated.body.message).toBe(DrmMessages.alreadyProtected);
    expect((repeated.body.data as ProtectionStatus).repackage?.requestedAt).toBe(queued.repackage?.requestedAt);

    // Encrypted in place: the same rungs and the same length (the stored renditions, not a new encode).
    const subscriber = await subscribedViewer('DRM Repackaged', 'drm-repackaged');
    const video = await waitFor(
      async () => {
        const v = await subscriberVideo(clearTitle._id, subscriber.token);
        return v.licenceUrl ? v : undefined;
      },
      { timeoutMs: 20_000, what: 'the protected title to reach the gateway' },
    );
    const mpd = (await streamFile(video, 'manifest.mpd')).toString('utf8');
    expect(representationIds(mpd)).toEqual(repsBefore);
    const keys = await storedKeys(clearTitle._id);
    expect(new Set(defaultKids(mpd))).toEqual(new Set([keys.get('SD'), keys.get('AUDIO')]));
    expect(defaultKids(audioSetOf(mpd, 'hi'))).toEqual([keys.get('AUDIO')]);
    const init = await streamFile(video, 'init-0.m4s');
    expect(before.includes('tenc')).toBe(false);
    expect(init.includes('tenc')).toBe(true);
    const audioInit = await streamFile(video, `${track.file}-init.m4s`);
    expect(audioInit.includes('tenc')).toBe(true);
    const segment = await streamFile(video, 'chunk-0-00001.m4s');
    const granted = await licence(clearTitle._id, [keys.get('SD')!], subscriber.token);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const file = join(dir, 'repackaged.mp4');
    await writeFile(file, Buffer.concat([init, segment]));
    expect(
      await decodeErrors(file, Buffer.from(granted.body.data.keys[0].k as string, 'base64url').toString('hex')),
    ).toBe('');
    expect(await decodeErrors(file)).not.toBe('');
  }, 200_000);
});

describe('the ClearKey licence endpoint', () => {
  /** The title's key ids from the manifest a subscriber gets (its playback takes a screen). */
  async function kidsFor(token: string): Promise<string[]> {
    const video = await subscriberVideo(protectedTitle._id, token);
    return [...new Set(defaultKids((await streamFile(video, 'manifest.mpd')).toString('utf8')))];
  }

  it('refuses a guest and a viewer without a plan with 403 and their codes', async () => {
    const viewer = await subscribedViewer('DRM Kids', 'drm-kids-ids');
    const kids = await kidsFor(viewer.token);
    expectError(await licence(protectedTitle._id, kids), 403, 'SIGN_IN_REQUIRED');
    const unsubscribed = await newViewer();
    expectError(await licence(protectedTitle._id, kids, unsubscribed.token), 403, 'SUBSCRIPTION_REQUIRED');
  });

  it('refuses a kids profile a title above its limit (PROFILE_LIMIT)', async () => {
    const viewer = await subscribedViewer('DRM Family', 'drm-family');
    const kids = await kidsFor(viewer.token);
    const created = await api('POST', '/profiles', { token: viewer.token, body: { name: 'Little One', kids: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const kid = (created.body.data as HouseholdReply).profiles.find((p) => p.name === 'Little One')!;
    const selected = await api('POST', `/profiles/${kid.id}/select`, { token: viewer.token, body: {} });
    const profileToken = (selected.body.data as SelectProfileReply).profileToken;
    expectError(
      await licence(protectedTitle._id, kids, viewer.token, { 'x-profile-token': profileToken }),
      403,
      'PROFILE_LIMIT',
    );
  });

  it('gives an SD plan the SD and audio keys only, never the HD key', async () => {
    const viewer = await subscribedViewer('DRM SD', 'drm-sd', 'TEST_SD', { maxQuality: 'SD', screens: 2 });
    const video = await subscriberVideo(protectedTitle._id, viewer.token);
    const full = await fullManifest();
    const hdKid = kidOf(full, '0');
    // The SD plan's manifest leaves the HD rung (and its key id) out.
    expect(defaultKids((await streamFile(video, 'manifest.mpd')).toString('utf8'))).not.toContain(hdKid);
    // Asking for every key id by hand gets the SD and audio keys, never the HD one.
    const kids = [...new Set(defaultKids(full))];
    const session = { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION };
    const sd = await licence(protectedTitle._id, kids, viewer.token, session);
    expect(sd.status, JSON.stringify(sd.body)).toBe(200);
    const given = (sd.body.data.keys as { kid: string }[]).map((k) => Buffer.from(k.kid, 'base64url').toString('hex'));
    expect(given.sort()).toEqual([kidOf(full, '1'), kidOf(full, '3')].sort());
    // Only the HD key asked for (on the token's default playback, so no screen more): refused.
    expectError(await licence(protectedTitle._id, [hdKid], viewer.token), 403, 'FORBIDDEN');
  });

  it('gives an HD plan no UHD key: of the four stored key ids it gets the audio, SD and HD keys only', async () => {
    // The title has no UHD rendition, but the key service made a UHD key for it like every title:
    // asking for all four key ids by hand proves the cap by key id.
    const viewer = await subscribedViewer('DRM HD', 'drm-hd', 'TEST_HD', { maxQuality: 'HD', screens: 2 });
    await subscriberVideo(protectedTitle._id, viewer.token);
    const stored = await storedKeys(protectedTitle._id);
    expect([...stored.keys()].sort()).toEqual(['AUDIO', 'HD', 'SD', 'UHD']);
    const session = { [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION };
    const hd = await licence(protectedTitle._id, [...stored.values()], viewer.token, session);
    expect(hd.status, JSON.stringify(hd.body)).toBe(200);
    const given = (hd.body.data.keys as { kid: string }[]).map((k) => Buffer.from(k.kid, 'base64url').toString('hex'));
    expect(given.sort()).toEqual([stored.get('AUDIO'), stored.get('SD'), stored.get('HD')].sort());
    expect(given).not.toContain(stored.get('UHD'));
    // Only the UHD key asked for: refused.
    expectError(await licence(protectedTitle._id, [stored.get('UHD')!], viewer.token), 403, 'FORBIDDEN');
  });

  it('opens a stream session: a licence past the screens limit gets 403 TOO_MANY_STREAMS', async () => {
    const viewer = await subscribedViewer('DRM Screens', 'drm-screens', 'TEST_ONE_SCREEN', {
      maxQuality: 'HD',
      screens: 1,
    });
    const kids = await kidsFor(viewer.token); // this playback holds the one screen
    const first = await licence(protectedTitle._id, kids, viewer.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200); // the token's default playback, renewed
    const second = await licence(protectedTitle._id, kids, viewer.token, {
      [STREAM_SESSION_HEADER]: NEW_STREAM_SESSION,
    });
    expectError(second, 403, 'TOO_MANY_STREAMS');
  });

  it('refuses malformed key ids with 400', async () => {
    const res = await api('POST', `/drm/licence/${protectedTitle._id}`, { token: admin, body: { kids: ['nope'] } });
    expectError(res, 400);
    const missing = await api('POST', `/drm/licence/${protectedTitle._id}`, { token: admin, body: {} });
    expectError(missing, 400);
  });
});
