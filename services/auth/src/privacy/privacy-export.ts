import { Types } from 'mongoose';
import { privacyExportModule } from '@streamhub/nest-kit';

/**
 * What auth holds about an account, for "Download my data" (docs/privacy.md): the account, its
 * profiles and parental controls, and its consent records. Hashes, codes and tokens are left out.
 */
export const AuthPrivacyExportModule = privacyExportModule('auth', [
  { label: 'account', collection: 'users', filter: (p) => ({ _id: new Types.ObjectId(p.userId) }) },
  { label: 'profiles', collection: 'households', filter: (p) => ({ _id: p.userId }) },
  { label: 'consents', collection: 'consents', filter: (p) => ({ userId: p.userId }) },
  { label: 'nominee', collection: 'nominees', filter: (p) => ({ userId: p.userId }) },
]);
