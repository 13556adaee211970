import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DuckDBInstance, type DuckDBAppender, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { AdEventRecord, PlaybackEventRecord } from '@streamhub/contracts';
import { ANALYTICS_CONFIG, type AnalyticsConfig } from '../config';
import { EVENT_COLUMNS, SCHEMA_SQL, UPSERT_HOURLY_SQL, UPSERT_SESSIONS_SQL } from './schema.sql';

export type Row = Record<string, unknown>;
export type Params = Record<string, DuckDBValue>;

const HOUR_MS = 3_600_000;
/** India's calendar day (UTC+05:30) of a time, as the ad server counts caps and delivery (docs/ads.md). */
const indiaDay = (ms: number): string => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The service's DuckDB file: one connection writes (its work queued, one transaction at a time),
 * another reads, so figures are answered while a batch is being written.
 */
@Injectable()
export class DuckStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DuckStore.name);
  private instance?: DuckDBInstance;
  private writer?: DuckDBConnection;
  private reader?: DuckDBConnection;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(ANALYTICS_CONFIG) private readonly config: AnalyticsConfig) {}

  async onModuleInit(): Promise<void> {
    const dir = resolve(this.config.ANALYTICS_DATA_DIR);
    mkdirSync(dir, { recursive: true });
    this.instance = await DuckDBInstance.create(join(dir, 'analytics.duckdb'));
    this.writer = await this.instance.connect();
    this.reader = await this.instance.connect();
    for (const sql of SCHEMA_SQL) await this.writer.run(sql);
    const columns = (
      await this.read(`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'events' ORDER BY ordinal_position`)
    ).map((row) => row.name);
    if (columns.join() !== EVENT_COLUMNS.join())
      throw new Error(`analytics.duckdb has an events table of other columns (${columns.join(', ')})`);
    await this.writer.run(`CREATE TEMP TABLE IF NOT EXISTS staging AS SELECT * FROM events WITH NO DATA`);
    await this.writer.run(`CREATE TEMP TABLE IF NOT EXISTS ad_staging AS SELECT * FROM ad_events WITH NO DATA`);
    this.logger.log(`DuckDB at ${join(dir, 'analytics.duckdb')}`);
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.catch(() => undefined);
    this.reader?.closeSync();
    this.writer?.closeSync();
    this.instance?.closeSync();
  }

  /** Rows of a read, with BIGINTs as numbers. */
  async read(sql: string, params: Params = {}): Promise<Row[]> {
    const reader = await this.connection(this.reader).runAndReadAll(sql, usedIn(sql, params));
    return reader.getRowObjects().map(toPlainRow);
  }

  /** Every stored event and session of one account (its profiles included), oldest first. */
  async accountRecords(accountId: string): Promise<{ events: Row[]; sessions: Row[] }> {
    const [events, sessions] = await Promise.all([
      this.read('SELECT * FROM events WHERE account_id = $account ORDER BY at_ms, id', { account: accountId }),
      this.read('SELECT * FROM sessions WHERE account_id = $account ORDER BY started_ms, session_id', {
        account: accountId,
      }),
    ]);
    return { events, sessions };
  }

  /**
   * Stores the events not stored before (by event id) and folds them into the sessions and hourly
   * rollups, in one transaction: a batch delivered again changes nothing. Events of erased
   * accounts and deleted profiles are dropped. Resolves with how many events were new.
   */
  ingest(records: readonly PlaybackEventRecord[]): Promise<number> {
    return this.write(async (db) => {
      await db.run('DELETE FROM staging');
      const appender = await db.createAppender('staging', 'main', 'temp');
      try {
        for (const r of records) appendEvent(appender, r);
        appender.flushSync();
      } finally {
        appender.closeSync();
      }
      return this.transaction(db, async () => {
        await db.run(`CREATE OR REPLACE TEMP TABLE fresh AS
          SELECT DISTINCT ON (s.id) s.* FROM staging s
          WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id = s.id)
            AND NOT EXISTS (SELECT 1 FROM erased_accounts x WHERE x.account_id = s.account_id)
            AND NOT EXISTS (SELECT 1 FROM erased_profiles x WHERE x.profile_id = s.profile_id)`);
        const fresh = Number((await this.scalar(db, 'SELECT count(*) FROM fresh')) ?? 0);
        if (fresh > 0) {
          await db.run('INSERT INTO events SELECT * FROM fresh');
          await db.run(UPSERT_SESSIONS_SQL);
          await db.run(UPSERT_HOURLY_SQL);
        }
        return fresh;
      });
    });
  }

  /**
   * Stores the ad events not stored before (by id: break instance, campaign, event), each under
   * its India day: the batch is appended to a staging table and goes in with one INSERT … SELECT
   * (a repeat inside the batch or of a stored event changes nothing). Resolves with how many were new.
   */
  ingestAdEvents(records: readonly AdEventRecord[]): Promise<number> {
    return this.write(async (db) => {
      await db.run('DELETE FROM ad_staging');
      const appender = await db.createAppender('ad_staging', 'main', 'temp');
      try {
        for (const r of records) {
          appender.appendVarchar(r.id);
          appender.appendVarchar(r.campaignId);
          appender.appendVarchar(r.videoId);
          appender.appendVarchar(r.breakId);
          appender.appendVarchar(r.event);
          appender.appendVarchar(indiaDay(r.receivedAt));
          appender.appendBigInt(BigInt(Math.round(r.receivedAt)));
          appender.endRow();
        }
        appender.flushSync();
      } finally {
        appender.closeSync();
      }
      const result = await db.run(
        'INSERT INTO ad_events SELECT DISTINCT ON (id) * FROM ad_staging ORDER BY id, at_ms ON CONFLICT DO NOTHING',
      );
      return Number(result.rowsChanged);
    });
  }

  /**
   * Deletes every event and session of an account (erased) or of one of its profiles (deleted) and
   * takes their share out of the hourly rollup; remembers the owner so events of it still on their
   * way are dropped. Idempotent.
   */
  erase(owner: { accountId: string } | { profileId: string }, now = Date.now()): Promise<number> {
    const [column, remembered, id] =
      'accountId' in owner
        ? (['account_id', 'erased_accounts', owner.accountId] as const)
        : (['profile_id', 'erased_profiles', owner.profileId] as const);
    return this.write((db) =>
      this.transaction(db, async () => {
        const params = { owner: id };
        await db.run(`INSERT INTO ${remembered} VALUES ($owner, $now::BIGINT) ON CONFLICT DO NOTHING`, {
          ...params,
          now,
        });
        await db.run(
          `UPDATE hourly_title SET starts = hourly_title.starts - d.starts, watched_ms = hourly_title.watched_ms - d.watched_ms
           FROM (SELECT at_ms // ${HOUR_MS} AS hour, video_id, count(*) FILTER (WHERE type = 'start') AS starts,
                        sum(watched_ms) AS watched_ms
                 FROM events WHERE ${column} = $owner GROUP BY ALL) d
           WHERE hourly_title.hour = d.hour AND hourly_title.video_id = d.video_id`,
          params,
        );
        const deleted = Number(
          (await this.scalar(db, `SELECT count(*) FROM events WHERE ${column} = $owner`, params)) ?? 0,
        );
        await db.run(`DELETE FROM events WHERE ${column} = $owner`, params);
        await db.run(`DELETE FROM sessions WHERE ${column} = $owner`, params);
        return deleted;
      }),
    );
  }

  /** Deletes what is older than the retention window (whole hours of the rollup). */
  sweep(retentionDays: number, now = Date.now()): Promise<number> {
    const cutoff = now - retentionDays * 86_400_000;
    return this.write((db) =>
      this.transaction(db, async () => {
        const params = { cutoff };
        const old = Number(
          (await this.scalar(db, 'SELECT count(*) FROM events WHERE at_ms < $cutoff::BIGINT', params)) ?? 0,
        );
        await db.run('DELETE FROM events WHERE at_ms < $cutoff::BIGINT', params);
        await db.run('DELETE FROM ad_events WHERE at_ms < $cutoff::BIGINT', params);
        await db.run('DELETE FROM sessions WHERE started_ms < $cutoff::BIGINT', params);
        await db.run(`DELETE FROM hourly_title WHERE hour < $cutoff::BIGINT // ${HOUR_MS}`, params);
        return old;
      }),
    );
  }

  private write<T>(work: (db: DuckDBConnection) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => work(this.connection(this.writer)));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async transaction<T>(db: DuckDBConnection, work: () => Promise<T>): Promise<T> {
    await db.run('BEGIN TRANSACTION');
    try {
      const result = await work();
      await db.run('COMMIT');
      return result;
    } catch (err) {
      await db.run('ROLLBACK').catch(() => undefined);
      throw err;
    }
  }

  private async scalar(db: DuckDBConnection, sql: string, params: Params = {}): Promise<unknown> {
    const reader = await db.runAndReadAll(sql, params);
    return toPlain(reader.getRows()[0]?.[0]);
  }

  private connection(connection: DuckDBConnection | undefined): DuckDBConnection {
    if (!connection) throw new Error('the analytics store is not open');
    return connection;
  }
}

function appendEvent(a: DuckDBAppender, r: PlaybackEventRecord): void {
  const text = (v: string | undefined) => (v === undefined ? a.appendNull() : a.appendVarchar(v));
  const big = (v: number | undefined) => (v === undefined ? a.appendNull() : a.appendBigInt(BigInt(Math.round(v))));
  const dbl = (v: number | undefined) => (v === undefined ? a.appendNull() : a.appendDouble(v));
  // In EVENT_COLUMNS order.
  text(r.id);
  text(r.sessionId);
  text(r.videoId);
  text(r.accountId);
  text(r.profileId);
  text(r.type);
  big(r.at);
  big(r.receivedAt);
  dbl(r.position);
  dbl(r.duration);
  big(r.watchedMs ?? 0);
  big(r.startupMs);
  if (r.height === undefined) a.appendNull();
  else a.appendInteger(r.height);
  big(r.bitrate);
  dbl(r.bufferSec);
  big(r.droppedFrames);
  big(r.stallMs);
  text(r.error);
  if (r.fatal === undefined) a.appendNull();
  else a.appendBoolean(r.fatal);
  text(r.browser);
  text(r.os);
  a.endRow();
}
/** DuckDB refuses a parameter its statement does not name: pass only those it does. */
function usedIn(sql: string, params: Params): Params {
  const used: Params = {};
  for (const [name, value] of Object.entries(params)) if (new RegExp(`\\$${name}\\b`).test(sql)) used[name] = value;
  return used;
}

function toPlain(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

function toPlainRow(row: Record<string, unknown>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = toPlain(value);
  return out;
}
