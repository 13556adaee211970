import type { UserListStatus, UserRole } from '@streamhub/contracts';
import type { OtpChallenge } from '../security/otp';
import type { DeletionRequest, UserDoc } from './user.schema';

export type { DeletionRequest } from './user.schema';

/** Kept in the document only: the erasure bookkeeping, the outbox and the update time. */
type StoredOnlyFields = 'deletedAt' | 'deletedEmail' | 'outbox' | 'updatedAt';
/** Read with a default where an older document (or an erased one) lacks them. */
type DefaultedFields = 'email' | 'passwordReset' | 'deletion';

/** A user as the services see it: the schema's fields as plain data, including the secrets that never leave the service. */
export type UserRecord = Omit<UserDoc, StoredOnlyFields | DefaultedFields> & {
  id: string;
  email: string;
  passwordReset: OtpChallenge | null;
  /** The user's own deletion request, while it waits for its grace period. */
  deletion: DeletionRequest | null;
};

export type NewUser = Pick<UserRecord, 'id' | 'name' | 'email' | 'mobile' | 'role' | 'passwordHash' | 'createdAt'>;

export interface UserQuery {
  search?: string;
  status?: UserListStatus;
  role?: UserRole;
  page: number;
  limit: number;
  /** The owner admin counts as an admin whatever its role. */
  ownerEmail: string;
}
