/**
 * Manifests shaped as the packager writes them (ffmpeg's dash muxer with hls_playlist), for the
 * specs of what the gateway does to them (quality-cap.spec.ts, live-manifests.spec.ts). Each video
 * set is one codec family's rungs; Representations are numbered in order, the audio's last.
 */
export interface FixtureRung {
  width: number;
  height: number;
  bandwidth: number;
  codecs: string;
}

export interface FixtureLadder {
  /** `static` for a title, `dynamic` for a live channel. */
  type?: 'static' | 'dynamic';
  videoSets: readonly (readonly FixtureRung[])[];
  audio?: { bandwidth: number; name: string; lang?: string };
  /** Put before the segment names (a live channel's `c1-`). */
  segmentPrefix?: string;
}

const AUDIO_CODECS = 'mp4a.40.2';

export function fixtureMpd({ type = 'static', videoSets, audio, segmentPrefix = '' }: FixtureLadder): string {
  const template =
    `<SegmentTemplate timescale="12288" initialization="${segmentPrefix}init-$RepresentationID$.m4s" ` +
    `media="${segmentPrefix}chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1" />`;
  let id = 0;
  const sets = videoSets.map((rungs, setId) => {
    const reps = rungs.map(
      (r) =>
        `\t\t\t<Representation id="${id++}" mimeType="video/mp4" codecs="${r.codecs}" bandwidth="${r.bandwidth}" ` +
        `width="${r.width}" height="${r.height}" sar="1:1">\n\t\t\t\t${template}\n\t\t\t</Representation>\n`,
    );
    const top = rungs[0]!;
    return (
      `\t\t<AdaptationSet id="${setId}" contentType="video" startWithSAP="1" maxWidth="${top.width}" ` +
      `maxHeight="${top.height}" par="16:9">\n${reps.join('')}\t\t</AdaptationSet>\n`
    );
  });
  if (audio)
    sets.push(
      `\t\t<AdaptationSet id="${videoSets.length}" contentType="audio" startWithSAP="1"${audio.lang ? ` lang="${audio.lang}"` : ''}>\n` +
        `\t\t\t<Representation id="${id}" mimeType="audio/mp4" codecs="${AUDIO_CODECS}" bandwidth="${audio.bandwidth}" audioSamplingRate="48000">\n` +
        `\t\t\t\t${template}\n\t\t\t</Representation>\n\t\t</AdaptationSet>\n`,
    );
  return (
    `<?xml version="1.0" encoding="utf-8"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="${type}">\n` +
    `\t<Period id="0" start="PT0.0S">\n${sets.join('')}\t</Period>\n</MPD>\n`
  );
}

/** The HLS master of the same ladder: one variant per video rung (playlist `media_<id>.m3u8`), the audio as a group. */
export function fixtureMaster({ videoSets, audio }: FixtureLadder): string {
  const rungs = videoSets.flat();
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7'];
  const group = audio ? ',AUDIO="group_A1"' : '';
  if (audio)
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="${audio.name}",` +
        `${audio.lang ? `LANGUAGE="${audio.lang}",` : ''}DEFAULT=YES,URI="media_${rungs.length}.m3u8"`,
    );
  rungs.forEach((r, id) => {
    const bandwidth = r.bandwidth + (audio?.bandwidth ?? 0);
    const codecs = audio ? `${r.codecs},${AUDIO_CODECS}` : r.codecs;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"${group}`,
      `media_${id}.m3u8`,
    );
  });
  return `${lines.join('\n')}\n`;
}
