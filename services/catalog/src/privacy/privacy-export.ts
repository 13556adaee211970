import { privacyExportModule } from '@streamhub/nest-kit';

/** What catalog holds about an account and its profiles, for "Download my data" (docs/privacy.md). */
export const CatalogPrivacyExportModule = privacyExportModule('catalog', [
  { label: 'watchlist', collection: 'watchlist', filter: (p) => ({ userId: p.userId, state: { $ne: 'removed' } }) },
  { label: 'history', collection: 'watch_history', filter: (p) => ({ userId: p.userId }) },
]);
