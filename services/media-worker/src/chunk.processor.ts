import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UnrecoverableError, type Job } from 'bullmq';
import type { ChunkJob } from '@streamhub/contracts';
import { chunkEncodeArgs, chunkFile, chunkPrefix } from './chunks';
import { ToolError, ffmpeg } from './ffmpeg';
import type { SourceProbe } from './ladder';
import { readableReason, type TranscodeDeps } from './transcode.processor';
import { jobDirName } from './work-dirs';

const SOURCE_URL_SECONDS = 12 * 60 * 60;

/**
 * One chunk × rung of a chunked encode (`chunks.ts`): read from storage by a signed URL (only the
 * chunk's bytes are fetched), encoded, stored under the encode's prefix. A failed chunk is retried
 * alone (BullMQ); the last failure fails its parent join job and the title (reported here, since the
 * join never runs).
 */
export async function processChunk(job: Job<ChunkJob>, deps: TranscodeDeps): Promise<{ key: string }> {
  const { videoId, sourceKey, encodeId, rung, chunk, ladder, source } = job.data;
  const dir = join(deps.workDir, jobDirName(`chunk-${videoId}`));
  const log = deps.logger.child({ videoId, jobId: job.id, attempt: job.attemptsMade + 1, rung, chunk: chunk.index });
  try {
    if (job.data.testFailOnce && deps.testHooks && job.attemptsMade === 0) {
      throw new ToolError(`test hook: chunk ${chunk.index} of rung ${rung} fails its first attempt`);
    }
    await mkdir(dir, { recursive: true });
    const input = await deps.storage.readUrl(sourceKey, SOURCE_URL_SECONDS);
    const output = join(dir, chunkFile(rung, chunk.index));
    const probe: SourceProbe = { ...source, durationSeconds: 0, hasAudio: false };
    await ffmpeg(chunkEncodeArgs(input, output, probe, ladder, rung, chunk, { ...deps.encode, codecs: ['h264'] }));
    const key = `${chunkPrefix(videoId, encodeId)}/${chunkFile(rung, chunk.index)}`;
    await deps.storage.upload(key, output);
    const done = await deps.chunkDone(videoId, encodeId);
    const percent = Math.min(89, Math.floor((done / Math.max(1, job.data.total)) * 90));
    await deps.events.progress(videoId, percent).catch((err: unknown) => log.warn({ err }, 'progress not sent'));
    log.info({ key }, 'chunk encoded');
    return { key };
  } catch (err) {
    if (deps.stopping()) throw err;
    const reason = readableReason(err, dir);
    const willRetry = !(err instanceof UnrecoverableError) && job.attemptsMade + 1 < (job.opts.attempts ?? 1);
    log.warn({ reason, willRetry }, 'chunk failed');
    if (!willRetry) {
      // Its parent (the join) fails with it and never runs: the title's failure is reported here.
      await deps.events
        .failed({ videoId, reason: `Chunk ${chunk.index + 1} of the encode failed: ${reason}`, willRetry: false })
        .catch((e: unknown) => log.error({ err: e }, 'failure not sent'));
    }
    throw err instanceof ToolError ? new ToolError(reason) : err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
