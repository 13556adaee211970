import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import {
  STREAM_MANIFESTS,
  drmTrackOfHeight,
  tagAttribute,
  type DrmTrackType,
  type TranscodeProtection,
} from '@streamhub/contracts';
import { KeyRing, contentKeyContext } from '@streamhub/nest-kit';
import { ToolError, packager } from './ffmpeg';

/**
 * Encryption of a protected title's packaged ladder with Shaka Packager (docs/drm.md): after the
 * ladder pass and the per-title ladder, each representation's init segment and media segments are
 * joined and packaged again, in place and under the same names, as CENC (`cenc`, AES-CTR) CMAF
 * with the title's key of its track type (audio, SD, HD, UHD). The MPD keeps ffmpeg's structure
 * (Representation ids, adaptation sets, templates) and gains, per Representation, the packager's
 * ContentProtection (the mp4protection default_KID, W3C common PSSH for ClearKey, Widevine and PlayReady PSSH) and
 * segment timelines; the HLS media playlists are the packager's (SAMPLE-AES-CTR `EXT-X-KEY`).
 */

/** The packager's own manifests (relative to the stream directory; removed once read). */
export const PACKAGER_MANIFESTS = { mpd: 'packager.mpd', hls: 'packager.m3u8' } as const;

/** Shaka Packager's protection systems whose PSSH boxes and manifest signalling are written. */
export const PROTECTION_SYSTEMS = 'CommonSystem,Widevine,PlayReady';

export interface PackagedRepresentation {
  id: string;
  kind: 'video' | 'audio';
  track: DrmTrackType;
}

/**
 * How a packaged directory names its files: the ladder's (`manifest.mpd`, `init-<rep>.m4s`,
 * `chunk-<rep>-<n>.m4s`, `media_<rep>.m3u8`) or an uploaded audio language's (`<base>.mpd`,
 * `<base>-init.m4s`, `<base>-<n>.m4s`, `<base>.m3u8`; docs/media.md).
 */
export interface PackagedLayout {
  mpd: string;
  init(rep: string): string;
  /** The segment template, `$Number%05d$` where the number goes. */
  segment(rep: string): string;
  playlist(rep: string): string;
}

export const LADDER_LAYOUT: PackagedLayout = {
  mpd: STREAM_MANIFESTS.dash,
  init: (rep) => `init-${rep}.m4s`,
  segment: (rep) => `chunk-${rep}-$Number%05d$.m4s`,
  playlist: (rep) => `media_${rep}.m3u8`,
};

/** An uploaded audio language's layout (one representation). */
export function audioLayout(base: string): PackagedLayout {
  return {
    mpd: `${base}.mpd`,
    init: () => `${base}-init.m4s`,
    segment: () => `${base}-$Number%05d$.m4s`,
    playlist: () => `${base}.m3u8`,
  };
}

/** Whether a file name is a media segment of the template. */
export function isSegmentOf(template: string, name: string): boolean {
  const [before, after] = template.split('$Number%05d$') as [string, string];
  return (
    name.startsWith(before) &&
    name.endsWith(after) &&
    /^\d+$/.test(name.slice(before.length, name.length - after.length))
  );
}

export interface ClearContentKey {
  track: DrmTrackType;
  kid: string;
  /** 32 hex digits. */
  key: string;
}

/** The video and audio Representations of ffmpeg's MPD, with the key label of each. */
export function mpdRepresentations(mpd: string): PackagedRepresentation[] {
  const reps: PackagedRepresentation[] = [];
  for (const set of mpd.matchAll(/<AdaptationSet\b[^>]*>(?:(?!<\/AdaptationSet>)[\s\S])*<\/AdaptationSet>/g)) {
    const open = /<AdaptationSet\b[^>]*>/.exec(set[0])![0];
    const type = tagAttribute(open, 'contentType');
    for (const rep of set[0].matchAll(/<Representation\b[^>]*>/g)) {
      const id = tagAttribute(rep[0], 'id');
      const mime = tagAttribute(rep[0], 'mimeType') ?? '';
      const kind = type === 'audio' || mime.startsWith('audio/') ? 'audio' : 'video';
      if (id === undefined || (type !== undefined && type !== 'video' && type !== 'audio')) continue;
      const height = Number(tagAttribute(rep[0], 'height') ?? 0);
      reps.push({ id, kind, track: kind === 'audio' ? 'AUDIO' : drmTrackOfHeight(height) });
    }
  }
  return reps;
}

/** Shaka Packager's arguments: one stream per representation, written under ffmpeg's names in the working directory. */
export function packagerArgs(
  reps: readonly PackagedRepresentation[],
  keys: readonly ClearContentKey[],
  inputOf: (id: string) => string,
  scratch: { mpd: string; hls: string },
  segmentSeconds: number,
  layout: PackagedLayout = LADDER_LAYOUT,
): string[] {
  const used = new Set(reps.map((r) => r.track));
  return [
    ...reps.map(
      (r) =>
        `in=${inputOf(r.id)},stream=${r.kind},init_segment=${layout.init(r.id)},` +
        `segment_template=${layout.segment(r.id)},playlist_name=${layout.playlist(r.id)},drm_label=${r.track}`,
    ),
    '--enable_raw_key_encryption',
    '--keys',
    keys
      .filter((k) => used.has(k.track))
      .map((k) => `label=${k.track}:key_id=${k.kid}:key=${k.key}`)
      .join(','),
    '--protection_scheme',
    'cenc',
    '--protection_systems',
    PROTECTION_SYSTEMS,
    // Every segment encrypted: a clear lead would be the film's first seconds in the clear.
    '--clear_lead',
    '0',
    '--segment_duration',
    String(segmentSeconds),
    '--generate_static_live_mpd',
    '--mpd_output',
    scratch.mpd,
    '--hls_master_playlist_output',
    scratch.hls,
  ];
}

const SET = /<AdaptationSet\b[^>]*>(?:(?!<\/AdaptationSet>)[\s\S])*?<\/AdaptationSet>/g;
const REP = /<Representation\b[^>]*>(?:(?!<\/Representation>)[\s\S])*?<\/Representation>/g;
const TIMELINE = /<SegmentTimeline>[\s\S]*?<\/SegmentTimeline>/;

/**
 * ffmpeg's MPD with the packager's protection: each representation gets the ContentProtection
 * elements the packager wrote for it (its own default_KID: the rungs of one adaptation set are
 * under different keys, SD and HD) and the packager's segment timeline (it may cut segments at
 * other instants than ffmpeg's, audio above all); the root gets the `cenc`/`mspr` namespaces.
 */
export function protectedMpd(mpd: string, packaged: string): string {
  const protectionOf = new Map<string, string[]>();
  const timelineOf = new Map<string, string>();
  for (const set of packaged.matchAll(SET)) {
    const protection = [...set[0].matchAll(/<ContentProtection\b[^>]*?(?:\/>|>[\s\S]*?<\/ContentProtection>)/g)].map(
      (m) => m[0],
    );
    for (const rep of set[0].matchAll(REP)) {
      const id = tagAttribute(/<Representation\b[^>]*>/.exec(rep[0])![0], 'id');
      if (id === undefined) continue;
      protectionOf.set(id, protection);
      const timeline = TIMELINE.exec(rep[0]);
      if (timeline) timelineOf.set(id, timeline[0]);
    }
  }
  const withReps = mpd.replace(REP, (rep) => {
    const open = /<Representation\b[^>]*>/.exec(rep)![0];
    const id = tagAttribute(open, 'id');
    if (id === undefined) return rep;
    const timeline = timelineOf.get(id);
    const body = timeline ? rep.slice(open.length).replace(TIMELINE, timeline) : rep.slice(open.length);
    const protection = protectionOf.get(id) ?? [];
    if (protection.length === 0) return open + body;
    const indent = /\n([ \t]*)<(?:SegmentTemplate|AudioChannelConfiguration)/.exec(body)?.[1] ?? '\t\t\t\t';
    return `${open}\n${protection.map((p) => `${indent}${p}`).join('\n')}${body}`;
  });
  return withReps.replace(/<MPD\b[^>]*>/, (root) => {
    let tag = root;
    if (!/\sxmlns:cenc=/.test(tag)) tag = tag.replace(/<MPD\b/, '<MPD xmlns:cenc="urn:mpeg:cenc:2013"');
    if (!/\sxmlns:mspr=/.test(tag)) tag = tag.replace(/<MPD\b/, '<MPD xmlns:mspr="urn:microsoft:playready"');
    return tag;
  });
}

/** The job's keys unwrapped with the KEK (only in this process's memory, never logged). */
export function unwrapKeys(videoId: string, protection: TranscodeProtection, ring: KeyRing): ClearContentKey[] {
  return protection.keys.map((k) => ({
    track: k.track,
    kid: k.kid,
    key: ring.unwrap(k.wrapped, contentKeyContext(videoId, k.kid)).toString('hex'),
  }));
}

/** A packager failure's message with anything that looks like a key taken out. */
export function withoutKeys(message: string): string {
  return message.replace(/[0-9a-fA-F]{32}/g, '<key>');
}

/**
 * Encrypts the representations packaged in `out` in place (see above); `scratch` holds the joined
 * inputs and the packager's own manifests. Returns the seconds it took.
 */
export async function encryptPackaged(
  out: string,
  scratch: string,
  keys: readonly ClearContentKey[],
  settings: { packagerPath: string; segmentSeconds: number },
  log: Logger,
  layout: PackagedLayout = LADDER_LAYOUT,
  options: { skipEncrypted?: boolean } = {},
): Promise<number | null> {
  const started = Date.now();
  const mpdPath = join(out, layout.mpd);
  const mpd = await readFile(mpdPath, 'utf8');
  // Never encrypted twice: a re-package retried after it stored its output finds it done (null).
  if (/<ContentProtection\b/.test(mpd)) {
    if (options.skipEncrypted) return null;
    throw new ToolError('Already encrypted: the manifest has ContentProtection');
  }
  const reps = mpdRepresentations(mpd);
  const names = await readdir(out);
  for (const rep of reps) {
    const chunks = names.filter((f) => isSegmentOf(layout.segment(rep.id), f)).sort();
    const parts = await Promise.all([layout.init(rep.id), ...chunks].map((f) => readFile(join(out, f))));
    await writeFile(join(scratch, `clear-${rep.id}.mp4`), Buffer.concat(parts));
    // The packager may cut the segments elsewhere (audio above all): none of ffmpeg's may stay.
    await Promise.all(chunks.map((f) => rm(join(out, f), { force: true })));
  }
  // The packager's manifests are written beside the segments (its playlists name them relatively), then read and removed.
  const own = { mpd: join(out, PACKAGER_MANIFESTS.mpd), hls: join(out, PACKAGER_MANIFESTS.hls) };
  try {
    await packager(
      settings.packagerPath,
      packagerArgs(
        reps,
        keys,
        (id) => join(scratch, `clear-${id}.mp4`),
        PACKAGER_MANIFESTS,
        settings.segmentSeconds,
        layout,
      ),
      { cwd: out },
    );
  } catch (err) {
    throw new ToolError(withoutKeys(err instanceof Error ? err.message : String(err)));
  }
  await writeFile(mpdPath, protectedMpd(mpd, await readFile(own.mpd, 'utf8')));
  await Promise.all([rm(own.mpd, { force: true }), rm(own.hls, { force: true })]);
  await Promise.all(reps.map((rep) => rm(join(scratch, `clear-${rep.id}.mp4`), { force: true })));
  const seconds = (Date.now() - started) / 1000;
  log.info({ representations: reps.map((r) => `${r.id}:${r.track}`), seconds }, 'packaged encrypted (cenc)');
  return seconds;
}

/** What a processor's deps give the protection step: the KEK's ring (null: not configured), the packager, the segment length. */
export interface ProtectionDeps {
  drm: { ring: KeyRing | null; packagerPath: string };
  encode: { segmentSeconds: number };
}

/** The worker's key ring; a job that needs it fails for good without one (retrying cannot help). */
export function requireKeyRing(deps: Pick<ProtectionDeps, 'drm'>): KeyRing {
  if (!deps.drm.ring) throw new UnrecoverableError('Content protection is not configured on the worker (DRM_KEK)');
  return deps.drm.ring;
}

/**
 * A protected title's packaged output in `out` encrypted in place with the title's keys (unwrapped
 * here, in memory only): the one protection step of the transcode, AV1, audio-language and
 * re-package jobs. Returns what {@link encryptPackaged} does.
 */
export async function protectPackaged(
  protection: TranscodeProtection,
  videoId: string,
  out: string,
  scratch: string,
  deps: ProtectionDeps,
  log: Logger,
  layout: PackagedLayout = LADDER_LAYOUT,
  options: { skipEncrypted?: boolean } = {},
): Promise<number | null> {
  const keys = unwrapKeys(videoId, protection, requireKeyRing(deps));
  return encryptPackaged(
    out,
    scratch,
    keys,
    { packagerPath: deps.drm.packagerPath, segmentSeconds: deps.encode.segmentSeconds },
    log,
    layout,
    options,
  );
}
