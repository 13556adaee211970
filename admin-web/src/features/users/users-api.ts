import type { CreateAdminRequest, PublicUser, SetUserStatusRequest, UserList, UserStats } from '@streamhub/contracts';
import { api } from '../../app/api';
import { usersQueryParams, type UsersFilter } from './users-query';

/** created: a new admin account (201); false when an existing user was promoted (200). */
export interface CreateAdminResult {
  user: PublicUser | null;
  created: boolean;
}

const EMPTY_STATS: UserStats = { total: 0, active: 0, inactive: 0, admins: 0, pendingDeletion: 0 };

function toUserList(data: unknown): UserList {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Partial<UserList>;
  return {
    users: Array.isArray(value.users) ? value.users : [],
    total: Number(value.total) || 0,
    page: Number(value.page) || 1,
    limit: Number(value.limit) || 20,
    stats: { ...EMPTY_STATS, ...value.stats },
  };
}

function userOf(data: unknown): PublicUser | null {
  const user = (data as { user?: unknown } | null)?.user;
  return typeof user === 'object' && user !== null ? (user as PublicUser) : null;
}

/** Every change invalidates Users (and the dashboard's user count), so open lists reload. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserList, UsersFilter>({
      query: (filter) => ({ url: '/auth/users', params: usersQueryParams(filter) }),
      transformResponse: toUserList,
      providesTags: ['Users'],
    }),
    setUserStatus: build.mutation<PublicUser | null, SetUserStatusRequest>({
      query: ({ id, status }) => ({
        url: `/auth/user-status/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { status },
      }),
      transformResponse: userOf,
      invalidatesTags: ['Users', 'Dashboard'],
    }),
    deleteUser: build.mutation<void, string>({
      query: (id) => ({ url: `/auth/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Users', 'Dashboard'],
    }),
    createAdmin: build.mutation<CreateAdminResult, CreateAdminRequest>({
      query: (body) => ({ url: '/auth/create-admin', method: 'POST', body }),
      transformResponse: (data: unknown, meta) => {
        const created = (data as { created?: unknown } | null)?.created;
        return { user: userOf(data), created: typeof created === 'boolean' ? created : meta?.response?.status !== 200 };
      },
      invalidatesTags: ['Users', 'Dashboard'],
    }),
  }),
});

export const { useListUsersQuery, useSetUserStatusMutation, useDeleteUserMutation, useCreateAdminMutation } = usersApi;
