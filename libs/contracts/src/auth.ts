import { healthPattern } from './services';

export const AuthPatterns = {
  health: healthPattern('auth'),
  signup: 'auth.signup',
  verifySignupOtp: 'auth.verify-signup-otp',
  resendSignupOtp: 'auth.resend-signup-otp',
  signin: 'auth.signin',
  me: 'auth.me',
  updateProfile: 'auth.update-profile',
  changePassword: 'auth.change-password',
  forgotPassword: 'auth.forgot-password',
  resetPassword: 'auth.reset-password',
  listUsers: 'auth.users.list',
  setUserStatus: 'auth.users.set-status',
  deleteUser: 'auth.users.delete',
  createAdmin: 'auth.users.create-admin',
  /** Lightweight check the gateway makes per request: is this user still active, and their role. */
  principal: 'auth.principal',
} as const;

export const AuthEvents = {
  userRegistered: 'auth.user.registered',
  userUpdated: 'auth.user.updated',
  userStatusChanged: 'auth.user.status-changed',
  userDeleted: 'auth.user.deleted',
} as const;

export type UserRole = 'user' | 'admin';
export type UserStatus = 'active' | 'inactive';

/** A user as the API returns it. Never carries a password or hash. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  status: UserStatus;
  subscriptionStatus: string;
  createdAt: string;
  /** True when role is admin or the email is the owner admin address. */
  isAdmin: boolean;
}

export interface AuthResult {
  token: string;
  user: PublicUser;
}

/** The identity the gateway attaches to a request after verifying the JWT. */
export interface Principal {
  userId: string;
  email: string;
  role: UserRole;
  isAdmin: boolean;
}

export interface UserRegisteredEvent {
  userId: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  createdAt: string;
}

export interface UserUpdatedEvent {
  userId: string;
  name: string;
  mobile: string;
}

export interface UserStatusChangedEvent {
  userId: string;
  status: UserStatus;
}

export interface UserDeletedEvent {
  userId: string;
}
