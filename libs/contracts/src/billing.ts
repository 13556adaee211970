import { healthPattern } from './services';

export const BillingPatterns = {
  health: healthPattern('billing'),
  /** Users as billing knows them (projection of auth events). */
  getCustomer: 'billing.customers.get',
} as const;
