import { dashWithout, tagAttribute } from '@streamhub/contracts';

/**
 * A plan's quality tier enforced on the media path: the manifests a capped token is answered with
 * list no video rendition taller than its cap, and the files of those renditions are refused.
 * The packager names a rendition's files by its DASH Representation id: `init-<id>.m4s`,
 * `chunk-<id>-<n>.m4s` and the HLS media playlist `media_<id>.m3u8`.
 */

/** The tallest rendition a viewer capped at `capHeight` plays: the lowest one when every rung is taller. */
export function effectiveCap(heights: readonly number[], capHeight: number): number | undefined {
  if (heights.length === 0) return undefined;
  const allowed = heights.filter((h) => h <= capHeight);
  return allowed.length > 0 ? Math.max(...allowed) : Math.min(...heights);
}

/** The Representation id whose file this is (undefined for manifests, storyboards, text tracks). */
export function representationOfFile(file: string): string | undefined {
  const match = /^(?:init-([A-Za-z0-9_]+)\.m4s|chunk-([A-Za-z0-9_]+)-\d+\.m4s|media_([A-Za-z0-9_]+)\.m3u8)$/.exec(file);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The height of each video Representation of an MPD, by id. */
export function videoRepresentationHeights(mpd: string): Map<string, number> {
  const heights = new Map<string, number>();
  for (const match of mpd.matchAll(/<Representation\b[^>]*>/g)) {
    const id = tagAttribute(match[0], 'id');
    const height = Number(tagAttribute(match[0], 'height'));
    if (id !== undefined && Number.isFinite(height) && height > 0) heights.set(id, height);
  }
  return heights;
}

/** The MPD without the video Representations taller than `capHeight`; the sets' maxima follow. */
export function capDash(mpd: string, capHeight: number): string {
  return dashWithout(mpd, (representation) => {
    const height = Number(tagAttribute(representation, 'height'));
    return Number.isFinite(height) && height > capHeight;
  });
}

/** The HLS master playlist without the variants (and I-frame playlists) taller than `capHeight`. */
export function capHlsMaster(master: string, capHeight: number): string {
  const lines = master.split('\n');
  const kept: string[] = [];
  const tooTall = (line: string) => {
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1]);
    return Number.isFinite(height) && height > capHeight;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:') && tooTall(line)) {
      // The variant's URI is the next line that is not a tag or blank.
      let j = i + 1;
      while (j < lines.length && (lines[j]!.trim() === '' || lines[j]!.startsWith('#'))) j++;
      i = j;
      continue;
    }
    if (line.startsWith('#EXT-X-I-FRAME-STREAM-INF:') && tooTall(line)) continue;
    kept.push(line);
  }
  return kept.join('\n');
}
