import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DurableQueue, type SendOutcome } from './durable-queue';

interface Entry {
  id: string;
  key?: string;
  value: number;
}

let dir: string;
let file: string;

const queueAt = (path = file, maxEntries = 10) =>
  new DurableQueue<Entry>(path, { maxEntries, supersedeKey: (entry) => entry.key });

async function journalIds(): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as Entry).id);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'durable-queue-'));
  file = join(dir, 'nested', 'outbox.jsonl');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('DurableQueue', () => {
  it('has every accepted entry on disk before accept resolves, so a restarted process finds them in order', async () => {
    const queue = queueAt();
    await queue.load();
    await queue.accept({ id: 'a', value: 1 });
    await queue.accept({ id: 'b', value: 2 });
    expect(await journalIds()).toEqual(['a', 'b']);

    const restarted = queueAt();
    await restarted.load();
    expect(restarted.entries().map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('keeps an id once: a retried request with the same idempotency key is one write', async () => {
    const queue = queueAt();
    await queue.load();
    expect(await queue.accept({ id: 'a', value: 1 })).toBe(true);
    expect(await queue.accept({ id: 'a', value: 1 })).toBe(true);
    expect(queue.pending).toBe(1);
  });

  it('refuses past its bound instead of growing without one', async () => {
    const queue = queueAt(file, 2);
    await queue.load();
    await queue.accept({ id: 'a', value: 1 });
    await queue.accept({ id: 'b', value: 2 });
    expect(await queue.accept({ id: 'c', value: 3 })).toBe(false);
    expect(queue.pending).toBe(2);
  });

  it('lets a newer entry with the same key replace the queued one (a newer playback position), also after a restart', async () => {
    const queue = queueAt();
    await queue.load();
    await queue.accept({ id: 'p1', key: 'title-1', value: 10 });
    await queue.accept({ id: 'other', value: 0 });
    await queue.accept({ id: 'p2', key: 'title-1', value: 20 });
    expect(queue.entries().map((entry) => entry.id)).toEqual(['other', 'p2']);

    // Both lines are in the journal (appends only); reading it back keeps the newer one.
    const restarted = queueAt();
    await restarted.load();
    expect(restarted.entries()).toEqual([
      { id: 'other', value: 0 },
      { id: 'p2', key: 'title-1', value: 20 },
    ]);
  });

  it('sends in order, stops at an outage with that entry still first, and carries on from it later', async () => {
    const queue = queueAt();
    await queue.load();
    for (const id of ['a', 'b', 'c']) await queue.accept({ id, value: 0 });
    const sent: string[] = [];
    const outageAt = 'b';
    const first = await queue.drain(async (entry): Promise<SendOutcome> => {
      if (entry.id === outageAt) return 'outage';
      sent.push(entry.id);
      return 'sent';
    });
    expect(first).toBe(1);
    expect(sent).toEqual(['a']);
    expect(await journalIds()).toEqual(['b', 'c']);

    const second = await queue.drain(async (entry): Promise<SendOutcome> => {
      sent.push(entry.id);
      return 'sent';
    });
    expect(second).toBe(2);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await journalIds()).toEqual([]);
  });

  it('drops an entry its service refuses, so one bad write cannot block the rest', async () => {
    const queue = queueAt();
    await queue.load();
    await queue.accept({ id: 'gone', value: 0 });
    await queue.accept({ id: 'fine', value: 0 });
    const outcomes: Record<string, SendOutcome> = { gone: 'dropped', fine: 'sent' };
    expect(await queue.drain(async (entry) => outcomes[entry.id]!)).toBe(2);
    expect(queue.pending).toBe(0);
  });

  it('forgets a queued entry by key when a newer write of the same thing went straight through', async () => {
    const queue = queueAt();
    await queue.load();
    await queue.accept({ id: 'p1', key: 'title-1', value: 10 });
    await queue.accept({ id: 'w1', value: 0 });
    await queue.forget('title-1');
    expect(queue.entries().map((entry) => entry.id)).toEqual(['w1']);
    expect(await journalIds()).toEqual(['w1']);
  });

  it('skips a line cut short by a crash while it was written (it was never acknowledged)', async () => {
    const queue = queueAt();
    await queue.load();
    await queue.accept({ id: 'a', value: 1 });
    await appendFile(file, '{"id":"b","val');
    const restarted = queueAt();
    await restarted.load();
    expect(restarted.entries().map((entry) => entry.id)).toEqual(['a']);
  });

  it('folds an older journal in through its upgrade and removes it', async () => {
    const legacy = join(dir, 'legacy.jsonl');
    await writeFile(legacy, `${JSON.stringify({ id: 'old', n: 7 })}\n${JSON.stringify({ nonsense: true })}\n`);
    const queue = queueAt();
    await queue.load([
      {
        file: legacy,
        upgrade: (line) => {
          const old = line as { id?: string; n?: number };
          return typeof old.id === 'string' ? { id: old.id, value: old.n ?? 0 } : undefined;
        },
      },
    ]);
    expect(queue.entries()).toEqual([{ id: 'old', value: 7 }]);
    expect(existsSync(legacy)).toBe(false);
    expect(await journalIds()).toEqual(['old']);
  });
});
