import { Inject, Injectable } from '@nestjs/common';
import type { Video } from '@streamhub/contracts';
import { AuthRedis } from '../auth/auth-redis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** A direct upload as the gateway keeps it between the client's calls. */
export interface DirectUploadRecord {
  /** Object key the parts assemble into. */
  key: string;
  /** Object storage's id of the multipart upload (never shown to the client). */
  storageUploadId: string;
  /** Bytes announced at the start; the stored object must have exactly these. */
  size: number;
  /** Who started it (logged). */
  userId: string;
  /** The parts were assembled into the object (a retried complete skips to the checks). */
  assembled: boolean;
  /** The title made from it, once completed: a repeated complete answers this. */
  video: Video | null;
}

const RECORD = (uploadId: string): string => `uploads:direct:${uploadId}`;
const CLAIM = (uploadId: string): string => `uploads:direct:${uploadId}:completing`;
/** Open (not yet assembled) uploads by the time they began, ms: what the sweeper reads. */
const OPEN = 'uploads:direct:open';
/** How long a complete may hold its claim (checks, the virus scan and the catalog call). */
export const COMPLETE_CLAIM_SECONDS = 300;
/** How long a completed upload's answer is kept for repeated completes. */
const COMPLETED_KEEP_SECONDS = 24 * 3600;

/** Direct uploads in Redis: one hash per upload, a claim key so only one complete runs at a time. */
@Injectable()
export class DirectUploadRecords {
  constructor(
    private readonly redis: AuthRedis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async create(
    uploadId: string,
    record: Omit<DirectUploadRecord, 'assembled' | 'video'>,
    now = Date.now(),
  ): Promise<void> {
    const key = RECORD(uploadId);
    await this.redis.client
      .multi()
      .zadd(OPEN, now, uploadId)
      .hset(key, {
        key: record.key,
        storageUploadId: record.storageUploadId,
        size: String(record.size),
        userId: record.userId,
      })
      // Kept a while past the sweeper's age, so a late call still finds what it names.
      .expire(key, this.config.UPLOAD_ABANDON_AFTER_SECONDS + COMPLETED_KEEP_SECONDS)
      .exec();
  }

  async get(uploadId: string): Promise<DirectUploadRecord | null> {
    const raw = await this.redis.client.hgetall(RECORD(uploadId));
    if (!raw.key || !raw.storageUploadId) return null;
    return {
      key: raw.key,
      storageUploadId: raw.storageUploadId,
      size: Number(raw.size),
      userId: raw.userId ?? '',
      assembled: raw.assembled === '1',
      video: raw.video ? (JSON.parse(raw.video) as Video) : null,
    };
  }

  async markAssembled(uploadId: string): Promise<void> {
    await this.redis.client.multi().hset(RECORD(uploadId), 'assembled', '1').zrem(OPEN, uploadId).exec();
  }

  /** Uploads still open that began before `before` (ms), oldest first, at most `limit`. */
  async openBefore(before: number, limit: number): Promise<string[]> {
    return this.redis.client.zrangebyscore(OPEN, '-inf', `(${before}`, 'LIMIT', 0, limit);
  }

  async setVideo(uploadId: string, video: Video): Promise<void> {
    await this.redis.client
      .multi()
      .hset(RECORD(uploadId), 'video', JSON.stringify(video))
      .expire(RECORD(uploadId), COMPLETED_KEEP_SECONDS)
      .exec();
  }

  async remove(uploadId: string): Promise<void> {
    await this.redis.client.multi().del(RECORD(uploadId), CLAIM(uploadId)).zrem(OPEN, uploadId).exec();
  }

  /** True for the one caller that may complete the upload now. */
  async claim(uploadId: string): Promise<boolean> {
    return (await this.redis.client.set(CLAIM(uploadId), '1', 'EX', COMPLETE_CLAIM_SECONDS, 'NX')) === 'OK';
  }

  async release(uploadId: string): Promise<void> {
    await this.redis.client.del(CLAIM(uploadId));
  }
}
