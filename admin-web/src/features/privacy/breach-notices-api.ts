import type { BreachNotice, BreachNoticeList, SendBreachNoticeRequest } from '@streamhub/contracts';
import { api } from '../../app/api';

export const breachNoticesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBreachNotices: build.query<BreachNoticeList, void>({
      query: () => ({ url: '/admin/privacy/breach-notices' }),
      providesTags: ['BreachNotices'],
    }),
    sendBreachNotice: build.mutation<BreachNotice, SendBreachNoticeRequest>({
      query: (body) => ({ url: '/admin/privacy/breach-notices', method: 'POST', body }),
      transformResponse: (data: { notice: BreachNotice }) => data.notice,
      invalidatesTags: ['BreachNotices'],
    }),
  }),
});

export const { useListBreachNoticesQuery, useSendBreachNoticeMutation } = breachNoticesApi;
