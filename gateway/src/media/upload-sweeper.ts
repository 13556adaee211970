import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { DirectUploadRecords } from './direct-upload-records';
import { MediaStorage } from './media-storage';

/** Uploads aborted per batch (the sweep goes on until none is left). */
const BATCH = 100;

/**
 * Aborts direct uploads left unfinished for UPLOAD_ABANDON_AFTER_SECONDS (a browser closed for
 * good), so their parts do not fill the bucket; every UPLOAD_SWEEP_INTERVAL_MS. It reads the open
 * uploads from their records (MinIO lists unfinished uploads of one exact key only, not of a
 * prefix). Several gateways sweeping at once abort the same uploads twice, which is harmless.
 * The gateway's own streamed uploads abort theirs as they fail (docs/media.md).
 */
@Injectable()
export class UploadSweeper implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(UploadSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly storage: MediaStorage,
    private readonly records: DirectUploadRecords,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.UPLOAD_SWEEP_INTERVAL_MS <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.UPLOAD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Aborts the open uploads begun before `now` minus the configured age (those `only` allows, when
   * given); resolves to how many.
   */
  async sweep(now = new Date(), only?: (uploadId: string) => boolean): Promise<number> {
    const cutoff = now.getTime() - this.config.UPLOAD_ABANDON_AFTER_SECONDS * 1000;
    let aborted = 0;
    let skipped = 0;
    for (;;) {
      const batch = await this.records.openBefore(cutoff, skipped + BATCH);
      const todo = batch.slice(skipped);
      if (todo.length === 0) return aborted;
      for (const uploadId of todo) {
        if (only && !only(uploadId)) {
          skipped += 1;
          continue;
        }
        const record = await this.records.get(uploadId);
        if (record && !record.assembled) await this.storage.abortMultipart(record.key, record.storageUploadId);
        await this.records.remove(uploadId);
        aborted += 1;
        this.logger.log(`aborted the abandoned upload ${uploadId}${record ? ` of ${record.key}` : ''}`);
      }
    }
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.sweep();
    } catch (err) {
      this.logger.warn(`sweeping abandoned uploads failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.running = false;
    }
  }
}
