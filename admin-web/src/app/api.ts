import { createApi } from '@reduxjs/toolkit/query/react';
import { hideBusy, showBusy } from '@streamhub/web-kit';
import { API_BASE_URL } from '../shared/config';
import { notifyUnauthorized } from '../shared/navigation';
import { createBaseQuery } from './base-query';

/**
 * The one RTK Query API of the admin app. Its endpoints are generated from the gateway's OpenAPI
 * document into ./generated/admin-api.ts, with tags added in ./admin-api.ts; a hand-written endpoint
 * can still be added with `api.injectEndpoints`. Every admin change invalidates the tag of the list it
 * touches, so lists reload by themselves.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    baseUrl: API_BASE_URL,
    onUnauthorized: () => notifyUnauthorized(),
    onBusy: (state) => (state === 'busy' ? showBusy() : hideBusy()),
  }),
  tagTypes: [
    'Users',
    'Videos',
    'Categories',
    'Plans',
    'Subscriptions',
    'Coupons',
    'Queries',
    'Grievances',
    'BreachNotices',
    'Imports',
    'Banners',
    'LiveEvents',
    'Dashboard',
    'Ads',
  ],
  endpoints: () => ({}),
});
