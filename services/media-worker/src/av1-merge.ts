import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STREAM_MANIFESTS, tagAttribute, type Rendition } from '@streamhub/contracts';
import { AV1_MIN_SIDE } from './ffmpeg-args';

/*
 * Publish first, improve later (docs/media.md): the AV1 rungs of a published title are packaged on
 * their own (an MPD with one video AdaptationSet, an HLS master without audio), then renumbered past
 * the title's Representation ids and merged into its stored manifests, whose URLs stay the same.
 */

/** The AV1 rungs of a published ladder: its H.264 rungs SVT-AV1 can encode. */
export function av1Rungs(renditions: readonly Rendition[]): Rendition[] {
  return renditions
    .filter((r) => (r.codec ?? 'h264') === 'h264' && r.width >= AV1_MIN_SIDE && r.height >= AV1_MIN_SIDE)
    .map(({ width, height, bitrate }) => ({ width, height, bitrate }));
}

const REP_OPEN = /<Representation\b[^>]*>/g;
const SET_OPEN = /<AdaptationSet\b[^>]*>/g;
const SET = /<AdaptationSet\b[^>]*>(?:(?!<\/AdaptationSet>)[\s\S])*?<\/AdaptationSet>/g;

/** Whether a packaged MPD has AV1 Representations already (a follow-up that ran before). */
export const hasAv1 = (mpd: string): boolean => /<Representation\b[^>]*\scodecs="av01/.test(mpd);

/** The next unused numeric id among the tags the pattern matches (0 when none). */
function nextId(xml: string, open: RegExp): number {
  let max = -1;
  for (const m of xml.matchAll(open)) {
    const id = Number(tagAttribute(m[0], 'id'));
    if (Number.isInteger(id) && id > max) max = id;
  }
  return max + 1;
}

export const nextRepresentationId = (mpd: string): number => nextId(mpd, REP_OPEN);
export const nextAdaptationSetId = (mpd: string): number => nextId(mpd, SET_OPEN);

/** A file of the ladder layout with its Representation id moved by `base`; null for other files. */
export function renumberedName(name: string, base: number): string | null {
  const init = /^init-(\d+)\.m4s$/.exec(name);
  if (init) return `init-${base + Number(init[1])}.m4s`;
  const chunk = /^chunk-(\d+)-(\d+\.m4s)$/.exec(name);
  if (chunk) return `chunk-${base + Number(chunk[1])}-${chunk[2]}`;
  const playlist = /^media_(\d+)\.m3u8$/.exec(name);
  if (playlist) return `media_${base + Number(playlist[1])}.m3u8`;
  return null;
}

/** Text that names ladder files (a playlist, an HLS master): each name renumbered by `base`. */
export function renumberText(text: string, base: number): string {
  return text.replace(
    /\b(?:init-\d+\.m4s|chunk-\d+-\d+\.m4s|media_\d+\.m3u8)\b/g,
    (name) => renumberedName(name, base) ?? name,
  );
}

/** An MPD's Representation ids moved by `base`. */
export function renumberMpd(mpd: string, base: number): string {
  return mpd.replace(REP_OPEN, (tag) => tag.replace(/\sid="(\d+)"/, (_, id: string) => ` id="${base + Number(id)}"`));
}

/**
 * Moves every Representation of the packaged directory `dir` (ffmpeg's ladder layout, ids from 0)
 * by `base` (at least the count of the directory's Representations, so no new name is an old one): file names, the playlists' and the master's references, the MPD's ids.
 */
export async function renumberPackaged(dir: string, base: number): Promise<void> {
  for (const name of await readdir(dir)) {
    const to = renumberedName(name, base);
    if (!to) continue;
    if (name.endsWith('.m3u8')) {
      const text = await readFile(join(dir, name), 'utf8');
      await rm(join(dir, name));
      await writeFile(join(dir, to), renumberText(text, base));
    } else await rename(join(dir, name), join(dir, to));
  }
  const mpdPath = join(dir, STREAM_MANIFESTS.dash);
  await writeFile(mpdPath, renumberMpd(await readFile(mpdPath, 'utf8'), base));
  const masterPath = join(dir, STREAM_MANIFESTS.hls);
  await writeFile(masterPath, renumberText(await readFile(masterPath, 'utf8'), base));
}

/**
 * The stored MPD with the video AdaptationSets of `added` (renumbered already) inserted after its
 * own video sets (before the first audio set), under new set ids; namespaces `added` declares on
 * its root (cenc, mspr of a protected title) are declared on the result's root too.
 */
export function mergeMpd(stored: string, added: string): string {
  let setId = nextAdaptationSetId(stored);
  const sets = [...added.matchAll(SET)]
    .map((m) => m[0])
    .filter((set) => tagAttribute(/<AdaptationSet\b[^>]*>/.exec(set)![0], 'contentType') === 'video')
    .map((set) => set.replace(/^<AdaptationSet\b[^>]*>/, (open) => open.replace(/\sid="\d+"/, ` id="${setId++}"`)));
  if (sets.length === 0) return stored;
  const firstAudio = [...stored.matchAll(SET)].find(
    (m) => tagAttribute(/<AdaptationSet\b[^>]*>/.exec(m[0])![0], 'contentType') === 'audio',
  );
  const at = firstAudio?.index ?? stored.lastIndexOf('</Period>');
  if (at < 0) throw new Error('The stored MPD has no Period');
  const indent = /\n([ \t]*)$/.exec(stored.slice(0, at))?.[1] ?? '\t\t';
  const inserted = sets.map((set) => `${set}\n${indent}`).join('');
  let merged = stored.slice(0, at) + inserted + stored.slice(at);
  const addedRoot = /<MPD\b[^>]*>/.exec(added)?.[0] ?? '';
  for (const ns of addedRoot.matchAll(/\sxmlns:(\w+)="([^"]*)"/g)) {
    if (!new RegExp(`\\sxmlns:${ns[1]}=`).test(/<MPD\b[^>]*>/.exec(merged)![0]))
      merged = merged.replace(/<MPD\b/, `<MPD xmlns:${ns[1]}="${ns[2]}"`);
  }
  return merged;
}

/** The first audio Representation's bandwidth in an MPD (0 without audio). */
export function audioBandwidth(mpd: string): number {
  for (const set of mpd.matchAll(SET)) {
    if (tagAttribute(/<AdaptationSet\b[^>]*>/.exec(set[0])![0], 'contentType') !== 'audio') continue;
    const rep = /<Representation\b[^>]*>/.exec(set[0]);
    const bandwidth = Number(rep ? tagAttribute(rep[0], 'bandwidth') : 0);
    if (Number.isFinite(bandwidth)) return bandwidth;
  }
  return 0;
}

/**
 * The stored HLS master with the variants of `added` (an AV1 master without audio, renumbered)
 * appended: each gets the stored variants' audio group and audio codec, and the audio's bandwidth.
 */
export function mergeHlsMaster(stored: string, added: string, audioBps: number): string {
  const first = stored.split('\n').find((l) => l.startsWith('#EXT-X-STREAM-INF:')) ?? '';
  const group = /AUDIO="([^"]*)"/.exec(first)?.[1];
  const audioCodec = /CODECS="[^",]*,([^"]*)"/.exec(first)?.[1];
  const lines = added.split('\n');
  const variants: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue;
    let j = i + 1;
    while (j < lines.length && (lines[j]!.trim() === '' || lines[j]!.startsWith('#'))) j++;
    const uri = lines[j];
    if (!uri) continue;
    let tag = line.replace(/BANDWIDTH=(\d+)/, (_, bw: string) => `BANDWIDTH=${Number(bw) + (group ? audioBps : 0)}`);
    if (group) {
      if (audioCodec) tag = tag.replace(/CODECS="([^"]*)"/, (_, c: string) => `CODECS="${c},${audioCodec}"`);
      tag = `${tag},AUDIO="${group}"`;
    }
    variants.push(tag, uri, '');
    i = j;
  }
  if (variants.length === 0) return stored;
  return `${stored.replace(/\n*$/, '\n')}\n${variants.join('\n')}`;
}
