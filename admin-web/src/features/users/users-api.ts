import type { UsersCreateAdminApiArg, UsersCreateAdminApiResponse } from '../../app/generated/admin-api';
import { adminApi } from '../../app/admin-api';

/** created: a new admin account (201); false when an existing user was promoted (200). */
export type CreateAdminResult = UsersCreateAdminApiResponse & { created: boolean };

/** Every change invalidates Users (and the dashboard's user count), so open lists reload. */
export const usersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    // The generated endpoint cannot tell 200 from 201; the reply's status says which happened.
    createAdmin: build.mutation<CreateAdminResult, UsersCreateAdminApiArg>({
      query: ({ createAdminDto }) => ({ url: '/auth/create-admin', method: 'POST', body: createAdminDto }),
      transformResponse: (data: UsersCreateAdminApiResponse, meta) => ({
        ...data,
        created: meta?.response?.status !== 200,
      }),
      invalidatesTags: ['Users', 'Dashboard'],
    }),
  }),
});

export const {
  useUsersListQuery: useListUsersQuery,
  useUsersSetStatusMutation: useSetUserStatusMutation,
  useUsersDeleteMutation: useDeleteUserMutation,
} = adminApi;
export const { useCreateAdminMutation } = usersApi;
