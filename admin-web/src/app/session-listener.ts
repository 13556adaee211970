import { createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionStore } from '@streamhub/web-kit';
import { signedIn, signedOut, userVerified } from '../shared/auth/session-slice';
import { api } from './api';

/** Mirrors the session slice into browser storage, and drops cached data on sign-out. */
export const sessionListener = createListenerMiddleware();

sessionListener.startListening({
  actionCreator: signedIn,
  effect: ({ payload }) => sessionStore.save(payload.result, payload.remember),
});

sessionListener.startListening({
  actionCreator: userVerified,
  effect: ({ payload }) => sessionStore.updateUser(payload),
});

sessionListener.startListening({
  actionCreator: signedOut,
  effect: (_action, listenerApi) => {
    sessionStore.clear();
    listenerApi.dispatch(api.util.resetApiState());
  },
});
