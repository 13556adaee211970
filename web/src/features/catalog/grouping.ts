import type { Video } from '@streamhub/contracts';

/** Home shows at most 14 episode groups (docs/product.md §9). */
export const HOME_GROUP_LIMIT = 14;

const timeOf = (date: string | null | undefined) => {
  const time = date ? Date.parse(date) : NaN;
  return Number.isNaN(time) ? 0 : time;
};

/** Parts in watching order: episodeSeq, then upload time. */
export function sortParts<T extends Pick<Video, 'episodeSeq' | 'createdAt'>>(parts: T[]): T[] {
  return [...parts].sort(
    (a, b) => (a.episodeSeq ?? 0) - (b.episodeSeq ?? 0) || timeOf(a.createdAt) - timeOf(b.createdAt),
  );
}

/** Videos sharing a genre with `video`, itself left out, at most `limit` (More Like This, docs/product.md §9). */
export function moreLikeThis<T extends Pick<Video, '_id' | 'genre'>>(video: T, candidates: T[], limit = 10): T[] {
  const genre = video.genre?.trim().toLowerCase();
  if (!genre) return [];
  return candidates
    .filter((candidate) => candidate._id !== video._id && candidate.genre?.trim().toLowerCase() === genre)
    .slice(0, limit);
}
