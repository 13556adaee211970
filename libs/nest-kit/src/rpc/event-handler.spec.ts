import { describe, expect, it, vi } from 'vitest';
import { CatalogEvents, MediaEvents, type DomainEvent } from '@streamhub/contracts';
import { EventHandler, MalformedEvent, parseEvent } from './event-handler';

const deleted = {
  id: 'e-1',
  type: CatalogEvents.videoDeleted,
  key: 'v-1',
  occurredAt: '2026-11-30T06:00:00.000Z',
  payload: { videoId: 'v-1', episodeName: 'Horizon', media: { keys: ['a'], prefixes: ['p/'] } },
};

describe('parseEvent', () => {
  it('returns the event as it came when the envelope and payload are as the contract says', () => {
    expect(parseEvent(CatalogEvents.videoDeleted, deleted)).toEqual(deleted);
  });

  it('drops payload fields the contract does not name, so handlers see only declared ones', () => {
    const event = parseEvent(CatalogEvents.videoDeleted, { ...deleted, payload: { ...deleted.payload, extra: 1 } });
    expect(event.payload).toEqual(deleted.payload);
  });

  it('names every problem with its path: a missing id, another type, a payload field of the wrong kind', () => {
    const bad = { ...deleted, id: undefined, type: CatalogEvents.videoCreated, payload: { videoId: 7 } };
    let error: unknown;
    try {
      parseEvent(CatalogEvents.videoDeleted, bad);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(MalformedEvent);
    const problems = (error as MalformedEvent).problems;
    expect(problems).toContain('id: not a string');
    expect(problems).toContain(`type: ${CatalogEvents.videoCreated} where ${CatalogEvents.videoDeleted} was expected`);
    expect(problems.some((p) => p.startsWith('payload.videoId:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('payload.episodeName:'))).toBe(true);
  });

  it('refuses a message that is not an object at all (a text body)', () => {
    expect(() => parseEvent(MediaEvents.transcodeFailed, 'not json')).toThrow(MalformedEvent);
  });
});

describe('@EventHandler', () => {
  class Consumer {
    readonly seen: DomainEvent<typeof CatalogEvents.videoDeleted>[] = [];
    @EventHandler(CatalogEvents.videoDeleted)
    onDeleted(event: DomainEvent<typeof CatalogEvents.videoDeleted>): void {
      this.seen.push(event);
    }
  }

  it('hands a valid event to the handler, with `this` kept', async () => {
    const consumer = new Consumer();
    await consumer.onDeleted(deleted as DomainEvent<typeof CatalogEvents.videoDeleted>);
    expect(consumer.seen).toEqual([deleted]);
  });

  it('skips a malformed one without calling the handler or throwing (retrying cannot fix it)', async () => {
    const consumer = new Consumer();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      Promise.resolve(
        consumer.onDeleted({ ...deleted, payload: {} } as unknown as DomainEvent<typeof CatalogEvents.videoDeleted>),
      ),
    ).resolves.toBeUndefined();
    expect(consumer.seen).toEqual([]);
    spy.mockRestore();
  });
});
