import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  AUDIO_BASE_PATTERN,
  AudioTrackMessages,
  audioPlaylistFile,
  mediaKeys,
  type AudioCompletedEvent,
  type AudioJob,
  type MediaProbeResult,
  type ProbeJob,
} from '@streamhub/contracts';
import { AUDIO_MASTER_SCRATCH, audioTrackArgs } from './ffmpeg-args';
import { ToolError, ffmpeg, probeMedia } from './ffmpeg';
import { readableReason, type TranscodeDeps } from './transcode.processor';
import { jobDirName } from './work-dirs';
import { audioLayout, protectPackaged } from './encrypt';

/** How long the signed URL a job reads an upload by is valid. */
const SOURCE_URL_SECONDS = 60 * 60;
/** The playlist ffmpeg's DASH muxer writes for the one audio stream. */
const FFMPEG_AUDIO_PLAYLIST = 'media_0.m3u8';
const PROGRESS_STEP = 10;

/** Job data comes from Redis: a base name of the stored kind and the upload the gateway made for it. */
export function checkAudioJob(data: AudioJob): AudioJob {
  const { videoId, lang, file, sourceKey } = data ?? ({} as AudioJob);
  if (typeof videoId !== 'string' || !/^[0-9a-f]{24}$/.test(videoId)) throw new Error('Invalid audio job: video id');
  if (typeof file !== 'string' || !AUDIO_BASE_PATTERN.test(file)) throw new Error('Invalid audio job: file');
  if (sourceKey !== mediaKeys.upload(file, 'file')) throw new Error('Invalid audio job: source');
  const protection = data.protection ? { keys: Array.isArray(data.protection.keys) ? data.protection.keys : [] } : null;
  if (protection && !protection.keys.some((k) => k.track === 'AUDIO'))
    throw new Error('Invalid audio job: no AUDIO key');
  return { videoId, lang: String(lang), file, sourceKey, ...(protection ? { protection } : {}) };
}

/**
 * An uploaded audio language: its first audio stream encoded as the ladder encodes a source's
 * audio, packaged under the track's own directory (DASH manifest, HLS media playlist, segments),
 * the upload removed, and catalog told. The video's renditions and manifests are not touched.
 */
export async function processAudio(job: Job<AudioJob>, deps: TranscodeDeps): Promise<AudioCompletedEvent> {
  let data: AudioJob;
  try {
    data = checkAudioJob(job.data);
  } catch (err) {
    throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
  }
  const { videoId, file } = data;
  const dir = join(deps.workDir, jobDirName(`${videoId}-${file}`));
  const out = join(dir, 'out');
  const log = deps.logger.child({ videoId, file, jobId: job.id, attempt: job.attemptsMade + 1 });
  try {
    await mkdir(out, { recursive: true });
    const source = await deps.storage.readUrl(data.sourceKey, SOURCE_URL_SECONDS);
    const info = await probeMedia(source);
    if (info.audioStreams === 0) throw new UnrecoverableError(AudioTrackMessages.noAudioStream);
    let reported = -PROGRESS_STEP;
    const report = (percent: number): void => {
      if (percent < reported + PROGRESS_STEP) return;
      reported = percent;
      void job.updateProgress(percent).catch(() => undefined);
      void deps.events.audioProgress(videoId, file, percent).catch((err: unknown) => log.warn({ err }, 'progress'));
    };
    report(0);
    const started = Date.now();
    await ffmpeg(audioTrackArgs(source, out, file, deps.encode), {
      onProgress: (seconds) => {
        if (info.durationSeconds > 0) report(Math.min(90, Math.floor((seconds / info.durationSeconds) * 90)));
      },
    });
    // The playlist is named after the track; ffmpeg's master (one variant of audio only) is not kept.
    await rename(join(out, FFMPEG_AUDIO_PLAYLIST), join(out, audioPlaylistFile(file)));
    await rm(join(out, AUDIO_MASTER_SCRATCH), { force: true });
    if (data.protection) {
      // A protected title's language: encrypted with the title's AUDIO key, as its own audio is (docs/drm.md).
      await protectPackaged(data.protection, videoId, out, dir, deps, log, audioLayout(file));
    }
    const names = await readdir(out);
    await deps.storage.replaceDirectory(mediaKeys.audioDir(videoId, file), out);
    await deps.storage.removeKeys([data.sourceKey]);
    const result: AudioCompletedEvent = { videoId, file, durationSeconds: info.durationSeconds };
    await deps.events.audioCompleted(result);
    log.info({ files: names.length, encodeSeconds: (Date.now() - started) / 1000 }, 'audio language transcoded');
    return result;
  } catch (err) {
    if (deps.stopping()) throw err;
    const reason = readableReason(err, dir);
    const final = err instanceof UnrecoverableError;
    const willRetry = !final && job.attemptsMade + 1 < (job.opts.attempts ?? 1);
    log.warn({ reason, willRetry }, 'audio language failed');
    await deps.events
      .audioFailed({ videoId, file, reason, willRetry })
      .catch((e: unknown) => log.error({ err: e }, 'failure not sent'));
    if (err instanceof ToolError) throw new ToolError(reason);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Probes an upload for the gateway, which waits for the answer (`media-probe` queue): its length
 * and streams. A file ffprobe cannot read fails the job (not retried) with the reason.
 */
export async function processProbe(job: Job<ProbeJob>, deps: TranscodeDeps): Promise<MediaProbeResult> {
  const key = job.data?.key;
  if (typeof key !== 'string' || !/^uploads\/[A-Za-z0-9_-]{1,80}\/file$/.test(key))
    throw new UnrecoverableError('Invalid probe: key');
  try {
    return await probeMedia(await deps.storage.readUrl(key, SOURCE_URL_SECONDS));
  } catch (err) {
    if (err instanceof ToolError) throw new UnrecoverableError(AudioTrackMessages.notMedia);
    throw err;
  }
}
