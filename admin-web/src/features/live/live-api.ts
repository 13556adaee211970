import { adminApi } from '../../app/admin-api';

export const {
  useLiveAdminListQuery: useListLiveEventsQuery,
  useLiveAdminGetQuery: useLiveEventQuery,
  useLiveEndMutation: useEndLiveEventMutation,
} = adminApi;
