import { privacyExportModule } from '@streamhub/nest-kit';

/** What support holds about an account (its queries, grievances and the language of its mails), for "Download my data" (docs/privacy.md). */
export const SupportPrivacyExportModule = privacyExportModule('support', [
  { label: 'queries', collection: 'queries', filter: (p) => ({ userId: p.userId }) },
  { label: 'grievances', collection: 'grievances', filter: (p) => ({ userId: p.userId }) },
  { label: 'accountLanguage', collection: 'account_languages', filter: (p) => ({ userId: p.userId }) },
]);
