import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResult, PublicUser } from '@streamhub/contracts';
import { sessionStore } from '@streamhub/web-kit';

export interface SessionState {
  token: string | null;
  user: PublicUser | null;
  /** 'checking' until a stored token has been validated with GET /auth/me. */
  status: 'checking' | 'ready';
}

export function initialSessionState(): SessionState {
  const stored = sessionStore.read();
  return { token: stored?.token ?? null, user: stored?.user ?? null, status: stored ? 'checking' : 'ready' };
}

/** Client-side session state; storage writes happen in the session listener (app/). */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ result: AuthResult; remember: boolean }>) {
      state.token = action.payload.result.token;
      state.user = action.payload.result.user;
      state.status = 'ready';
    },
    userVerified(state, action: PayloadAction<PublicUser>) {
      state.user = action.payload;
      state.status = 'ready';
    },
    signedOut(state) {
      state.token = null;
      state.user = null;
      state.status = 'ready';
    },
  },
});

export const { signedIn, userVerified, signedOut } = sessionSlice.actions;
