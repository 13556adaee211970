import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { BannerMessages } from '@streamhub/contracts';
import type { Client } from 'minio';
import { objectStorageClient } from '@streamhub/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** The banner bucket in MinIO (S3): the upload routes write to it, the image route reads from it. */
@Injectable()
export class BannerStorage {
  private readonly logger = new Logger('gateway.banner-storage');
  private readonly client: Client;
  private readonly bucket: string;
  private bucketReady?: Promise<void>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.client = objectStorageClient(config.S3_ENDPOINT, {
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
    });
    this.bucket = config.BANNER_BUCKET;
  }

  async put(key: string, bytes: Buffer, mimeType: string): Promise<void> {
    await this.unavailableOnError('store', key, async () => {
      await this.ensureBucket();
      await this.client.putObject(this.bucket, key, bytes, bytes.length, { 'Content-Type': mimeType });
    });
  }

  /** The object's bytes as a stream, or null when there is no such object. */
  async get(key: string): Promise<Readable | null> {
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'NoSuchKey' || code === 'NoSuchBucket' || code === 'NotFound') return null;
      this.logger.error(`reading ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException(BannerMessages.storageUnavailable);
    }
  }

  /** Best effort: removes objects whose banners were never recorded. */
  async removeQuietly(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.removeObjects(this.bucket, keys).catch((err: unknown) => {
      this.logger.warn(`removing ${keys.join(', ')} failed: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.bucket))) {
        await this.client.makeBucket(this.bucket).catch(async (err: unknown) => {
          if (!(await this.client.bucketExists(this.bucket))) throw err;
        });
      }
    })().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }

  private async unavailableOnError(action: string, key: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (err) {
      this.logger.error(`${action} ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceUnavailableException(BannerMessages.storageUnavailable);
    }
  }
}
