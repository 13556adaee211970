import { createHash } from 'node:crypto';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  CatalogPatterns,
  IMPORT_ROW_STATES,
  ImportMessages,
  importManifestInvalidMessage,
  type ImportRowError,
  type ImportRowState,
  type Principal,
  type Video,
} from '@streamhub/contracts';
import type {
  DirectUploadMetadata,
  ImportDetail,
  ImportManifestBody,
  ImportRow,
  ImportRowStatus,
  ImportSummary,
} from '@streamhub/contracts/schemas';
import { mapError } from '../common/error-mapping';
import { Upstream } from '../kafka/upstream';
import { DirectUploads, startedUpload, type StartedUpload } from './direct-uploads';
import { parseManifest } from './import-manifest';
import { ImportRecords, type ImportMeta, type ImportRowRecord } from './import-records';

/** Source keys per catalog lookup (its limit). */
const LOOKUP_BATCH = 500;
/** Imports the list shows. */
const LIST_LIMIT = 20;

export interface ImportCheck {
  valid: boolean;
  rows: number;
  errors: ImportRowError[];
  sources: { line: number; externalId: string; source: string }[];
}

/** The upload form's fields from a manifest row. */
function metadataOf(row: ImportRow): DirectUploadMetadata {
  const optional = (value: string | number | undefined): string | undefined =>
    value === undefined ? undefined : String(value);
  const metadata: DirectUploadMetadata = { videoTitle: row.title, genre: row.genre };
  const extra: Partial<Record<keyof DirectUploadMetadata, string | undefined>> = {
    videoType: row.type,
    ageRating: row.ageRating,
    languages: row.language,
    description: row.description,
    episodeName: row.series,
    episodeSeq: optional(row.episode),
    protection: row.protection,
  };
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) Object.assign(metadata, { [key]: value });
  return metadata;
}

/** The state a title gives its row. */
function stateOfVideo(video: Video): { state: ImportRowState; progress: number | null; reason: string | null } {
  if (video.status === 'processing') return { state: 'encoding', progress: video.progress ?? 0, reason: null };
  if (video.status === 'failed') return { state: 'failed', progress: null, reason: video.failureReason ?? null };
  return { state: 'published', progress: 100, reason: null };
}

/**
 * Bulk import (docs/media.md "Bulk import"): a manifest is checked whole, then kept with one
 * record per row; the importer uploads each row's file with the direct-upload path (its parts
 * straight to storage) and completes it here, where the same checks run and the title is made
 * with the row's external id as its unique source key. A row's state after that is its title's.
 */
@Injectable()
export class Imports {
  private readonly logger = new Logger(Imports.name);

  constructor(
    private readonly records: ImportRecords,
    private readonly uploads: DirectUploads,
    private readonly upstream: Upstream,
  ) {}

  check(body: ImportManifestBody): ImportCheck {
    const { rows, errors } = parseManifest(body.format, body.manifest);
    return {
      valid: errors.length === 0,
      rows: rows.length + new Set(errors.map((e) => e.line)).size,
      errors,
      sources: rows.map(({ line, row }) => ({ line, externalId: row.externalId, source: row.source })),
    };
  }

  /**
   * Queues a manifest: all its rows or, with any bad row, none (400 naming every bad row). The
   * same manifest again is the same import (its rows keep their state), so a re-run resumes it.
   */
  async create(body: ImportManifestBody, principal: Principal): Promise<ImportDetail> {
    const { rows, errors } = parseManifest(body.format, body.manifest);
    if (errors.length > 0) throw new BadRequestException(importManifestInvalidMessage(errors));
    const id = createHash('sha256').update(`${body.format}\n${body.manifest}`).digest('hex').slice(0, 24);
    const meta: ImportMeta = {
      id,
      name: body.name,
      createdAt: new Date().toISOString(),
      userId: principal.userId,
      lines: rows.map((r) => r.line),
    };
    const records: ImportRowRecord[] = rows.map(({ line, row }) => ({
      line,
      row,
      state: 'queued',
      reason: null,
      uploadId: null,
      size: null,
      videoId: null,
    }));
    if (await this.records.create(meta, records))
      this.logger.log(`import ${id} (${body.name}): ${rows.length} rows queued`);
    return this.detail(id, principal);
  }

  async list(principal: Principal): Promise<ImportSummary[]> {
    const ids = await this.records.newest(LIST_LIMIT);
    const found = await Promise.all(ids.map((id) => this.detail(id, principal).catch(() => null)));
    return found
      .filter((d): d is ImportDetail => d !== null)
      .map(({ id, name, createdAt, rows, counts }) => ({ id, name, createdAt, rows: rows.length, counts }));
  }

  async detail(id: string, principal: Principal): Promise<ImportDetail> {
    const stored = await this.records.get(id);
    if (!stored) throw new NotFoundException(ImportMessages.notFound);
    const videos = await this.videosOf(
      stored.rows.map((r) => r.row.externalId),
      principal,
    );
    const rows = await Promise.all(stored.rows.map((r) => this.statusOf(r, videos.get(r.row.externalId))));
    const counts = Object.fromEntries(IMPORT_ROW_STATES.map((s) => [s, 0])) as ImportDetail['counts'];
    for (const row of rows) counts[row.state]++;
    return { id, name: stored.meta.name, createdAt: stored.meta.createdAt, rows, counts };
  }

  /**
   * Starts (or resumes) a row's upload: its direct upload, whose parts the importer sends to the
   * URLs it signs. A row whose upload is still open gets the same upload back, so a re-run sends
   * only the parts not yet stored.
   */
  async startRow(
    id: string,
    line: number,
    size: number,
    contentType: string | undefined,
    principal: Principal,
  ): Promise<StartedUpload> {
    const row = await this.row(id, line);
    await this.refuseIfDone(row, principal);
    if (row.uploadId && row.size === size) {
      const open = await this.uploads.listParts(row.uploadId).then(
        () => true,
        () => false,
      );
      if (open) return startedUpload(row.uploadId, size);
    }
    const started = await this.uploads.start(size, contentType, principal);
    await this.records.saveRow(id, {
      ...row,
      state: 'uploading',
      reason: null,
      uploadId: started.uploadId,
      size,
      videoId: null,
    });
    return started;
  }

  /** Completes a row's upload: the direct upload's checks, then its title (once, by its source key). */
  async completeRow(id: string, line: number, principal: Principal): Promise<ImportRowStatus> {
    const row = await this.row(id, line);
    if (!row.uploadId) throw new ConflictException(ImportMessages.rowNotUploading);
    try {
      const video = await this.uploads.complete(row.uploadId, metadataOf(row.row), principal, {
        externalId: row.row.externalId,
        poster: row.row.poster ?? null,
      });
      const done: ImportRowRecord = { ...row, state: 'done', reason: null, videoId: video._id };
      await this.records.saveRow(id, done);
      return this.statusOf(done, video);
    } catch (err) {
      // A refusal (not a video, too large, the scan, bad metadata) fails the row with its reason;
      // storage or a service being down leaves it uploading, for the next run.
      const { status, message } = mapError(err);
      if (status >= 400 && status < 500 && status !== 409)
        await this.records.saveRow(id, { ...row, state: 'failed', reason: message, uploadId: null });
      throw err;
    }
  }

  private async row(id: string, line: number): Promise<ImportRowRecord> {
    const row = await this.records.row(id, line);
    if (row) return row;
    if (!(await this.records.get(id))) throw new NotFoundException(ImportMessages.notFound);
    throw new NotFoundException(ImportMessages.rowNotFound);
  }

  private async refuseIfDone(row: ImportRowRecord, principal: Principal): Promise<void> {
    const videos = await this.videosOf([row.row.externalId], principal);
    if (videos.has(row.row.externalId)) throw new ConflictException(ImportMessages.rowDone);
  }

  /** The titles the rows' source keys made (whichever import or upload made them). */
  private async videosOf(externalIds: string[], principal: Principal): Promise<Map<string, Video>> {
    const found = new Map<string, Video>();
    for (let i = 0; i < externalIds.length; i += LOOKUP_BATCH) {
      const batch = externalIds.slice(i, i + LOOKUP_BATCH);
      const reply = await this.upstream.send(CatalogPatterns.videosByExternalId, { externalIds: batch }, principal);
      for (const { externalId, video } of reply) found.set(externalId, video);
    }
    return found;
  }

  private async statusOf(row: ImportRowRecord, video: Video | undefined): Promise<ImportRowStatus> {
    const base = {
      line: row.line,
      externalId: row.row.externalId,
      title: row.row.title,
      source: row.row.source,
      uploadId: row.uploadId,
      videoId: video?._id ?? null,
    };
    if (video) return { ...base, ...stateOfVideo(video) };
    if (row.state === 'failed') return { ...base, state: 'failed', progress: null, reason: row.reason };
    if (row.state === 'uploading' && row.uploadId) {
      // Progress of an upload is what storage holds of it (the importer sends parts straight there).
      const parts = await this.uploads.listParts(row.uploadId).catch(() => null);
      const stored = parts ? parts.reduce((sum, p) => sum + p.size, 0) : 0;
      const progress = row.size ? Math.min(100, Math.round((stored / row.size) * 100)) : 0;
      return { ...base, state: 'uploading', progress, reason: null };
    }
    return { ...base, state: 'queued', progress: null, reason: null };
  }
}
