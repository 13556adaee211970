import { afterAll, describe, expect, it } from 'vitest';
import {
  CatalogEvents,
  CatalogMessages,
  CatalogPatterns,
  type Category,
  type CategoryChangedEvent,
} from '@streamhub/contracts';
import {
  RpcError,
  adminToken,
  api,
  closeRpc,
  createVideo,
  rpc,
  unique,
  waitFor,
  waitForEvent,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

afterAll(async () => {
  await closeRpc();
});

async function createCategory(name: string): Promise<Category> {
  const res = await api('POST', '/categories', { token: await adminToken(), body: { name } });
  expect(res.status).toBe(201);
  return res.body.data.category as Category;
}

const genres = async (): Promise<string[]> => (await api('GET', '/videos/filters')).body.data.genres as string[];

describe('categories', () => {
  it('publish every change through the outbox as an event keyed by the category', async () => {
    const token = await adminToken();
    const category = await createCategory(unique('Outbox Genre '));
    const created = await waitForEvent<CategoryChangedEvent>(
      CatalogEvents.categoryCreated,
      (e) => e.key === category._id,
    );
    expect(created.payload).toEqual({ categoryId: category._id, name: category.name, status: 'active' });

    const off = await api('POST', `/categories/${category._id}/status`, { token, body: { status: 'inactive' } });
    expect(off.status).toBe(201);
    expect(off.body).toMatchObject({ success: true, message: CatalogMessages.categoryDeactivated });
    expect(off.body.data.category).toMatchObject({ _id: category._id, status: 'inactive' });
    const changed = await waitForEvent<CategoryChangedEvent>(
      CatalogEvents.categoryStatusChanged,
      (e) => e.key === category._id,
    );
    expect(changed.payload).toEqual({ categoryId: category._id, name: category.name, status: 'inactive' });

    const on = await api('POST', `/categories/${category._id}/status`, { token, body: { status: 'active' } });
    expect(on.body.message).toBe(CatalogMessages.categoryActivated);
  });

  it('answer a name that is not text with 400 and a readable message, at the gateway and at the service', async () => {
    const token = await adminToken();
    for (const name of [42, true, ['Drama'], { $gt: '' }]) {
      const res = await api('POST', '/categories', { token, body: { name } });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expectError(res, 400, CatalogMessages.categoryNameNotText);
    }
    const long = await api('POST', '/categories', { token, body: { name: 'x'.repeat(61) } });
    expect(long.body).toMatchObject({ statusCode: 400, message: CatalogMessages.categoryNameTooLong });
    const blank = await api('POST', '/categories', { token, body: { name: '   ' } });
    expect(blank.body).toMatchObject({ statusCode: 400, message: CatalogMessages.categoryNameRequired });
    const badStatus = await api('POST', `/categories/${'a'.repeat(24)}/status`, { token, body: { status: 'gone' } });
    expect(badStatus.body).toMatchObject({ statusCode: 400, message: CatalogMessages.invalidCategoryStatus });

    // Anyone on Kafka may call the service: it checks the same things itself.
    for (const body of [{ name: 42 }, null, { name: 'x\u0000y' }]) {
      const err = await rpc(CatalogPatterns.createCategory, body).catch((e: unknown) => e);
      expect(err, JSON.stringify(body)).toBeInstanceOf(RpcError);
      expect((err as RpcError).payload).toMatchObject({ code: 'INVALID' });
    }
    const badId = await rpc(CatalogPatterns.setCategoryStatus, { id: { $ne: null }, status: 'active' }).catch(
      (e: unknown) => e,
    );
    expect((badId as RpcError).payload).toEqual({ code: 'INVALID', message: CatalogMessages.invalidCategoryId });
  });

  it('keep names unique whatever their case and spacing', async () => {
    const name = unique('Twice ');
    await createCategory(name);
    const again = await api('POST', '/categories', {
      token: await adminToken(),
      body: { name: `  ${name.toLowerCase().replace(' ', '   ')} ` },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CatalogMessages.categoryExists(name.toLowerCase()));
  });

  it('feed the genre options: an active category is offered, a deactivated one hidden even where videos carry it', async () => {
    const token = await adminToken();
    const category = await createCategory(unique('Feed '));
    const key = category.name.toUpperCase();
    expect(await genres()).toContain(key);

    await createVideo({ videoTitle: unique('Feed video '), genre: category.name });
    await api('POST', `/categories/${category._id}/status`, { token, body: { status: 'inactive' } });
    expect(await genres()).not.toContain(key);
    await api('POST', `/categories/${category._id}/status`, { token, body: { status: 'active' } });
    expect(await genres()).toContain(key);
  });

  it('serve the cached list until a category event from any writer drops it', async () => {
    expect((await api('GET', '/categories')).status).toBe(200); // warm the cache
    // Straight to the service, so this gateway learns of it only from the event.
    const created = await rpc<Category>(CatalogPatterns.createCategory, { name: unique('Elsewhere ') });
    await waitFor(
      async () =>
        ((await api('GET', '/categories')).body.data.categories as Category[]).some((c) => c._id === created._id),
      { what: 'the new category in the cached list' },
    );
    expect(await genres()).toContain(created.name.toUpperCase());
  });
});
