/**
 * Messages both apps show, verbatim from docs/product.md §5 and §8. Each app's own `MESSAGES` spreads
 * these in, so components and tests of either app read the same strings.
 */
export const SHARED_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  loading: 'Loading...',
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  invalidLoginResponse: 'Invalid response structure from login API',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  mobileRequired: 'Mobile number is required',
  passwordTooShort: 'Password must be at least 6 characters',
  invalidBannersData: 'Invalid banners data',
} as const;
