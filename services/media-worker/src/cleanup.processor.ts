import type { Logger } from 'pino';
import { UnrecoverableError, type Job } from 'bullmq';
import { AUDIO_BASE_PATTERN, mediaKeys, type CleanupJob } from '@streamhub/contracts';
import type { MediaStorage } from './storage';

export interface CleanupDeps {
  storage: MediaStorage;
  logger: Logger;
}

/** Keys a cleanup may remove: uploads and images (flat names), nothing that climbs out of them. */
const REMOVABLE_KEY = /^(uploads\/[A-Za-z0-9_-]{1,80}\/[a-z]{1,20}|images\/[A-Za-z0-9_-]{1,80}\.(jpg|png|webp))$/;

/** Job data comes from Redis: only the video's own directory and its uploads and images are removed. */
export function checkCleanup(data: CleanupJob): CleanupJob {
  const { videoId, keys, prefixes } = data ?? ({} as CleanupJob);
  if (typeof videoId !== 'string' || !/^[0-9a-f]{24}$/.test(videoId)) throw new Error('Invalid cleanup: video id');
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string' && REMOVABLE_KEY.test(k)))
    throw new Error('Invalid cleanup: keys');
  // The video's directory, or one uploaded audio language's (replaced or deleted).
  const own = (p: unknown): boolean =>
    p === mediaKeys.videoDir(videoId) ||
    (typeof p === 'string' &&
      p.startsWith(mediaKeys.audioDir(videoId, '')) &&
      AUDIO_BASE_PATTERN.test(p.slice(mediaKeys.audioDir(videoId, '').length)));
  if (!Array.isArray(prefixes) || !prefixes.every(own)) throw new Error('Invalid cleanup: prefixes');
  return { videoId, keys, prefixes };
}

/** Removes a deleted video's objects (or a replaced or deleted audio language's). Idempotent: objects already gone are no error. */
export async function processCleanup(job: Job<CleanupJob>, deps: CleanupDeps): Promise<{ removed: number }> {
  let checked: CleanupJob;
  try {
    checked = checkCleanup(job.data);
  } catch (err) {
    throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
  }
  let removed = 0;
  for (const prefix of checked.prefixes) removed += await deps.storage.removePrefix(prefix);
  removed += await deps.storage.removeKeys(checked.keys);
  deps.logger.info({ videoId: checked.videoId, jobId: job.id, removed }, 'media of a deleted video removed');
  return { removed };
}
