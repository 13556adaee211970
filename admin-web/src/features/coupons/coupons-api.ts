import type { Coupon, CouponInput, CouponList, CouponRedemptionsReply } from '@streamhub/contracts';
import { api } from '../../app/api';

/** Discount codes; every change reloads the coupon list. */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCoupons: build.query<Coupon[], void>({
      query: () => ({ url: '/admin/coupons' }),
      transformResponse: (data: CouponList) => data.coupons ?? [],
      providesTags: ['Coupons'],
    }),
    createCoupon: build.mutation<Coupon, CouponInput>({
      query: (body) => ({ url: '/admin/coupons', method: 'POST', body }),
      transformResponse: (data: { coupon: Coupon }) => data.coupon,
      invalidatesTags: ['Coupons'],
    }),
    updateCoupon: build.mutation<Coupon, { code: string; coupon: CouponInput }>({
      query: ({ code, coupon }) => ({ url: `/admin/coupons/${encodeURIComponent(code)}`, method: 'PUT', body: coupon }),
      transformResponse: (data: { coupon: Coupon }) => data.coupon,
      invalidatesTags: ['Coupons'],
    }),
    couponRedemptions: build.query<CouponRedemptionsReply, string>({
      query: (code) => ({ url: `/admin/coupons/${encodeURIComponent(code)}/redemptions` }),
      providesTags: ['Coupons', 'Subscriptions'],
    }),
  }),
});

export const { useListCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useCouponRedemptionsQuery } =
  couponsApi;
