import { privacyExportModule } from '@streamhub/nest-kit';
import { NOT_REMOVED } from '../profiles/per-profile-lists';

/** What catalog holds about an account and its profiles, for "Download my data" (docs/privacy.md). */
export const CatalogPrivacyExportModule = privacyExportModule('catalog', [
  { label: 'watchlist', collection: 'watchlist', filter: (p) => ({ userId: p.userId, ...NOT_REMOVED }) },
  { label: 'history', collection: 'watch_history', filter: (p) => ({ userId: p.userId, ...NOT_REMOVED }) },
]);
