import {
  audioPlaylistFile,
  languageByCode,
  textPlaylistFile,
  type AudioTrack,
  type MediaTextTracksReply,
  type TextTrack,
} from '@streamhub/contracts';

/**
 * The languages of a video, written into the manifests the packager made when they are served:
 * text tracks change after an encode (added, replaced, deleted from Manage Videos), so the
 * manifests in storage stay as the packager wrote them and these add what the catalogue says now.
 */
export type ManifestTracks = MediaTextTracksReply;

const SUBTITLE_GROUP = 'subs';

/** HLS CHARACTERISTICS of captions for the deaf and hard of hearing (RFC 8216bis, Apple's authoring spec). */
const SDH_CHARACTERISTICS =
  'public.accessibility.transcribes-spoken-dialog,public.accessibility.describes-music-and-sound';

/** DASH Role of each kind (ISO/IEC 23009-1 role scheme). */
const DASH_ROLES: Record<TextTrack['kind'], string> = {
  subtitles: 'subtitle',
  captions: 'caption',
  forced: 'forced-subtitle',
};

/** A quoted-string of HLS may hold no double quote, CR or LF. */
const hlsText = (value: string): string =>
  [...value].map((c) => (c === '"' || c.charCodeAt(0) < 0x20 ? ' ' : c)).join('');
const xmlText = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Names as menus show them: the label, with the kind added where two tracks share one. */
function trackNames(tracks: readonly TextTrack[]): string[] {
  return tracks.map((t) => {
    const shared = tracks.filter((o) => o.label === t.label).length > 1;
    if (!shared) return t.label;
    return t.kind === 'captions' ? `${t.label} (CC)` : t.kind === 'forced' ? `${t.label} (forced)` : t.label;
  });
}

/**
 * The HLS master playlist with a SUBTITLES rendition per text track (every variant refers to
 * their group) and the audio rendition named and tagged with the video's language.
 */
export function hlsMasterWithTracks(
  master: string,
  manifestTracks: ManifestTracks,
  /** The DASH manifest over the same segments: the language of each audio stream, when it has several. */
  mpd = '',
): string {
  return hlsWithUploadedAudio(hlsMasterNamed(master, manifestTracks, mpd), manifestTracks.audioTracks ?? []);
}

function hlsMasterNamed(master: string, { tracks, audioLang, audioLabel }: ManifestTracks, mpd: string): string {
  const streamLanguages = dashAudioLanguages(mpd);
  const names = trackNames(tracks);
  const subtitleMedia = tracks.map((t, i) => {
    const attributes = [
      'TYPE=SUBTITLES',
      `GROUP-ID="${SUBTITLE_GROUP}"`,
      `NAME="${hlsText(names[i]!)}"`,
      `LANGUAGE="${t.lang}"`,
      'DEFAULT=NO',
      'AUTOSELECT=YES',
      `FORCED=${t.kind === 'forced' ? 'YES' : 'NO'}`,
      ...(t.kind === 'captions' ? [`CHARACTERISTICS="${SDH_CHARACTERISTICS}"`] : []),
      `URI="${textPlaylistFile(t.file)}"`,
    ];
    return `#EXT-X-MEDIA:${attributes.join(',')}`;
  });
  const out: string[] = [];
  let subtitlesWritten = false;
  const lines = master.split('\n');
  const isAudio = (line: string) => line.startsWith('#EXT-X-MEDIA:') && line.includes('TYPE=AUDIO');
  // The catalogue knows one audio language: it names the audio only when there is one rendition.
  const oneAudio = lines.filter(isAudio).length === 1;
  for (const line of lines) {
    if (isAudio(line)) {
      const id = /URI="media_(\d+)\.m3u8"/.exec(line)?.[1];
      const own = id ? streamLanguages.get(id) : undefined;
      if (own) out.push(audioMedia(line, own.tag, own.name));
      else out.push(audioLang && oneAudio ? audioMedia(line, audioLang, audioLabel ?? audioLang) : line);
      continue;
    }
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      if (!subtitlesWritten) {
        out.push(...subtitleMedia);
        subtitlesWritten = true;
      }
      out.push(tracks.length > 0 ? `${line},SUBTITLES="${SUBTITLE_GROUP}"` : line);
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * The known language of each audio representation of a DASH manifest (by representation id), as
 * the packager copied it from the source's stream (`lang="hin"`); `und` and unknown codes are left out.
 */
export function dashAudioLanguages(mpd: string): Map<string, { tag: string; name: string }> {
  const languages = new Map<string, { tag: string; name: string }>();
  for (const set of mpd.matchAll(/<AdaptationSet\b([^>]*)>([\s\S]*?)<\/AdaptationSet>/g)) {
    if (!/contentType="audio"/.test(set[1]!)) continue;
    const known = languageByCode(/\blang="([^"]*)"/.exec(set[1]!)?.[1] ?? '');
    if (!known) continue;
    for (const rep of set[2]!.matchAll(/<Representation\b[^>]*\bid="([^"]+)"/g))
      languages.set(rep[1]!, { tag: known.tag, name: known.name });
  }
  return languages;
}

function audioMedia(line: string, lang: string, label: string): string {
  let media = line.replace(/,LANGUAGE="[^"]*"/, '');
  media = media.replace(/NAME="[^"]*"/, `NAME="${hlsText(label)}",LANGUAGE="${lang}"`);
  return media.includes('AUTOSELECT=') ? media : `${media},AUTOSELECT=YES`;
}

/** A text track's HLS media playlist: the whole WebVTT as one segment as long as the video. */
export function hlsSubtitlePlaylist(track: TextTrack, durationSeconds: number): string {
  const duration = Math.max(durationSeconds, 0.001);
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(duration)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration.toFixed(3)},`,
    track.file,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The DASH manifest with a WebVTT text AdaptationSet per track (lang, Label, Role) and the audio
 * AdaptationSet tagged with the video's language.
 */
export function dashWithTracks(mpd: string, { tracks, audioLang, audioLabel }: ManifestTracks): string {
  let out = mpd;
  if (audioLang && (mpd.match(/contentType="audio"/g) ?? []).length === 1) {
    out = out.replace(/<AdaptationSet\b([^>]*contentType="audio"[^>]*)>/g, (whole, attributes: string) => {
      // The packager writes the source's tag, "und" when it had none: only that one is filled in.
      const lang = /\blang="([^"]*)"/.exec(attributes)?.[1];
      if (lang && lang !== 'und') return whole;
      const rest = attributes.replace(/\s+lang="[^"]*"/, '');
      const label = `<Label>${xmlText(audioLabel ?? audioLang)}</Label>`;
      return `<AdaptationSet${rest} lang="${xmlText(audioLang)}">\n\t\t\t${label}`;
    });
  }
  // Audio sets tagged by the packager from the source (`hin`): the BCP-47 tag and a name for menus.
  out = out.replace(/<AdaptationSet\b([^>]*contentType="audio"[^>]*)>/g, (whole, attributes: string) => {
    const lang = /\blang="([^"]*)"/.exec(attributes)?.[1];
    const known = lang ? languageByCode(lang) : null;
    if (!known || lang === known.tag) return whole;
    const rest = attributes.replace(/\s+lang="[^"]*"/, '');
    return `<AdaptationSet${rest} lang="${known.tag}">\n\t\t\t<Label>${xmlText(known.name)}</Label>`;
  });
  if (tracks.length === 0) return out;
  const names = trackNames(tracks);
  const sets = tracks.map((t, i) =>
    [
      `\t\t<AdaptationSet id="${100 + i}" contentType="text" mimeType="text/vtt" lang="${xmlText(t.lang)}">`,
      `\t\t\t<Label>${xmlText(names[i]!)}</Label>`,
      `\t\t\t<Role schemeIdUri="urn:mpeg:dash:role:2011" value="${DASH_ROLES[t.kind]}" />`,
      `\t\t\t<Representation id="text-${i}" bandwidth="256">`,
      `\t\t\t\t<BaseURL>${xmlText(t.file)}</BaseURL>`,
      '\t\t\t</Representation>',
      '\t\t</AdaptationSet>',
    ].join('\n'),
  );
  const end = out.lastIndexOf('</Period>');
  if (end < 0) return out;
  return `${out.slice(0, end)}${sets.join('\n')}\n\t${out.slice(end)}`;
}

/** The HLS group of audio renditions when the source had no sound (the uploaded languages form it). */
const UPLOADED_AUDIO_GROUP = 'audio_uploaded';

/**
 * The master with an AUDIO rendition per uploaded language (its media playlist `<file>.m3u8`, in
 * the group of the source's audio), each in place of a source rendition of its language; a
 * replaced default hands DEFAULT to the upload. Without source audio the uploads form a group
 * every variant refers to.
 */
export function hlsWithUploadedAudio(master: string, uploaded: readonly AudioTrack[]): string {
  if (uploaded.length === 0) return master;
  const lines = master.split('\n');
  const isAudio = (line: string) => line.startsWith('#EXT-X-MEDIA:') && line.includes('TYPE=AUDIO');
  const sourceAudio = lines.filter(isAudio);
  const group = /GROUP-ID="([^"]+)"/.exec(sourceAudio[0] ?? '')?.[1] ?? UPLOADED_AUDIO_GROUP;
  const languages = new Set(uploaded.map((t) => t.lang));
  const replaced = sourceAudio.filter((line) => languages.has(/LANGUAGE="([^"]*)"/.exec(line)?.[1] ?? ''));
  const kept = sourceAudio.filter((line) => !replaced.includes(line));
  // The default goes to the upload that took the default's place (or to the first, with no sound of the source left).
  const defaultLang = /LANGUAGE="([^"]*)"/.exec(replaced.find((line) => line.includes('DEFAULT=YES')) ?? '')?.[1];
  const isDefault = (t: AudioTrack, i: number) =>
    defaultLang !== undefined ? t.lang === defaultLang : kept.length === 0 && i === 0;
  const media = uploaded.map((t, i) =>
    [
      '#EXT-X-MEDIA:TYPE=AUDIO',
      `GROUP-ID="${group}"`,
      `NAME="${hlsText(t.label)}"`,
      `LANGUAGE="${t.lang}"`,
      `DEFAULT=${isDefault(t, i) ? 'YES' : 'NO'}`,
      'AUTOSELECT=YES',
      'CHANNELS="2"',
      `URI="${audioPlaylistFile(t.file)}"`,
    ].join(','),
  );
  const out: string[] = [];
  let written = false;
  for (const line of lines) {
    if (isAudio(line)) {
      if (!replaced.includes(line)) out.push(line);
      continue;
    }
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      if (!written) {
        out.push(...media);
        written = true;
      }
      if (sourceAudio.length === 0) {
        const codecs = line.replace(/CODECS="([^"]*)"/, (_w, c: string) => `CODECS="${c},mp4a.40.2"`);
        out.push(`${codecs},AUDIO="${group}"`);
        continue;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

/**
 * The MPD with an audio AdaptationSet per uploaded language (taken from the track's own packaged
 * manifest, whose segment names are its own), tagged with its language and label, each in place
 * of a source set of that language. `packaged` gives each track's manifest by base name; a track
 * without one is left out.
 */
export function dashWithUploadedAudio(
  mpd: string,
  uploaded: readonly AudioTrack[],
  packaged: ReadonlyMap<string, string>,
): string {
  const sets = uploaded.flatMap((t, i) => {
    const set = /<AdaptationSet\b[^>]*>[\s\S]*?<\/AdaptationSet>/.exec(packaged.get(t.file) ?? '')?.[0];
    if (!set) return [];
    const tagged = set
      .replace(/<AdaptationSet\b([^>]*)>/, (_whole, attributes: string) => {
        const rest = attributes.replace(/\s+(id|lang)="[^"]*"/g, '');
        return `<AdaptationSet id="${200 + i}"${rest} lang="${xmlText(t.lang)}">\n\t\t\t<Label>${xmlText(t.label)}</Label>`;
      })
      .replace(/(<Representation\b[^>]*\bid=")[^"]*"/, `$1${t.file}"`);
    return [{ lang: t.lang, set: tagged }];
  });
  if (sets.length === 0) return mpd;
  const languages = new Set(sets.map((s) => s.lang));
  const out = mpd.replace(
    /[ \t]*<AdaptationSet\b([^>]*)>[\s\S]*?<\/AdaptationSet>\n?/g,
    (whole, attributes: string) => {
      if (!/contentType="audio"/.test(attributes)) return whole;
      const lang = /\blang="([^"]*)"/.exec(attributes)?.[1];
      return lang && languages.has(lang) ? '' : whole;
    },
  );
  const end = out.lastIndexOf('</Period>');
  if (end < 0) return out;
  return `${out.slice(0, end)}\t\t${sets.map((s) => s.set).join('\n\t\t')}\n\t${out.slice(end)}`;
}
