import { adminApi } from '../../app/admin-api';

/** Discount codes; every change reloads the coupon list. */
export const {
  useCouponsListQuery: useListCouponsQuery,
  useCouponsCreateMutation: useCreateCouponMutation,
  useCouponsUpdateMutation: useUpdateCouponMutation,
  useCouponsRedemptionsQuery: useCouponRedemptionsQuery,
} = adminApi;
