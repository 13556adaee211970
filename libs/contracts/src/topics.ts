/**
 * Every Kafka topic of the system. Request/reply patterns are topics too; each has a
 * `<pattern>.reply` topic for the answers. Topic names are the one source of truth for
 * gateway, services and tests.
 */
export const SERVICES = ['auth', 'catalog', 'billing', 'support', 'banner'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Health ping answered by every service (used by the gateway's /health). */
export const healthPattern = (service: ServiceName): string => `${service}.health`;

export const AuthPatterns = {
  health: healthPattern('auth'),
  signup: 'auth.signup',
  verifySignupOtp: 'auth.verify-signup-otp',
  resendSignupOtp: 'auth.resend-signup-otp',
  signin: 'auth.signin',
  me: 'auth.me',
  updateProfile: 'auth.update-profile',
  changePassword: 'auth.change-password',
  forgotPassword: 'auth.forgot-password',
  resetPassword: 'auth.reset-password',
  listUsers: 'auth.users.list',
  setUserStatus: 'auth.users.set-status',
  deleteUser: 'auth.users.delete',
  createAdmin: 'auth.users.create-admin',
  /** Lightweight check the gateway makes per request: is this user still active, and their role. */
  principal: 'auth.principal',
} as const;

export const CatalogPatterns = {
  health: healthPattern('catalog'),
  listCategories: 'catalog.categories.list',
  createCategory: 'catalog.categories.create',
  setCategoryStatus: 'catalog.categories.set-status',
} as const;

export const BillingPatterns = {
  health: healthPattern('billing'),
  /** Users as billing knows them (projection of auth events). */
  getCustomer: 'billing.customers.get',
} as const;

export const SupportPatterns = {
  health: healthPattern('support'),
} as const;

export const BannerPatterns = {
  health: healthPattern('banner'),
} as const;

/** Domain events (EventPattern). Payload types live in the matching feature file. */
export const Events = {
  userRegistered: 'auth.user.registered',
  userUpdated: 'auth.user.updated',
  userStatusChanged: 'auth.user.status-changed',
  userDeleted: 'auth.user.deleted',
  categoryCreated: 'catalog.category.created',
} as const;

type ValuesOf<T> = T[keyof T];
export type RequestPattern =
  | ValuesOf<typeof AuthPatterns>
  | ValuesOf<typeof CatalogPatterns>
  | ValuesOf<typeof BillingPatterns>
  | ValuesOf<typeof SupportPatterns>
  | ValuesOf<typeof BannerPatterns>;
export type EventTopic = ValuesOf<typeof Events>;

export const PATTERNS_BY_SERVICE: Record<ServiceName, readonly string[]> = {
  auth: Object.values(AuthPatterns),
  catalog: Object.values(CatalogPatterns),
  billing: Object.values(BillingPatterns),
  support: Object.values(SupportPatterns),
  banner: Object.values(BannerPatterns),
};

export const ALL_REQUEST_PATTERNS: readonly string[] = Object.values(PATTERNS_BY_SERVICE).flat();
export const ALL_EVENT_TOPICS: readonly string[] = Object.values(Events);
export const replyTopic = (pattern: string): string => `${pattern}.reply`;

/** Every topic that must exist before a consumer joins (auto-creation makes first calls fail). */
export const ALL_TOPICS: readonly string[] = [
  ...ALL_REQUEST_PATTERNS,
  ...ALL_REQUEST_PATTERNS.map(replyTopic),
  ...ALL_EVENT_TOPICS,
];
