import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { mediaKeys, type Rendition, type TranscodedTrailer } from '@streamhub/contracts';
import { ladderArgs, type EncodeSettings } from './ffmpeg-args';
import { ffmpeg, probe } from './ffmpeg';
import { buildLadder } from './ladder';
import type { MediaStorage } from './storage';

/**
 * Tallest trailer rung. The trailer plays muted in a box of at most 480 CSS pixels on the watch
 * page, so 480p and 360p (the main ladder's lower rungs) cover it while costing less than one 720p
 * rung to encode; two rungs still let the player adapt on a slow connection.
 */
export const TRAILER_MAX_HEIGHT = 480;

/** The main ladder cut at TRAILER_MAX_HEIGHT (never taller than the source; a tiny source keeps its size). */
export function buildTrailerLadder(probed: { width: number; height: number }): Rendition[] {
  const ladder = buildLadder(probed);
  const fitting = ladder.filter((r) => r.height <= TRAILER_MAX_HEIGHT);
  return fitting.length > 0 ? fitting : ladder.slice(-1);
}

export interface TrailerDeps {
  storage: MediaStorage;
  encode: EncodeSettings;
  logger: Logger;
}

/**
 * Downloads the uploaded trailer into `dir`, encodes its ladder (CMAF, DASH + HLS, as the video)
 * and stores it under the video's trailer prefix, replacing what an earlier attempt stored.
 */
export async function transcodeTrailer(
  videoId: string,
  trailerKey: string,
  dir: string,
  deps: TrailerDeps,
): Promise<TranscodedTrailer> {
  const out = join(dir, 'trailer-stream');
  await mkdir(out, { recursive: true });
  const source = join(dir, 'trailer-source');
  await deps.storage.download(trailerKey, source);
  const info = await probe(source);
  const ladder = buildTrailerLadder(info);
  const started = Date.now();
  // H.264 only: a trailer is short, promotional and plays in a small box; AV1 would double its encode for few bytes.
  await ffmpeg(ladderArgs(source, out, info, ladder, { ...deps.encode, codecs: ['h264'] }));
  const encodeSeconds = (Date.now() - started) / 1000;
  const files = await deps.storage.replaceDirectory(mediaKeys.trailerDir(videoId), out);
  deps.logger.info(
    { ladder: ladder.map((r) => r.height), encodeSeconds, durationSeconds: info.durationSeconds, files },
    'trailer transcoded',
  );
  return { renditions: ladder, durationSeconds: info.durationSeconds };
}
