import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TEXT_FILE_PATTERN, mediaKeys, type GeneratedTextFile } from '@streamhub/contracts';
import type { MediaStorage } from './storage';

/**
 * Stores a demo video's WebVTT text tracks beside its media (where uploaded subtitles go); catalog
 * has recorded them already. A retried job writes the same names again.
 */
export async function storeGeneratedText(
  videoId: string,
  files: readonly GeneratedTextFile[],
  dir: string,
  storage: Pick<MediaStorage, 'upload'>,
): Promise<void> {
  for (const { file, vtt } of files) {
    if (!TEXT_FILE_PATTERN.test(file) || !file.endsWith('.vtt')) throw new Error(`Not a text track name: ${file}`);
    const path = join(dir, file);
    await writeFile(path, vtt);
    await storage.upload(mediaKeys.textFile(videoId, file), path);
  }
}
