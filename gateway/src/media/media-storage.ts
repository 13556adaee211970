import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import type { Client } from 'minio';
import { objectStorageClient } from '@streamhub/nest-kit';
import { MediaMessages } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { uploadInParts, type PartSink } from './part-upload';

/**
 * Part size of multipart uploads (S3's minimum): the gateway holds two buffers of it per upload.
 * 10,000 parts make the largest upload 50 GiB (UPLOAD_MAX_BYTES is capped there).
 */
export const PART_SIZE = 5 * 1024 * 1024;

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
    this.client = objectStorageClient(config.S3_ENDPOINT, {
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
    });
    this.bucket = config.MEDIA_BUCKET;
  }

  async onModuleInit(): Promise<void> {
    try {
      if (await this.client.bucketExists(this.bucket)) return;
      await this.client.makeBucket(this.bucket);
    } catch (err) {
      // The worker may have made it meanwhile; uploads report a real failure themselves.
      this.logger.warn(`media bucket check: ${describe(err)}`);
    }
  }

  /**
   * Streams `body` into the bucket in parts of PART_SIZE (size unknown in advance), holding two
   * part buffers at most (see uploadInParts). `beforeStore` runs when the body has ended: when it
   * throws (a limit the body broke), nothing is stored. A storage failure is a 503; the body's own
   * failure (the client went away) and `beforeStore`'s error are thrown as they are. Whatever
   * fails, no object and no unfinished multipart upload is left behind.
   */
  async putStream(key: string, body: Readable, contentType: string, beforeStore?: () => void): Promise<void> {
    await uploadInParts(body, this.partSink(key, contentType), {
      partSize: PART_SIZE,
      beforeStore,
      onAbortFailed: (err) => this.logger.warn(`could not abort the upload of ${key}: ${describe(err)}`),
    });
  }

  /** S3 calls for one object; each failure is logged and becomes a 503. */
  private partSink(key: string, contentType: string): PartSink {
    const headers = { 'Content-Type': contentType };
    const unavailable = async <T>(action: string, run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (err) {
        this.logger.error(`${action} ${key} failed: ${describe(err)}`);
        throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
      }
    };
    return {
      putWhole: (body) =>
        unavailable('storing', async () => {
          await this.client.putObject(this.bucket, key, body, body.length, headers);
        }),
      begin: () =>
        unavailable('starting the upload of', () => this.client.initiateNewMultipartUpload(this.bucket, key, headers)),
      putPart: (uploadId, partNumber, body) =>
        unavailable(`storing part ${partNumber} of`, async () => {
          const stored = await this.client.uploadPart(
            { bucketName: this.bucket, objectName: key, uploadID: uploadId, partNumber, headers: {} },
            body,
          );
          return stored.etag;
        }),
      complete: (uploadId, parts) =>
        unavailable('completing the upload of', async () => {
          await this.client.completeMultipartUpload(this.bucket, key, uploadId, parts);
        }),
      abort: async (uploadId) => {
        await this.client.abortMultipartUpload(this.bucket, key, uploadId);
        this.logger.log(`aborted the multipart upload of ${key}`);
      },
    };
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
      this.logger.warn(`could not remove ${keys.join(', ')}: ${describe(err)}`);
    });
  }
}

const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));
