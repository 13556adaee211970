import { privacyExportModule } from '@streamhub/nest-kit';

/** What billing holds about an account, for "Download my data" (docs/privacy.md). */
export const BillingPrivacyExportModule = privacyExportModule('billing', [
  { label: 'customer', collection: 'customers', filter: (p) => ({ userId: p.userId }) },
  { label: 'subscriptions', collection: 'subscriptions', filter: (p) => ({ userId: p.userId }) },
  { label: 'orders', collection: 'orders', filter: (p) => ({ userId: p.userId }) },
  { label: 'receipts', collection: 'receipts', filter: (p) => ({ userId: p.userId }) },
]);
