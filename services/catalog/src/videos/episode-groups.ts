import { strictestAgeRating, type EpisodeGroup, type Video } from '@streamhub/contracts';

/** Parts in episode order; the upload time breaks ties. */
export function orderParts(parts: Video[]): Video[] {
  return [...parts].sort((a, b) => a.episodeSeq - b.episodeSeq || a.createdAt.localeCompare(b.createdAt));
}

const latest = (values: (string | null)[]): string | null =>
  values.reduce<string | null>((max, v) => (v !== null && (max === null || v > max) ? v : max), null);

function averageRating(parts: Video[]): number | null {
  const rated = parts.map((p) => p.imdbRating).filter((r): r is number => r !== null);
  if (rated.length === 0) return null;
  return Math.round((rated.reduce((sum, r) => sum + r, 0) / rated.length) * 10) / 10;
}

interface Ranked {
  group: EpisodeGroup;
  newestRelease: string | null;
  newestUpload: string;
}

/**
 * One group per episode name, newest first: by the newest release date of its parts, then by
 * the newest upload (a group with no release dates ranks by upload alone). `limit` keeps the first N.
 */
export function groupEpisodes(videos: Video[], limit?: number): EpisodeGroup[] {
  const byName = new Map<string, Video[]>();
  for (const video of videos) {
    const parts = byName.get(video.episodeName);
    if (parts) parts.push(video);
    else byName.set(video.episodeName, [video]);
  }
  const ranked: Ranked[] = [...byName.entries()].map(([episodeName, unordered]) => {
    const parts = orderParts(unordered);
    const newestRelease = latest(parts.map((p) => p.releaseDate));
    const newestUpload = latest(parts.map((p) => p.createdAt)) as string;
    const first = parts[0] as Video;
    const withPoster = parts.find((p) => p.seriesPosterUrl || p.poster);
    const withThumb = parts.find((p) => p.seriesThumbUrl || p.thumb);
    return {
      newestRelease,
      newestUpload,
      group: {
        episodeName,
        count: parts.length,
        latestRelease: newestRelease,
        poster: withPoster ? (withPoster.seriesPosterUrl ?? withPoster.poster) : null,
        thumb: withThumb ? (withThumb.seriesThumbUrl ?? withThumb.thumb) : null,
        rating: averageRating(parts),
        ageRating: strictestAgeRating(parts.map((part) => part.ageRating)),
        genre: first.genre,
        parts,
      },
    };
  });
  ranked.sort((a, b) => {
    const release = compareDesc(a.newestRelease, b.newestRelease);
    if (release !== 0) return release;
    return compareDesc(a.newestUpload, b.newestUpload) || a.group.episodeName.localeCompare(b.group.episodeName);
  });
  const groups = ranked.map((r) => r.group);
  return limit !== undefined && limit > 0 ? groups.slice(0, limit) : groups;
}

/** Descending ISO timestamps; a missing value ranks after every present one. */
function compareDesc(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a > b ? -1 : 1;
}
