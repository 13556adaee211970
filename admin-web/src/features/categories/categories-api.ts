import type { Category, SetCategoryStatusRequest } from '@streamhub/contracts';
import { api } from '../../app/api';

/** GET /categories → data.categories; anything else reads as an empty list. */
export function toCategories(data: unknown): Category[] {
  const list = (data as { categories?: unknown } | null)?.categories;
  return Array.isArray(list) ? (list as Category[]) : [];
}

/** Names of the active categories: the genre suggestions of the upload form. */
export function activeCategoryNames(categories: readonly Category[]): string[] {
  return categories.filter((c) => c.status === 'active').map((c) => c.name.toUpperCase());
}

/** Every change invalidates Categories (and the genre options of the video filters). */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCategories: build.query<Category[], void>({
      query: () => ({ url: '/categories' }),
      transformResponse: toCategories,
      providesTags: ['Categories'],
    }),
    createCategory: build.mutation<Category, string>({
      query: (name) => ({ url: '/categories', method: 'POST', body: { name } }),
      transformResponse: (data: { category: Category }) => data.category,
      invalidatesTags: ['Categories'],
    }),
    setCategoryStatus: build.mutation<Category, SetCategoryStatusRequest>({
      query: ({ id, status }) => ({
        url: `/categories/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { status },
      }),
      transformResponse: (data: { category: Category }) => data.category,
      invalidatesTags: ['Categories'],
    }),
  }),
});

export const { useListCategoriesQuery, useCreateCategoryMutation, useSetCategoryStatusMutation } = categoriesApi;
