import { healthPattern } from './services';

export const CatalogPatterns = {
  health: healthPattern('catalog'),
  listCategories: 'catalog.categories.list',
  createCategory: 'catalog.categories.create',
  setCategoryStatus: 'catalog.categories.set-status',
} as const;

export const CatalogEvents = {
  categoryCreated: 'catalog.category.created',
} as const;

export type CategoryStatus = 'active' | 'inactive';

export interface Category {
  _id: string;
  name: string;
  status: CategoryStatus;
  createdAt: string;
}

export interface CreateCategoryRequest {
  name: string;
}

export interface SetCategoryStatusRequest {
  id: string;
  status: CategoryStatus;
}

export interface CategoryCreatedEvent {
  categoryId: string;
  name: string;
}
