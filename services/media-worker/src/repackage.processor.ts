import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  AUDIO_BASE_PATTERN,
  mediaKeys,
  type RepackageCompletedEvent,
  type RepackageJob,
  type WrappedContentKey,
} from '@streamhub/contracts';
import {
  LADDER_LAYOUT,
  audioLayout,
  protectPackaged,
  requireKeyRing,
  unwrapKeys,
  type PackagedLayout,
} from './encrypt';
import { readableReason, type TranscodeDeps } from './transcode.processor';
import { jobDirName } from './work-dirs';

/** Job data comes from Redis: a video id, keys of the four track types (wrapped), audio base names. */
export function checkRepackageJob(data: RepackageJob): RepackageJob {
  const { videoId, protection, audioFiles } = data ?? ({} as RepackageJob);
  if (typeof videoId !== 'string' || !/^[0-9a-f]{24}$/.test(videoId)) throw new Error('Invalid re-package: video id');
  const keys: WrappedContentKey[] = Array.isArray(protection?.keys) ? protection.keys : [];
  if (keys.length === 0) throw new Error('Invalid re-package: no keys');
  const files = Array.isArray(audioFiles) ? audioFiles : [];
  if (!files.every((f) => typeof f === 'string' && AUDIO_BASE_PATTERN.test(f)))
    throw new Error('Invalid re-package: audio file');
  return { videoId, protection: { keys }, audioFiles: files };
}

/**
 * A clear title protected without a re-encode (docs/drm.md "Protecting an existing title"): its
 * stored stream directory (and each uploaded audio language's) is downloaded, encrypted in place by
 * the same packaging step as a new protected upload, and written back over the same names (stale
 * segment names removed; storyboard and other files untouched). A directory already encrypted is
 * left as it is, so a retried or repeated job does no harm; catalog marks the title protected on the
 * completed event.
 */
export async function processRepackage(job: Job<RepackageJob>, deps: TranscodeDeps): Promise<RepackageCompletedEvent> {
  let data: RepackageJob;
  try {
    data = checkRepackageJob(job.data);
  } catch (err) {
    throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
  }
  const { videoId } = data;
  const dir = join(deps.workDir, jobDirName(`repackage-${videoId}`));
  const log = deps.logger.child({ videoId, jobId: job.id, attempt: job.attemptsMade + 1 });
  try {
    // Checked before anything is downloaded: without the ring no directory can be encrypted.
    unwrapKeys(videoId, data.protection, requireKeyRing(deps));
    // Each directory gets the keys of the track types it has (an audio language: AUDIO only).
    const targets: { prefix: string; layout: PackagedLayout }[] = [
      { prefix: mediaKeys.streamDir(videoId), layout: LADDER_LAYOUT },
      ...data.audioFiles.map((file) => ({ prefix: mediaKeys.audioDir(videoId, file), layout: audioLayout(file) })),
    ];
    let seconds = 0;
    let files = 0;
    for (const [index, target] of targets.entries()) {
      const out = join(dir, `out-${index}`);
      await mkdir(out, { recursive: true });
      const names = await deps.storage.listDirectory(target.prefix);
      if (!names.includes(target.layout.mpd)) {
        if (index === 0) throw new UnrecoverableError('The title has no stored stream to re-package');
        continue; // an audio language removed meanwhile
      }
      await deps.storage.downloadDirectory(target.prefix, names, out);
      const started = Date.now();
      const encrypted = await protectPackaged(data.protection, videoId, out, dir, deps, log, target.layout, {
        skipEncrypted: true,
      });
      if (encrypted === null) {
        log.info({ prefix: target.prefix }, 'already encrypted: left as it is');
        continue;
      }
      files += await deps.storage.updateDirectory(target.prefix, out, names);
      seconds += (Date.now() - started) / 1000;
      void job.updateProgress(Math.round(((index + 1) / targets.length) * 100)).catch(() => undefined);
    }
    const result: RepackageCompletedEvent = { videoId, seconds: Math.round(seconds * 100) / 100, files };
    await deps.events.repackageCompleted(result);
    log.info(result, 're-packaged protected');
    return result;
  } catch (err) {
    if (deps.stopping()) throw err;
    const reason = readableReason(err, dir);
    const final = err instanceof UnrecoverableError;
    const willRetry = !final && job.attemptsMade + 1 < (job.opts.attempts ?? 1);
    log.warn({ reason, willRetry }, 're-package failed');
    await deps.events
      .repackageFailed({ videoId, reason, willRetry })
      .catch((e: unknown) => log.error({ err: e }, 'failure not sent'));
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
