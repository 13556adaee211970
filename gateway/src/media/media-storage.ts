import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, ServiceUnavailableException, type OnModuleInit } from '@nestjs/common';
import { Client } from 'minio';
import { objectStorageClient } from '@streamhub/nest-kit';
import { MediaMessages } from '@streamhub/contracts';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { uploadInParts, type PartSink, type UploadedPart } from './part-upload';

/**
 * Part size of multipart uploads (S3's minimum): the gateway holds two buffers of it per upload.
 * 10,000 parts make the largest upload 50 GiB (UPLOAD_MAX_BYTES is capped there).
 */
export const PART_SIZE = 5 * 1024 * 1024;

/** One stored part of an unfinished multipart upload. */
export interface StoredPart {
  part: number;
  size: number;
  etag: string;
}

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
  /** Signs URLs for browsers: the endpoint they reach, a fixed region (signing then needs no request). */
  private readonly signer: Client;
  readonly bucket: string;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const credentials = { accessKey: config.S3_ACCESS_KEY, secretKey: config.S3_SECRET_KEY };
    this.client = objectStorageClient(config.S3_ENDPOINT, credentials);
    const publicUrl = new URL(config.S3_PUBLIC_ENDPOINT || config.S3_ENDPOINT);
    this.signer = new Client({
      endPoint: publicUrl.hostname,
      port: publicUrl.port ? Number(publicUrl.port) : undefined,
      useSSL: publicUrl.protocol === 'https:',
      region: config.S3_REGION,
      ...credentials,
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

  /** Starts a multipart upload of `key` whose parts the client sends itself; resolves to its id. */
  startMultipart(key: string, contentType: string): Promise<string> {
    return this.unavailable(`starting the upload of ${key}`, () =>
      this.client.initiateNewMultipartUpload(this.bucket, key, { 'Content-Type': contentType }),
    );
  }

  /** A presigned PUT of one part, valid `seconds` (signed locally: no storage request). */
  signPart(key: string, uploadId: string, partNumber: number, seconds: number): Promise<string> {
    return this.unavailable(`signing part ${partNumber} of ${key}`, () =>
      this.signer.presignedUrl('PUT', this.bucket, key, seconds, { partNumber: String(partNumber), uploadId }),
    );
  }

  /** The parts stored so far, in part order; null when the upload no longer exists. */
  async listParts(key: string, uploadId: string): Promise<StoredPart[] | null> {
    try {
      // listParts is protected in the client's types but part of its API (it pages through them all).
      const list = (this.client as unknown as { listParts: Client['listParts'] }).listParts.bind(this.client);
      const parts = await list(this.bucket, key, uploadId);
      return parts
        .map((p) => ({ part: p.part, size: p.size, etag: p.etag.replaceAll('"', '') }))
        .sort((a, b) => a.part - b.part);
    } catch (err) {
      if (errorCode(err) === 'NoSuchUpload') return null;
      this.logger.error(`listing the parts of ${key} failed: ${describe(err)}`);
      throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
    }
  }

  /** Assembles the parts into the object; false when the upload no longer exists. */
  async completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<boolean> {
    try {
      await this.client.completeMultipartUpload(this.bucket, key, uploadId, parts);
      return true;
    } catch (err) {
      if (errorCode(err) === 'NoSuchUpload') return false;
      this.logger.error(`completing the upload of ${key} failed: ${describe(err)}`);
      throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
    }
  }

  /** Aborts a multipart upload (its parts are deleted); one already gone is no error. */
  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.abortMultipartUpload(this.bucket, key, uploadId);
    } catch (err) {
      if (errorCode(err) === 'NoSuchUpload') return;
      this.logger.error(`aborting the upload of ${key} failed: ${describe(err)}`);
      throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
    }
  }

  /** A presigned GET of `key` on the internal endpoint (for services beside the gateway, e.g. the virus scan). */
  presignGet(key: string, seconds: number): Promise<string> {
    return this.unavailable(`signing a read of ${key}`, () =>
      this.client.presignedGetObject(this.bucket, key, seconds),
    );
  }

  private async unavailable<T>(action: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.logger.error(`${action} failed: ${describe(err)}`);
      throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
    }
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

  /** `length` bytes from `offset`, read whole (a ranged GET: for the first bytes of a large object). */
  async readBytes(key: string, offset: number, length: number): Promise<Buffer> {
    return this.unavailable(`reading ${key}`, async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.client.getPartialObject(this.bucket, key, offset, length))
        chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
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

const errorCode = (err: unknown): unknown => (err as { code?: unknown } | null)?.code;
const describe = (err: unknown): string => (err instanceof Error ? err.message : String(err));
