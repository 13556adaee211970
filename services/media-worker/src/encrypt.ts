import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
): string[] {
  const used = new Set(reps.map((r) => r.track));
  return [
    ...reps.map(
      (r) =>
        `in=${inputOf(r.id)},stream=${r.kind},init_segment=init-${r.id}.m4s,` +
        `segment_template=chunk-${r.id}-$Number%05d$.m4s,playlist_name=media_${r.id}.m3u8,drm_label=${r.track}`,
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
): Promise<number> {
  const started = Date.now();
  const mpdPath = join(out, STREAM_MANIFESTS.dash);
  const mpd = await readFile(mpdPath, 'utf8');
  const reps = mpdRepresentations(mpd);
  const names = await readdir(out);
  for (const rep of reps) {
    const chunks = names.filter((f) => new RegExp(`^chunk-${rep.id}-\\d+\\.m4s$`).test(f)).sort();
    const parts = await Promise.all([`init-${rep.id}.m4s`, ...chunks].map((f) => readFile(join(out, f))));
    await writeFile(join(scratch, `clear-${rep.id}.mp4`), Buffer.concat(parts));
    // The packager may cut the segments elsewhere (audio above all): none of ffmpeg's may stay.
    await Promise.all(chunks.map((f) => rm(join(out, f), { force: true })));
  }
  // The packager's manifests are written beside the segments (its playlists name them relatively), then read and removed.
  const own = { mpd: join(out, PACKAGER_MANIFESTS.mpd), hls: join(out, PACKAGER_MANIFESTS.hls) };
  try {
    await packager(
      settings.packagerPath,
      packagerArgs(reps, keys, (id) => join(scratch, `clear-${id}.mp4`), PACKAGER_MANIFESTS, settings.segmentSeconds),
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
