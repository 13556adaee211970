import { describe, expect, it } from 'vitest';
import { AuthEvents, type AnyDomainEvent } from '@streamhub/contracts';
import { makeEvent } from './event-publisher';
import { OutboxRelay, type OutboxStore, type PendingOutbox } from './outbox';

const event = (id: string, key = 'agg-1'): AnyDomainEvent =>
  makeEvent(AuthEvents.userDeleted, key, { userId: key }, { id });

/** An outbox in memory: aggregates with pending events, in insertion order. */
class MemoryStore implements OutboxStore {
  readonly pendingByAggregate = new Map<string, AnyDomainEvent[]>();
  async pending(limit: number): Promise<PendingOutbox[]> {
    return [...this.pendingByAggregate.entries()]
      .filter(([, events]) => events.length > 0)
      .slice(0, limit)
      .map(([aggregateId, events]) => ({ aggregateId, events: [...events] }));
  }
  async markSent(aggregateId: string, eventIds: string[]): Promise<void> {
    const left = (this.pendingByAggregate.get(aggregateId) ?? []).filter((e) => !eventIds.includes(e.id));
    this.pendingByAggregate.set(aggregateId, left);
  }
}

const quietLogger = { log: () => undefined, warn: () => undefined };

describe('OutboxRelay', () => {
  it('publishes every pending event in order and removes it from the outbox', async () => {
    const store = new MemoryStore();
    store.pendingByAggregate.set('a', [event('a1', 'a'), event('a2', 'a')]);
    store.pendingByAggregate.set('b', [event('b1', 'b')]);
    const published: string[] = [];
    const relay = new OutboxRelay({
      name: 't',
      store,
      publish: async (e) => void published.push(e.id),
      batchSize: 1,
      logger: quietLogger,
    });
    expect(await relay.relayOnce()).toBe(3);
    expect(published).toEqual(['a1', 'a2', 'b1']);
    expect(await store.pending(10)).toEqual([]);
  });

  it('keeps events when the broker is down and sends them, in order, once it is back', async () => {
    const store = new MemoryStore();
    store.pendingByAggregate.set('a', [event('a1', 'a'), event('a2', 'a'), event('a3', 'a')]);
    let brokerUp = true;
    const published: string[] = [];
    const relay = new OutboxRelay({
      name: 't',
      store,
      publish: async (e) => {
        if (e.id === 'a2') brokerUp = brokerUp && published.length > 1; // the broker goes away right after a1
        if (!brokerUp) throw new Error('broker unreachable');
        published.push(e.id);
      },
      logger: quietLogger,
    });
    expect(await relay.relayOnce()).toBe(1);
    expect((await store.pending(10))[0]?.events.map((e) => e.id)).toEqual(['a2', 'a3']);
    expect(await relay.relayOnce()).toBe(0); // still down: nothing lost, nothing reordered
    brokerUp = true;
    published.push('(broker back)');
    expect(await relay.relayOnce()).toBe(2);
    expect(published).toEqual(['a1', '(broker back)', 'a2', 'a3']);
    expect(await store.pending(10)).toEqual([]);
  });

  it('runs once more when kicked during a run, and not at all once stopped', async () => {
    const store = new MemoryStore();
    const published: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const relay = new OutboxRelay({
      name: 't',
      store,
      publish: async (e) => {
        if (e.id === 'first') await gate;
        published.push(e.id);
      },
      intervalMs: 60_000,
      logger: quietLogger,
    });
    store.pendingByAggregate.set('a', [event('first', 'a')]);
    relay.start();
    store.pendingByAggregate.set('b', [event('second', 'b')]);
    relay.kick(); // during the first run
    release();
    await relay.idle();
    expect(published).toEqual(['first', 'second']);

    await relay.stop();
    store.pendingByAggregate.set('c', [event('third', 'c')]);
    relay.kick();
    await relay.idle();
    expect(published).toEqual(['first', 'second']);
  });
});
