import { Injectable } from '@nestjs/common';
import type { ImportRow } from '@streamhub/contracts/schemas';
import { AuthRedis } from '../auth/auth-redis';

/** An import as the gateway keeps it: the manifest's rows and each row's own steps. */
export interface ImportMeta {
  id: string;
  name: string;
  createdAt: string;
  userId: string;
  lines: number[];
}

/** A row's own steps; once it has a title, the title's status says the rest. */
export interface ImportRowRecord {
  line: number;
  row: ImportRow;
  state: 'queued' | 'uploading' | 'done' | 'failed';
  reason: string | null;
  uploadId: string | null;
  size: number | null;
  videoId: string | null;
}

const KEY = (id: string): string => `imports:${id}`;
const ROW = (line: number): string => `row:${line}`;
/** Imports by the time they were made, ms. */
const INDEX = 'imports:index';
/** How long an import's rows are kept (the titles stay; a re-run finds them by their source keys). */
const KEEP_SECONDS = 30 * 24 * 3600;

/** Imports in Redis: one hash per import (its meta, one field per row, each updated alone). */
@Injectable()
export class ImportRecords {
  constructor(private readonly redis: AuthRedis) {}

  /** Stores a new import; false when one with this id exists already (the same manifest again). */
  async create(meta: ImportMeta, rows: ImportRowRecord[]): Promise<boolean> {
    const key = KEY(meta.id);
    const fresh = await this.redis.client.hsetnx(key, 'meta', JSON.stringify(meta));
    if (fresh !== 1) return false;
    const fields: Record<string, string> = {};
    for (const row of rows) fields[ROW(row.line)] = JSON.stringify(row);
    await this.redis.client
      .multi()
      .hset(key, fields)
      .expire(key, KEEP_SECONDS)
      .zadd(INDEX, Date.parse(meta.createdAt), meta.id)
      .exec();
    return true;
  }

  async get(id: string): Promise<{ meta: ImportMeta; rows: ImportRowRecord[] } | null> {
    const raw = await this.redis.client.hgetall(KEY(id));
    if (!raw.meta) return null;
    const meta = JSON.parse(raw.meta) as ImportMeta;
    const rows = meta.lines
      .map((line) => raw[ROW(line)])
      .filter((r): r is string => typeof r === 'string')
      .map((r) => JSON.parse(r) as ImportRowRecord);
    return { meta, rows };
  }

  async row(id: string, line: number): Promise<ImportRowRecord | null> {
    const raw = await this.redis.client.hget(KEY(id), ROW(line));
    return raw ? (JSON.parse(raw) as ImportRowRecord) : null;
  }

  async saveRow(id: string, row: ImportRowRecord): Promise<void> {
    await this.redis.client.hset(KEY(id), ROW(row.line), JSON.stringify(row));
  }

  /** The newest imports' ids, at most `limit`; ids whose import has expired are dropped. */
  async newest(limit: number): Promise<string[]> {
    const cutoff = Date.now() - KEEP_SECONDS * 1000;
    await this.redis.client.zremrangebyscore(INDEX, '-inf', `(${cutoff}`);
    return this.redis.client.zrevrange(INDEX, 0, limit - 1);
  }
}
