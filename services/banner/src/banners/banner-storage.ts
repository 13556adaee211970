import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Client } from 'minio';
import { objectStorageClient } from '@streamhub/nest-kit';
import { BANNER_CONFIG, type BannerConfig } from '../config';

/** Removes banner images from the bucket (the gateway writes and serves them). */
@Injectable()
export class BannerObjects {
  private readonly logger = new Logger('banner.objects');
  private readonly client: Client;
  private readonly bucket: string;

  constructor(@Inject(BANNER_CONFIG) config: BannerConfig) {
    this.client = objectStorageClient(config.S3_ENDPOINT, {
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
    });
    this.bucket = config.BANNER_BUCKET;
  }

  /** A failure is logged, not raised: the banner is gone either way, and a stray object is harmless. */
  async remove(key: string): Promise<void> {
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (err) {
      this.logger.warn(`removing ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
