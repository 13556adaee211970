import { createContext } from 'react';
import type { AuthResult, PublicUser } from '@streamhub/contracts';

export interface AuthState {
  token: string | null;
  user: PublicUser | null;
  /** True until a stored token has been checked against GET /auth/me. */
  loading: boolean;
}

export interface AuthContextValue extends AuthState {
  signIn(result: AuthResult, remember: boolean): void;
  signOut(): void;
  /** Replaces the signed-in user (after a profile save) in state and storage. */
  updateUser(user: PublicUser): void;
  /** Swaps in a re-issued token, keeping the "Keep me signed in" choice. */
  replaceSession(result: AuthResult): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
