import { toFormData } from './form-data';
import { generatedApi } from './generated/admin-api';

/**
 * The admin app's endpoints: generated from the gateway's OpenAPI document (admin-web:api-client,
 * scripts/generate-api.mjs), with the cache tags added here. Every admin change invalidates the tag of
 * the list it touches, so open lists reload by themselves. Features re-export the hooks they use.
 * Hand-written endpoints can still be added with `api.injectEndpoints` (src/app/api.ts).
 */
export const adminApi = generatedApi.enhanceEndpoints({
  endpoints: {
    usersList: { providesTags: ['Users'] },
    usersSetStatus: { invalidatesTags: ['Users', 'Dashboard'] },
    usersDelete: { invalidatesTags: ['Users', 'Dashboard'] },
    usersCreateAdmin: { invalidatesTags: ['Users', 'Dashboard'] },

    adminVideosList: { providesTags: ['Videos'] },
    videosFilters: { providesTags: ['Videos', 'Categories'] },
    videosSetStatus: { invalidatesTags: ['Videos', 'Dashboard'] },
    videosSetRating: { invalidatesTags: ['Videos'] },
    videosSetMarkers: { invalidatesTags: ['Videos'] },
    videosSetLocalized: { invalidatesTags: ['Videos'] },
    videosDelete: { invalidatesTags: ['Videos', 'Dashboard'] },
    textTracksPut: {
      query: ({ id, body }) => ({
        url: `/videos/${encodeURIComponent(id)}/subtitles`,
        method: 'POST',
        body: toFormData(body),
      }),
      invalidatesTags: ['Videos'],
    },
    textTracksRemove: { invalidatesTags: ['Videos'] },
    audioTracksRemove: { invalidatesTags: ['Videos'] },

    liveAdminList: { providesTags: ['LiveEvents'] },
    liveAdminGet: { providesTags: ['LiveEvents'] },
    liveCreate: { invalidatesTags: ['LiveEvents'] },
    liveEnd: { invalidatesTags: ['LiveEvents', 'Videos'] },

    categoriesList: { providesTags: ['Categories'] },
    categoriesCreate: { invalidatesTags: ['Categories'] },
    categoriesSetStatus: { invalidatesTags: ['Categories'] },

    plansList: { providesTags: ['Plans'] },
    plansSeed: { invalidatesTags: ['Plans'] },
    plansCreate: { invalidatesTags: ['Plans'] },
    plansUpdate: { invalidatesTags: ['Plans'] },
    plansDelete: { invalidatesTags: ['Plans'] },
    plansSetActive: { invalidatesTags: ['Plans'] },
    adminBillingSubscriptions: { providesTags: ['Subscriptions'] },
    adminBillingRefund: { invalidatesTags: ['Subscriptions', 'Users'] },
    adminBillingDashboard: { providesTags: ['Dashboard', 'Subscriptions', 'Users'] },

    couponsList: { providesTags: ['Coupons'] },
    couponsCreate: { invalidatesTags: ['Coupons'] },
    couponsUpdate: { invalidatesTags: ['Coupons'] },
    couponsRedemptions: { providesTags: ['Coupons', 'Subscriptions'] },

    queriesList: { providesTags: ['Queries'] },
    queriesReply: { invalidatesTags: ['Queries'] },
    queriesSetStatus: { invalidatesTags: ['Queries'] },

    adminGrievancesList: { providesTags: ['Grievances'] },
    adminGrievancesUpdate: { invalidatesTags: ['Grievances'] },
    adminGrievancesDecide: { invalidatesTags: ['Grievances'] },

    bannersListAll: { providesTags: ['Banners'] },
    bannersAdminUpload: {
      query: ({ body }) => ({ url: '/admin/banners', method: 'POST', body: toFormData(body) }),
      invalidatesTags: ['Banners'],
    },
    bannersSetStatus: { invalidatesTags: ['Banners'] },
    bannersDelete: { invalidatesTags: ['Banners'] },

    adsListCampaigns: { providesTags: ['Ads'] },
    adsGetCampaign: { providesTags: ['Ads'] },
    adsCreateCampaign: { invalidatesTags: ['Ads'] },
    adsUpdateCampaign: { invalidatesTags: ['Ads'] },
    adsListAdvertisers: { providesTags: ['Ads'] },
    adsCreateAdvertiser: { invalidatesTags: ['Ads'] },
    adsDelivery: { providesTags: ['Ads'] },
    adsRevenue: { providesTags: ['Ads', 'Dashboard'] },
  },
});
