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
