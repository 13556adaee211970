import type { Category } from '@streamhub/contracts';
import { adminApi } from '../../app/admin-api';

/** Names of the active categories: the genre suggestions of the upload form. */
export function activeCategoryNames(categories: readonly Category[]): string[] {
  return categories.filter((c) => c.status === 'active').map((c) => c.name.toUpperCase());
}

/** Every change invalidates Categories (and the genre options of the video filters). */
export const {
  useCategoriesListQuery: useListCategoriesQuery,
  useCategoriesCreateMutation: useCreateCategoryMutation,
  useCategoriesSetStatusMutation: useSetCategoryStatusMutation,
} = adminApi;
