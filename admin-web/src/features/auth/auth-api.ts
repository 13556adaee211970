import type { AuthResult, PublicUser, RedeemHandoffRequest, SigninRequest } from '@streamhub/contracts';
import { extractUser } from '@streamhub/web-kit';
import { api } from '../../app/api';
import { isAuthResult } from '../../shared/auth/auth-response';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /auth/signin → data.token, data.user; null when the answer has another shape. */
    signIn: build.mutation<AuthResult | null, SigninRequest>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
      transformResponse: (data: unknown) => (isAuthResult(data) ? data : null),
    }),
    /** POST /auth/handoff/redeem → data.token, data.user: the admin who came from the viewer app's Admin link. */
    redeemHandoff: build.mutation<AuthResult | null, RedeemHandoffRequest>({
      query: (body) => ({ url: '/auth/handoff/redeem', method: 'POST', body }),
      transformResponse: (data: unknown) => (isAuthResult(data) ? data : null),
    }),
    /** GET /auth/me → data.user (or the user as data); null when the answer has another shape. */
    currentUser: build.query<PublicUser | null, void>({
      query: () => '/auth/me',
      transformResponse: (data: unknown) => extractUser(data),
    }),
  }),
});

export const { useSignInMutation } = authApi;
