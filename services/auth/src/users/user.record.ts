import type { UserRole, UserStatus } from '@streamhub/contracts';
import type { OtpChallenge } from '../security/otp';

/** A user as the services see it: plain data, including the secrets that never leave the service. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  status: UserStatus;
  subscriptionStatus: string;
  passwordHash: string;
  tokenVersion: number;
  passwordReset: OtpChallenge | null;
  createdAt: Date;
}

export interface NewUser {
  id: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  passwordHash: string;
  createdAt: Date;
}

export interface UserQuery {
  search?: string;
  status?: UserStatus;
  role?: UserRole;
  page: number;
  limit: number;
  /** The owner admin counts as an admin whatever its role. */
  ownerEmail: string;
}
