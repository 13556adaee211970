import { describe, expect, it } from 'vitest';
import { CatalogEvents, CatalogMessages, type Category, type EventEnvelope } from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { CategoriesOutbox } from '../outbox/outbox-relays';
import { DuplicateCategoryError, type CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';

const ID = 'abcdefabcdefabcdefabcdef';
const drama = (over: Partial<Category> = {}): Category => ({
  _id: ID,
  name: 'Drama',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

function countingOutbox(): { outbox: CategoriesOutbox; kicks: () => number } {
  let kicks = 0;
  return { outbox: strictFake<CategoriesOutbox>('outbox', { kick: () => void kicks++ }), kicks: () => kicks };
}

describe('CategoriesService', () => {
  it('stores a new category with its creation event and relays it at once', async () => {
    const written: { fields: { name: string; key: string }; event: EventEnvelope }[] = [];
    const categories = strictFake<CategoriesRepository>('categories', {
      create: async (fields, eventFor) => {
        written.push({ fields, event: eventFor(ID) });
        return drama({ name: fields.name });
      },
    });
    const { outbox, kicks } = countingOutbox();
    await new CategoriesService(categories, outbox).create('  Science   Fiction ');

    expect(written[0]!.fields).toEqual({ name: 'Science Fiction', key: 'SCIENCE FICTION' });
    expect(written[0]!.event).toMatchObject({
      type: CatalogEvents.categoryCreated,
      key: ID,
      payload: { categoryId: ID, name: 'Science Fiction', status: 'active' },
    });
    expect(kicks()).toBe(1);
  });

  it('answers a non-text name with 400 before touching the database', async () => {
    const service = new CategoriesService(strictFake<CategoriesRepository>('categories'), countingOutbox().outbox);
    await expect(service.create({ name: 'x' })).rejects.toMatchObject({
      code: 'INVALID',
      message: CatalogMessages.categoryNameNotText,
    });
  });

  it('answers a duplicate with a conflict naming it', async () => {
    const categories = strictFake<CategoriesRepository>('categories', {
      create: async () => {
        throw new DuplicateCategoryError('Drama');
      },
    });
    await expect(new CategoriesService(categories, countingOutbox().outbox).create('drama')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CatalogMessages.categoryExists('drama'),
    });
  });

  it('writes a status change with its event, and nothing when the status is already set', async () => {
    const events: EventEnvelope[] = [];
    const categories = strictFake<CategoriesRepository>('categories', {
      findById: async () => drama(),
      setStatus: async (_id, status, event) => {
        events.push(event);
        return drama({ status });
      },
    });
    const { outbox, kicks } = countingOutbox();
    const service = new CategoriesService(categories, outbox);

    await expect(service.setStatus(ID, 'active')).resolves.toMatchObject({ status: 'active' });
    expect(events).toHaveLength(0);

    await expect(service.setStatus(ID.toUpperCase(), 'inactive')).resolves.toMatchObject({ status: 'inactive' });
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [CatalogEvents.categoryStatusChanged, { categoryId: ID, name: 'Drama', status: 'inactive' }],
    ]);
    expect(kicks()).toBe(1);
  });

  it('refuses an unknown status or id, and a missing category', async () => {
    const categories = strictFake<CategoriesRepository>('categories', { findById: async () => null });
    const service = new CategoriesService(categories, countingOutbox().outbox);
    await expect(service.setStatus(ID, 'deleted')).rejects.toMatchObject({ code: 'INVALID' });
    await expect(service.setStatus('x', 'active')).rejects.toMatchObject({
      message: CatalogMessages.invalidCategoryId,
    });
    await expect(service.setStatus(ID, 'active')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: CatalogMessages.categoryNotFound,
    });
  });
});
