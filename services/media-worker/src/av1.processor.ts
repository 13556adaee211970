import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { STREAM_MANIFESTS, mediaKeys, type Av1Job } from '@streamhub/contracts';
import {
  audioBandwidth,
  av1Rungs,
  hasAv1,
  mergeHlsMaster,
  mergeMpd,
  nextRepresentationId,
  renumberPackaged,
} from './av1-merge';
import { protectPackaged } from './encrypt';
import { ffmpeg, probe } from './ffmpeg';
import { ladderArgs } from './ffmpeg-args';
import { HOLD_MAX_MS, testHooksOf } from './test-hooks';
import { readableReason, type TranscodeDeps } from './transcode.processor';
import { jobDirName } from './work-dirs';

const SOURCE_URL_SECONDS = 12 * 60 * 60;
const HOLD_POLL_MS = 1_000;

/**
 * Publish first, improve later (docs/media.md): a published title's AV1 rungs, encoded from its
 * source in one pass (the same scaling, GOPs and segment length as the ladder's), packaged under
 * Representation ids after the title's own, encrypted with the title's keys of the same track types
 * when it is protected, uploaded beside its segments, then merged into its stored MPD and HLS master
 * (written last, so a player never sees a rendition whose files are not there). A title already with
 * AV1 (a retry after the merge), deleted or being encoded again (no stored MPD) is left as it is.
 */
export async function processAv1(job: Job<Av1Job>, deps: TranscodeDeps, token?: string): Promise<{ added: number }> {
  const { videoId, sourceKey } = job.data;
  const dir = join(deps.workDir, jobDirName(`av1-${videoId}`));
  const out = join(dir, 'av1');
  const log = deps.logger.child({ videoId, jobId: job.id, attempt: job.attemptsMade + 1 });
  const started = Date.now();
  try {
    const ladder = av1Rungs(job.data.renditions ?? []);
    if (ladder.length === 0) return { added: 0 };
    await mkdir(out, { recursive: true });
    const source =
      job.attemptsMade === 0
        ? await deps.storage.readUrl(sourceKey, SOURCE_URL_SECONDS)
        : await deps.storage.download(sourceKey, join(dir, 'source')).then(() => join(dir, 'source'));
    const info = await probe(source);
    if (testHooksOf(info.comment, deps.testHooks !== null).holdAv1 && (await held(job, deps))) {
      // Test hook: back to the delayed set (no worker slot taken) until the test releases it.
      await job.moveToDelayed(Date.now() + HOLD_POLL_MS, token);
      throw new DelayedError();
    }

    const prefix = mediaKeys.streamDir(videoId);
    const stored = join(dir, 'stored');
    await mkdir(stored);
    const readStored = async (): Promise<{ mpd: string; master: string } | null> => {
      const names = await deps.storage.listDirectory(prefix);
      if (!names.includes(STREAM_MANIFESTS.dash) || !names.includes(STREAM_MANIFESTS.hls)) return null;
      await deps.storage.downloadDirectory(prefix, [STREAM_MANIFESTS.dash, STREAM_MANIFESTS.hls], stored);
      return {
        mpd: await readFile(join(stored, STREAM_MANIFESTS.dash), 'utf8'),
        master: await readFile(join(stored, STREAM_MANIFESTS.hls), 'utf8'),
      };
    };
    const before = await readStored();
    if (!before || hasAv1(before.mpd)) {
      log.info({ stored: !!before }, 'AV1 follow-up: nothing to add');
      return { added: 0 };
    }

    // Video only: the title's audio stays as it is, the AV1 variants use it.
    const encode = { ...deps.encode, codecs: ['av1' as const] };
    await ffmpeg(ladderArgs(source, out, { ...info, hasAudio: false, audioStreams: 0 }, ladder, encode));
    if (job.data.protection) {
      // The title's own keys: a licence for its SD/HD/UHD tracks opens the AV1 rungs of the same heights.
      // Encrypted under ffmpeg's ids (the packager's MPD numbers its streams from 0 the same way), then renumbered.
      await protectPackaged(job.data.protection, videoId, out, dir, deps, log);
    }
    const base = nextRepresentationId(before.mpd);
    await renumberPackaged(out, base);
    const encoded = await readFile(join(out, STREAM_MANIFESTS.dash), 'utf8');
    const encodedMaster = await readFile(join(out, STREAM_MANIFESTS.hls), 'utf8');

    // Segments, init segments and playlists first: nothing names them yet.
    const files = (await readdir(out)).filter((f) => f !== STREAM_MANIFESTS.dash && f !== STREAM_MANIFESTS.hls);
    for (const file of files) await deps.storage.upload(`${prefix}/${file}`, join(out, file));
    // The manifests as they are now (an audio language or another change may have come meanwhile).
    const now = await readStored();
    // Protected or not as the AV1 rungs are (a clear title re-packaged meanwhile is protected now).
    const sameProtection = /<ContentProtection\b/.test(now?.mpd ?? '') === !!job.data.protection;
    if (!now || hasAv1(now.mpd) || nextRepresentationId(now.mpd) !== base || !sameProtection) {
      log.warn('AV1 follow-up: the stored stream changed while encoding; left as it is');
      return { added: 0 };
    }
    const merged = join(dir, 'merged');
    await mkdir(merged);
    await writeFile(join(merged, STREAM_MANIFESTS.dash), mergeMpd(now.mpd, encoded));
    await writeFile(
      join(merged, STREAM_MANIFESTS.hls),
      mergeHlsMaster(now.master, encodedMaster, audioBandwidth(now.mpd)),
    );
    // The MPD after the master: the gateway names the HLS audio from the MPD, which must have it by then.
    await deps.storage.upload(`${prefix}/${STREAM_MANIFESTS.hls}`, join(merged, STREAM_MANIFESTS.hls));
    await deps.storage.upload(`${prefix}/${STREAM_MANIFESTS.dash}`, join(merged, STREAM_MANIFESTS.dash));
    const seconds = (Date.now() - started) / 1000;
    log.info(
      { rungs: ladder.map((r) => r.height), firstRepresentation: base, files: files.length + 2, seconds },
      'AV1 follow-up: renditions added to the manifests',
    );
    return { added: ladder.length };
  } catch (err) {
    if (deps.stopping() || err instanceof DelayedError) throw err;
    const reason = readableReason(err, dir);
    log.warn({ reason, willRetry: job.attemptsMade + 1 < (job.opts.attempts ?? 1) }, 'AV1 follow-up failed');
    throw err instanceof UnrecoverableError ? err : new Error(reason);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Test hook: whether the job is still held (not released by the test, and not held for HOLD_MAX_MS yet). */
async function held(job: Job<Av1Job>, deps: TranscodeDeps): Promise<boolean> {
  if (Date.now() - job.timestamp > HOLD_MAX_MS) return false;
  return !(await deps.testHooks!.released(job.data.videoId));
}
