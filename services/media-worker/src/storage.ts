import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Client } from 'minio';
import { objectStorageClient } from '@streamhub/nest-kit';

const CONTENT_TYPES: Record<string, string> = {
  '.mpd': 'application/dash+xml',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
  '.vtt': 'text/vtt',
};

/** Files of one directory sent side by side (a ladder is a hundred or more small segments). */
const UPLOAD_CONCURRENCY = 8;

/** The media bucket in S3-compatible storage (MinIO locally). */
export class MediaStorage {
  private readonly client: Client;

  constructor(
    endpoint: string,
    credentials: { accessKey: string; secretKey: string },
    readonly bucket: string,
  ) {
    this.client = objectStorageClient(endpoint, credentials);
  }

  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket);
    } catch (err) {
      // Another process made it meanwhile.
      if (!(await this.client.bucketExists(this.bucket))) throw err;
    }
  }

  download(key: string, path: string): Promise<void> {
    return this.client.fGetObject(this.bucket, key, path);
  }

  /** A signed URL that reads `key` (ranged GETs included) for `seconds`. */
  readUrl(key: string, seconds: number): Promise<string> {
    return this.client.presignedGetObject(this.bucket, key, seconds);
  }

  async upload(key: string, path: string): Promise<void> {
    const size = (await stat(path)).size;
    const contentType = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    await this.client.putObject(this.bucket, key, createReadStream(path), size, { 'Content-Type': contentType });
  }

  /**
   * Every file of `dir` (flat) under `prefix/`, `concurrency` at a time; what an earlier attempt left
   * there is removed first.
   */
  async replaceDirectory(prefix: string, dir: string, concurrency = UPLOAD_CONCURRENCY): Promise<number> {
    await this.removePrefix(prefix);
    const files = (await readdir(dir, { withFileTypes: true })).filter((f) => f.isFile()).map((f) => f.name);
    let next = 0;
    const uploader = async (): Promise<void> => {
      while (next < files.length) {
        const file = files[next++]!;
        await this.upload(`${prefix}/${file}`, join(dir, file));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, uploader));
    return files.length;
  }

  /** The names of the objects directly under `prefix/` (a flat directory such as a stream's). */
  async listDirectory(prefix: string): Promise<string[]> {
    const names: string[] = [];
    const stream = this.client.listObjectsV2(this.bucket, `${prefix}/`, true);
    for await (const item of stream as AsyncIterable<{ name?: string }>) {
      const rest = item.name?.slice(prefix.length + 1);
      if (rest && !rest.includes('/')) names.push(rest);
    }
    return names;
  }

  /** Downloads the named files of `prefix/` into `dir`, `concurrency` at a time. */
  async downloadDirectory(
    prefix: string,
    names: readonly string[],
    dir: string,
    concurrency = UPLOAD_CONCURRENCY,
  ): Promise<void> {
    let next = 0;
    const downloader = async (): Promise<void> => {
      while (next < names.length) {
        const name = names[next++]!;
        await this.download(`${prefix}/${name}`, join(dir, name));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, downloader));
  }

  /**
   * Every file of `dir` (flat) written over `prefix/`, then the objects named in `previous` that the
   * directory no longer has removed (nothing else under the prefix is touched).
   */
  async updateDirectory(
    prefix: string,
    dir: string,
    previous: readonly string[],
    concurrency = UPLOAD_CONCURRENCY,
  ): Promise<number> {
    const files = (await readdir(dir, { withFileTypes: true })).filter((f) => f.isFile()).map((f) => f.name);
    let next = 0;
    const uploader = async (): Promise<void> => {
      while (next < files.length) {
        const file = files[next++]!;
        await this.upload(`${prefix}/${file}`, join(dir, file));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, uploader));
    const kept = new Set(files);
    await this.removeKeys(previous.filter((name) => !kept.has(name)).map((name) => `${prefix}/${name}`));
    return files.length;
  }

  /** Removes every object under `prefix/`; returns how many there were. */
  async removePrefix(prefix: string): Promise<number> {
    const keys: string[] = [];
    const stream = this.client.listObjectsV2(this.bucket, `${prefix}/`, true);
    for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
    return this.removeKeys(keys);
  }

  /** Removes the objects (missing ones are no error); returns how many keys were asked for. */
  async removeKeys(keys: string[]): Promise<number> {
    if (keys.length === 0) return 0;
    const results = await this.client.removeObjects(this.bucket, keys);
    const failed = results.filter((r) => r?.Error?.Code && r.Error.Code !== 'NoSuchKey');
    if (failed.length > 0) throw new Error(`Could not remove ${failed.length} objects (${failed[0]!.Error!.Code})`);
    return keys.length;
  }
}
