/** The seeded demo accounts the sign-in page prints as hints (docs/product.md §2, Login). */
export const DEMO_ACCOUNTS = [
  { label: 'Admin', email: 'admin@streamhub.local', password: 'Admin@123' },
  { label: 'User', email: 'user@streamhub.local', password: 'User@123' },
] as const;
