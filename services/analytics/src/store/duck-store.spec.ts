import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdEventRecord } from '@streamhub/contracts';
import type { AnalyticsConfig } from '../config';
import { DuckStore } from './duck-store';

const CAMPAIGN = 'a'.repeat(24);
const VIDEO = 'b'.repeat(24);
// 2026-11-29 20:00 UTC is 2026-11-30 01:30 in India.
const AT = Date.parse('2026-11-29T20:00:00Z');

const adEvent = (breakId: string, event: string): AdEventRecord => ({
  kind: 'ad',
  id: `${breakId}:${CAMPAIGN}:${event}`,
  campaignId: CAMPAIGN,
  videoId: VIDEO,
  breakId,
  event,
  receivedAt: AT,
});

describe('DuckStore.ingestAdEvents', () => {
  let dir: string;
  let store: DuckStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'duck-ads-'));
    store = new DuckStore({ ANALYTICS_DATA_DIR: dir } as AnalyticsConfig);
    await store.onModuleInit();
  });

  afterAll(async () => {
    await store.onModuleDestroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a batch with one INSERT, each event once, under its India day', async () => {
    const writer = (store as unknown as { writer: { run: (sql: string) => Promise<unknown> } }).writer;
    const run = vi.spyOn(writer, 'run');
    const batch = Array.from({ length: 50 }, (_, i) => adEvent(`break${String(i).padStart(4, '0')}`, 'impression'));
    // A ping sent twice inside one batch is one event.
    batch.push(adEvent('break0000', 'impression'), adEvent('break0000', 'complete'));
    expect(await store.ingestAdEvents(batch)).toBe(51);
    const inserts = run.mock.calls.filter(([sql]) => /^\s*INSERT/i.test(String(sql)));
    expect(inserts).toHaveLength(1);
    run.mockRestore();

    // A batch read again, partly new: only the new event counts.
    expect(await store.ingestAdEvents([adEvent('break0001', 'impression'), adEvent('break0001', 'start')])).toBe(1);
    const rows = await store.read(
      'SELECT day, event, count(*) AS n FROM ad_events WHERE campaign_id = $campaign GROUP BY ALL ORDER BY event',
      { campaign: CAMPAIGN },
    );
    expect(rows).toEqual([
      { day: '2026-11-30', event: 'complete', n: 1 },
      { day: '2026-11-30', event: 'impression', n: 50 },
      { day: '2026-11-30', event: 'start', n: 1 },
    ]);
  });
});
