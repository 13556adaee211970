import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeGeneratedText } from './generated-text';

describe('storeGeneratedText', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("stores each WebVTT under the video's text directory", async () => {
    dir = await mkdtemp(join(tmpdir(), 'text-'));
    const stored: [string, string][] = [];
    const storage = {
      upload: async (key: string, path: string) => void stored.push([key, await readFile(path, 'utf8')]),
    };
    await storeGeneratedText('v1', [{ file: 'text-hi-subtitles-0123456789ab.vtt', vtt: 'WEBVTT\n' }], dir, storage);
    expect(stored).toEqual([['videos/v1/text/text-hi-subtitles-0123456789ab.vtt', 'WEBVTT\n']]);
  });

  it("refuses a name that is not a text track's", async () => {
    dir = await mkdtemp(join(tmpdir(), 'text-'));
    const storage = { upload: async () => undefined };
    await expect(storeGeneratedText('v1', [{ file: '../stream/manifest.mpd', vtt: '' }], dir, storage)).rejects.toThrow(
      /Not a text track name/,
    );
  });
});
