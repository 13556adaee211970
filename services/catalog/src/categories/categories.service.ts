import { Injectable } from '@nestjs/common';
import { CatalogEvents, CatalogMessages, type Category } from '@streamhub/contracts';
import { ServiceError, makeEvent } from '@streamhub/nest-kit';
import { CategoriesOutbox } from '../outbox/outbox-relays';
import { CategoriesRepository, DuplicateCategoryError } from './categories.repository';
import { assertCategoryId, categoryKey, normaliseCategoryName, parseCategoryStatus } from './category-input';

/** Categories: the genres admins curate. Every change is written with its event (outbox). */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly outbox: CategoriesOutbox,
  ) {}

  list(): Promise<Category[]> {
    return this.categories.list();
  }

  async create(rawName: unknown): Promise<Category> {
    const name = normaliseCategoryName(rawName);
    try {
      const category = await this.categories.create({ name, key: categoryKey(name) }, (categoryId) =>
        makeEvent(CatalogEvents.categoryCreated, categoryId, {
          categoryId,
          name,
          status: 'active',
        }),
      );
      this.outbox.kick();
      return category;
    } catch (err) {
      if (err instanceof DuplicateCategoryError) throw ServiceError.conflict(CatalogMessages.categoryExists(name));
      throw err;
    }
  }

  /** Setting the status a category already has changes nothing and publishes nothing. */
  async setStatus(rawId: unknown, rawStatus: unknown): Promise<Category> {
    const id = assertCategoryId(rawId);
    const status = parseCategoryStatus(rawStatus);
    const current = await this.categories.findById(id);
    if (!current) throw ServiceError.notFound(CatalogMessages.categoryNotFound);
    if (current.status === status) return current;
    const event = makeEvent(CatalogEvents.categoryStatusChanged, id, {
      categoryId: id,
      name: current.name,
      status,
    });
    const category = await this.categories.setStatus(id, status, event);
    if (!category) throw ServiceError.notFound(CatalogMessages.categoryNotFound);
    this.outbox.kick();
    return category;
  }
}
