import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { ChunkedEncode, Rendition } from '@streamhub/contracts';
import {
  chunkFile,
  chunkPrefix,
  concatArgs,
  concatList,
  packageJoinedArgs,
  packetTimesArgs,
  timelineGaps,
} from './chunks';
import { ToolError, ffmpeg, ffprobeText } from './ffmpeg';
import type { EncodeSettings } from './ffmpeg-args';
import type { SourceProbe } from './ladder';
import type { TranscodeDeps } from './transcode.processor';

/**
 * A join job's encode step: each rung's chunks downloaded and joined without re-encoding (concat
 * demuxer), checked for timestamp gaps, then packaged with the source's audio into `out` as the
 * one pass packages (the same names and ids). Returns the intermediate files' prefix (removed once
 * the title is stored).
 */
export async function joinChunks(
  chunked: ChunkedEncode,
  videoId: string,
  source: string,
  info: SourceProbe,
  ladder: readonly Rendition[],
  dir: string,
  out: string,
  encode: EncodeSettings,
  deps: TranscodeDeps,
  log: Logger,
): Promise<string> {
  const prefix = chunkPrefix(videoId, chunked.encodeId);
  const parts = join(dir, 'chunks');
  await mkdir(parts, { recursive: true });
  const names = ladder.flatMap((_, rung) =>
    Array.from({ length: chunked.chunks }, (_, index) => chunkFile(rung, index)),
  );
  await deps.storage.downloadDirectory(prefix, names, parts);
  const rungFiles: string[] = [];
  for (let rung = 0; rung < ladder.length; rung++) {
    const list = join(parts, `rung-${rung}.txt`);
    await writeFile(
      list,
      concatList(Array.from({ length: chunked.chunks }, (_, index) => join(parts, chunkFile(rung, index)))),
    );
    const joined = join(parts, `rung-${rung}.mp4`);
    await ffmpeg(concatArgs(list, joined));
    const gaps = timelineGaps(await ffprobeText(packetTimesArgs(joined)));
    if (gaps.length > 0)
      throw new ToolError(
        `The joined ${ladder[rung]!.height}p rung has timestamp gaps at ${gaps.map((g) => g.at).join(', ')} s`,
      );
    rungFiles.push(joined);
  }
  await ffmpeg(packageJoinedArgs(rungFiles, source, out, info, { ...encode, codecs: ['h264'] }));
  log.info({ chunks: chunked.chunks, rungs: ladder.length }, 'chunks joined and packaged');
  return prefix;
}
