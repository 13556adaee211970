import { Injectable } from '@nestjs/common';
import { Events, type Category, type CategoryCreatedEvent, type CategoryStatus } from '@streamhub/contracts';
import { EventPublisher, ServiceError, makeEvent } from '@streamhub/nest-kit';
import { CategoriesRepository, DuplicateCategoryError } from './categories.repository';

@Injectable()
export class CategoriesService {
  constructor(
    private readonly categories: CategoriesRepository,
    private readonly events: EventPublisher,
  ) {}

  list(): Promise<Category[]> {
    return this.categories.list();
  }

  async create(rawName: string): Promise<Category> {
    const name = rawName.trim();
    if (!name) throw ServiceError.invalid('Category name is required');
    try {
      const category = await this.categories.create(name);
      await this.events.publish(
        makeEvent<CategoryCreatedEvent>(Events.categoryCreated, category._id, { categoryId: category._id, name }),
      );
      return category;
    } catch (err) {
      if (err instanceof DuplicateCategoryError) throw ServiceError.conflict(`Category "${name}" already exists`);
      throw err;
    }
  }

  async setStatus(id: string, status: CategoryStatus): Promise<Category> {
    const category = await this.categories.setStatus(id, status);
    if (!category) throw ServiceError.notFound('Category not found');
    return category;
  }
}
