import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Client } from 'minio';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/**
 * Part size of multipart uploads (S3's minimum): what the gateway holds in memory per upload, a few
 * parts at a time. 10,000 parts make the largest upload 50 GiB (UPLOAD_MAX_BYTES is capped there).
 */
const PART_SIZE = 5 * 1024 * 1024;

export interface StoredObject {
  size: number;
  etag: string;
  lastModified: Date;
}

/** The media bucket (MinIO or any S3): uploads stream in, renditions stream out. */
@Injectable()
export class MediaStorage implements OnModuleInit {
  private readonly logger = new Logger(MediaStorage.name);
  private readonly client: Client;
  readonly bucket: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const url = new URL(config.S3_ENDPOINT);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      partSize: PART_SIZE,
    });
    this.bucket = config.MEDIA_BUCKET;
  }

  async onModuleInit(): Promise<void> {
    try {
      if (await this.client.bucketExists(this.bucket)) return;
      await this.client.makeBucket(this.bucket);
    } catch (err) {
      // The worker may have made it meanwhile; uploads report a real failure themselves.
      this.logger.warn(`media bucket check: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  /** Streams `body` into the bucket in parts of PART_SIZE (size unknown in advance). */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, undefined, { 'Content-Type': contentType });
  }

  /** Null when there is no such object. */
  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await this.client.statObject(this.bucket, key);
      return { size: s.size, etag: s.etag, lastModified: s.lastModified };
    } catch (err) {
      if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey')
        return null;
      throw err;
    }
  }

  /** `length` bytes from `offset` (the whole object from offset when length is 0). */
  read(key: string, offset: number, length: number): Promise<Readable> {
    return this.client.getPartialObject(this.bucket, key, offset, length);
  }

  /** Removes objects (and any unfinished multipart upload of them); failures are only logged. */
  async remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.client.removeIncompleteUpload(this.bucket, key).catch(() => undefined);
    }
    if (keys.length === 0) return;
    await this.client.removeObjects(this.bucket, keys).catch((err: unknown) => {
      this.logger.warn(`could not remove ${keys.join(', ')}: ${err instanceof Error ? err.message : String(err)}`);
    });
  }
}
