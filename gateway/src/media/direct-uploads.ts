import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  CatalogPatterns,
  DIRECT_UPLOAD_LIMITS,
  MediaMessages,
  directUploadExternalId,
  mediaKeys,
  tooLargeMessage,
  type Principal,
  type Video,
} from '@streamhub/contracts';
import type { DirectUploadMetadata } from '@streamhub/contracts/schemas';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { allowedTypeOf } from './content-type';
import { DirectUploadRecords, type DirectUploadRecord } from './direct-upload-records';
import { MediaStorage, type StoredPart } from './media-storage';
import { UploadScan } from './upload-scan';

export interface StartedUpload {
  uploadId: string;
  key: string;
  partSize: number;
  maxParts: number;
}

/** What a client needs to send an upload of `size` bytes in parts: where they go, and how big. */
export function startedUpload(uploadId: string, size: number): StartedUpload {
  // Parts grow past the default size only when 10,000 of it would not hold the file.
  const partSize = Math.max(DIRECT_UPLOAD_LIMITS.partSize, Math.ceil(size / DIRECT_UPLOAD_LIMITS.maxParts));
  return { uploadId, key: mediaKeys.upload(uploadId, 'file'), partSize, maxParts: DIRECT_UPLOAD_LIMITS.maxParts };
}

/** How long a second complete waits for the one running before it answers 409. */
const COMPLETE_WAIT_MS = 15_000;
const COMPLETE_POLL_MS = 250;

/**
 * Direct (resumable) uploads (docs/media.md "Direct uploads"): the browser sends the parts straight
 * to object storage with URLs signed here; the gateway never carries the bytes. Completing checks
 * the stored object as the multipart POST checks its stream (size cap, type by its first bytes)
 * plus the virus-scan hook, then creates the title once: a repeated complete answers the same title.
 */
@Injectable()
export class DirectUploads {
  private readonly logger = new Logger(DirectUploads.name);

  constructor(
    private readonly storage: MediaStorage,
    private readonly records: DirectUploadRecords,
    private readonly scanner: UploadScan,
    private readonly upstream: Upstream,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async start(size: number, contentType: string | undefined, principal: Principal): Promise<StartedUpload> {
    if (size > this.config.UPLOAD_MAX_BYTES)
      throw new PayloadTooLargeException(tooLargeMessage(this.config.UPLOAD_MAX_BYTES));
    const started = startedUpload(randomUUID(), size);
    const { uploadId, key } = started;
    const storageUploadId = await this.storage.startMultipart(key, contentType || 'application/octet-stream');
    await this.records.create(uploadId, { key, storageUploadId, size, userId: principal.userId });
    return started;
  }

  async signPart(uploadId: string, partNumber: number): Promise<{ url: string; expiresIn: number }> {
    const record = await this.open(uploadId);
    const expiresIn = this.config.UPLOAD_PART_URL_TTL_SECONDS;
    const url = await this.storage.signPart(record.key, record.storageUploadId, partNumber, expiresIn);
    return { url, expiresIn };
  }

  async listParts(uploadId: string): Promise<StoredPart[]> {
    const record = await this.open(uploadId);
    const parts = await this.storage.listParts(record.key, record.storageUploadId);
    if (!parts) throw new NotFoundException(MediaMessages.directUploadNotFound);
    return parts;
  }

  async abort(uploadId: string): Promise<void> {
    const record = await this.open(uploadId);
    await this.storage.abortMultipart(record.key, record.storageUploadId);
    await this.records.remove(uploadId);
  }

  /**
   * `source.externalId`: the title's unique source key (an import row's); by default the upload's
   * own, so a complete retried after a crash between the title and its record gets the same title.
   */
  async complete(
    uploadId: string,
    metadata: DirectUploadMetadata,
    principal: Principal,
    source: { externalId?: string; poster?: string | null } = {},
  ): Promise<Video> {
    const record = await this.known(uploadId);
    if (record.video) return record.video;
    if (!(await this.records.claim(uploadId))) return this.awaitOther(uploadId);
    try {
      const current = await this.known(uploadId);
      if (current.video) return current.video;
      if (!current.assembled) await this.assemble(uploadId, current);
      await this.check(uploadId, current);
      const video = await this.upstream.send(
        CatalogPatterns.uploadVideo,
        {
          ...metadata,
          sourceKey: current.key,
          trailerSourceKey: null,
          poster: source.poster ?? null,
          thumb: null,
          externalId: source.externalId ?? directUploadExternalId(uploadId),
        },
        principal,
      );
      await this.records.setVideo(uploadId, video);
      this.logger.log(`direct upload ${uploadId} (${current.size} bytes) became video ${video._id}`);
      return video;
    } finally {
      await this.records.release(uploadId).catch(() => undefined);
    }
  }

  /** The record of an upload still open for parts (not yet assembled). */
  private async open(uploadId: string): Promise<DirectUploadRecord> {
    const record = await this.known(uploadId);
    if (record.assembled || record.video) throw new NotFoundException(MediaMessages.directUploadNotFound);
    return record;
  }

  private async known(uploadId: string): Promise<DirectUploadRecord> {
    const record = await this.records.get(uploadId);
    if (!record) throw new NotFoundException(MediaMessages.directUploadNotFound);
    return record;
  }

  /** Another complete of the same upload runs: its title, once it has one, or 409. */
  private async awaitOther(uploadId: string): Promise<Video> {
    const deadline = Date.now() + COMPLETE_WAIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, COMPLETE_POLL_MS));
      const record = await this.records.get(uploadId);
      if (!record) throw new NotFoundException(MediaMessages.directUploadNotFound);
      if (record.video) return record.video;
    }
    throw new ConflictException(MediaMessages.directUploadBusy);
  }

  /** Joins the stored parts: they must be 1…n with no gap and add up to the size announced. */
  private async assemble(uploadId: string, record: DirectUploadRecord): Promise<void> {
    const parts = await this.storage.listParts(record.key, record.storageUploadId);
    if (!parts) {
      await this.records.remove(uploadId);
      throw new NotFoundException(MediaMessages.directUploadNotFound);
    }
    const contiguous = parts.every((p, i) => p.part === i + 1);
    const total = parts.reduce((sum, p) => sum + p.size, 0);
    if (parts.length === 0 || !contiguous || total !== record.size)
      throw new BadRequestException(MediaMessages.directUploadIncomplete);
    const joined = await this.storage.completeMultipart(
      record.key,
      record.storageUploadId,
      parts.map((p) => ({ part: p.part, etag: p.etag })),
    );
    if (!joined) {
      await this.records.remove(uploadId);
      throw new NotFoundException(MediaMessages.directUploadNotFound);
    }
    await this.records.markAssembled(uploadId);
  }

  /** The checks of the multipart POST on the stored object; a refused object is deleted with its record. */
  private async check(uploadId: string, record: DirectUploadRecord): Promise<void> {
    const refuse = async (error: Error): Promise<never> => {
      await this.storage.remove([record.key]);
      await this.records.remove(uploadId);
      this.logger.warn(`direct upload ${uploadId} refused: ${error.message}`);
      throw error;
    };
    const stored = await this.storage.stat(record.key);
    if (!stored) return refuse(new NotFoundException(MediaMessages.directUploadNotFound));
    if (stored.size > this.config.UPLOAD_MAX_BYTES)
      return refuse(new PayloadTooLargeException(tooLargeMessage(this.config.UPLOAD_MAX_BYTES)));
    const head = await this.storage.readBytes(record.key, 0, Math.min(stored.size, DIRECT_UPLOAD_LIMITS.sniffBytes));
    if (!(await allowedTypeOf(head, 'video')))
      return refuse(new UnsupportedMediaTypeException(MediaMessages.notAVideo));
    const verdict = await this.scanner.scan({
      bucket: this.storage.bucket,
      key: record.key,
      size: stored.size,
      url: () => this.storage.presignGet(record.key, 15 * 60),
    });
    if (!verdict.clean) {
      this.logger.warn(`direct upload ${uploadId}: virus scan refused it (${verdict.reason})`);
      return refuse(new BadRequestException(MediaMessages.directUploadRejectedByScan));
    }
  }
}
