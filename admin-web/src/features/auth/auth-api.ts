import { adminApi } from '../../app/admin-api';

/** Sign-in (POST /auth/signin), the viewer app's Admin link (POST /auth/handoff/redeem) and GET /auth/me. */
export const authApi = adminApi;

export const { useAuthSigninMutation: useSignInMutation } = adminApi;
