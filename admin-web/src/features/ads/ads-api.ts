import { adminApi } from '../../app/admin-api';
import { api } from '../../app/api';

/** Advertisers and campaigns (docs/ads.md); every change reloads the lists, the report and ad revenue. */
export const {
  useAdsListCampaignsQuery: useListCampaignsQuery,
  useAdsGetCampaignQuery: useCampaignQuery,
  useAdsCreateCampaignMutation: useCreateCampaignMutation,
  useAdsUpdateCampaignMutation: useUpdateCampaignMutation,
  useAdsListAdvertisersQuery: useListAdvertisersQuery,
  useAdsCreateAdvertiserMutation: useCreateAdvertiserMutation,
  useAdsDeliveryQuery: useCampaignReportQuery,
  useAdsRevenueQuery: useAdRevenueQuery,
} = adminApi;

/** A campaign's report as CSV text (the admin saves it as a file). */
export const campaignCsvApi = api.injectEndpoints({
  endpoints: (build) => ({
    campaignReportCsv: build.mutation<string, string>({
      query: (id) => ({ url: `/admin/ads/campaigns/${encodeURIComponent(id)}/report.csv`, responseHandler: 'text' }),
    }),
  }),
});

export const { useCampaignReportCsvMutation } = campaignCsvApi;
