import { access, mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { UnrecoverableError, type Job } from 'bullmq';
import type { KeyRing } from '@streamhub/nest-kit';
import {
  av1JobId,
  mediaKeys,
  type Av1Job,
  type ChunkJob,
  type GeneratedSource,
  type Rendition,
  type TranscodeCompletedEvent,
  type TranscodeJob,
  type VideoCodec,
} from '@streamhub/contracts';
import {
  ladderArgs,
  ladderRepresentations,
  secondsWritten,
  stillArgs,
  type EncodeSettings,
  type StillOutput,
} from './ffmpeg-args';
import { protectPackaged } from './encrypt';
import { ToolError, ffmpeg, probe } from './ffmpeg';
import { fingerprintAudio } from './fingerprint';
import {
  GENERATED_INPUTS,
  assertGeneratedSource,
  generatedSourceArgs,
  generatedTextFiles,
  generatedThumbSeconds,
} from './generated-source';
import { storeGeneratedText } from './generated-text';
import { buildLadder } from './ladder';
import { dropRepresentations, measuredGain, perTitleLadder, representationBytes } from './per-title';
import { finishStoryboard, makeStoryboard, planStoryboard, storyboardFilter, storyboardOutput } from './storyboard';
import { transcodeTrailer } from './trailer';
import type { TranscodeEvents } from './events';
import type { MediaStorage } from './storage';
import { jobDirName } from './work-dirs';
import { av1Rungs } from './av1-merge';
import { joinChunks } from './chunk-join';
import { planChunks } from './chunks';
import { testHooksOf } from './test-hooks';

export interface TranscodeDeps {
  storage: MediaStorage;
  events: TranscodeEvents;
  encode: EncodeSettings;
  /** Codec families of the ladder: of uploads, and of demo titles (generated sources). */
  codecs: { uploads: readonly VideoCodec[]; demo: readonly VideoCodec[] };
  workDir: string;
  logger: Logger;
  /** True once the process is stopping: an interrupted job is left to be picked up again, not failed. */
  stopping: () => boolean;
  /** Font of the titles drawn on generated sources; null when none is installed. */
  fontFile: string | null;
  /** Content protection (docs/drm.md): the KEK's ring (null: not configured) and Shaka Packager. */
  drm: { ring: KeyRing | null; packagerPath: string };
  /** Queues a published title's AV1 follow-up (`av1.processor.ts`) under `jobId`. */
  enqueueAv1: (job: Av1Job, jobId: string) => Promise<void>;
  /** Sources longer than this are encoded in chunks of about this length (ENCODE_CHUNK_SECONDS). */
  chunkSeconds: number;
  /** Queues a chunked encode: its chunk × rung jobs, and the join job that runs once they are all done. */
  addChunkedEncode: (join: TranscodeJob, jobId: string, chunks: ChunkJob[]) => Promise<void>;
  /** Counts a chunk of an encode as done; how many are. */
  chunkDone: (videoId: string, encodeId: string) => Promise<number>;
  /** Test-only hooks (`test-hooks.ts`, MEDIA_TEST_HOOKS=1); null in production. */
  testHooks: { released: (videoId: string) => Promise<boolean> } | null;
}

/** Poster and thumbnail heights (no taller than the source). */
const POSTER_HEIGHT = 720;
const THUMB_HEIGHT = 360;

/** How long the signed URL an encode reads its source by is valid (longer than any encode). */
const SOURCE_URL_SECONDS = 12 * 60 * 60;

/** Progress is reported when it moved this many percent (plus 100 at the end). */
const PROGRESS_STEP = 5;
const SEGMENT_WATCH_MS = 1_000;

/**
 * One video: probe, encode the ladder in one pass (which also writes the stills and the storyboard's
 * sprite sheets), upload, report. Idempotent: a retried job overwrites what an earlier attempt
 * uploaded. On failure the failed state is reported first, then the error is rethrown so the queue
 * retries (with backoff).
 */
export async function processTranscode(
  job: Job<TranscodeJob>,
  deps: TranscodeDeps,
): Promise<TranscodeCompletedEvent | { chunked: number }> {
  const { videoId, sourceKey } = job.data;
  const dir = join(deps.workDir, jobDirName(videoId));
  const out = join(dir, 'stream');
  const log = deps.logger.child({ videoId, jobId: job.id, attempt: job.attemptsMade + 1 });
  const seconds: Record<string, number> = {};
  let lap = Date.now();
  const timed = (stage: string): void => {
    const now = Date.now();
    seconds[stage] = (now - lap) / 1000;
    lap = now;
  };
  try {
    await mkdir(out, { recursive: true });
    let source = join(dir, 'source');
    if (job.data.generated) {
      // Demo content: render the source, keep it where an upload would be, then as any upload.
      source = await renderSource(job.data.generated, dir, deps);
      await deps.storage.upload(sourceKey, source);
      await storeGeneratedText(videoId, job.data.generatedText ?? [], dir, deps.storage);
      timed('render');
    } else if (job.attemptsMade === 0) {
      // Read from storage while encoding: no copy to wait for, no scratch space for the source.
      source = await deps.storage.readUrl(sourceKey, SOURCE_URL_SECONDS);
      timed('sign');
    } else {
      // A retry copies the source first: a failed attempt may have been a read that broke.
      await deps.storage.download(sourceKey, source);
      timed('download');
    }
    const info = await probe(source);
    const ladder = buildLadder(info);
    const hooks = testHooksOf(info.comment, deps.testHooks !== null);
    const codecs = hooks.codecs ?? (job.data.generated ? deps.codecs.demo : deps.codecs.uploads);
    // Publish first, improve later: an upload is published with its H.264 ladder and its AV1 rungs
    // come by a follow-up job. Demo titles (background work nobody waits for) keep the one pass.
    const av1Later = !job.data.generated && codecs.includes('h264') && codecs.includes('av1');
    const encode: EncodeSettings = { ...deps.encode, codecs: av1Later ? ['h264'] : codecs };
    log.info(
      { probe: info, ladder: ladder.map((r) => r.height), codecs: encode.codecs, av1Later },
      'transcode started',
    );

    let reported = -PROGRESS_STEP;
    const report = async (percent: number): Promise<void> => {
      if (percent < reported + PROGRESS_STEP && percent < 100) return;
      reported = percent;
      await job.updateProgress(percent);
      await deps.events.progress(videoId, percent).catch((err: unknown) => log.warn({ err }, 'progress not sent'));
    };
    // A join starts where its chunks left the progress (they report up to 90 %).
    await report(job.data.chunked ? 90 : 0);
    timed('probe');

    // A long source's H.264 ladder is encoded in chunks by any worker (`chunks.ts`): queued here,
    // then joined and packaged by the join job, which goes on below as this job does.
    const chunked = job.data.chunked ?? null;
    const spans =
      chunked || job.data.generated || encode.codecs.join() !== 'h264'
        ? []
        : planChunks(info.durationSeconds, hooks.chunkSeconds ?? deps.chunkSeconds, encode.segmentSeconds);
    if (spans.length > 1) {
      const encodeId = String(job.timestamp);
      const total = spans.length * ladder.length;
      const chunks: ChunkJob[] = spans.flatMap((chunk) =>
        ladder.map((_, rung) => ({
          videoId,
          sourceKey,
          encodeId,
          ladder,
          rung,
          chunk,
          total,
          source: { width: info.width, height: info.height, fps: info.fps },
          ...(hooks.failChunk === chunk.index && rung === 0 ? { testFailOnce: true } : {}),
        })),
      );
      await deps.addChunkedEncode(
        { ...job.data, chunked: { encodeId, chunks: spans.length, rungs: ladder.length } },
        `join-${videoId}-${encodeId}`,
        chunks,
      );
      log.info({ chunks: spans.length, rungs: ladder.length, seconds: spans[1]!.start }, 'transcode queued in chunks');
      return { chunked: spans.length };
    }

    const at = info.durationSeconds > 0 ? Math.min(info.durationSeconds * 0.1, 10) : 0;
    const poster = job.data.extractPoster ? `${videoId}-poster.jpg` : null;
    const thumb = job.data.extractThumb ? `${videoId}-thumb.jpg` : null;
    const stills: (StillOutput & { name: string })[] = [];
    if (poster) {
      stills.push({
        name: poster,
        path: join(dir, poster),
        atSeconds: at,
        height: Math.min(POSTER_HEIGHT, info.height),
        portrait: true,
      });
    }
    if (thumb) {
      // A generated video's title is on its opening card only: its thumbnail shows the picture after it.
      const generated = job.data.generated;
      const thumbAt = generated
        ? Math.min(generatedThumbSeconds(generated.seconds), Math.max(0, info.durationSeconds - 0.5))
        : at;
      stills.push({
        name: thumb,
        path: join(dir, thumb),
        atSeconds: thumbAt,
        height: Math.min(THUMB_HEIGHT, info.height),
      });
    }
    // Seek-bar thumbnails sit beside the segments; a video is published without them if they fail.
    const plan = planStoryboard(info);

    // Encoding is the bulk of the work: 0–90 %; the rest is uploading. Progress comes from
    // ffmpeg's `-progress` and, since that stays silent while the storyboard waits for frames,
    // from the segments written so far (looked at every second).
    const encoded = (seconds: number) => {
      if (info.durationSeconds > 0) void report(Math.min(90, Math.floor((seconds / info.durationSeconds) * 90)));
    };
    const segmentWatch = setInterval(() => {
      void readdir(out).then(
        (names) => encoded(secondsWritten(names, encode.segmentSeconds)),
        () => undefined,
      );
    }, SEGMENT_WATCH_MS);
    let chunksPrefix: string | null = null;
    try {
      if (chunked) {
        chunksPrefix = await joinChunks(chunked, videoId, source, info, ladder, dir, out, encode, deps, log);
      } else {
        await ffmpeg(
          ladderArgs(source, out, info, ladder, encode, {
            stills,
            storyboard: plan ? { filter: storyboardFilter(plan), output: storyboardOutput(out, plan) } : undefined,
          }),
          { onProgress: encoded },
        );
      }
    } finally {
      clearInterval(segmentWatch);
    }
    timed('encode');
    const renditions = await perTitle(source, out, dir, ladderRepresentations(ladder, encode.codecs), encode, log);
    timed('perTitle');
    if (job.data.protection) {
      // A protected title: its renditions encrypted in place before anything is uploaded.
      await protectPackaged(job.data.protection, videoId, out, dir, deps, log);
      timed('encrypt');
    }
    // A still the pass did not write (no frame at or after its time) is taken by a seek of its own.
    for (const still of stills) {
      if (!(await exists(still.path)))
        await ffmpeg(stillArgs(source, still.path, still.atSeconds, still.height, still.portrait));
    }
    // A chunked encode's packaging writes no sprite sheets: they are made by a pass of their own.
    const ownStoryboard = () =>
      makeStoryboard(source, out, info, { threads: deps.encode.threads, logger: log, stopping: deps.stopping });
    const storyboard = !plan
      ? null
      : chunked
        ? await ownStoryboard()
        : await finishStoryboard(out, plan, log).catch((err: unknown) => {
            log.warn({ err }, 'the ladder pass wrote no storyboard; making it on its own');
            return ownStoryboard();
          });
    timed('stills');
    const audioFingerprint = info.hasAudio
      ? await fingerprintAudio(
          source,
          info.durationSeconds,
          { forward: join(dir, 'audio.fp'), reversed: join(dir, 'audio-reversed.fp') },
          log,
        )
      : null;
    timed('fingerprint');
    await report(95);

    const [files] = await Promise.all([
      deps.storage.replaceDirectory(mediaKeys.streamDir(videoId), out),
      ...stills.map((still) => deps.storage.upload(mediaKeys.image(still.name), still.path)),
    ]);
    timed('upload');
    const trailer = await trailerOf(job.data, dir, deps, log);
    if (job.data.trailerSourceKey) timed('trailer');
    const result: TranscodeCompletedEvent = {
      videoId,
      renditions,
      durationSeconds: info.durationSeconds,
      poster,
      thumb,
      storyboard,
      audioFingerprint,
      ...trailer,
    };
    await deps.events.completed(result);
    // The chunks' intermediate files go once the title is stored (a failed removal is only logged).
    if (chunksPrefix) {
      await deps.storage
        .removePrefix(chunksPrefix)
        .catch((err: unknown) => log.warn({ err, chunksPrefix }, 'chunk files not removed'));
    }
    if (av1Later && av1Rungs(renditions).length > 0) {
      await deps.enqueueAv1(
        { videoId, sourceKey, renditions, ...(job.data.protection ? { protection: job.data.protection } : {}) },
        av1JobId(videoId, job.timestamp),
      );
    }
    await report(100);
    log.info(
      { encodeSeconds: seconds.encode, realtimeFactor: info.durationSeconds / seconds.encode!, seconds, files },
      'transcode completed',
    );
    return result;
  } catch (err) {
    if (deps.stopping()) throw err; // the lock lapses and the job is handed out again after restart
    const reason = readableReason(err, dir);
    // A file ffmpeg cannot read will not read better on a second try.
    const final = err instanceof UnrecoverableError || (err instanceof ToolError && /no video stream/.test(reason));
    const willRetry = !final && job.attemptsMade + 1 < (job.opts.attempts ?? 1);
    log.warn({ reason, willRetry }, 'transcode failed');
    await deps.events
      .failed({ videoId, reason, willRetry })
      .catch((e: unknown) => log.error({ err: e }, 'failure not sent'));
    if (final && !(err instanceof UnrecoverableError)) throw new UnrecoverableError(reason);
    // The queue keeps the reason of each failed attempt for days: the readable one, not a signed URL.
    if (err instanceof ToolError) throw new ToolError(reason);
    throw err;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The per-title ladder over the pass's representations (`per-title.ts`): a rung that costs at most
 * 5 % more than the one below it and looks no better is removed from `out` (files and manifests).
 * Returns the renditions kept. A measurement that fails keeps the rung (logged).
 */
async function perTitle(
  source: string,
  out: string,
  dir: string,
  reps: readonly Rendition[],
  encode: EncodeSettings,
  log: Logger,
): Promise<Rendition[]> {
  // The first audio representation follows the video ones; every variant plays it (none without sound).
  const audioId = String(reps.length);
  const bytes = await representationBytes(out, [...reps.map((_, k) => String(k)), audioId]);
  const audioBytes = bytes.get(audioId) ?? 0;
  const measured = measuredGain(source, out, dir, encode.segmentSeconds);
  const compared: { codec?: string; height: number; below: number; bytesRise: number; ssimGain: number }[] = [];
  const decision = await perTitleLadder(
    reps.map((r, k) => ({ ...r, id: String(k), bytes: (bytes.get(String(k)) ?? 0) + audioBytes })),
    async (upper, lower) => {
      const ssimGain = await measured(upper, lower).catch((err: unknown) => {
        log.warn({ err, rung: upper.height, codec: upper.codec }, 'per-title comparison failed; the rung is kept');
        return Number.POSITIVE_INFINITY;
      });
      compared.push({
        codec: upper.codec,
        height: upper.height,
        below: lower.height,
        bytesRise: Number((upper.bytes / lower.bytes - 1).toFixed(4)),
        ssimGain: Number(ssimGain.toFixed(5)),
      });
      return ssimGain;
    },
  );
  await dropRepresentations(out, new Set(decision.dropped.map((d) => d.rung.id)));
  if (compared.length > 0) {
    const dropped = decision.dropped.map((d) => `${d.rung.codec ?? 'h264'} ${d.rung.height}`);
    log.info({ compared, dropped }, 'per-title ladder: rungs compared');
  }
  return decision.kept.map(({ width, height, bitrate, codec }) => ({ width, height, bitrate, codec }));
}

/** The trailer's part of the result (none without a trailer): one that cannot be transcoded is recorded, the video is ready anyway. */
async function trailerOf(
  { videoId, trailerSourceKey: trailerKey, generatedTrailer }: TranscodeJob,
  dir: string,
  deps: TranscodeDeps,
  log: Logger,
): Promise<Pick<TranscodeCompletedEvent, 'trailer' | 'trailerFailure'>> {
  try {
    if (!trailerKey) return {};
    if (generatedTrailer) {
      // Demo content: rendered beside the video's own source, then stored where an upload would be.
      const renderDir = join(dir, 'trailer-render');
      await mkdir(renderDir, { recursive: true });
      await deps.storage.upload(trailerKey, await renderSource(generatedTrailer, renderDir, deps));
    }
    return {
      trailer: await transcodeTrailer(videoId, trailerKey, dir, { ...deps, logger: log }),
      trailerFailure: null,
    };
  } catch (err) {
    if (deps.stopping()) throw err;
    const reason = readableReason(err, dir);
    log.warn({ reason }, 'trailer not transcoded; the video is ready without it');
    return { trailer: null, trailerFailure: reason };
  }
}

/** Renders a generated source into `dir`; returns its path. */
async function renderSource(spec: GeneratedSource, dir: string, deps: TranscodeDeps): Promise<string> {
  let checked: GeneratedSource;
  try {
    checked = assertGeneratedSource(spec);
  } catch (err) {
    throw new UnrecoverableError(err instanceof Error ? err.message : String(err));
  }
  if (!deps.fontFile) {
    throw new UnrecoverableError(
      'No font for the titles of generated videos: install fonts-dejavu-core or set MEDIA_FONT_FILE',
    );
  }
  await symlink(deps.fontFile, join(dir, GENERATED_INPUTS.font));
  for (const [name, text] of Object.entries(generatedTextFiles(checked))) await writeFile(join(dir, name), text);
  const output = 'source.mp4';
  await ffmpeg(generatedSourceArgs(checked, output), { cwd: dir });
  return join(dir, output);
}

/**
 * An error as admins read it: the job's scratch paths and the source's storage URL in ffmpeg's
 * messages are named for what they hold (`the upload`, `the trailer`), not where they are.
 */
export function readableReason(err: unknown, jobDir: string): string {
  // A source read from storage is named by a signed URL: never shown (it grants access until it expires).
  let message = (err instanceof Error ? err.message : String(err)).replace(
    /https?:\/\/\S+?(?=:?(\s|$))/gi,
    'the upload',
  );
  for (const [file, name] of SCRATCH_NAMES) message = message.replaceAll(join(jobDir, file), name);
  return message.replaceAll(`${jobDir}/`, '').replaceAll(jobDir, 'the job');
}

/** The scratch files of a job, longest first, and what they are to an admin. */
const SCRATCH_NAMES: readonly (readonly [string, string])[] = [
  ['trailer-render/source.mp4', 'the trailer'],
  ['trailer-source', 'the trailer'],
  ['source.mp4', 'the upload'],
  ['source', 'the upload'],
];

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
