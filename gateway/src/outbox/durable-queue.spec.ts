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

const queueAt = (path = file, maxEntries = 10, drainConcurrency?: number) =>
  new DurableQueue<Entry>(path, { maxEntries, supersedeKey: (entry) => entry.key, drainConcurrency });

/** A send that takes a few milliseconds, as one over the bus does. */
const slowly = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

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

  describe('draining several at once (drainConcurrency)', () => {
    it('sends at most that many at once and takes each out of the journal only after its own send', async () => {
      const queue = queueAt(file, 100, 4);
      await queue.load();
      const ids = Array.from({ length: 30 }, (_, i) => `w${i}`);
      for (const id of ids) await queue.accept({ id, value: 0 });
      let inFlight = 0;
      let most = 0;
      const notYetOut: string[] = [];
      const sent: string[] = [];
      const done = await queue.drain(async (entry): Promise<SendOutcome> => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // A crash now must find the entry again: it is still queued and in the journal on disk.
        if (queue.entries().some((queued) => queued.id === entry.id) && (await journalIds()).includes(entry.id))
          notYetOut.push(entry.id);
        await slowly();
        inFlight -= 1;
        sent.push(entry.id);
        return 'sent';
      });
      expect(done).toBe(ids.length);
      expect(most).toBe(4);
      expect([...sent].sort()).toEqual([...ids].sort());
      expect([...notYetOut].sort()).toEqual([...ids].sort());
      expect(queue.pending).toBe(0);
      expect(await journalIds()).toEqual([]);
    });

    it('starts no more after an outage: that entry and the ones not started stay, in order, for the next drain', async () => {
      const queue = queueAt(file, 100, 4);
      await queue.load();
      const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
      for (const id of ids) await queue.accept({ id, value: 0 });
      const first = await queue.drain(async (entry): Promise<SendOutcome> => {
        if (entry.id === 'c') return 'outage';
        await slowly();
        return 'sent';
      });
      // a, b and d were under way with c; they finish and leave; c and the rest wait.
      expect(first).toBe(3);
      expect(queue.entries().map((entry) => entry.id)).toEqual(['c', 'e', 'f', 'g', 'h']);
      expect(await journalIds()).toEqual(['c', 'e', 'f', 'g', 'h']);

      const sent: string[] = [];
      expect(
        await queue.drain(async (entry): Promise<SendOutcome> => {
          sent.push(entry.id);
          await slowly();
          return 'sent';
        }),
      ).toBe(5);
      expect([...sent].sort()).toEqual(['c', 'e', 'f', 'g', 'h']);
      expect(await journalIds()).toEqual([]);
    });

    it('keeps an entry whose send failed and lets the drain fail, after the others under way finished', async () => {
      const queue = queueAt(file, 100, 3);
      await queue.load();
      for (const id of ['a', 'b', 'c']) await queue.accept({ id, value: 0 });
      await expect(
        queue.drain(async (entry): Promise<SendOutcome> => {
          if (entry.id === 'b') throw new Error('send failed');
          await slowly();
          return 'sent';
        }),
      ).rejects.toThrow('send failed');
      expect(queue.entries().map((entry) => entry.id)).toEqual(['b']);
      expect(await journalIds()).toEqual(['b']);
    });
  });
});
