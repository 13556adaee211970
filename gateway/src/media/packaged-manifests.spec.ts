import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mediaKeys, STREAM_MANIFESTS } from '@streamhub/contracts';
import type { MediaStorage } from './media-storage';
import { PackagedManifests } from './packaged-manifests';

const mpd = (height: number) =>
  `<MPD><Period><AdaptationSet contentType="video"><Representation id="0" mimeType="video/mp4" width="${(height * 16) / 9}" height="${height}"/></AdaptationSet></Period></MPD>`;

/** An in-memory object store with MediaStorage's stat/read, counting the reads. */
function store() {
  const objects = new Map<string, { etag: string; text: string }>();
  const reads: string[] = [];
  const storage = {
    stat: async (key: string) => {
      const o = objects.get(key);
      return o ? { size: o.text.length, etag: o.etag, lastModified: new Date() } : null;
    },
    read: async (key: string) => {
      reads.push(key);
      return Readable.from([Buffer.from(objects.get(key)!.text)]);
    },
  } as unknown as MediaStorage;
  return { objects, reads, storage };
}

describe('PackagedManifests', () => {
  const key = mediaKeys.streamFile('v1', STREAM_MANIFESTS.dash);

  it('reads a manifest once per version and sees a new version at once', async () => {
    const { objects, reads, storage } = store();
    const manifests = new PackagedManifests(storage);
    objects.set(key, { etag: 'a', text: mpd(720) });
    expect(await manifests.text('v1', STREAM_MANIFESTS.dash)).toBe(mpd(720));
    expect((await manifests.heights('v1')).get('0')).toBe(720);
    expect(await manifests.text('v1', STREAM_MANIFESTS.dash)).toBe(mpd(720));
    expect(reads).toHaveLength(1);

    objects.set(key, { etag: 'b', text: mpd(480) });
    expect((await manifests.heights('v1')).get('0')).toBe(480);
    expect(reads).toHaveLength(2);
  });

  it('answers undefined and no heights for a video not packaged (or no longer)', async () => {
    const { objects, storage } = store();
    const manifests = new PackagedManifests(storage);
    expect(await manifests.text('v1', STREAM_MANIFESTS.hls)).toBeUndefined();
    objects.set(key, { etag: 'a', text: mpd(720) });
    expect((await manifests.heights('v1')).size).toBe(1);
    objects.delete(key);
    expect((await manifests.heights('v1')).size).toBe(0);
  });
});
