import type { PublicUser, UserListStatus, UserRole } from '@streamhub/contracts';
import type { OtpChallenge } from '../security/otp';

/** A user as the services see it: plain data, including the secrets that never leave the service. */
export interface UserRecord extends Pick<
  PublicUser,
  'name' | 'email' | 'mobile' | 'role' | 'status' | 'subscriptionStatus' | 'subscription'
> {
  id: string;
  passwordHash: string;
  tokenVersion: number;
  passwordReset: OtpChallenge | null;
  /** The user's own deletion request, while it waits for its grace period. */
  deletion: DeletionRequest | null;
  createdAt: Date;
}

export interface DeletionRequest {
  requestedAt: Date;
  eraseAfter: Date;
  acknowledgedAt: Date | null;
}

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
